import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { AreaPage } from "~/components/area-page";
import { BriefDetails } from "~/components/brief-card";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n";
import { applicationMessages } from "~/i18n/applications";
import { briefCardMessages } from "~/i18n/briefs";
import { formatDate, formatNumber, truncateText, whatsappLink } from "~/i18n/format";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { pageMeta, useT } from "~/i18n/use-lang";
import { getApplicationFor, listApplicationsOfCommunity, type ApplicationCounts, type ApplicationDetail } from "~/models/application.server";
import { getOwnCommunity } from "~/models/community.server";
import { requireUser } from "~/utils/auth.server";
import type { ApplicationStatus } from "~/utils/enums";
import { loadPage, pageParam, pagerData } from "~/utils/paging";
import { APPLICATION_PAGE_SIZE, APPLICATION_TABS, readApplicationTab, readId, tabStatus, type ApplicationTab } from "~/validation/owner-lists";

/*
 * The owner's applications (spec "/community/applications"): tabs Approved (default),
 * Pending, Rejected and All with counts, cards paged in SQL, and a detail dialog
 * (`?dialog=view&id=N`) with the brief, the owner's message, the admin's response and,
 * for an approved application, 'Contact Advertiser' (PRODUCT.md: WhatsApp with the
 * brief's contact phone, else an e-mail to the advertiser). All links: no JavaScript needed.
 */

const BASE = "/community/applications";
const DESCRIPTION_LENGTH = 120;

function hrefOf(place: { tab: ApplicationTab; page?: number; id?: number }): string {
  const params = new URLSearchParams();
  if (place.tab !== "approved") params.set("tab", place.tab);
  if (place.page && place.page > 1) params.set("page", String(place.page));
  if (place.id) {
    params.set("dialog", "view");
    params.set("id", String(place.id));
  }
  const search = params.toString();
  return search ? `${BASE}?${search}` : BASE;
}

const COUNT_OF: Record<ApplicationTab, keyof ApplicationCounts> = {
  approved: "APPROVED",
  pending: "PENDING",
  rejected: "REJECTED",
  all: "all",
};

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.messages.applications);

/** The owner's way to the advertiser: a wa.me link with a greeting, or a mailto link. */
function contactLink(detail: ApplicationDetail, t: (typeof applicationMessages)["en"]) {
  const contact = detail.contact;
  if (!contact) return null;
  const name = contact.contactPerson || t.theAdvertiser;
  const params = { name, community: detail.community.name, title: detail.brief.title };
  if (contact.kind === "whatsapp") {
    const href = whatsappLink(contact.phone, interpolate(t.whatsappText, params));
    if (href) return { href, label: interpolate(t.contactWhatsapp, { name }) };
  }
  if (contact.kind === "email") {
    const subject = encodeURIComponent(interpolate(t.emailSubject, params));
    return { href: `mailto:${contact.email}?subject=${subject}`, label: interpolate(t.contactEmail, { name }) };
  }
  return null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const lang = getLang(request);
  const url = new URL(request.url);
  const tab = readApplicationTab(url.searchParams.get("tab"));
  const messages = pickMessages(request, applicationMessages, briefCardMessages, categoryMessages);
  const community = getOwnCommunity(user);
  if (!community) {
    return json({ community: false as const, tab, messages });
  }
  let counts: ApplicationCounts = { APPROVED: 0, PENDING: 0, REJECTED: 0, all: 0 };
  const list = loadPage(pageParam(url.searchParams), APPLICATION_PAGE_SIZE, (slice) => {
    const result = listApplicationsOfCommunity(user, community.id, { status: tabStatus(tab) }, slice);
    counts = result.counts;
    return result;
  });
  const id = url.searchParams.get("dialog") === "view" ? readId(url.searchParams.get("id")) : undefined;
  // Another owner's application, or none: 404 (applicationNotFound).
  const detail = id ? getApplicationFor(user, id) : null;
  const t = messagesFor(request, applicationMessages);
  return json({
    community: true as const,
    tab,
    tabs: APPLICATION_TABS.map((key) => ({
      key,
      href: hrefOf({ tab: key }),
      count: formatNumber(counts[COUNT_OF[key]], lang),
      current: key === tab,
    })),
    cards: list.items.map((app): CardData => ({
      id: app.id,
      status: app.status,
      appliedOn: formatDate(app.createdAt, lang),
      title: app.brief.title,
      companyName: app.brief.companyName,
      description: truncateText(app.brief.description, DESCRIPTION_LENGTH),
      viewHref: hrefOf({ tab, page: list.page, id: app.id }),
    })),
    pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ tab, page })),
    dialog: detail
      ? {
          id: detail.id,
          status: detail.status,
          appliedOn: formatDate(detail.createdAt, lang),
          message: detail.message,
          adminNotes: detail.adminNotes,
          brief: detail.briefDetail,
          contact: contactLink(detail, t),
        }
      : null,
    closeHref: hrefOf({ tab, page: list.page }),
    now: Date.now(),
    messages,
  });
}

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

type CardData = {
  id: number;
  status: ApplicationStatus;
  appliedOn: string;
  title: string;
  companyName: string;
  description: string;
  viewHref: string;
};

function ApplicationCard({ card }: { card: CardData }) {
  const t = useT<typeof applicationMessages>("applications");
  const titleId = useId();
  return (
    <article className="card flex h-full flex-col p-5" aria-labelledby={titleId} data-testid="application-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusBadge status={card.status} />
        <p className="text-xs text-slate-600">{interpolate(t.appliedOn, { date: card.appliedOn })}</p>
      </div>
      <h3 id={titleId} className="mt-3 break-words text-base font-semibold leading-snug text-slate-900">
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

export default function Applications() {
  const data = useLoaderData<typeof loader>();
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
      <section className="mt-6" aria-label={t[TAB_LABEL[data.tab]]}>
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

type ListData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { community: true }>;

function ApplicationDialog({ data }: { data: ListData }) {
  const t = useT<typeof applicationMessages>("applications");
  const dialog = data.dialog;
  if (!dialog) return null;
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
        </section>
        <section className="border-t border-slate-200 pt-4">
          <h3 className="mb-3 text-base font-semibold text-slate-900">{t.briefSection}</h3>
          <BriefDetails brief={dialog.brief} now={data.now} />
        </section>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel to={data.closeHref}>{t.close}</DialogCancel>
        {dialog.contact ? (
          <a
            href={dialog.contact.href}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary"
            title={dialog.contact.label}
            data-testid="contact-advertiser"
          >
            {t.contactAdvertiser}
          </a>
        ) : null}
      </div>
    </UrlDialog>
  );
}
