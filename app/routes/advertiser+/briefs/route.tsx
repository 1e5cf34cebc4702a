import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AreaPage } from "~/components/area-page";
import { BriefCard, BriefDetails } from "~/components/brief-card";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { advertiserBriefsMessages } from "~/i18n/advertiser-briefs";
import type { briefCardMessages } from "~/i18n/briefs";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { advertiserBriefsLoader } from "./server";
import { useIsPending } from "~/utils/use-is-pending";

/*
 * The advertiser's Campaigns (/advertiser/briefs): a GET search and status filter,
 * the tabs All, Active, Drafts and in review, Completed with counts, brief cards with
 * View, Edit (or Change status, or neither: what the brief allows),
 * "Campaigns (N)" with the proofs waiting for an answer, and Delete (and a draft's
 * 'Submit for approval', a small POST form); the view and delete
 * dialogs are URL state. `?new=true` redirects to the create
 * page. Loader and action in ./server.ts; it all works without JavaScript.
 */

export { advertiserBriefsLoader as loader, advertiserBriefsAction as action } from "./server";

type loader = typeof advertiserBriefsLoader;

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.advertiserBriefs);

export default function AdvertiserBriefs() {
  const data = useLoaderData<loader>();
  const t = useT<typeof advertiserBriefsMessages>("advertiserBriefs");
  const card = useT<typeof briefCardMessages>("briefCard");
  const create = (
    <Link to="/advertiser/create-brief" className="btn-primary">
      {t.createBrief}
    </Link>
  );
  return (
    <AreaPage title="advertiserBriefs">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t.subtitle}</p>
        <div className="shrink-0">{create}</div>
      </div>

      <Form
        method="get"
        role="search"
        aria-label={t.filtersLabel}
        className="mt-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]"
        data-testid="brief-filters"
      >
        {data.tab !== "all" ? <input type="hidden" name="tab" value={data.tab} /> : null}
        <div>
          <label htmlFor="brief-q" className="label">
            {t.search}
          </label>
          <input
            id="brief-q"
            name="q"
            type="search"
            defaultValue={data.q}
            placeholder={t.searchPlaceholder}
            maxLength={200}
            className="input"
          />
        </div>
        <div>
          <label htmlFor="brief-status" className="label">
            {t.statusFilter}
          </label>
          <select id="brief-status" name="status" defaultValue={data.status} className="input">
            <option value="">{t.allStatuses}</option>
            {data.statuses.map((s) => (
              <option key={s} value={s}>
                {card[`status${s}` as keyof typeof card]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary">
            {t.applyFilters}
          </button>
          {data.filtered ? (
            <Link to={data.resetHref} className="btn-secondary">
              {t.resetFilters}
            </Link>
          ) : null}
        </div>
      </Form>

      <div className="mt-6">
        <LinkTabs label={t.tabsLabel} tabs={data.tabs.map((tab) => ({ ...tab, label: t[`tab_${tab.key}`] }))} />
      </div>

      <SubmitError />
      <section className="mt-6" aria-label={t[`tab_${data.tab}`]}>
        {data.briefs.length ? (
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
                      {brief.edit ? (
                        <Link to={brief.edit.href} className="btn-secondary" aria-label={brief.edit.label}>
                          {brief.edit.text}
                        </Link>
                      ) : null}
                      {brief.maySubmit ? (
                        <Form method="post" preventScrollReset className="contents">
                          <input type="hidden" name="intent" value="submit" />
                          <input type="hidden" name="id" value={brief.id} />
                          <button
                            type="submit"
                            className="btn-primary"
                            aria-label={interpolate(t.submitForApprovalLabel, { title: brief.title })}
                          >
                            {t.submitForApproval}
                          </button>
                        </Form>
                      ) : null}
                      {/* The dashboard's cards show the same (components/brief-campaigns-link.tsx); written
                          out here, as a shared module would cost this page its own script file. */}
                      {brief.campaigns ? (
                        <Link
                          to={brief.campaigns.href}
                          className="btn-secondary"
                          aria-label={brief.campaigns.label}
                          data-testid="brief-campaigns"
                        >
                          {brief.campaigns.text}
                          {brief.campaigns.waiting ? (
                            <span
                              className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                              data-testid="proofs-waiting"
                            >
                              {brief.campaigns.waiting}
                            </span>
                          ) : null}
                        </Link>
                      ) : null}
                      <Link
                        to={brief.deleteHref}
                        preventScrollReset
                        className="px-2 text-sm font-semibold text-red-700 hover:underline"
                        aria-label={interpolate(t.deleteLabel, { title: brief.title })}
                      >
                        {t.delete}
                      </Link>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        ) : data.filtered || data.tab !== "all" ? (
          <EmptyState title={t.noMatchTitle} text={t.noMatchText} testId="no-briefs" />
        ) : (
          <EmptyState title={t.emptyTitle} text={t.emptyText} action={create} testId="no-briefs" />
        )}
        <Pager pager={data.pager} />
      </section>

      <BriefDialogs />
    </AreaPage>
  );
}

/** A card's 'Submit for approval' the model refused (a brief approved meanwhile, say). */
function SubmitError() {
  const reply = useActionData<FormReply>();
  const errors = reply?.intent === "submit" ? reply.result.error?.[""] : null;
  return errors ? (
    <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="submit-error">
      {errors.join(" ")}
    </p>
  ) : null;
}

function BriefDialogs() {
  const data = useLoaderData<loader>();
  const t = useT<typeof advertiserBriefsMessages>("advertiserBriefs");
  const reply = useActionData<FormReply>();
  const busy = useIsPending();
  const dialog = data.dialog;
  if (!dialog) return null;
  if (dialog.kind === "delete") {
    return (
      <UrlDialog
        open
        closeTo={data.closeHref}
        title={t.deleteTitle}
        description={interpolate(t.deleteText, { title: dialog.brief.title })}
        tone="danger"
        testId="delete-brief-dialog"
      >
        <Form method="post" className="space-y-4" data-testid="delete-brief-form">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={dialog.brief.id} />
          {reply?.result.error?.[""] ? (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="form-error">
              {reply.result.error[""].map((e) => (
                <p key={e}>{e}</p>
              ))}
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel to={data.closeHref}>{t.cancel}</DialogCancel>
            <button type="submit" className="btn-danger" disabled={busy}>
              {busy ? t.deleting : t.deleteConfirm}
            </button>
          </div>
        </Form>
      </UrlDialog>
    );
  }
  const apps = dialog.applications;
  return (
    <UrlDialog open closeTo={data.closeHref} title={dialog.brief.title} testId="brief-dialog">
      {dialog.details ? <BriefDetails brief={dialog.details} now={data.now} /> : null}
      {dialog.adminNotes ? (
        <section className="mt-5 rounded-lg bg-slate-50 p-3 text-sm" data-testid="admin-notes">
          <h3 className="font-semibold text-slate-900">{t.adminNotes}</h3>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700">{dialog.adminNotes}</p>
        </section>
      ) : null}
      <section className="mt-5 text-sm" data-testid="approved-applications">
        <h3 className="font-semibold text-slate-900">{t.applicationsTitle}</h3>
        {dialog.pending ? (
          <p className="mt-1 text-slate-700" data-testid="pending-count">
            {dialog.pending}
          </p>
        ) : null}
        {apps && apps.items.length ? (
          <ul className="mt-2 space-y-3">
            {apps.items.map((a) => (
              <li key={a.id} className="rounded-lg border border-slate-200 p-3" data-testid="approved-application">
                <p className="break-words font-semibold text-slate-900">{a.communityName}</p>
                <dl className="mt-1 flex flex-wrap gap-x-4 text-slate-700">
                  {[
                    [t.agreedFee, a.fee],
                    [t.campaignState, a.campaign?.state],
                  ].map(([label, value]) =>
                    value ? (
                      <div key={label}>
                        <dt className="inline font-medium">{label}: </dt>
                        <dd className="inline">{value}</dd>
                      </div>
                    ) : null,
                  )}
                </dl>
                {a.campaign ? (
                  <Link
                    to={a.campaign.href}
                    className="font-medium text-brand-700 underline"
                    aria-label={interpolate(t.inReportLabel, { name: a.communityName })}
                  >
                    {t.inReport}
                  </Link>
                ) : null}
                {a.message ? (
                  <p className="mt-1 whitespace-pre-line break-words text-slate-700">
                    <span className="font-medium">{t.ownerMessage}: </span>
                    {a.message}
                  </p>
                ) : null}
                <p className="mt-2 break-words text-slate-700">
                  <span className="font-medium">{t.ownerContact}: </span>
                  {a.owner.name}
                </p>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {a.owner.whatsapp ? (
                    <a href={a.owner.whatsapp} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                      {t.whatsapp} {a.owner.phone}
                    </a>
                  ) : null}
                  <a href={`mailto:${a.owner.email}`} className="break-all font-medium text-brand-700 underline">
                    {a.owner.email}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-600">{t.applicationsNone}</p>
        )}
        {apps && apps.total > apps.items.length ? (
          <>
            <p className="mt-2 text-xs text-slate-600">
              {interpolate(t.applicationsMore, { shown: apps.items.length, total: apps.total })}
            </p>
            <Pager pager={apps.pager} className="mt-3" />
          </>
        ) : null}
      </section>
      <div className="mt-6 flex justify-end">
        <DialogCancel to={data.closeHref}>{t.close}</DialogCancel>
      </div>
    </UrlDialog>
  );
}
