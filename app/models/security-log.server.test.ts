import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FACTORY_PASSWORD, makeAdmin, makeUser } from "../../tests/factories";
import { setSecurityLogSink } from "~/utils/security-log.server";
import { createSession, sessionIdOf } from "./session-store.server";
import { authenticateWithPassword, changePassword, decideUserApproval, deleteAccount } from "./user.server";

/* The security log: each security event is one JSON line: who, what, from where; never a secret. */
let lines: Record<string, unknown>[] = [];
let raw: string[] = [];
let previous: ReturnType<typeof setSecurityLogSink>;
beforeEach(() => {
  lines = [];
  raw = [];
  previous = setSecurityLogSink((line) => {
    raw.push(line);
    lines.push(JSON.parse(line));
  });
});
afterEach(() => {
  setSecurityLogSink(previous);
});

const events = () => lines.map((l) => l.event);

describe("the security log", () => {
  it("logs sign-in success, failure and lockout, never the password", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    lines = [];
    await authenticateWithPassword({ email: owner.email, password: FACTORY_PASSWORD, clientAddress: "a" });
    for (let i = 0; i < 5; i++) {
      await authenticateWithPassword({ email: owner.email, password: `wrong-${i}-secret`, clientAddress: "a" }).catch(() => null);
    }
    await authenticateWithPassword({ email: owner.email, password: FACTORY_PASSWORD, clientAddress: "a" }).catch(() => null);
    expect(events()).toEqual(["sign_in", ...Array(5).fill("sign_in_failed"), "sign_in_locked"]);
    expect(lines[0]).toMatchObject({ log: "security", userId: owner.id, email: owner.email, address: expect.any(String) });
    expect(Date.parse(String(lines[0].time))).toBeGreaterThan(0);
    expect(lines[6]).toMatchObject({ email: owner.email, retryAfterSeconds: expect.any(Number) });
    expect(raw.join("\n")).not.toMatch(/wrong-\d-secret|argon2/);
    expect(raw.join("\n")).not.toContain(FACTORY_PASSWORD);
  });

  it("logs a password change, an account deletion and an admin's decision, with no session id", async () => {
    const admin = await makeAdmin();
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const token = createSession(owner.id, false);
    lines = [];
    await changePassword(owner, owner.id, { currentPassword: FACTORY_PASSWORD, newPassword: "kopi-tubruk-88" }, sessionIdOf(token));
    decideUserApproval(admin, owner.id, { status: "APPROVED" });
    deleteAccount(admin, owner.id);
    expect(events()).toEqual(["password_changed", "admin_decision", "admin_decision", "account_deleted"]);
    expect(lines[0]).toMatchObject({ userId: owner.id });
    expect(lines[1]).toMatchObject({ byUserId: admin.id, action: "account_approved", subject: "user", subjectId: owner.id });
    expect(lines[3]).toMatchObject({ userId: owner.id, email: owner.email, byUserId: admin.id });
    const all = raw.join("\n");
    expect(all).not.toContain(token);
    expect(all).not.toContain(sessionIdOf(token));
    expect(all).not.toContain("kopi-tubruk-88");
  });
});
