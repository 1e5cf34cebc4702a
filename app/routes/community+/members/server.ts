import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/models/user.server";
import { interpolate } from "~/i18n/index";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { formatNumber } from "~/i18n/format";
import { memberMessages } from "~/i18n/members";
import { getOwnCommunity } from "~/models/community.server";
import { ModelError, isModelError, unlessNotFound } from "~/models/errors";
import { countMembers, createMember, deleteMember, getMember, listMembers, updateMember, type Member } from "~/models/member.server";
import { MemberDeleteSchema, MemberEditSchema, MemberSchema } from "~/validation/member";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { loadPage, pageParam, pagerData, withPage } from "~/utils/paging";
import { SOCIAL_LINK_FIELDS, isHttpUrl } from "~/utils/social-links";
import { redirectWithToast } from "~/server/toast.server";
import { logger } from "~/lib/server/logger.server";

/*
 * The loader and action of /community/members (./route.tsx). They
 * live here, not in the route, so the page's JavaScript carries one empty module for
 * the server code instead of one per server import (the page is close to its budget).
 *
 * The page: the owner's community members in a table, oldest first, paged in SQL, with
 * their total. Add and edit open a dialog (?dialog=add, ?dialog=edit&id=N), delete asks
 * first (?dialog=delete&id=N): each dialog is URL state the server renders with a plain
 * form. One action, one intent per form (create, update, delete); success redirects
 * with a toast, a failure keeps the dialog open with the input and the errors.
 */

export const MEMBERS_PATH = "/community/members";
export const MEMBERS_PAGE_SIZE = 20;

/** What the table and the dialogs show of a member. */
export type MemberView = {
  id: number;
  name: string;
  role: string | null;
  notes: string | null;
  /** The links the table shows: http(s) only, in their stored order. */
  links: { key: string; url: string }[];
};

/** The member a dialog shows: with every stored link, as the edit form starts with them. */
export type DialogMember = MemberView & { socialLinks: Record<string, string> };

function linksOf(member: Member): Record<string, string> {
  const stored = member.socialLinks;
  return stored && typeof stored === "object" && !Array.isArray(stored) ? stored : {};
}

function toView(member: Member): MemberView {
  return {
    id: member.id,
    name: member.name,
    role: member.role,
    notes: member.notes,
    links: Object.entries(linksOf(member))
      .filter(([, url]) => isHttpUrl(url))
      .map(([key, url]) => ({ key, url })),
  };
}

export type MemberDialog = { kind: "add" } | { kind: "edit" | "delete"; member: DialogMember } | null;

/** The dialog the URL asks for; editing or deleting a member the owner cannot see opens nothing. */
function dialogOf(params: URLSearchParams, user: User): MemberDialog {
  const kind = params.get("dialog");
  if (kind === "add") return { kind };
  if (kind !== "edit" && kind !== "delete") return null;
  const id = params.get("id") ?? "";
  if (!/^\d{1,15}$/.test(id)) return null;
  // Deleted meanwhile, or never the owner's: the list, without a dialog.
  return unlessNotFound(() => {
    const member = getMember(user, Number(id));
    return { kind, member: { ...toView(member), socialLinks: linksOf(member) } };
  });
}

const pageHref = (page: number) => withPage(MEMBERS_PATH, new URLSearchParams(), page);

export async function membersLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const url = new URL(request.url);
  const base = {
    linkFields: SOCIAL_LINK_FIELDS as readonly string[],
    messages: pickMessages(request, memberMessages),
  };
  const empty = { members: [] as MemberView[], total: 0, totalText: "0", pager: pagerData(1, 1, pageHref), dialog: null as MemberDialog };
  const community = getOwnCommunity(user);
  if (!community) return json({ ...base, ...empty, community: null, loadFailed: false });
  const summary = { id: community.id, name: community.name };
  try {
    const page = loadPage(pageParam(url.searchParams), MEMBERS_PAGE_SIZE, (slice) => listMembers(user, community.id, slice));
    return json({
      ...base,
      community: summary,
      loadFailed: false,
      members: page.items.map(toView),
      total: page.total,
      // Formatted here: the page ships no number formatter.
      totalText: formatNumber(page.total, getLang(request)),
      pager: pagerData(page.page, page.pageCount, pageHref),
      dialog: dialogOf(url.searchParams, user),
    });
  } catch (error) {
    if (isModelError(error)) throw error;
    // An inline alert ('Failed to load members...') rather than an error page.
    logger.error({ err: error }, "loading the members failed");
    return json({ ...base, ...empty, community: summary, loadFailed: true }, { status: 500 });
  }
}

export async function membersAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const url = new URL(request.url);
  const t = messagesFor(request, memberMessages);
  const failure = (key: "failedToAdd" | "failedToUpdate" | "failedToDelete") => (message: string) => interpolate(t[key], { message });
  // Back to the page of the list the dialog was opened on (its links keep ?page).
  const here = pageHref(pageParam(url.searchParams));
  const form = await request.formData();
  return dispatchIntent(request, form, {
    create: (data, intent) =>
      handleForm(
        request,
        data,
        MemberSchema,
        (value) => {
          const community = getOwnCommunity(user);
          if (!community) throw new ModelError("not_found", "noCommunity");
          createMember(user, community.id, value);
          // Members are listed oldest first: the new one is on the last page.
          const last = Math.max(1, Math.ceil(countMembers(community.id) / MEMBERS_PAGE_SIZE));
          return redirectWithToast(pageHref(last), { title: "memberAdded", type: "success" });
        },
        { intent, describeFailure: failure("failedToAdd") },
      ),
    update: (data, intent) =>
      handleForm(
        request,
        data,
        MemberEditSchema,
        ({ id, ...input }) => {
          updateMember(user, id, input);
          return redirectWithToast(here, { title: "memberUpdated", type: "success" });
        },
        { intent, describeFailure: failure("failedToUpdate") },
      ),
    delete: (data, intent) =>
      handleForm(
        request,
        data,
        MemberDeleteSchema,
        ({ id }) => {
          deleteMember(user, id);
          return redirectWithToast(here, { title: "memberDeleted", type: "success" });
        },
        { intent, describeFailure: failure("failedToDelete") },
      ),
  });
}
