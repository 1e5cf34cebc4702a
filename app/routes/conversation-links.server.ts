import type { ConversationLinkData } from "~/utils/conversation-view";
import { interpolate } from "~/i18n/index";
import { conversationLinkMessages } from "~/i18n/conversations";
import { messagesFor } from "~/i18n/lang.server";
import { unreadCounts } from "~/models/storefront/threads.server";
import type { User } from "~/models/user.server";

/*
 * The links to the conversations of a page's campaigns or bookings, each with the
 * reader's unread count, read for the whole page at once (unreadCounts: one query). For
 * the owner's campaign list and page, the brief report, the admin's campaign view and
 * the booking pages.
 */

const shown = (n: number) => (n > 99 ? "99+" : String(n));

export function conversationLinks(
  request: Request,
  user: User,
  ids: { campaignIds?: readonly number[]; bookingIds?: readonly number[] },
): { campaign: (id: number) => ConversationLinkData; booking: (id: number) => ConversationLinkData } {
  const t = messagesFor(request, conversationLinkMessages);
  const counts = unreadCounts(user, ids);
  const link = (href: string, unread = 0): ConversationLinkData => ({
    href,
    text: unread ? interpolate(t.withUnread, { count: shown(unread) }) : t.conversation,
    unread,
  });
  return {
    campaign: (id) => link(`/conversations/campaign/${id}`, counts.campaigns.get(id)),
    booking: (id) => link(`/conversations/booking/${id}`, counts.bookings.get(id)),
  };
}
