import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { interpolate } from "~/i18n/index";
import { applicationMessages } from "~/i18n/applications";
import { briefCardMessages } from "~/i18n/briefs";
import { formatNumber, formatRupiah, truncateText } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import {
  getApplicationFor,
  listApplicationsOfCommunity,
  withdrawApplication,
  type ApplicationCounts,
  type ApplicationDetail,
} from "~/models/application.server";
import { getOwnCommunity } from "~/models/community.server";
import { APPLICATION_PAGE_SIZE, APPLICATION_TABS, readApplicationTab, tabStatus, type ApplicationTab } from "~/validation/owner-lists";
import { handleForm } from "~/server/action.server";
import { ownerFeePreview } from "~/server/fee-preview.server";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { withBriefDates } from "~/routes/brief-card.server";
import type { ApplicationStatus } from "~/utils/enums";
import { loadPage, pagerData } from "~/utils/paging";
import { dialogParams, listPlace, pageNumber } from "~/utils/place";
import { whatsappLink } from "~/utils/whatsapp";
// The withdraw confirmation posts the application's id only: the same shape as the member delete.
import { MemberDeleteSchema as WithdrawSchema } from "~/validation/member";

/*
 * The loader and the withdraw action of the owner's applications page (./route.tsx). They
 * live here, beside the route: the route re-exports them, the browser build drops them
 * with their imports. `?dialog=withdraw&id=N` asks before a PENDING application is
 * withdrawn; a decided one shows its details instead.
 */

/** What an application card shows. */
export type ApplicationCardData = {
  id: number;
  status: ApplicationStatus;
  appliedOn: string;
  title: string;
  companyName: string;
  description: string;
  viewHref: string;
};

const BASE = "/community/applications";
const DESCRIPTION_LENGTH = 120;

/*
 * The tab is read as undefined when the URL names none: the page then opens on Approved,
 * or, when Approved is empty, on the first tab that has something (a new owner's first
 * application is pending). A tab the URL names stays, so the tab links always name theirs.
 */
const { placeOf, hrefOf } = listPlace(BASE, {
  tab: {
    read: (raw: string | null): ApplicationTab | undefined =>
      (APPLICATION_TABS as readonly string[]).includes(raw?.trim().toLowerCase() ?? "") ? readApplicationTab(raw) : undefined,
  },
  page: pageNumber,
  ...dialogParams(["view", "withdraw"]),
});

const COUNT_OF: Record<ApplicationTab, keyof ApplicationCounts> = {
  approved: "APPROVED",
  pending: "PENDING",
  rejected: "REJECTED",
  all: "all",
};

const DEFAULT_TAB: ApplicationTab = "approved";
/** The tabs a page opened on an empty default tab falls back to, in their order on screen. */
const FALLBACK_TABS = ["pending", "rejected"] as const satisfies readonly ApplicationTab[];

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

export async function applicationsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const lang = getLang(request);
  const place = placeOf(new URL(request.url));
  let tab = place.tab ?? DEFAULT_TAB;
  const messages = pickMessages(request, applicationMessages, briefCardMessages, categoryMessages);
  const community = getOwnCommunity(user);
  if (!community) {
    return json({ community: false as const, tab, messages });
  }
  let counts: ApplicationCounts = { APPROVED: 0, PENDING: 0, REJECTED: 0, all: 0 };
  const load = (shown: ApplicationTab) =>
    loadPage(place.page, APPLICATION_PAGE_SIZE, (slice) => {
      const result = listApplicationsOfCommunity(user, community.id, { status: tabStatus(shown) }, slice);
      counts = result.counts;
      return result;
    });
  let list = load(tab);
  // No tab asked for and the default one empty: the first tab that has something (the counts come with the first query).
  const fallback = !place.tab && counts[COUNT_OF[tab]] === 0 ? FALLBACK_TABS.find((key) => counts[COUNT_OF[key]] > 0) : undefined;
  if (fallback) {
    tab = fallback;
    list = load(tab);
  }
  // Another owner's application, or none: 404 (applicationNotFound).
  const detail = place.id ? getApplicationFor(user, place.id) : null;
  const t = messagesFor(request, applicationMessages);
  const here = { tab, page: list.page };
  const fee = (amount: number | null) => (amount === null ? t.noFee : formatRupiah(amount));
  return json({
    community: true as const,
    tab,
    tabs: APPLICATION_TABS.map((key) => ({
      key,
      href: hrefOf({ tab: key }),
      count: formatNumber(counts[COUNT_OF[key]], lang),
      current: key === tab,
    })),
    // Opened on another tab than the default: where every application is, by tab.
    elsewhere: fallback
      ? FALLBACK_TABS.filter((key) => counts[COUNT_OF[key]] > 0).map((key) => ({
          key,
          href: hrefOf({ tab: key }),
          count: formatNumber(counts[COUNT_OF[key]], lang),
        }))
      : null,
    cards: list.items.map((app): ApplicationCardData => ({
      id: app.id,
      status: app.status,
      appliedOn: formatDate(app.createdAt, lang),
      title: app.brief.title,
      companyName: app.brief.companyName,
      description: truncateText(app.brief.description, DESCRIPTION_LENGTH),
      viewHref: hrefOf({ tab, page: list.page, dialog: "view", id: app.id }),
    })),
    pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ tab, page })),
    dialog: detail
      ? {
          kind: place.dialog === "withdraw" && detail.status === "PENDING" ? ("withdraw" as const) : ("view" as const),
          id: detail.id,
          status: detail.status,
          appliedOn: formatDate(detail.createdAt, lang),
          message: detail.message,
          adminNotes: detail.adminNotes,
          brief: withBriefDates(detail.briefDetail, lang),
          contact: contactLink(detail, t),
          proposedFee: fee(detail.proposedFee),
          agreedFee: detail.status === "APPROVED" ? fee(detail.agreedFee) : null,
          // What the community receives of the fee (the agreed one once approved).
          youReceive: ownerFeePreview(request, detail.status === "APPROVED" ? detail.agreedFee : detail.proposedFee),
          campaignHref: detail.campaignId ? `/community/campaigns/${detail.campaignId}` : null,
          withdrawHref: detail.status === "PENDING" ? hrefOf({ ...here, dialog: "withdraw", id: detail.id }) : null,
          viewHref: hrefOf({ ...here, dialog: "view", id: detail.id }),
        }
      : null,
    closeHref: hrefOf(here),
    now: Date.now(),
    messages,
  });
}

/** The withdraw confirmation's post: withdrawApplication decides (PENDING and the owner's own only). */
export async function applicationsAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const place = placeOf(new URL(request.url));
  const t = messagesFor(request, applicationMessages);
  return handleForm(
    request,
    await request.formData(),
    WithdrawSchema,
    ({ id }) => {
      withdrawApplication(user, id);
      return redirectWithToast(hrefOf({ tab: place.tab, page: place.page }), { title: "applicationWithdrawn", type: "success" });
    },
    { intent: "withdraw", describeFailure: (message) => interpolate(t.failedToWithdraw, { message }) },
  );
}
