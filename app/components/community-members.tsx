import type { advertiserSearchMessages } from "~/i18n/advertiser-search";

/*
 * 'Who runs it' in the community dialog of advertiser search (routes/advertiser.search):
 * the members the owner listed, each with a role and links to their social profiles. The
 * loader labels everything; the notes never reach the page. Loaded with the dialog only.
 */

type Texts = (typeof advertiserSearchMessages)["en"];
type Link = { key: string; url: string; label: string; ariaLabel: string };
export type ShownMembers = { items: { id: number; name: string; role: string | null; links: Link[] }[]; more: string | null };

export default function CommunityMembers({ members, t }: { members: ShownMembers; t: Texts }) {
  return (
    <section className="mt-4 text-sm" aria-labelledby="members-title" data-testid="community-members">
      <h3 id="members-title" className="font-semibold text-slate-900">
        {t.membersTitle}
      </h3>
      {members.items.length ? (
        <ul className="mt-1 space-y-2">
          {members.items.map((m) => (
            <li key={m.id} className="break-words" data-testid="community-member">
              <span className="font-medium text-slate-900">{m.name}</span>
              {m.role ? <span className="text-slate-600"> · {m.role}</span> : null}
              {m.links.length ? (
                <span className="mt-0.5 flex flex-wrap gap-x-3">
                  {m.links.map((l) => (
                    <a key={l.key} href={l.url} target="_blank" rel="noopener noreferrer nofollow ugc" aria-label={l.ariaLabel} className="font-medium text-brand-700 underline">
                      {l.label}
                    </a>
                  ))}
                </span>
              ) : null}
            </li>
          ))}
          {members.more ? <li className="text-slate-600">{members.more}</li> : null}
        </ul>
      ) : (
        <p className="mt-1 text-slate-600">{t.membersNone}</p>
      )}
    </section>
  );
}
