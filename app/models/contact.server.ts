import { and, count, desc, eq } from "drizzle-orm";
import { contactMessages, type ContactMessage, type User } from "../../db/schema";
import { db } from "~/lib/server/db.server";
import type { ContactInput } from "~/validation/contact";
import { ModelError } from "./errors";
import { tellAdmins } from "./events/tell.server";
import { contactLimiter } from "./rate-limit.server";
import { assertRole } from "./permissions.server";
import { claimSubmission } from "./submission-claim.server";

export type { ContactMessage };

/** 5 messages per client address an hour: see rate-limit.server.ts. */
export { contactLimiter };

/**
 * Store a contact message and notify every admin, in one transaction.
 * Returns the stored row, or null when the honeypot field was filled: the caller
 * answers as if it had worked, so a bot learns nothing, and nothing is stored.
 * Throws `too_many` (with the seconds to wait) past the per-address limit; spam-trap
 * hits count towards that limit too.
 */
export function createContactMessage(input: ContactInput, context: { clientAddress: string }): ContactMessage | null {
  const key = `contact:${context.clientAddress}`;
  const wait = contactLimiter.retryAfter(key);
  if (wait > 0) {
    throw new ModelError("too_many", "tooManyMessages", {
      retryAfterSeconds: wait,
      params: { minutes: Math.ceil(wait / 60) },
    });
  }
  if (input.website) {
    contactLimiter.fail(key);
    return null;
  }
  const row = db.transaction((tx) => {
    claimSubmission(tx);
    const stored = tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, phone: input.phone, message: input.message })
      .returning()
      .get();
    tellAdmins(tx, {
      type: "new_contact_message",
      params: { contactMessageId: stored.id, name: stored.name, email: stored.email },
    });
    // Counted with the stored message, in its transaction: a failed insert does not use
    // up the sender's allowance, and a run again after a lock wait counts it once.
    contactLimiter.fail(key);
    return stored;
  });
  return row;
}

/* ---------- the admin's Messages tab ---------- */

/**
 * Contact messages for the admin, newest first: open ones (`handled: false`), handled
 * ones, or all, one page, with both counts. "Handled" is the row's is_read flag.
 */
export function listContactMessages(
  actor: User | null | undefined,
  filters: { handled?: boolean },
  page: { limit: number; offset: number },
): { items: ContactMessage[]; total: number; counts: { open: number; handled: number; all: number } } {
  assertRole(actor, "ADMIN");
  const handled = db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, true)).get()?.n ?? 0;
  const all = db.select({ n: count() }).from(contactMessages).get()?.n ?? 0;
  const counts = { open: all - handled, handled, all };
  const total = filters.handled === undefined ? all : filters.handled ? handled : counts.open;
  if (total <= page.offset) return { items: [], total, counts };
  const items = db
    .select()
    .from(contactMessages)
    .where(filters.handled === undefined ? undefined : and(eq(contactMessages.isRead, filters.handled)))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { items, total, counts };
}

/** Mark a contact message handled (or open again). */
export function setMessageHandled(actor: User | null | undefined, id: number, handled: boolean): ContactMessage {
  assertRole(actor, "ADMIN");
  const row = db.update(contactMessages).set({ isRead: handled }).where(eq(contactMessages.id, id)).returning().get();
  if (!row) throw new ModelError("not_found", "messageNotFound");
  return row;
}
