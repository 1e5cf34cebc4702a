import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AreaPage } from "~/components/area-page";
import { BriefCard, BriefDetails } from "~/components/brief-card";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { briefsMessages } from "~/i18n/briefs";
import type { validationMessages } from "~/i18n/validation";
import { pageMeta, useSubmissionKey, useT } from "~/i18n/use-lang";
import type { campaignsAction, campaignsLoader } from "./server";
import { useIsPending } from "~/utils/use-is-pending";

/*
 * The owner's Campaigns (/community/briefs): category filter links, the tabs
 * Matching (default) and All with counts, brief cards with View and Apply, and the
 * detail and apply dialogs as URL state (`?dialog=view|apply&id=N`). The loader and the
 * apply action live in ./server.ts. It all works without JavaScript. Each card shows its
 * brand's rating, and the view dialog the brand's rating and reviews (the loader's HTML,
 * paged by `rpage`): within 100 KB of JavaScript, the loader words what it can
 * (docs/decisions/007-light-forms-and-the-js-budget.md).
 */

export { campaignsLoader as loader, campaignsAction as action } from "./server";

type loader = typeof campaignsLoader;
type action = typeof campaignsAction;

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.briefs);

type Data = ReturnType<typeof useLoaderData<loader>>;
type ApplyState = Data["applyState"];
type Texts = (typeof briefsMessages)["en"];

/** Apply, Applied (disabled), or what stands in the way instead of the button. */
function ApplyControl({
  title,
  applied,
  applyHref,
  state,
  t,
}: {
  title: string;
  applied: boolean;
  applyHref: string;
  state: ApplyState;
  t: Texts;
}) {
  if (applied) {
    return (
      <button type="button" className="btn-secondary" disabled data-testid="applied">
        {t.applied}
      </button>
    );
  }
  if (state === "pending") {
    return (
      <p className="text-sm text-slate-600" data-testid="apply-blocked">
        {t.pendingShort}
      </p>
    );
  }
  if (state === "noCommunity") {
    return (
      <Link to="/community/profile" className="text-sm font-medium text-brand-700 underline" data-testid="apply-blocked">
        {t.noCommunityShort}
      </Link>
    );
  }
  return (
    <Link to={applyHref} preventScrollReset className="btn-primary" aria-label={interpolate(t.applyLabel, { title })}>
      {t.apply}
    </Link>
  );
}

function Notice({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="apply-notice">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{text}</p>
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}

export default function Campaigns() {
  const data = useLoaderData<loader>();
  const t = useT<typeof briefsMessages>("briefs");
  const createCommunity = (
    <Link to="/community/profile" className="btn-primary">
      {t.createCommunity}
    </Link>
  );
  return (
    <AreaPage title="communityBriefs">
      <p className="text-sm text-slate-600">{t.subtitle}</p>
      <div className="mt-4 space-y-4">
        {data.applyState === "pending" ? <Notice title={t.pendingTitle} text={t.pendingText} /> : null}
        {/* Without a community nothing matches: the Matching tab's empty state says so; the All tab has this notice. */}
        {!data.hasCommunity && data.tab === "all" ? (
          <Notice title={t.noCommunityTitle} text={t.noCommunityText} action={createCommunity} />
        ) : null}
      </div>

      <nav aria-label={t.categoryFilter} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {data.categories.map((c) => (
            <li key={c.value ?? "ALL"}>
              <Link
                to={c.href}
                preventScrollReset
                aria-current={c.current ? "page" : undefined}
                data-testid={`category-${c.value ?? "ALL"}`}
                className={`inline-flex rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${
                  c.current ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
                }`}
              >
                {c.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6">
        <LinkTabs label={t.tabsLabel} tabs={data.tabs} />
      </div>

      {/* The list's heading (h2 between the page's h1 and the cards' h3) is the current tab's name. */}
      <section className="mt-6" aria-labelledby="briefs-list-heading">
        <h2 id="briefs-list-heading" className="sr-only">
          {data.listTitle}
        </h2>
        {data.empty ? (
          <EmptyState
            {...data.empty}
            action={
              data.empty.action ? (
                <Link to={data.empty.action.href} className="btn-primary">
                  {data.empty.action.label}
                </Link>
              ) : null
            }
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {data.briefs.map((brief) => (
              <li key={brief.id}>
                <BriefCard
                  brief={brief}
                  now={data.now}
                  actions={
                    <>
                      <Link
                        to={brief.viewHref}
                        preventScrollReset
                        className="btn-secondary"
                        aria-label={interpolate(t.viewLabel, { title: brief.title })}
                      >
                        {t.view}
                      </Link>
                      <ApplyControl title={brief.title} applied={brief.applied} applyHref={brief.applyHref} state={data.applyState} t={t} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <Pager pager={data.pager} />
      </section>

      <BriefDialogs />
    </AreaPage>
  );
}

function BriefDialogs() {
  const data = useLoaderData<loader>();
  const t = useT<typeof briefsMessages>("briefs");
  const actionData = useActionData<action>() as { result: SubmissionResult<string[]> } | undefined;
  const dialog = data.dialog;
  if (!dialog) return null;
  const { brief } = dialog;
  if (dialog.kind === "view") {
    return (
      <UrlDialog open closeTo={data.closeHref} title={brief.title} testId="brief-dialog">
        <BriefDetails brief={brief} now={data.now} />
        <div dangerouslySetInnerHTML={{ __html: dialog.reviews.html }} />
        <Pager pager={dialog.reviews.pager} className="mt-3" />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <DialogCancel to={data.closeHref}>{t.close}</DialogCancel>
          <ApplyControl title={brief.title} applied={brief.applied} applyHref={brief.applyHref} state={data.applyState} t={t} />
        </div>
      </UrlDialog>
    );
  }
  const blocked = brief.applied
    ? t.alreadyAppliedText
    : data.applyState === "pending"
      ? t.pendingText
      : data.applyState === "noCommunity"
        ? t.noCommunityText
        : null;
  return (
    <UrlDialog open closeTo={data.closeHref} title={t.applyTitle} description={t.applyText} testId="apply-dialog">
      <div className="rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-semibold text-slate-900">{brief.title}</p>
        <p className="text-slate-600">{brief.companyName}</p>
      </div>
      {blocked ? (
        <div className="mt-4 space-y-4">
          <p role="status" className="text-sm text-slate-700" data-testid="apply-blocked">
            {blocked}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel to={data.closeHref}>{t.close}</DialogCancel>
            {data.applyState === "noCommunity" && !brief.applied ? (
              <Link to="/community/profile" className="btn-primary">
                {t.createCommunity}
              </Link>
            ) : null}
          </div>
        </div>
      ) : (
        <ApplyForm
          briefId={brief.id}
          communityName={data.communityName ?? ""}
          cancelTo={data.closeHref}
          lastResult={actionData?.result}
          feeNote={data.dialog?.kind === "apply" ? data.dialog.feeNote : null}
        />
      )}
    </UrlDialog>
  );
}

/**
 * The apply form: a plain post of the brief, an optional message and an optional proposed
 * fee (typed with '.' grouping; the server reads "1.500.000" and "1500000" alike). Nothing
 * in it needs checking in the browser (both are optional, the message's length is capped
 * by maxLength), so it carries no client validator (useForm and the field kit would cost
 * this page 1.5 KB of its JavaScript budget); the server's answer (field or form errors,
 * the input kept) renders here with and without JavaScript.
 */
function ApplyForm({
  briefId,
  communityName,
  cancelTo,
  lastResult,
  feeNote,
}: {
  briefId: number;
  communityName: string;
  cancelTo: string;
  lastResult?: SubmissionResult<string[]>;
  /** What Guyub keeps of a fee (the server's text; the exact figure shows in the application once sent). */
  feeNote: string | null;
}) {
  const t = useT<typeof briefsMessages>("briefs");
  const v: Record<string, string> = useT<typeof validationMessages>("validation");
  const busy = useIsPending();
  const id = `apply-${briefId}`;
  const errors = lastResult?.error ?? {};
  const formErrors = errors[""] ?? null;
  const initial = lastResult?.initialValue ?? {};
  /** One field: its label, the control (given its props), its hint and its errors. */
  const field = (name: string, label: string, hint: string, control: (props: Record<string, unknown>) => ReactNode) => {
    const fieldId = `${id}-${name}`;
    const fieldErrors = errors[name];
    const value = initial[name];
    return (
      <div>
        <label htmlFor={fieldId} className="label">
          {label}
        </label>
        {control({
          id: fieldId,
          name,
          defaultValue: typeof value === "string" ? value : "",
          "aria-invalid": fieldErrors ? true : undefined,
          "aria-describedby": `${fieldId}-hint${fieldErrors ? ` ${fieldId}-error` : ""}`,
        })}
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
        {fieldErrors ? (
          <div id={`${fieldId}-error`} className="field-error" role="alert">
            {fieldErrors.map((e) => (
              <p key={e}>{v[e] ?? e}</p>
            ))}
          </div>
        ) : null}
      </div>
    );
  };
  return (
    <Form method="post" className="mt-4 space-y-4" data-testid="apply-form" aria-describedby={formErrors ? `${id}-error` : undefined}>
      <input {...useSubmissionKey()} />
      <input type="hidden" name="briefId" value={briefId} />
      <p className="text-sm text-slate-700">{interpolate(t.applyingAs, { community: communityName })}</p>
      {field("message", t.messageLabel, t.messageHint, (props) => (
        <textarea {...props} rows={4} maxLength={2000} className="input min-h-[6rem] resize-y" />
      ))}
      {field("proposed_fee", t.feeLabel, t.feeHint, (props) => (
        <input {...props} inputMode="numeric" autoComplete="off" maxLength={20} placeholder="1.500.000" className="input" />
      ))}
      {feeNote ? (
        <p className="text-xs text-slate-600" data-testid="fee-note">
          {feeNote}
        </p>
      ) : null}
      {formErrors ? (
        <div
          id={`${id}-error`}
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid="form-error"
        >
          {formErrors.map((e) => (
            <p key={e}>{v[e] ?? e}</p>
          ))}
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel to={cancelTo}>{t.cancel}</DialogCancel>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t.submitting : t.submitApplication}
        </button>
      </div>
    </Form>
  );
}
