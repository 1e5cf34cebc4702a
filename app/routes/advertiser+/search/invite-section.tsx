import { Form, useActionData } from "@remix-run/react";
import type { advertiserSearchMessages } from "~/i18n/advertiser-search";
import { useSubmissionKey } from "~/i18n/use-lang";

/*
 * 'Invite to apply' in the community dialog of advertiser search
 * (./route.tsx): the advertiser's ACTIVE briefs not yet invited, as a plain
 * POST form to the page's own URL (its filters stay); the briefs invited already say so;
 * a pending account or one without an active brief reads why not. A refusal (409, 429)
 * comes back as the action's reply, in the user's language, shown here.
 */

// The dialog's other lazy section, loaded with this one (./route.tsx).
export { default as CommunityMembers } from "./community-members";

type Texts = (typeof advertiserSearchMessages)["en"];
type Brief = { id: number; title: string };
export type Invite = { kind: "pending" } | { kind: "none" } | { kind: "form"; choices: Brief[]; invited: Brief[] };

export default function InviteSection({ invite, communityId, t }: { invite: Invite; communityId: number; t: Texts }) {
  const reply = useActionData<{ result: { error?: Record<string, string[] | null> | null } }>();
  const errors = reply?.result.error;
  const submissionKey = useSubmissionKey();
  return (
    <section className="mt-5 border-t border-slate-200 pt-4 text-sm" aria-labelledby="invite-title" data-testid="invite">
      <h3 id="invite-title" className="font-semibold text-slate-900">
        {t.inviteTitle}
      </h3>
      {errors ? (
        <div role="alert" className="field-error" data-testid="invite-error">
          {Object.values(errors)
            .flat()
            .map((e) => (
              <p key={e}>{e}</p>
            ))}
        </div>
      ) : null}
      {invite.kind === "form" ? (
        <>
          {invite.invited.length ? (
            <ul className="mt-2 space-y-1" aria-label={t.invitedTo}>
              {invite.invited.map((b) => (
                <li key={b.id} className="break-words" data-testid="invited-brief">
                  {b.title} · <strong>{t.invited}</strong>
                </li>
              ))}
            </ul>
          ) : null}
          {invite.choices.length ? (
            <Form method="post" preventScrollReset className="mt-2 space-y-2">
              <input {...submissionKey} />
              <input type="hidden" name="communityId" value={communityId} />
              <label htmlFor="invite-brief" className="label">
                {t.inviteBrief}
              </label>
              <select id="invite-brief" name="briefId" className="input" aria-describedby="invite-hint">
                {invite.choices.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.title}
                  </option>
                ))}
              </select>
              <p id="invite-hint" className="text-xs text-slate-600">
                {t.inviteHint}
              </p>
              <button type="submit" className="btn-primary">
                {t.inviteButton}
              </button>
            </Form>
          ) : (
            <p className="mt-1 text-slate-600">{t.inviteAllDone}</p>
          )}
        </>
      ) : (
        <p className="mt-1 text-slate-600" data-testid="invite-blocked">
          {invite.kind === "pending" ? t.invitePending : t.inviteNoBriefs}
        </p>
      )}
    </section>
  );
}
