import { Form } from "@remix-run/react";
import { interpolate } from "~/i18n";
import type { campaignReportMessages } from "~/i18n/campaign-report";
import { FieldErrors } from "~/components/ui/field";
import { ReviewPanel } from "~/components/reviews/review-panel";
import type { ReviewPanelData } from "~/utils/review-view";
import type { ConversationLinkData } from "~/utils/conversation-view";

/*
 * One campaign of a brief's report (./route.tsx): its community, state,
 * agreed fee, the latest proof (links, screenshots, figures, note, date, answer, and the
 * reason given when changes were requested) and, for
 * the advertiser while the proof waits, Accept and Request changes as plain POST forms.
 * The loader made every text; a failed answer comes back as the action's reply, shown in
 * the section of the campaign it names, with the reason kept. A COMPLETED campaign has
 * the advertiser's review of the community, and the community's once published
 * (components/reviews/review-panel.tsx).
 */

type Texts = (typeof campaignReportMessages)["en"];

/** What a page action answers when a form comes back (FormReply, app/server/action.server.ts). */
export type AnswerReply = {
  intent?: string;
  result: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null };
};

export type ReportCampaign = {
  id: number;
  anchor: string;
  community: string;
  state: string;
  stateLabel: string;
  fee: string;
  hasProof: boolean;
  links: string[];
  screenshots: { src: string; alt: string }[];
  reach: string;
  reactions: string;
  attendees: string;
  note: string | null;
  proofDate: string;
  answer: string;
  /** The advertiser's reason, when the latest proof was answered with "Request changes". */
  changesReason: string | null;
  autoAccept: string | null;
  canAnswer: boolean;
  consoleHref: string | null;
  /** The campaign's conversation, with the reader's unread count. */
  conversation: ConversationLinkData;
  /** The advertiser's review panel of a COMPLETED campaign. */
  reviews: ReviewPanelData | null;
};

export function CampaignSection({ c, t, reply, busy }: { c: ReportCampaign; t: Texts; reply?: AnswerReply; busy: boolean }) {
  const mine = reply?.result.initialValue?.campaignId === String(c.id) ? reply : undefined;
  const reasonErrors = mine?.intent === "changes" ? mine.result.error?.reason : undefined;
  const formErrors = mine?.result.error?.[""];
  const reason = mine?.intent === "changes" ? String(mine.result.initialValue?.reason ?? "") : "";
  const reasonId = `reason-${c.id}`;
  const fact = (label: string, value: string) => (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
  return (
    <section
      id={c.anchor}
      aria-labelledby={`${c.anchor}-name`}
      className="card break-inside-avoid scroll-mt-20 p-4 sm:p-5"
      data-testid="report-campaign"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${c.anchor}-name`} className="break-words text-lg font-semibold text-slate-900">
          {c.community}
        </h3>
        <span
          className="rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ring-slate-400 print:ring-black"
          data-testid="campaign-state"
          data-state={c.state}
        >
          {c.stateLabel}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {fact(t.colFee, c.fee)}
        {fact(t.colReach, c.reach)}
        {fact(t.colReactions, c.reactions)}
        {fact(t.colAttendees, c.attendees)}
      </dl>
      <p className="mt-3 print:hidden">
        <a href={c.conversation.href} className="btn-secondary" data-testid="conversation-link">
          {c.conversation.text}
        </a>
      </p>
      {c.hasProof ? (
        <div className="mt-4 space-y-3 text-sm">
          {c.links.length ? (
            <div>
              <h4 className="font-semibold text-slate-900">{t.links}</h4>
              <ul className="mt-1 space-y-1">
                {c.links.map((link) => (
                  <li key={link} className="break-all">
                    <a href={link} rel="noopener noreferrer nofollow" target="_blank" className="text-brand-700 underline print:text-black">
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {c.screenshots.length ? (
            <div>
              <h4 className="font-semibold text-slate-900">{t.screenshots}</h4>
              <ul className="mt-1 flex flex-wrap gap-2">
                {c.screenshots.map((s) => (
                  <li key={s.src}>
                    <a href={s.src} target="_blank" rel="noopener noreferrer">
                      <img
                        src={s.src}
                        alt={s.alt}
                        loading="lazy"
                        width={128}
                        height={96}
                        className="h-24 w-32 rounded border border-slate-300 bg-slate-50 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {c.note ? (
            <div>
              <h4 className="font-semibold text-slate-900">{t.note}</h4>
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">{c.note}</p>
            </div>
          ) : null}
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-slate-500">{t.proofDate}</dt>
            <dd className="text-slate-900">{c.proofDate}</dd>
            <dt className="text-slate-500">{t.answer}</dt>
            <dd className="text-slate-900" data-testid="proof-answer">
              {c.answer}
            </dd>
            {c.changesReason ? (
              <>
                <dt className="text-slate-500">{t.changesReason}</dt>
                <dd className="whitespace-pre-line break-words text-slate-900" data-testid="changes-reason">
                  {c.changesReason}
                </dd>
              </>
            ) : null}
          </dl>
          {c.autoAccept ? (
            <p className="text-slate-700" data-testid="auto-accept">
              {c.autoAccept}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t.noProof}</p>
      )}
      {c.canAnswer ? (
        <div className="mt-4 border-t border-slate-200 pt-4 print:hidden" data-testid="answer-forms">
          <h4 className="text-sm font-semibold text-slate-900">{t.reviewTitle}</h4>
          {formErrors?.length ? (
            <div role="alert" className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="form-error">
              {formErrors.map((e) => (
                <p key={e}>{e}</p>
              ))}
            </div>
          ) : null}
          <div className="mt-2 grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="accept" />
              <input type="hidden" name="campaignId" value={c.id} />
              <button
                type="submit"
                className="btn-primary w-full sm:w-auto"
                disabled={busy}
                aria-label={interpolate(t.acceptLabel, { community: c.community })}
              >
                {t.accept}
              </button>
            </Form>
            <Form method="post" preventScrollReset className="space-y-2" key={reason}>
              <input type="hidden" name="intent" value="changes" />
              <input type="hidden" name="campaignId" value={c.id} />
              <label htmlFor={reasonId} className="label">
                {t.reason}
              </label>
              <textarea
                id={reasonId}
                name="reason"
                rows={2}
                maxLength={1000}
                defaultValue={reason}
                className="input"
                aria-invalid={reasonErrors ? true : undefined}
                aria-describedby={[reasonErrors ? `${reasonId}-error` : "", `${reasonId}-hint`].filter(Boolean).join(" ")}
              />
              <p id={`${reasonId}-hint`} className="text-xs text-slate-600">
                {t.reasonHint}
              </p>
              <FieldErrors id={`${reasonId}-error`} errors={reasonErrors ?? undefined} />
              <button
                type="submit"
                className="btn-secondary w-full sm:w-auto"
                disabled={busy}
                aria-label={interpolate(t.requestChangesLabel, { community: c.community })}
              >
                {t.requestChanges}
              </button>
            </Form>
          </div>
        </div>
      ) : null}
      {c.reviews ? (
        // On paper the reviews written (the forms never print: app/tailwind.css); a panel with none stays off.
        <div
          className={`mt-4 border-t border-slate-200 pt-4 ${c.reviews.mine || c.reviews.theirs ? "" : "print:hidden"}`}
          data-testid="report-reviews"
        >
          <ReviewPanel data={c.reviews} reply={reply} heading={4} />
        </div>
      ) : null}
      {c.consoleHref ? (
        <p className="mt-4 text-sm print:hidden">
          <a href={c.consoleHref} className="font-medium text-brand-700 underline">
            {t.cancelInConsole}
          </a>
        </p>
      ) : null}
    </section>
  );
}
