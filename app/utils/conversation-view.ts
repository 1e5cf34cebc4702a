/**
 * The link to a deal's conversation as a list or a campaign's page shows it, made by its
 * loader (routes/conversation-links.server.ts): a plain link whose text carries the
 * reader's unread count ("Conversation (3 unread)"), so no page ships code for it.
 */
export type ConversationLinkData = {
  href: string;
  text: string;
  /** The reader's unread messages (0: none). */
  unread: number;
};
