import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminConsole, AuditTrail, LoadFailed } from "~/components/admin/console";
import { DialogErrors } from "~/components/admin/dialog-errors";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { adminApplicationsMessages } from "~/i18n/admin-applications";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { adminApplicationsLoader } from "./server";
import { useIsPending } from "~/utils/use-is-pending";

/*
 * The admin console's Applications tab: how the admin decides applications. Loader and
 * action in ./server.ts; status tabs are
 * links and the decision dialog is URL state with a plain form.
 */

export { adminApplicationsLoader as loader, adminApplicationsAction as action } from "./server";

type loader = typeof adminApplicationsLoader;

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.adminConsole);

export default function AdminApplications() {
  const data = useLoaderData<loader>();
  const t = useT<typeof adminApplicationsMessages>("adminApplications");
  return (
    <AdminConsole tabs={data.tabs}>
      <h2 className="sr-only">{t.heading}</h2>
      {data.loadFailed ? (
        <LoadFailed text={t.loadFailed} retryHref={data.retryHref} />
      ) : (
        <>
          <LinkTabs label={t.statusTabs} tabs={data.statusTabs} />
          {data.applications.length ? (
            <ul className="mt-4 space-y-3">
              {data.applications.map((a) => (
                <li key={a.id} className="card p-4" data-testid="admin-application">
                  <p className="break-words font-semibold text-slate-900">{a.briefTitle}</p>
                  <p className="break-words text-sm text-slate-600">
                    {a.company} · {t.community}: {a.community}
                    {a.verified ? ` (${t.verified})` : ""}
                  </p>
                  <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">{a.message || t.noMessage}</p>
                  <p className="mt-1 text-xs text-slate-500">
                    {t[`status${a.status}`]} · {a.applied}
                    {a.agreedFee ? ` · ${t.agreedFee}: ${a.agreedFee}` : ""}
                  </p>
                  <Link
                    to={a.href}
                    preventScrollReset
                    className={a.status === "PENDING" ? "btn-primary mt-3" : "btn-secondary mt-3"}
                    aria-label={interpolate(t.actionFor, {
                      action: a.status === "PENDING" ? t.decide : t.view,
                      community: a.community,
                      brief: a.briefTitle,
                    })}
                  >
                    {a.status === "PENDING" ? t.decide : t.view}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4">
              <EmptyState testId="no-applications" title={data.tab === "PENDING" ? t.emptyPendingTitle : t.emptyTitle} text={t.emptyText} />
            </div>
          )}
          <Pager pager={data.pager} />
        </>
      )}
      <DecideDialog />
    </AdminConsole>
  );
}

function DecideDialog() {
  const data = useLoaderData<loader>();
  const t = useT<typeof adminApplicationsMessages>("adminApplications");
  const reply = useActionData<FormReply>();
  const busy = useIsPending();
  const app = data.dialog;
  if (!app) return null;
  const errors = reply?.result.error;
  const typed = reply?.result.initialValue;
  const notes = typed?.adminNotes;
  const fee = typed?.agreedFee;
  return (
    <UrlDialog
      open
      closeTo={data.closeHref}
      title={t.dialogTitle}
      description={`${app.community.name} → ${app.brief.title}`}
      testId="decide-dialog"
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t.brief}</dt>
        <dd className="break-words text-slate-800">
          {app.brief.title} · {app.brief.company}
        </dd>
        <dt className="text-slate-500">{t.community}</dt>
        <dd className="break-words text-slate-800">
          {app.community.name}
          {app.community.isVerified ? ` (${t.verified})` : ""}
        </dd>
        <dt className="text-slate-500">{t.message}</dt>
        <dd className="whitespace-pre-line break-words text-slate-800">{app.message || t.noMessage}</dd>
        <dt className="text-slate-500">{t.status}</dt>
        <dd className="text-slate-800" data-testid="application-status">
          {t[`status${app.status}`]} · {app.applied}
        </dd>
        <dt className="text-slate-500">{t.proposedFee}</dt>
        <dd className="text-slate-800" data-testid="proposed-fee">
          {app.proposedFee ?? t.noProposedFee}
        </dd>
        <dt className="text-slate-500">{t.briefBudget}</dt>
        <dd className="text-slate-800" data-testid="brief-budget">
          {app.budget}
        </dd>
        {app.agreedFee ? (
          <>
            <dt className="text-slate-500">{t.agreedFee}</dt>
            <dd className="text-slate-800" data-testid="agreed-fee">
              {app.agreedFee}
            </dd>
          </>
        ) : null}
        {app.feeSplit.map((row) => (
          <div key={row.label} className="contents" data-testid="fee-split">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="text-slate-800">{row.value}</dd>
          </div>
        ))}
      </dl>
      {app.campaignHref ? (
        <Link to={app.campaignHref} className="btn-secondary mt-3" data-testid="campaign-link">
          {t.viewCampaign}
        </Link>
      ) : null}
      <AuditTrail entries={app.history} />
      {app.status === "PENDING" ? (
        <Form method="post" className="mt-5 space-y-4">
          <input type="hidden" name="id" value={app.id} />
          <div>
            <label htmlFor="application-fee" className="label">
              {t.agreedFeeLabel}
            </label>
            <input
              id="application-fee"
              name="agreedFee"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              className="input"
              defaultValue={typeof fee === "string" ? fee : app.agreedFeeInput}
              aria-invalid={errors?.agreedFee ? true : undefined}
              aria-describedby={errors?.agreedFee ? "application-fee-error application-fee-hint" : "application-fee-hint"}
            />
            <p id="application-fee-hint" className="mt-1 text-xs text-slate-500">
              {t.agreedFeeHint}
            </p>
            <DialogErrors id="application-fee-error" className="field-error" errors={errors?.agreedFee} />
          </div>
          <div>
            <label htmlFor="application-notes" className="label">
              {t.notesLabel}
            </label>
            <textarea
              id="application-notes"
              name="adminNotes"
              rows={3}
              maxLength={2000}
              className="input"
              defaultValue={typeof notes === "string" ? notes : ""}
            />
          </div>
          <DialogErrors
            id="application-error"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            errors={errors?.[""]}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel to={data.closeHref}>{t.cancel}</DialogCancel>
            <button type="submit" name="intent" value="reject" className="btn-danger" disabled={busy}>
              {t.reject}
            </button>
            <button type="submit" name="intent" value="approve" className="btn-primary" disabled={busy}>
              {t.approve}
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
