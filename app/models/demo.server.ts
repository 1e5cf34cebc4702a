import { inArray } from "drizzle-orm";
import { users } from "../../db/schema";
import { DEMO_ACCOUNTS } from "../../db/seed-data";
import { db } from "~/utils/db.server";

const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email);

/**
 * Does this database hold the demo data? Its accounts' passwords are in the README, so
 * while any of them exists the server warns at start, listens on localhost only unless
 * HOST is set, and every page shows a 'Demo data' ribbon (issue 11, hole 5). One probe
 * of the e-mail index.
 */
export function holdsDemoData(): boolean {
  return db.select({ id: users.id }).from(users).where(inArray(users.email, DEMO_EMAILS)).limit(1).get() !== undefined;
}
