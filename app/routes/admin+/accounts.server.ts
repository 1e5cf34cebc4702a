import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/models/user.server";
import { interpolate } from "~/i18n/index";
import { adminConsoleMessages } from "~/i18n/admin";
import { adminUsersMessages } from "~/i18n/admin-users";
import { formatNumber } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { validationMessages } from "~/i18n/validation";
import { listAuditOf } from "~/models/audit.server";
import { decideUserApproval, deleteAccount, getUserById, listPendingUsersPage, listUsers } from "~/models/user.server";
import { APPROVAL_STATUSES, ROLES } from "~/utils/enums";
import { AdminIdSchema, AdminUserRejectSchema } from "~/validation/schemas.server";
import { searchText } from "~/validation/text";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { auditView, consoleTabs, loadTabList } from "./console.server";
import { requireUser } from "~/server/auth.server";
import { loadPage, pagerData } from "~/utils/paging";
import { dialogParams, listPlace, oneOf, pageNumber } from "~/utils/place";
import { redirectWithToast } from "~/server/toast.server";
import { whatsappLink } from "~/utils/whatsapp";

/*
 * The admin console's account tabs: Pending Approvals
 * (/admin/pending-users, and /admin/dashboard, which opens it) and All Users
 * (/admin/users: search by name or e-mail, role and status filters). Both page in SQL
 * and share the rows and the dialogs, which are URL state: `?dialog=approve|reject|
 * delete|history&id=N`. The models decide who may be decided (never an admin, never
 * oneself) and write the audit row with the decision.
 */

const PAGE_SIZE = 20;
const MAX_QUERY = 100;

export type AdminUsersTab = "pending" | "users";
type Dialog = "approve" | "reject" | "delete" | "history";
const DIALOGS: readonly Dialog[] = ["approve", "reject", "delete", "history"];

// Every link names the tab's own path: Pending Approvals (at /admin/dashboard too) or All Users.
const { placeOf, hrefOf } = listPlace("/admin/pending-users", {
  q: { read: (raw) => searchText(raw, MAX_QUERY) },
  role: oneOf(ROLES),
  status: oneOf(APPROVAL_STATUSES),
  page: pageNumber,
  ...dialogParams(DIALOGS),
});
type Place = Parameters<typeof hrefOf>[0];

type Texts = (typeof adminUsersMessages)["en"];

/** What a row shows, and which actions the model would allow (the model still decides). */
function rowOf(user: User, admin: User, lang: ReturnType<typeof getLang>, t: Texts, here: Place, base: string) {
  const decidable = user.role !== "ADMIN" && user.id !== admin.id;
  const link = (dialog: Dialog) => hrefOf({ ...here, dialog, id: user.id }, base);
  return {
    id: user.id,
    name: user.fullname,
    email: user.email,
    phone: user.phone,
    role: user.role,
    status: user.approvalStatus,
    reason: user.approvalStatus === "REJECTED" ? user.rejectionReason : null,
    registered: formatDate(user.createdAt, lang),
    isSelf: user.id === admin.id,
    whatsapp: user.role === "ADMIN" ? null : whatsappLink(user.phone, interpolate(t.whatsappText, { name: user.fullname })),
    approveHref: decidable && user.approvalStatus !== "APPROVED" ? link("approve") : null,
    rejectHref: decidable && user.approvalStatus !== "REJECTED" ? link("reject") : null,
    deleteHref: decidable ? link("delete") : null,
    historyHref: link("history"),
  };
}

function dialogOf(request: Request, admin: User, place: Place) {
  if (!place.dialog || !place.id) return null;
  const user = getUserById(place.id);
  if (!user) return null;
  const subject = { id: user.id, name: user.fullname, email: user.email };
  if (place.dialog === "history") {
    return { kind: place.dialog, user: subject, history: auditView(request, listAuditOf(admin, { type: "user", id: user.id })) };
  }
  // Decisions the model refuses (an admin, oneself) get no dialog to begin with.
  if (user.role === "ADMIN" || user.id === admin.id) return null;
  return { kind: place.dialog, user: subject, history: null };
}

export function adminUsersLoader(tab: AdminUsersTab) {
  return async ({ request }: LoaderFunctionArgs) => {
    const admin = await requireUser(request, "ADMIN");
    const url = new URL(request.url);
    const lang = getLang(request);
    const t = messagesFor(request, adminUsersMessages);
    const base = tab === "pending" ? (url.pathname === "/admin/dashboard" ? "/admin/dashboard" : "/admin/pending-users") : "/admin/users";
    const place = placeOf(url);
    // Pending Approvals searches too (a busy day's queue), without the role and status filters.
    const filters = tab === "users" ? { q: place.q, role: place.role, status: place.status } : { q: place.q };
    const common = {
      tab,
      tabs: consoleTabs(request, admin, tab),
      form: { q: place.q ?? "", role: place.role ?? "", status: place.status ?? "" },
      roles: ROLES,
      statuses: APPROVAL_STATUSES,
      filtered: Boolean(place.q || (tab === "users" && (place.role || place.status))),
      resetHref: base,
      messages: pickMessages(request, adminConsoleMessages, adminUsersMessages, validationMessages),
    };
    const retryHref = hrefOf({ ...filters, page: place.page }, base);
    const load = () => {
      const list = loadPage(place.page ?? 1, PAGE_SIZE, (slice) =>
        tab === "pending" && !filters.q
          ? listPendingUsersPage(admin, slice)
          : listUsers(admin, { ...filters, ...(tab === "pending" ? { status: "PENDING" as const } : {}), ...slice }),
      );
      const here: Place = { ...filters, page: list.page };
      return {
        ...common,
        total: list.total,
        totalText: formatNumber(list.total, lang),
        users: list.items.map((user) => rowOf(user, admin, lang, t, here, base)),
        pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ ...filters, page }, base)),
        dialog: dialogOf(request, admin, place),
        closeHref: hrefOf(here, base),
        retryHref: hrefOf(here, base),
      };
    };
    return loadTabList("the admin's user list", retryHref, load, {
      ...common,
      total: 0,
      totalText: "0",
      users: [],
      dialog: null,
      closeHref: retryHref,
    });
  };
}

export async function adminUsersAction({ request }: ActionFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const url = new URL(request.url);
  const place = placeOf(url);
  const back = hrefOf({ q: place.q, role: place.role, status: place.status, page: place.page }, url.pathname);
  const t = messagesFor(request, adminUsersMessages);
  const failure = (title: string) => (message: string) => `${title}: ${message}`;
  const form = await request.formData();
  return dispatchIntent(request, form, {
    approve: () =>
      handleForm(
        request,
        form,
        AdminIdSchema,
        ({ id }) => {
          decideUserApproval(admin, id, { status: "APPROVED" });
          return redirectWithToast(back, { title: "userApproved", type: "success" });
        },
        { intent: "approve", describeFailure: failure(t.failedApprove) },
      ),
    reject: () =>
      handleForm(
        request,
        form,
        AdminUserRejectSchema,
        ({ id, rejectionReason }) => {
          decideUserApproval(admin, id, { status: "REJECTED", rejectionReason });
          return redirectWithToast(back, { title: "userRejected", type: "success" });
        },
        { intent: "reject", describeFailure: failure(t.failedReject) },
      ),
    delete: () =>
      handleForm(
        request,
        form,
        AdminIdSchema,
        ({ id }) => {
          deleteAccount(admin, id);
          return redirectWithToast(back, { title: "userDeleted", type: "success" });
        },
        { intent: "delete", describeFailure: failure(t.failedDelete) },
      ),
  });
}
