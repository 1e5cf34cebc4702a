import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminConsole, AuditTrail, LoadFailed } from "~/components/admin/console";
import { DialogErrors } from "~/components/admin/dialog-errors";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { adminCampaignsMessages } from "~/i18n/admin-campaigns";
import type { reviewMessages } from "~/i18n/reviews";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { adminCampaignsLoader } from "./server";
import { useIsPending } from "~/utils/use-is-pending";

/*
 * The admin console's Campaigns tab. Loader and action in ./server.ts; state tabs and
 * the search are links and a GET form, the view dialog (with a completed campaign's
 * reviews) and the hide dialog are URL state with plain post forms, so it all works
 * without JavaScript.
 */

export { adminCampaignsLoader as loader, adminCampaignsAction as action } from "./server";

type loader = typeof adminCampaignsLoader;
type Data = ReturnType<typeof useLoaderData<loader>>;
type Texts = (typeof adminCampaignsMessages)["en"];

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.adminConsole);

export default function AdminCampaigns() {
  const data = useLoaderData<loader>();
  const t = useT<typeof adminCampaignsMessages>("adminCampaigns");
  return (
    <AdminConsole tabs={data.tabs}>
      <h2 className="sr-only">{t.heading}</h2>
      <Form
        method="get"
        role="search"
        aria-label={t.search}
        className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        key={JSON.stringify(data.form)}
      >
        {/* First, as the page's own links write it: one place, one URL. */}
        {data.form.state ? <input type="hidden" name="state" value={data.form.state} /> : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="campaigns-q" className="label">
            {t.search}
          </label>
          <input
            id="campaigns-q"
            name="q"
            type="search"
            defaultValue={data.form.q}
            placeholder={t.searchPlaceholder}
            maxLength={100}
            className="input"
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            {t.searchButton}
          </button>
          {data.filtered ? (
            <Link to={data.resetHref} className="btn-secondary">
              {t.reset}
            </Link>
          ) : null}
        </div>
      </Form>
      {data.loadFailed ? (
        <LoadFailed text={t.loadFailed} retryHref={data.retryHref} />
      ) : (
        <>
          <LinkTabs label={t.stateTabs} tabs={data.stateTabs} />
          {data.campaigns.length ? (
            <>
              <p className="mt-4 text-sm font-semibold text-slate-700" data-testid="campaign-count">
                {interpolate(data.total === 1 ? t.countOne : t.countOther, { count: data.totalText })}
              </p>
              <ul className="mt-3 space-y-3">
                {data.campaigns.map((c) => (
                  <Row key={c.id} c={c} t={t} />
                ))}
              </ul>
            </>
          ) : (
            <div className="mt-4">
              <EmptyState
                testId="no-campaigns"
                title={data.filtered ? t.emptyFilteredTitle : t.emptyTitle}
                text={data.filtered ? t.emptyFilteredText : t.emptyText}
              />
            </div>
          )}
          <Pager pager={data.pager} />
        </>
      )}
      <ViewDialog data={data} t={t} />
      <HideDialog data={data} />
    </AdminConsole>
  );
}

function Row({ c, t }: { c: Data["campaigns"][number]; t: Texts }) {
  return (
    <li className="card p-4" data-testid="admin-campaign">
      <p className="break-words font-semibold text-slate-900">{c.brief}</p>
      <p className="break-words text-sm text-slate-600">
        {c.sourceLabel ? `${c.sourceLabel} · ` : ""}
        {c.company} · {t.community}: {c.community}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-500">{t.state}</dt>
        <dd className="font-medium text-slate-800" data-testid="campaign-state">
          {c.stateLabel}
        </dd>
        <dt className="text-slate-500">{t.agreedFee}</dt>
        <dd className="text-slate-800">{c.fee ?? t.noFee}</dd>
        <dt className="text-slate-500">{t.updated}</dt>
        <dd className="text-slate-800">{c.updated}</dd>
      </dl>
      <Link
        to={c.href}
        preventScrollReset
        className="btn-secondary mt-3"
        aria-label={interpolate(t.viewFor, { community: c.community, brief: c.brief })}
      >
        {t.view}
      </Link>
    </li>
  );
}

/** The required note of an admin's move (hide, cancel): the field, its error, the form's error. */
function NoteFields({
  id,
  label,
  typed,
  errors,
}: {
  id: string;
  label: string;
  typed: unknown;
  errors: Record<string, string[] | null> | undefined;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-note`} className="label">
          {label}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          maxLength={1000}
          className="input"
          defaultValue={typeof typed === "string" ? typed : ""}
          aria-required="true"
          aria-invalid={errors?.note ? true : undefined}
          aria-describedby={errors?.note ? `${id}-note-error` : undefined}
        />
        <DialogErrors id={`${id}-note-error`} className="field-error" errors={errors?.note} />
      </div>
      <DialogErrors
        id={`${id}-error`}
        className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        errors={errors?.[""]}
      />
    </>
  );
}

/** Hide a review or its reply (`?dialog=hide&id=<review>`): the note its author reads is required. */
function HideDialog({ data }: { data: Data }) {
  const reply = useActionData<FormReply>();
  const busy = useIsPending();
  const r = useT<typeof reviewMessages>("reviews");
  const d = data.hideDialog;
  if (!d) return null;
  const errors = reply?.intent === "hide" ? reply.result.error : undefined;
  const typed = reply?.intent === "hide" ? reply.result.initialValue?.note : undefined;
  return (
    <UrlDialog open closeTo={d.backHref} title={d.title} description={r.hideText} testId="hide-dialog" tone="danger">
      <div dangerouslySetInnerHTML={{ __html: d.html }} />
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="hide" />
        <input type="hidden" name="reviewId" value={d.reviewId} />
        <input type="hidden" name="part" value={d.part} />
        <NoteFields id="hide" label={r.hideNote} typed={typed} errors={errors} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogCancel to={d.backHref}>{r.cancel}</DialogCancel>
          <button type="submit" className="btn-danger" disabled={busy}>
            {r.hideConfirm}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}

/** A paid campaign's earned share (blank: 0) and, after "Show the split", what each side gets. */
function ShareField({
  share,
  t,
  errors,
  typed,
}: {
  share: NonNullable<NonNullable<Data["dialog"]>["share"]>;
  t: Texts;
  errors: Record<string, string[] | null> | undefined;
  typed: unknown;
}) {
  const error = errors?.communityShare ?? (share.invalid ? [t.shareInvalid] : undefined);
  return (
    <div>
      <p className="text-sm text-slate-700">{share.paid}</p>
      <label htmlFor="cancel-share" className="label mt-2">
        {t.shareLabel}
      </label>
      <p id="cancel-share-hint" className="text-xs text-slate-500">
        {share.hint}
      </p>
      <input
        id="cancel-share"
        name="communityShare"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        className="input"
        defaultValue={typeof typed === "string" ? typed : share.typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "cancel-share-hint cancel-share-error" : "cancel-share-hint"}
      />
      <DialogErrors id="cancel-share-error" className="field-error" errors={error} />
      {share.split ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="cancel-split" role="status">
          <p className="font-medium text-slate-900">{share.split.title}</p>
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
            {share.split.rows.map((row) => (
              <div key={row.key} className="contents">
                <dt className="text-slate-600">{row.label}</dt>
                <dd className="text-right tabular-nums text-slate-900" data-testid={`split-${row.key}`}>
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}

function ViewDialog({ data, t }: { data: Data; t: Texts }) {
  const reply = useActionData<FormReply>();
  const busy = useIsPending();
  const r = useT<typeof reviewMessages>("reviews");
  const c = data.dialog;
  if (!c) return null;
  const errors = reply?.intent === "cancel" ? reply.result.error : undefined;
  const typed = reply?.intent === "cancel" ? reply.result.initialValue?.note : undefined;
  return (
    <UrlDialog
      open
      closeTo={data.closeHref}
      title={t.dialogTitle}
      description={`${c.community} → ${c.brief.title}`}
      testId="campaign-dialog"
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t.brief}</dt>
        <dd className="break-words text-slate-800">
          {c.brief.title} · {c.brief.company}
        </dd>
        <dt className="text-slate-500">{t.community}</dt>
        <dd className="break-words text-slate-800">{c.community}</dd>
        <dt className="text-slate-500">{t.state}</dt>
        <dd className="font-medium text-slate-800" data-testid="campaign-state">
          {c.stateLabel}
        </dd>
        <dt className="text-slate-500">{t.agreedFee}</dt>
        <dd className="text-slate-800" data-testid="campaign-fee">
          {c.fee ?? t.noFee}
        </dd>
        <dt className="text-slate-500">{t.started}</dt>
        <dd className="text-slate-800">{c.started}</dd>
        <dt className="text-slate-500">{t.updated}</dt>
        <dd className="text-slate-800">{c.updated}</dd>
      </dl>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={c.reportHref} className="font-medium text-brand-700 underline">
          {t.report}
        </a>
        <Link to={c.source.href} className="font-medium text-brand-700 underline">
          {c.source.label}
        </Link>
        <a href={c.conversation.href} className="font-medium text-brand-700 underline">
          {c.conversation.text}
        </a>
      </p>

      <section className="mt-5 text-sm" data-testid="campaign-history" id="campaign-history">
        <h3 className="font-semibold text-slate-900">{t.historyTitle}</h3>
        <ol className="mt-2 space-y-2">
          {c.events.map((e) => (
            <li key={e.id} className="rounded-lg bg-slate-50 p-2">
              <p className="font-medium text-slate-800">{e.label}</p>
              {e.note ? <p className="mt-0.5 whitespace-pre-line break-words text-slate-700">{e.note}</p> : null}
              <p className="mt-0.5 text-xs text-slate-500">{e.when}</p>
            </li>
          ))}
        </ol>
        <Pager pager={c.stepsPager} className="mt-3" />
      </section>

      <section className="mt-5 text-sm" data-testid="campaign-proofs">
        <h3 className="font-semibold text-slate-900">{t.proofsTitle}</h3>
        {c.proofs.length ? (
          <ol className="mt-2 space-y-3">
            {c.proofs.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 p-3" data-testid="campaign-proof">
                <h4 className="font-medium text-slate-900">{p.title}</h4>
                <p className="mt-1 text-slate-500">{t.links}</p>
                <ul className="space-y-0.5">
                  {p.links.map((href) => (
                    <li key={href} className="break-all">
                      <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc" className="text-brand-700 underline">
                        {href}
                      </a>
                    </li>
                  ))}
                </ul>
                {p.figures.length ? (
                  <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
                    {p.figures.map((f) => (
                      <div key={f.label} className="contents">
                        <dt className="text-slate-500">{f.label}</dt>
                        <dd className="text-slate-800">{f.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {p.screenshots.length ? (
                  <>
                    <p className="mt-2 text-slate-500">{t.screenshots}</p>
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {p.screenshots.map((s) => (
                        <li key={s.src}>
                          <a href={s.src} target="_blank" rel="noopener noreferrer">
                            <img
                              src={s.src}
                              alt={s.alt}
                              width={96}
                              height={96}
                              loading="lazy"
                              className="h-24 w-24 rounded border border-slate-200 object-cover"
                            />
                          </a>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {p.note ? (
                  <p className="mt-2 whitespace-pre-line break-words text-slate-700">
                    <span className="text-slate-500">{t.note}: </span>
                    {p.note}
                  </p>
                ) : null}
                <p className="mt-2 text-slate-800" data-testid="proof-answer">
                  <span className="text-slate-500">{t.answer}: </span>
                  {p.answer}
                </p>
                {p.reason ? (
                  <p className="mt-0.5 whitespace-pre-line break-words text-slate-700">
                    <span className="text-slate-500">{t.reason}: </span>
                    {p.reason}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-slate-600">{t.noProofs}</p>
        )}
      </section>

      {c.reviews.length ? (
        <section className="mt-5 text-sm" aria-labelledby="campaign-reviews" data-testid="campaign-reviews">
          <h3 id="campaign-reviews" className="font-semibold text-slate-900">
            {r.sectionTitle}
          </h3>
          {c.reviews.map((review) => (
            <div key={review.id} className="mt-2">
              <div dangerouslySetInnerHTML={{ __html: review.html }} />
              {[review.hide, review.hideReply].map((link, i) =>
                link ? (
                  <Link
                    key={i}
                    to={link.href}
                    className="mr-4 mt-1 inline-block font-medium text-red-700 underline"
                    aria-label={link.label}
                    preventScrollReset
                  >
                    {i ? r.hideReply : r.hideReview}
                  </Link>
                ) : null,
              )}
            </div>
          ))}
        </section>
      ) : null}

      <AuditTrail entries={c.history} />

      {c.canCancel ? (
        <Form method="post" className="mt-5 space-y-4 border-t border-slate-200 pt-4" data-testid="cancel-form">
          <h3 className="text-sm font-semibold text-red-700">{t.cancelTitle}</h3>
          <p className="text-sm text-slate-600">{t.cancelText}</p>
          <input type="hidden" name="intent" value="cancel" />
          {/* The place to come back to when "Show the split" sends the form as a GET. */}
          {c.keep.state ? <input type="hidden" name="state" value={c.keep.state} /> : null}
          {c.keep.q ? <input type="hidden" name="q" value={c.keep.q} /> : null}
          {c.keep.page ? <input type="hidden" name="page" value={c.keep.page} /> : null}
          <input type="hidden" name="dialog" value="view" />
          <input type="hidden" name="id" value={c.id} />
          <NoteFields id="cancel" label={t.cancelNote} typed={typed ?? c.typedNote} errors={errors} />
          {c.share ? (
            <ShareField
              share={c.share}
              t={t}
              errors={errors}
              typed={reply?.intent === "cancel" ? reply.result.initialValue?.communityShare : undefined}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel to={data.closeHref}>{t.close}</DialogCancel>
            {c.share ? (
              <button type="submit" formMethod="get" className="btn-secondary" data-testid="share-preview">
                {t.sharePreview}
              </button>
            ) : null}
            <button type="submit" className="btn-danger" disabled={busy}>
              {t.cancelButton}
            </button>
          </div>
        </Form>
      ) : (
        <div className="mt-5 flex justify-end">
          <DialogCancel to={data.closeHref}>{t.close}</DialogCancel>
        </div>
      )}
    </UrlDialog>
  );
}
