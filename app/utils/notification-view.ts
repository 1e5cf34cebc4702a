/** A notification as its reader sees it (models/notification.server.ts renders it). */
export type NotificationView = {
  id: number;
  type: string;
  title: string;
  message: string;
  /** Where the reader acts on it. */
  href: string;
  data: Record<string, unknown>;
  is_read: boolean;
  created_at: string;
};

/**
 * The bell of a signed-in page: the unread count and the latest ones, each with only what
 * the bell shows (it is in every signed-in page's loader data).
 */
export type BellData = { unread: number; items: BellItem[] };
export type BellItem = Pick<NotificationView, "id" | "title" | "message" | "is_read">;
