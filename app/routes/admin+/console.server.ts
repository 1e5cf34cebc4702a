import { json, type TypedResponse } from "@remix-run/node";
import type * as z from "zod/mini";
import type { User } from "~/models/user.server";
import { interpolate } from "~/i18n/index";
import { adminConsoleMessages } from "~/i18n/admin";
import { decisionMessages } from "~/i18n/decisions";
import { formatNumber } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { getLang, messagesFor } from "~/i18n/lang.server";
import { adminCounts } from "~/models/admin.server";
import { listDecisionsAboutMe, type AuditEntry } from "~/models/audit.server";
import { isModelError } from "~/models/errors";
import type { LinkTab } from "~/utils/link-tab";
import { pagerData, type PagerData } from "~/utils/paging";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { logger } from "~/lib/server/logger.server";

/*
 * The admin console's frame, shared by every tab's loader: one route per tab,
 * each rendering <AdminConsole> with the tabs this sends. /admin/dashboard and
 * /admin/pending-users open Pending Approvals, /admin/settings the Email Templates
 * (docs/decisions/013). Counts show what waits on the tabs that have a queue.
 */

export const ADMIN_TABS = [
  { key: "pending", href: "/admin/pending-users", label: "tabPending", count: "pendingUsers" },
  { key: "users", href: "/admin/users", label: "tabUsers" },
  { key: "communities", href: "/admin/communities", label: "tabCommunities", count: "unverifiedCommunities" },
  { key: "briefs", href: "/admin/briefs", label: "tabBriefs", count: "pendingBriefs" },
  { key: "applications", href: "/admin/applications", label: "tabApplications", count: "pendingApplications" },
  { key: "campaigns", href: "/admin/campaigns", label: "tabCampaigns" },
  { key: "bookings", href: "/admin/bookings", label: "tabBookings" },
  { key: "finance", href: "/admin/finance", label: "tabFinance" },
  { key: "messages", href: "/admin/messages", label: "tabMessages", count: "unreadMessages" },
  { key: "templates", href: "/admin/settings", label: "tabTemplates" },
] as const;

export type AdminTabKey = (typeof ADMIN_TABS)[number]["key"];

/**
 * The console's tabs for the admin's request, `current` marked. They travel as loader
 * data (the layout's client code has no list of tabs), so a new tab adds no JavaScript.
 */
export function consoleTabs(request: Request, admin: User, current: AdminTabKey): LinkTab[] {
  const t = messagesFor(request, adminConsoleMessages);
  const lang = getLang(request);
  const counts = adminCounts(admin);
  return ADMIN_TABS.map((tab) => ({
    key: tab.key,
    label: t[tab.label],
    href: tab.href,
    count: "count" in tab ? formatNumber(counts[tab.count], lang) : undefined,
    current: tab.key === current,
  }));
}

/**
 * A tab's list: what `load` returns, or, when loading fails for another reason than a
 * model's refusal (which answers with its own status), the tab itself with its "failed
 * to load" alert and a link that tries the same place again: status 500, not an error
 * page. `empty` is the rest of what the page reads then: the same fields, empty.
 */
export function loadTabList<Loaded extends { pager: PagerData; retryHref: string }>(
  what: string,
  retryHref: string,
  load: () => Loaded,
  empty: NoInfer<Omit<Loaded, "pager" | "retryHref">>,
): TypedResponse<Loaded & { loadFailed: boolean }> {
  try {
    return json({ ...load(), loadFailed: false });
  } catch (error) {
    if (isModelError(error)) throw error;
    logger.error({ err: error }, `loading ${what} failed`);
    // `empty` and the two fields set here make a whole Loaded (TypeScript cannot tell).
    const failed = { ...empty, pager: pagerData(1, 1, () => retryHref), retryHref } as Loaded;
    return json({ ...failed, loadFailed: true }, { status: 500 });
  }
}

export type Decision = "approve" | "reject";

/**
 * The post of a decision dialog (a brief, an application): the Approve and Reject
 * buttons send `intent`, the form is parsed with the tab's `schema`, and `decide` calls
 * the model and answers (a redirect with a toast); a refusal shows as "<the tab's
 * failed text for that decision>: <reason>".
 */
export async function decisionAction<S extends z.ZodMiniType, R extends Response>(
  request: Request,
  schema: S,
  { failed, decide }: { failed: Record<Decision, string>; decide: (decision: Decision, value: z.output<S>) => Promise<R> | R },
) {
  const form = await request.formData();
  const handle = (decision: Decision) => () =>
    handleForm(request, form, schema, (value) => decide(decision, value), {
      intent: decision,
      describeFailure: (message) => `${failed[decision]}: ${message}`,
    });
  return dispatchIntent(request, form, { approve: handle("approve"), reject: handle("reject") });
}

/** What changed, for a row about a verified community's name or categories (its params). */
function changeOf(e: AuditEntry, t: (typeof decisionMessages)["en"]): string | null {
  if (e.action !== "community_sent_back" && e.action !== "community_edited") return null;
  const changes = (e.params.changes ?? "").split(",");
  const parts = [
    changes.includes("name") ? interpolate(t.changedName, { previous: e.params.previousName ?? "", name: e.params.name ?? "" }) : "",
    changes.includes("categories") ? t.changedCategories : "",
  ];
  return parts.filter(Boolean).join(" ") || null;
}

/** An audit trail as the console shows it: label, note, "date by admin" (`withActor: false`: the date only, for the user concerned). */
export function auditView(request: Request, entries: AuditEntry[], { withActor = true } = {}) {
  const t = messagesFor(request, decisionMessages);
  const lang = getLang(request);
  return entries.map((e) => ({
    id: e.id,
    label: t[`action_${e.action}`],
    note: e.note ?? changeOf(e, t),
    when: withActor
      ? interpolate(t.historyBy, { date: formatDate(e.createdAt, lang), actor: e.actorName ?? t.historyUnknownActor })
      : formatDate(e.createdAt, lang),
  }));
}

/** The latest admin decisions about `user` itself, for its dashboard (date only, no admin name). */
export function decisionsAbout(request: Request, user: User) {
  return auditView(request, listDecisionsAboutMe(user), { withActor: false });
}
