import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Fragment, useId } from "react";
import { AreaPage } from "~/components/area-page";
import { BriefDetails } from "~/components/brief-card";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { applicationMessages } from "~/i18n/applications";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { ApplicationCardData, applicationsLoader } from "./server";
import { useIsPending } from "~/utils/use-is-pending";
import type { ApplicationStatus } from "~/utils/enums";

/*
 * The owner's applications (/community/applications): tabs Approved (default),
 * Pending, Rejected and All with counts, cards paged in SQL (opened without a tab on an
 * empty Approved, the first tab that has something, with a line saying where the
 * applications are), and a detail dialog
 * (`?dialog=view&id=N`) with the brief, the owner's message, the admin's response and,
 * for an approved application, 'Contact Advertiser' (WhatsApp with the
 * brief's contact phone, else an e-mail to the advertiser) and its campaign; the proposed
 * and agreed fees. A PENDING application can be withdrawn after a confirmation
 * (`?dialog=withdraw&id=N`, a plain form). No JavaScript needed. Loader and action in
 * ./server.ts.
 */

export { applicationsLoader as loader, applicationsAction as action } from "./server";

type loader = typeof applicationsLoader;

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.applications);

const BADGE: Record<ApplicationStatus, BadgeVariant> = {
  APPROVED: "default",
  PENDING: "secondary",
  REJECTED: "destructive",
};

function StatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useT<typeof applicationMessages>("applications");
  return (
    <Badge variant={BADGE[status]} testId="application-status">
      {t[`status${status}`]}
    </Badge>
  );
}

function ApplicationCard({ card }: { card: ApplicationCardData }) {
  const t = useT<typeof applicationMessages>("applications");
  const titleId = useId();
  return (
    <article className="card flex h-full flex-col p-5" aria-labelledby={titleId} data-testid="application-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusBadge status={card.status} />
        <p className="text-xs text-slate-600">{interpolate(t.appliedOn, { date: card.appliedOn })}</p>
      </div>
      <h3 id={titleId} className="card-title mt-3">
        {card.title}
      </h3>
      <p className="mt-0.5 break-words text-sm text-slate-600">{card.companyName}</p>
      <p className="mt-3 break-words text-sm text-slate-700" data-testid="application-description">
        {card.description}
      </p>
      <div className="mt-auto pt-5">
        <Link to={card.viewHref} preventScrollReset className="btn-secondary" aria-label={interpolate(t.viewLabel, { title: card.title })}>
          {t.viewDetails}
        </Link>
      </div>
    </article>
  );
}

const TAB_LABEL = { approved: "tabApproved", pending: "tabPending", rejected: "tabRejected", all: "tabAll" } as const;
const EMPTY_TITLE = { approved: "emptyApproved", pending: "emptyPending", rejected: "emptyRejected", all: "emptyTitle" } as const;
const ELSEWHERE = { pending: "elsewherePending", rejected: "elsewhereRejected" } as const;

export default function Applications() {
  const data = useLoaderData<loader>();
  const t = useT<typeof applicationMessages>("applications");
  if (!data.community) {
    return (
      <AreaPage title="communityApplications">
        <EmptyState
          title={t.noCommunityTitle}
          text={t.noCommunityText}
          testId="no-community"
          action={
            <Link to="/community/profile" className="btn-primary">
              {t.createCommunity}
            </Link>
          }
        />
      </AreaPage>
    );
  }
  return (
    <AreaPage title="communityApplications">
      <p className="text-sm text-slate-600">{t.subtitle}</p>
      <div className="mt-6">
        <LinkTabs label={t.tabsLabel} tabs={data.tabs.map((tab) => ({ ...tab, label: t[TAB_LABEL[tab.key]] }))} />
      </div>
      {data.elsewhere ? (
        <p className="mt-4 text-sm text-slate-700" data-testid="applications-elsewhere">
          {t.noneApprovedYet}{" "}
          {data.elsewhere.map((place, index) => (
            <Fragment key={place.key}>
              {index ? ", " : null}
              <Link to={place.href} preventScrollReset className="font-medium text-brand-700 underline">
                {interpolate(t[ELSEWHERE[place.key]], { count: place.count })}
              </Link>
            </Fragment>
          ))}
        </p>
      ) : null}
      {/* The list's heading (h2 between the page's h1 and the cards' h3) is the current tab's name. */}
      <section className="mt-6" aria-labelledby="applications-list-heading">
        <h2 id="applications-list-heading" className="sr-only">
          {t[TAB_LABEL[data.tab]]}
        </h2>
        {data.cards.length ? (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {data.cards.map((card) => (
              <li key={card.id}>
                <ApplicationCard card={card} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title={t[EMPTY_TITLE[data.tab]]}
            text={t.emptyText}
            action={
              <Link to="/community/briefs" className="btn-primary">
                {t.browseCampaigns}
              </Link>
            }
          />
        )}
        {data.pager ? <Pager pager={data.pager} /> : null}
      </section>
      <ApplicationDialog data={data} />
    </AreaPage>
  );
}

type ListData = Extract<ReturnType<typeof useLoaderData<loader>>, { community: true }>;

function ApplicationDialog({ data }: { data: ListData }) {
  const t = useT<typeof applicationMessages>("applications");
  const contactId = useId();
  const reply = useActionData<FormReply>();
  const busy = useIsPending();
  const dialog = data.dialog;
  if (!dialog) return null;
  if (dialog.kind === "withdraw") {
    const errors = reply?.result.error?.[""];
    return (
      <UrlDialog
        open
        closeTo={data.closeHref}
        title={t.withdrawTitle}
        description={interpolate(t.withdrawText, { title: dialog.brief.title })}
        tone="danger"
        testId="withdraw-dialog"
      >
        <Form method="post" className="space-y-4" data-testid="withdraw-form">
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="id" value={dialog.id} />
          {errors ? (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="form-error">
              {errors.map((e) => (
                <p key={e}>{e}</p>
              ))}
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel to={dialog.viewHref}>{t.keepApplication}</DialogCancel>
            <button type="submit" className="btn-danger" disabled={busy}>
              {busy ? t.withdrawing : t.withdrawConfirm}
            </button>
          </div>
        </Form>
      </UrlDialog>
    );
  }
  const decided = dialog.status !== "PENDING";
  const response = !decided
    ? t.pendingResponse
    : dialog.adminNotes || (dialog.status === "APPROVED" ? t.approvedFallback : t.rejectedFallback);
  return (
    <UrlDialog open closeTo={data.closeHref} title={t.detailTitle} description={dialog.brief.title} testId="application-dialog">
      <div className="space-y-5 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={dialog.status} />
          <span className="text-xs text-slate-600">{interpolate(t.appliedOn, { date: dialog.appliedOn })}</span>
        </div>
        <section>
          <h3 className="font-semibold text-slate-900">{t.yourMessage}</h3>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700" data-testid="own-message">
            {dialog.message || t.noMessage}
          </p>
        </section>
        <section>
          <h3 className="font-semibold text-slate-900">{t.adminResponse}</h3>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700" data-testid="admin-response">
            {response}
          </p>
          {dialog.contact ? (
            <a
              href={dialog.contact.href}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-primary mt-3"
              aria-describedby={contactId}
              data-testid="contact-advertiser"
            >
              {t.contactAdvertiser}
            </a>
          ) : null}
          {dialog.contact ? (
            <p id={contactId} className="mt-1 text-xs text-slate-600">
              {dialog.contact.label}
            </p>
          ) : null}
        </section>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5" data-testid="application-fees">
          <dt className="text-slate-600">{t.proposedFee}</dt>
          <dd className="font-medium text-slate-800">{dialog.proposedFee}</dd>
          {dialog.agreedFee ? (
            <>
              <dt className="text-slate-600">{t.agreedFee}</dt>
              <dd className="font-medium text-slate-800">{dialog.agreedFee}</dd>
            </>
          ) : null}
        </dl>
        {dialog.youReceive ? (
          <p className="text-sm text-slate-700" data-testid="you-receive">
            {dialog.youReceive}
          </p>
        ) : null}
        {dialog.campaignHref ? (
          <Link to={dialog.campaignHref} className="btn-primary" data-testid="open-campaign">
            {t.openCampaign}
          </Link>
        ) : null}
        <section className="border-t border-slate-200 pt-4">
          <h3 className="mb-3 text-base font-semibold text-slate-900">{t.briefSection}</h3>
          <BriefDetails brief={dialog.brief} now={data.now} />
        </section>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel to={data.closeHref}>{t.close}</DialogCancel>
        {dialog.withdrawHref ? (
          <Link to={dialog.withdrawHref} preventScrollReset className="btn-danger" data-testid="withdraw">
            {t.withdraw}
          </Link>
        ) : null}
      </div>
    </UrlDialog>
  );
}
