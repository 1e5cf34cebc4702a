import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FACTORY_PASSWORD, makeAdmin, makeUser } from "../../tests/factories";
import { captureLogs, type LogLine } from "~/lib/server/logger.server";
import { createSession, sessionIdOf } from "./session-store.server";
import { authenticateWithPassword, changePassword, decideUserApproval, deleteAccount } from "./user.server";

/*
 * The security log: each security event is one line of the logger's security channel:
 * who, what, from where; never a secret. Written even when LOG_LEVEL asks for errors only.
 */
let capture: ReturnType<typeof captureLogs>;
let lines: LogLine[] = [];
beforeEach(() => {
  capture = captureLogs("error");
  lines = capture.lines;
});
afterEach(() => {
  capture.stop();
});

const security = () => lines.filter((l) => l.channel === "security");
const events = () => security().map((l) => l.event);
const raw = () => JSON.stringify(lines);
const clear = () => lines.splice(0);

describe("the security log", () => {
  it("logs sign-in success, failure and lockout, never the password", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    clear();
    await authenticateWithPassword({ email: owner.email, password: FACTORY_PASSWORD, clientAddress: "a" });
    for (let i = 0; i < 5; i++) {
      await authenticateWithPassword({ email: owner.email, password: `wrong-${i}-secret`, clientAddress: "a" }).catch(() => null);
    }
    await authenticateWithPassword({ email: owner.email, password: FACTORY_PASSWORD, clientAddress: "a" }).catch(() => null);
    expect(events()).toEqual(["sign_in", ...Array(5).fill("sign_in_failed"), "sign_in_locked"]);
    const [first] = security();
    expect(first).toMatchObject({
      level: "info",
      channel: "security",
      msg: "sign_in",
      userId: owner.id,
      email: owner.email,
      address: expect.any(String),
    });
    expect(Date.parse(first.time)).toBeGreaterThan(0);
    expect(security()[6]).toMatchObject({ email: owner.email, retryAfterSeconds: expect.any(Number) });
    expect(raw()).not.toMatch(/wrong-\d-secret|argon2/);
    expect(raw()).not.toContain(FACTORY_PASSWORD);
  });

  it("logs a password change, an account deletion and an admin's decision, with no session id", async () => {
    const admin = await makeAdmin();
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const token = createSession(owner.id, false);
    clear();
    await changePassword(owner, owner.id, { currentPassword: FACTORY_PASSWORD, newPassword: "kopi-tubruk-88" }, sessionIdOf(token));
    decideUserApproval(admin, owner.id, { status: "APPROVED" });
    deleteAccount(admin, owner.id);
    expect(events()).toEqual(["password_changed", "admin_decision", "admin_decision", "account_deleted"]);
    const [changed, approved, , deleted] = security();
    expect(changed).toMatchObject({ userId: owner.id });
    expect(approved).toMatchObject({ byUserId: admin.id, action: "account_approved", subject: "user", subjectId: owner.id });
    expect(deleted).toMatchObject({ userId: owner.id, email: owner.email, byUserId: admin.id });
    const all = raw();
    expect(all).not.toContain(token);
    expect(all).not.toContain(sessionIdOf(token));
    expect(all).not.toContain("kopi-tubruk-88");
  });
});
