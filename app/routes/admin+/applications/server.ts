import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod/mini";
import type { User } from "~/models/user.server";
import { interpolate } from "~/i18n/index";
import { adminConsoleMessages } from "~/i18n/admin";
import { adminApplicationsMessages } from "~/i18n/admin-applications";
import { formatNumber, formatRupiah } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { validationMessages } from "~/i18n/validation";
import { decideApplication, getApplicationFor, listApplicationsForAdmin } from "~/models/application.server";
import { listAuditOf } from "~/models/audit.server";
import { unlessNotFound } from "~/models/errors";
import { APPLICATION_STATUSES, type ApplicationStatus } from "~/utils/enums";
import { AdminDecisionSchema, ApplicationDecisionSchema } from "~/validation/schemas.server";
import { groupDigits } from "~/utils/digits";
import { budgetText } from "~/utils/brief-view";
import { feeSplitRows } from "~/server/fee-preview.server";
import { briefCardMessages } from "~/i18n/briefs";
import { auditView, consoleTabs, decisionAction, loadTabList } from "~/routes/admin+/console.server";
import { requireUser } from "~/server/auth.server";
import { loadPage, pagerData } from "~/utils/paging";
import { dialogParams, listPlace, pageNumber } from "~/utils/place";
import { redirectWithToast } from "~/server/toast.server";

/*
 * The admin console's Applications (/admin/applications): tabs Pending
 * (default: the queue, oldest first), Approved, Rejected and All with counts, paged in
 * SQL; `?dialog=decide&id=N` shows the application with its history and, while it is
 * PENDING, the owner's proposed fee beside the brief's budget, the agreed fee (default:
 * the proposed one) and the notes with Approve and Reject. decideApplication checks the state (409 once decided),
 * starts the campaign on approval, writes the audit row and notifies the owner (and the
 * advertiser). An approved one shows its agreed fee and links to its campaign.
 */

const BASE = "/admin/applications";
const PAGE_SIZE = 20;
type Tab = ApplicationStatus | "all";
const TABS: readonly Tab[] = [...APPLICATION_STATUSES, "all"];
const { placeOf, hrefOf } = listPlace(BASE, {
  // "all", or a status in any case (written in lower case); PENDING, the queue, by default.
  tab: {
    read: (raw): Tab => (raw === "all" ? "all" : (APPLICATION_STATUSES.find((status) => status === raw?.toUpperCase()) ?? "PENDING")),
    write: (tab: Tab) => tab.toLowerCase(),
    fallback: "PENDING",
  },
  page: pageNumber,
  ...dialogParams(["decide"]),
});
type Place = Parameters<typeof hrefOf>[0];

/** The decision form: the id, the notes and the agreed fee (whole rupiah, '.' grouping; used on approval). */
const DecisionFormSchema = z.extend(AdminDecisionSchema, { agreedFee: ApplicationDecisionSchema.shape.agreedFee });

const feeText = (fee: number | null) => (fee === null ? null : formatRupiah(fee));
/** The admin's view of a campaign (the Campaigns tab's dialog). */
const campaignHref = (id: number | null) => (id === null ? null : `/admin/campaigns?dialog=view&id=${id}`);

function dialogOf(request: Request, admin: User, id: number) {
  return unlessNotFound(() => {
    const app = getApplicationFor(admin, id);
    return {
      id: app.id,
      status: app.status,
      brief: { title: app.brief.title, company: app.brief.companyName },
      community: { name: app.community.name, isVerified: app.community.isVerified },
      message: app.message,
      adminNotes: app.adminNotes,
      proposedFee: feeText(app.proposedFee),
      // What the advertiser set aside, beside what the owner asks.
      budget: budgetText(app.briefDetail, messagesFor(request, briefCardMessages)),
      agreedFee: feeText(app.agreedFee),
      agreedFeeInput: groupDigits(app.proposedFee),
      // The community's share and Guyub's commission of the agreed fee (the proposed one until decided).
      feeSplit: feeSplitRows(request, app.status === "APPROVED" ? app.agreedFee : app.proposedFee),
      campaignHref: campaignHref(app.campaignId),
      applied: formatDate(app.createdAt, getLang(request)),
      history: auditView(request, listAuditOf(admin, { type: "application", id: app.id })),
    };
  });
}

export async function adminApplicationsLoader({ request }: LoaderFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const lang = getLang(request);
  const t = messagesFor(request, adminApplicationsMessages);
  const place = placeOf(new URL(request.url));
  const status = place.tab === "all" ? undefined : place.tab;
  let counts = { PENDING: 0, APPROVED: 0, REJECTED: 0, all: 0 };
  const common = {
    tabs: consoleTabs(request, admin, "applications"),
    tab: place.tab,
    messages: pickMessages(request, adminConsoleMessages, adminApplicationsMessages, validationMessages),
  };
  const retryHref = hrefOf({ tab: place.tab, page: place.page });
  const load = () => {
    const list = loadPage(place.page ?? 1, PAGE_SIZE, (slice) => {
      const result = listApplicationsForAdmin(admin, { status }, slice);
      counts = result.counts;
      return result;
    });
    const here: Place = { tab: place.tab, page: list.page };
    return {
      ...common,
      statusTabs: TABS.map((key) => ({
        key: `status-${key.toLowerCase()}`,
        label: key === "all" ? t.tabAll : t[`tab${key}` as const],
        href: hrefOf({ tab: key }),
        count: formatNumber(counts[key], lang),
        current: key === place.tab,
      })),
      applications: list.items.map((a) => ({
        id: a.id,
        status: a.status,
        briefTitle: a.brief.title,
        company: a.brief.companyName,
        community: a.community.name,
        verified: a.community.isVerified,
        message: a.message,
        agreedFee: a.status === "APPROVED" ? feeText(a.agreedFee) : null,
        campaignHref: campaignHref(a.campaignId),
        applied: interpolate(t.applied, { date: formatDate(a.createdAt, lang) }),
        href: hrefOf({ ...here, dialog: "decide", id: a.id }),
      })),
      pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ tab: place.tab, page })),
      dialog: place.id ? dialogOf(request, admin, place.id) : null,
      closeHref: hrefOf(here),
      retryHref: hrefOf(here),
    };
  };
  return loadTabList("the admin's applications", retryHref, load, {
    ...common,
    statusTabs: [],
    applications: [],
    dialog: null,
    closeHref: retryHref,
  });
}

export async function adminApplicationsAction({ request }: ActionFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const place = placeOf(new URL(request.url));
  const back = hrefOf({ tab: place.tab, page: place.page });
  const t = messagesFor(request, adminApplicationsMessages);
  return decisionAction(request, DecisionFormSchema, {
    failed: { approve: t.failedApprove, reject: t.failedReject },
    decide: (decision, { id, adminNotes, agreedFee }) => {
      const approve = decision === "approve";
      decideApplication(admin, id, {
        status: approve ? "APPROVED" : "REJECTED",
        adminNotes: adminNotes || null,
        ...(approve ? { agreedFee } : {}),
      });
      return redirectWithToast(back, { title: decision === "approve" ? "applicationApproved" : "applicationRejected", type: "success" });
    },
  });
}
