import { eq } from "drizzle-orm";
import { notifications, users } from "../../db/schema";
import type { DB } from "~/utils/db.server";

type Tx = Pick<DB, "select" | "insert">;
export type NotificationInput = {
  type: string;
  title: string;
  message: string;
  data?: Record<string, unknown>;
};

/** Store a notification for one user (inside the caller's transaction). */
export function notifyUser(tx: Tx, userId: number, input: NotificationInput): void {
  tx.insert(notifications)
    .values({ userId, type: input.type, title: input.title, message: input.message, data: input.data ?? {} })
    .run();
}

/** Store a notification for every admin (inside the caller's transaction). */
export function notifyAdmins(tx: Tx, input: NotificationInput): void {
  const admins = tx.select({ id: users.id }).from(users).where(eq(users.role, "ADMIN")).all();
  for (const admin of admins) notifyUser(tx, admin.id, input);
}
