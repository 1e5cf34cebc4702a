import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/models/user.server";
import { budgetText } from "~/utils/brief-view";
import { adminConsoleMessages } from "~/i18n/admin";
import { adminBriefsMessages } from "~/i18n/admin-briefs";
import { briefCardMessages } from "~/i18n/briefs";
import { categoryLabel } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { listAuditOf } from "~/models/audit.server";
import { detailsOf, getBriefFor, listPendingBriefs, toBriefView } from "~/models/brief.server";
import { decideBrief } from "~/models/brief-write.server";
import { unlessNotFound } from "~/models/errors";
import { AdminDecisionSchema } from "~/validation/schemas.server";
import { auditView, consoleTabs, decisionAction, loadTabList } from "~/routes/admin+/console.server";
import { requireUser } from "~/server/auth.server";
import { withBriefDates } from "~/routes/brief-card.server";
import { loadPage, pagerData } from "~/utils/paging";
import { dialogParams, listPlace, pageNumber } from "~/utils/place";
import { redirectWithToast } from "~/server/toast.server";

/*
 * The admin console's Pending Briefs (/admin/briefs): the queue of briefs
 * in PENDING_APPROVAL, oldest first, paged in SQL; `?dialog=review&id=N` shows the whole
 * brief, its decision history and the notes field with Approve and Reject. decideBrief
 * checks the state (409 once decided) and writes the audit row; the notes reach the
 * advertiser (its briefs and dashboard).
 */

const BASE = "/admin/briefs";
const PAGE_SIZE = 20;

const { placeOf, hrefOf } = listPlace(BASE, { page: pageNumber, ...dialogParams(["review"]) });

function reviewOf(request: Request, admin: User, id: number) {
  return unlessNotFound(() => {
    const brief = getBriefFor(admin, id);
    return {
      id: brief.id,
      title: brief.title,
      pending: brief.status === "PENDING_APPROVAL",
      details: withBriefDates({ ...toBriefView(brief), ...detailsOf(brief), contactPhone: brief.contactPhone }, getLang(request)),
      history: auditView(request, listAuditOf(admin, { type: "brief", id: brief.id })),
    };
  });
}

export async function adminBriefsLoader({ request }: LoaderFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const lang = getLang(request);
  const place = placeOf(new URL(request.url));
  const card = messagesFor(request, briefCardMessages);
  const categories = messagesFor(request, categoryMessages);
  const common = {
    tabs: consoleTabs(request, admin, "briefs"),
    now: Date.now(),
    messages: pickMessages(request, adminConsoleMessages, adminBriefsMessages, briefCardMessages, categoryMessages),
  };
  const retryHref = hrefOf({ page: place.page });
  const load = () => {
    const list = loadPage(place.page ?? 1, PAGE_SIZE, (slice) => listPendingBriefs(admin, slice));
    return {
      ...common,
      briefs: list.items.map((brief) => ({
        id: brief.id,
        title: brief.title,
        company: brief.companyName,
        advertiser: brief.advertiserName,
        category: categoryLabel(brief.targetCategory, categories),
        budget: budgetText(brief, card),
        submitted: formatDate(brief.createdAt, lang),
        reviewHref: hrefOf({ page: list.page, dialog: "review", id: brief.id }),
      })),
      pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ page })),
      review: place.id ? reviewOf(request, admin, place.id) : null,
      closeHref: hrefOf({ page: list.page }),
      retryHref,
    };
  };
  return loadTabList("the pending briefs", retryHref, load, { ...common, briefs: [], review: null, closeHref: retryHref });
}

export async function adminBriefsAction({ request }: ActionFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const place = placeOf(new URL(request.url));
  const back = hrefOf({ page: place.page });
  const t = messagesFor(request, adminBriefsMessages);
  return decisionAction(request, AdminDecisionSchema, {
    failed: { approve: t.failedApprove, reject: t.failedReject },
    decide: (decision, { id, adminNotes }) => {
      decideBrief(admin, id, { status: decision === "approve" ? "ACTIVE" : "CANCELLED", adminNotes: adminNotes || null });
      return redirectWithToast(
        back,
        decision === "approve"
          ? { title: "briefApproved", description: "briefApprovedText", type: "success" }
          : { title: "briefRejected", type: "success" },
      );
    },
  });
}
