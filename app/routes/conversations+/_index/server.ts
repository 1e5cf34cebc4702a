import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { countText, interpolate } from "~/i18n/index";
import { formatNumber } from "~/i18n/format";
import { formatDateTime } from "~/i18n/format.server";
import { inboxMessages } from "~/i18n/inbox";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { listConversations, type ConversationSummary } from "~/models/storefront/threads.server";
import type { User } from "~/models/user.server";
import { requireUser } from "~/server/auth.server";
import { loadPage, pagerData } from "~/utils/paging";
import { listPlace, pageNumber } from "~/utils/place";

/*
 * The loader of the Messages page (./route.tsx, /conversations): the reader's
 * conversations, the latest message first, 20 a page (listConversations pages them in
 * SQL); each card's words are made here in the reader's language, so the page ships no
 * formatter. Every signed-in role has one; the admin's lists every conversation.
 */

export const INBOX_PAGE_SIZE = 20;

type Texts = (typeof inboxMessages)["en"];
type Lang = ReturnType<typeof getLang>;

const { placeOf, hrefOf } = listPlace("/conversations", { page: pageNumber });

/** What a conversation's card shows. */
export type InboxCard = {
  key: string;
  href: string;
  kind: string;
  subject: string;
  party: string;
  preview: string;
  /** The preview is a notice (deleted, hidden), not the message's words. */
  notice: boolean;
  when: string;
  unread: string | null;
};

function partyOf(c: ConversationSummary, user: User, t: Texts): string {
  if (user.role === "ADVERTISER") return interpolate(t.withCommunity, { community: c.community });
  if (user.role === "COMMUNITY_OWNER") return interpolate(t.withBrand, { advertiser: c.advertiser });
  return interpolate(t.between, { advertiser: c.advertiser, community: c.community });
}

/** Who wrote the last message, as the reader names it. */
function authorOf(c: ConversationSummary, user: User, t: Texts): string {
  const { authorRole } = c.last;
  // Any admin writes as Guyub.
  if (authorRole === "ADMIN") return t.guyub;
  const mine = (authorRole === "ADVERTISER" && user.role === "ADVERTISER") || (authorRole === "OWNER" && user.role === "COMMUNITY_OWNER");
  if (mine) return t.you;
  return authorRole === "OWNER" ? c.community : c.advertiser;
}

function cardOf(c: ConversationSummary, user: User, t: Texts, lang: Lang): InboxCard {
  const { last } = c;
  const notice = last.deleted || (last.hidden && last.text === null);
  let words: string;
  if (last.deleted) words = t.deleted;
  else if (last.hidden && last.text === null) words = t.hidden;
  else if (last.text) words = last.text.length > 140 ? `${last.text.slice(0, 139).trimEnd()}…` : last.text;
  else words = countText(last.images, t.photo, t.photos, formatNumber(last.images, lang));
  return {
    key: `${c.ref.kind}-${c.ref.id}`,
    href: `/conversations/${c.ref.kind}/${c.ref.id}`,
    kind: c.ref.kind === "booking" ? t.kindBooking : t.kindCampaign,
    subject: c.subject,
    party: partyOf(c, user, t),
    preview: `${authorOf(c, user, t)}: ${words}`,
    notice,
    when: formatDateTime(last.createdAt, lang),
    unread: c.unread > 0 ? interpolate(t.unread, { count: formatNumber(c.unread, lang) }) : null,
  };
}

export async function inboxLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, null);
  const lang = getLang(request);
  const t = messagesFor(request, inboxMessages);
  const place = placeOf(new URL(request.url));
  const list = loadPage(place.page, INBOX_PAGE_SIZE, (slice) => listConversations(user, slice));
  return json({
    // The admin's console has its own Messages (the contact form's): its list is Conversations.
    admin: user.role === "ADMIN",
    intro: user.role === "ADMIN" ? t.introAdmin : t.intro,
    total: list.total ? countText(list.total, t.countOne, t.count, formatNumber(list.total, lang)) : null,
    cards: list.items.map((c) => cardOf(c, user, t, lang)),
    pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ page })),
    messages: pickMessages(request, inboxMessages),
  });
}
