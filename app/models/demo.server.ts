import { and, eq, inArray } from "drizzle-orm";
import { users } from "../../db/schema";
import { DEMO_ACCOUNTS } from "../../db/seed-data";
import { db, preparedQuery } from "~/lib/server/db.server";

/** The demo admin(s): nobody can register an ADMIN, so only the seed makes one of these. */
const DEMO_ADMIN_EMAILS = DEMO_ACCOUNTS.filter((account) => account.role === "ADMIN").map((account) => account.email);

/** Every page asks (the ribbon): prepared once. */
const demoAdminQuery = preparedQuery((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.email, DEMO_ADMIN_EMAILS), eq(users.role, "ADMIN")))
    .limit(1)
    .prepare(),
);

/** How long a worker trusts its last answer: the seed alone makes or removes the demo admin. */
const DEMO_CHECK_MS = 10_000;
let lastCheck: { db: unknown; at: number; demo: boolean } | null = null;

/**
 * Does this database hold the demo data? Its accounts' passwords are in the README, so
 * while it does the server warns at start, listens on localhost only unless HOST is
 * set, and every page shows a 'Demo data' ribbon. The sign is the
 * demo admin: a visitor who registers a demo e-mail as an owner or advertiser must not
 * be able to switch any of that on. One probe of the e-mail index, asked again after
 * DEMO_CHECK_MS (every page shows the answer; docs/decisions/022-render-cost.md).
 */
export function holdsDemoData(now = Date.now()): boolean {
  if (lastCheck && lastCheck.db === db && now - lastCheck.at < DEMO_CHECK_MS && now >= lastCheck.at) return lastCheck.demo;
  const demo = demoAdminQuery().get() !== undefined;
  lastCheck = { db, at: now, demo };
  return demo;
}
