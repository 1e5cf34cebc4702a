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

/** The bell of a signed-in page: the unread count and the latest ones. */
export type BellData = { unread: number; items: NotificationView[] };
