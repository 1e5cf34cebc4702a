/** The link to a deal's conversation as a page shows it (components/conversation-link.tsx), made by its loader. */
export type ConversationLinkData = {
  href: string;
  label: string;
  /** The reader's unread count as shown ("3", "99+"), or null. */
  unread: string | null;
  /** What a screen reader hears after the label: ", 3 unread". */
  unreadText: string | null;
};
