import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import type { DB } from "~/lib/server/db.server";
import { notifyUser } from "../notification.server";
import { enqueueEmail, recipientOf } from "../outbox.server";
import { EVENTS, type AdminEvent, type AppEvent, type PartyEvent } from "./registry.server";

/*
 * Telling people of an event (./registry.server.ts), inside the transaction of the step
 * that causes it (tell, tellParty, tellAdmins): the notification row and, when the event has one, the e-mail in the
 * outbox, written in the recipient's language. Either both exist with the step or
 * neither does.
 */

type Tx = Pick<DB, "select" | "insert" | "update">;

/**
 * Tell one user, the one the event is for (its audience in the registry): the
 * notification and, if the event has an e-mail, the e-mail in the user's language.
 */
export function tell(tx: Tx, userId: number, event: AppEvent): void {
  notifyUser(tx, userId, event);
  if (!EVENTS[event.type].email) return;
  const user = tx.select({ email: users.email, fullname: users.fullname, lang: users.lang }).from(users).where(eq(users.id, userId)).get();
  if (user) enqueueEmail(tx, recipientOf(user), event);
}

/**
 * Tell the party of a campaign or an application the event is for (its `to` in the
 * registry): the community's owner or the brief's advertiser.
 */
export function tellParty(tx: Tx, parties: { ownerId: number; advertiserId: number }, event: PartyEvent): void {
  tell(tx, EVENTS[event.type].to === "owner" ? parties.ownerId : parties.advertiserId, event);
}

/** Tell every admin. */
export function tellAdmins(tx: Tx, event: AdminEvent): void {
  const admins = tx.select({ id: users.id }).from(users).where(eq(users.role, "ADMIN")).all();
  for (const admin of admins) tell(tx, admin.id, event);
}
