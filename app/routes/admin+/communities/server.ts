import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/models/user.server";
import { interpolate } from "~/i18n/index";
import { adminConsoleMessages } from "~/i18n/admin";
import { adminCommunitiesMessages } from "~/i18n/admin-communities";
import { categoryLabel, formatMemberCount, formatNumber } from "~/i18n/format";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { listAuditOf } from "~/models/audit.server";
import { setCommunityVerified } from "~/models/community-profile.server";
import { communityForActor, listCommunitiesForAdmin } from "~/models/community.server";
import { unlessNotFound } from "~/models/errors";
import { listMembers } from "~/models/member.server";
import { CATEGORIES } from "~/utils/enums";
import { AdminIdSchema } from "~/validation/schemas.server";
import { searchText } from "~/validation/text";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { auditView, consoleTabs, loadTabList } from "~/routes/admin+/console.server";
import { requireUser } from "~/server/auth.server";
import { loadPage, pagerData } from "~/utils/paging";
import { dialogParams, listPlace, pageNumber } from "~/utils/place";
import { redirectWithToast } from "~/server/toast.server";
import { whatsappLink } from "~/utils/whatsapp";

/*
 * The admin console's Communities (/admin/communities): every community
 * with its owner's name, phone and e-mail, searched and filtered by category (ALL plus
 * the 15) and verification, paged in SQL. Dialogs are URL state: `?dialog=verify|revoke|
 * members|history&id=N`. setCommunityVerified writes the audit row with the decision.
 */

const BASE = "/admin/communities";
const PAGE_SIZE = 20;
const MEMBERS_SHOWN = 50;
type Dialog = "verify" | "revoke" | "members" | "history";
const DIALOGS: readonly Dialog[] = ["verify", "revoke", "members", "history"];
const { placeOf, hrefOf } = listPlace(BASE, {
  q: { read: searchText },
  // A category in any case; ALL, or anything else, is no filter.
  category: { read: (raw) => CATEGORIES.find((category) => category === raw?.toUpperCase()) },
  verified: { read: (raw) => (raw === "true" ? true : raw === "false" ? false : undefined) },
  page: pageNumber,
  ...dialogParams(DIALOGS),
});
type Place = Parameters<typeof hrefOf>[0];

function dialogOf(request: Request, admin: User, place: Place) {
  const { dialog: kind, id } = place;
  if (!kind || !id) return null;
  return unlessNotFound(() => {
    const community = communityForActor(admin, id, { admin: true });
    const subject = { id: community.id, name: community.name, isVerified: community.isVerified };
    if (place.dialog === "members") {
      const members = listMembers(admin, community.id, { limit: MEMBERS_SHOWN, offset: 0 });
      return {
        kind: place.dialog,
        community: subject,
        members: { total: members.total, items: members.items.map((m) => ({ id: m.id, name: m.name, role: m.role })) },
        history: null,
      };
    }
    const history = place.dialog === "history" ? auditView(request, listAuditOf(admin, { type: "community", id: community.id })) : null;
    return { kind: place.dialog, community: subject, members: null, history };
  });
}

export async function adminCommunitiesLoader({ request }: LoaderFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const lang = getLang(request);
  const t = messagesFor(request, adminCommunitiesMessages);
  const categories = messagesFor(request, categoryMessages);
  const place = placeOf(new URL(request.url));
  const filters = { q: place.q, category: place.category, verified: place.verified };
  const common = {
    tabs: consoleTabs(request, admin, "communities"),
    form: { q: place.q ?? "", category: place.category ?? "", verified: place.verified === undefined ? "" : String(place.verified) },
    categories: CATEGORIES.map((value) => ({ value, label: categoryLabel(value, categories) })),
    filtered: Boolean(place.q || place.category || place.verified !== undefined),
    resetHref: BASE,
    messages: pickMessages(request, adminConsoleMessages, adminCommunitiesMessages),
  };
  const retryHref = hrefOf({ ...filters, page: place.page });
  const load = () => {
    const list = loadPage(place.page ?? 1, PAGE_SIZE, (slice) => listCommunitiesForAdmin(admin, filters, slice));
    const here: Place = { ...filters, page: list.page };
    const link = (dialog: Dialog, id: number) => hrefOf({ ...here, dialog, id });
    return {
      ...common,
      total: list.total,
      totalText: formatNumber(list.total, lang),
      communities: list.items.map((c) => ({
        id: c.id,
        name: c.name,
        categories: c.categories.map((k) => categoryLabel(k, categories)).join(", "),
        location: c.location || (c.isOnline ? t.online : "-"),
        members: formatMemberCount(c.memberCount, lang),
        isVerified: c.isVerified,
        owner: c.ownerName,
        phone: c.ownerPhone,
        email: c.ownerEmail,
        whatsapp: whatsappLink(c.ownerPhone, interpolate(t.whatsappText, { name: c.ownerName, community: c.name })),
        verifyHref: c.isVerified ? null : link("verify", c.id),
        revokeHref: c.isVerified ? link("revoke", c.id) : null,
        membersHref: link("members", c.id),
        historyHref: link("history", c.id),
      })),
      pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ ...filters, page })),
      dialog: dialogOf(request, admin, place),
      closeHref: hrefOf(here),
      retryHref: hrefOf(here),
    };
  };
  return loadTabList("the admin's communities", retryHref, load, {
    ...common,
    total: 0,
    totalText: "0",
    communities: [],
    dialog: null,
    closeHref: retryHref,
  });
}

export async function adminCommunitiesAction({ request }: ActionFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const place = placeOf(new URL(request.url));
  const back = hrefOf({ q: place.q, category: place.category, verified: place.verified, page: place.page });
  const t = messagesFor(request, adminCommunitiesMessages);
  const form = await request.formData();
  const decide = (verified: boolean) => () =>
    handleForm(
      request,
      form,
      AdminIdSchema,
      ({ id }) => {
        setCommunityVerified(admin, id, verified);
        return redirectWithToast(
          back,
          verified
            ? { title: "communityVerified", description: "communityVerifiedText", type: "success" }
            : { title: "verificationRevoked", type: "success" },
        );
      },
      { intent: verified ? "verify" : "revoke", describeFailure: (message) => `${verified ? t.verifyFailed : t.revokeFailed}: ${message}` },
    );
  return dispatchIntent(request, form, { verify: decide(true), revoke: decide(false) });
}
