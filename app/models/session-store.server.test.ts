import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { makeUser } from "../../tests/factories";
import { db } from "~/lib/server/db.server";
import { SESSION_LIMITS, createSession, deleteSession, findSessionUser, sessionIdOf } from "./session-store.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const t0 = Date.UTC(2026, 10, 23, 8, 0, 0);

describe("sessions", () => {
  it("stores the token's hash, never the token: a copy of the database signs nobody in", async () => {
    const user = await makeUser({ role: "COMMUNITY_OWNER" });
    const token = createSession(user.id, false, t0);
    const [row] = db.select().from(sessions).where(eq(sessions.userId, user.id)).all();
    expect(row.id).not.toBe(token);
    expect(row.id).toBe(sessionIdOf(token));
    expect(JSON.stringify(db.select().from(sessions).all())).not.toContain(token);
    expect(findSessionUser(row.id, t0 + 1000)).toBeNull();
    expect(findSessionUser(token, t0 + 1000)?.user.id).toBe(user.id);
    deleteSession(token);
    expect(findSessionUser(token, t0 + 2000)).toBeNull();
  });

  it("ends a browser session after 2 hours unused; each use slides that up to the day's end", async () => {
    const user = await makeUser({ role: "ADVERTISER" });
    const idle = createSession(user.id, false, t0);
    expect(findSessionUser(idle, t0 + SESSION_LIMITS.browser.idleMs + 1000)).toBeNull();

    const used = createSession(user.id, false, t0);
    // Used every 90 minutes: alive past 2 hours, never past the absolute day.
    let now = t0;
    while (now + 90 * 60 * 1000 < t0 + DAY) {
      now += 90 * 60 * 1000;
      expect(findSessionUser(used, now)?.user.id, `at +${(now - t0) / HOUR} h`).toBe(user.id);
    }
    expect(findSessionUser(used, t0 + DAY + 1000)).toBeNull();
  });

  it("ends a remembered session after 7 days unused, and after 30 days whatever happens", async () => {
    const user = await makeUser({ role: "COMMUNITY_OWNER" });
    const remembered = createSession(user.id, true, t0);
    expect(findSessionUser(remembered, t0 + 6 * DAY)?.user.id).toBe(user.id);
    expect(findSessionUser(remembered, t0 + 12 * DAY)?.user.id).toBe(user.id);
    expect(findSessionUser(remembered, t0 + 19 * DAY + HOUR)).toBeNull();

    const daily = createSession(user.id, true, t0);
    for (let day = 1; day < 30; day++) expect(findSessionUser(daily, t0 + day * DAY)?.user.id, `day ${day}`).toBe(user.id);
    expect(findSessionUser(daily, t0 + 30 * DAY + 1000)).toBeNull();
  });

  it("writes a use at most once a minute", async () => {
    const user = await makeUser({ role: "ADVERTISER" });
    const token = createSession(user.id, false, t0);
    const idleEnd = () =>
      db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(token)))
        .get()!
        .idleExpiresAt.getTime();
    findSessionUser(token, t0 + 30_000);
    expect(idleEnd()).toBe(t0 + SESSION_LIMITS.browser.idleMs);
    findSessionUser(token, t0 + 61_000);
    expect(idleEnd()).toBe(t0 + 61_000 + SESSION_LIMITS.browser.idleMs);
  });
});
