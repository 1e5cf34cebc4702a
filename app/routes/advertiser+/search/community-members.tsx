import type { advertiserSearchMessages } from "~/i18n/advertiser-search";

/*
 * 'Who runs it' in the community dialog of advertiser search (./route.tsx):
 * the members the owner listed, each with a role and links to their social profiles. The
 * loader labels everything; the notes never reach the page. Before them, the community's
 * own social links. Loaded with the dialog only.
 */

type Texts = (typeof advertiserSearchMessages)["en"];
type Link = { key: string; url: string; label: string; ariaLabel: string };
export type ShownMembers = {
  items: { id: number; name: string; role: string | null; links: Link[] }[];
  more: string | null;
};

/** A community's social link: the network's name as shown (made by the loader) and the URL. */
export type SocialLink = { name: string; label: string; url: string };

export default function CommunityMembers({ members, socialLinks, t }: { members: ShownMembers; socialLinks: SocialLink[]; t: Texts }) {
  return (
    <>
      {socialLinks.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t.socialLinks}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {socialLinks.map((link) => (
              <li key={link.name} className="break-all">
                <span className="text-slate-500">{link.label}: </span>
                <a href={link.url} rel="noopener noreferrer nofollow" target="_blank" className="font-medium text-brand-700 underline">
                  {link.url}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
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
                      <a
                        key={l.key}
                        href={l.url}
                        target="_blank"
                        rel="noopener noreferrer nofollow ugc"
                        aria-label={l.ariaLabel}
                        className="font-medium text-brand-700 underline"
                      >
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
    </>
  );
}
