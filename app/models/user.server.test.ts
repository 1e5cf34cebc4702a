import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, sessions, users } from "../../db/schema";
import { db } from "~/lib/server/db.server";
import { createUserSession } from "~/server/session-cookie.server";
import { RegisterSchema } from "~/validation/auth";
import { makeAdmin } from "../../tests/factories";
import { expectModelError } from "../../tests/model-errors";
import { planOf, recordStatements } from "../../tests/statements";
import {
  authenticateWithPassword,
  createAdmin,
  decideUserApproval,
  listPendingUsers,
  listPendingUsersPage,
  listUsers,
  registerUser,
  toPublicUser,
  usernameBase,
} from "./user.server";

function registration(overrides: Record<string, unknown> = {}) {
  return RegisterSchema.parse({
    fullname: "Rina Wijaya",
    email: "Rina@Example.id",
    phone: "081234567890",
    password: "rahasia123",
    confirmPassword: "rahasia123",
    role: "COMMUNITY_OWNER",
    terms: "on",
    ...overrides,
  });
}

describe("registerUser", () => {
  it("creates a PENDING account with a lower-cased e-mail and a hashed password", async () => {
    const user = await registerUser(registration(), { clientAddress: "127.0.0.1" });
    expect(user.approvalStatus).toBe("PENDING");
    expect(user.email).toBe("rina@example.id");
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(toPublicUser(user))).not.toContain("argon2");
  });

  it("makes the username unique on the server", async () => {
    const first = await registerUser(registration({ username: "rina" }), { clientAddress: "127.0.0.1" });
    const second = await registerUser(registration({ email: "other@example.id", username: "rina" }), { clientAddress: "127.0.0.1" });
    expect(first.username).toBe("rina");
    expect(second.username).not.toBe("rina");
    expect(second.username.startsWith(usernameBase("Rina Wijaya"))).toBe(true);
  });

  it("refuses a taken e-mail with a field error, whatever its case", async () => {
    await registerUser(registration(), { clientAddress: "127.0.0.1" });
    const error = await expectModelError(
      registerUser(registration({ email: "RINA@example.id" }), { clientAddress: "127.0.0.1" }),
      "conflict",
    );
    expect(error.fields).toEqual({ email: ["emailTaken"] });
  });

  it("allows 20 registrations an hour per address, then too_many with the wait", async () => {
    for (let i = 0; i < 20; i++) {
      await registerUser(registration({ email: `r${i}@example.id` }), { clientAddress: "114.4.4.4" });
    }
    const error = await expectModelError(
      registerUser(registration({ email: "r20@example.id" }), { clientAddress: "114.4.4.4" }),
      "too_many",
      "tooManyRegistrations",
    );
    expect(error.retryAfterSeconds).toBeGreaterThan(3500);
    expect(db.select().from(users).all()).toHaveLength(20);
    // Another address is not held back.
    const other = await registerUser(registration({ email: "r20@example.id" }), { clientAddress: "114.4.4.5" });
    expect(other.email).toBe("r20@example.id");
  });

  it("never lets anyone register themselves as ADMIN, even past the schema", async () => {
    const input = { ...registration(), role: "ADMIN" } as unknown as Parameters<typeof registerUser>[0];
    const error = await expectModelError(registerUser(input, { clientAddress: "127.0.0.1" }), "invalid");
    expect(error.fields).toEqual({ role: ["roleRequired"] });
    expect(db.select().from(users).all()).toEqual([]);
  });

  it("notifies every admin of the new user", async () => {
    const admin = await createAdmin({ email: "admin@guyub.test", password: "admin12345" });
    const user = await registerUser(registration(), { clientAddress: "127.0.0.1" });
    const rows = db.select().from(notifications).where(eq(notifications.userId, admin!.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0].type).toBe("new_user");
    expect(rows[0].data).toMatchObject({ userId: user.id });
  });
});

describe("common passwords", () => {
  it("registration refuses one of the most common passwords next to the field", async () => {
    const error = await expectModelError(
      registerUser(registration({ password: "Password123", confirmPassword: "Password123" }), { clientAddress: "127.0.0.1" }),
      "invalid",
      "passwordTooCommon",
    );
    expect(error.fields).toEqual({ password: ["passwordTooCommon"] });
  });
});

describe("authenticateWithPassword", () => {
  it("accepts the right password, e-mail in any case", async () => {
    await registerUser(registration(), { clientAddress: "127.0.0.1" });
    const user = await authenticateWithPassword({ email: "RINA@example.id", password: "rahasia123", clientAddress: "1.1.1.1" });
    expect(user.fullname).toBe("Rina Wijaya");
  });

  it("refuses a wrong password or unknown e-mail with the same message", async () => {
    await registerUser(registration(), { clientAddress: "127.0.0.1" });
    await expectModelError(
      authenticateWithPassword({ email: "rina@example.id", password: "wrong-pass", clientAddress: "1.1.1.1" }),
      "unauthenticated",
      "invalidCredentials",
    );
    await expectModelError(
      authenticateWithPassword({ email: "nobody@example.id", password: "rahasia123", clientAddress: "1.1.1.1" }),
      "unauthenticated",
      "invalidCredentials",
    );
  });

  it("lets a PENDING user in, keeps a REJECTED one out with the reason", async () => {
    const admin = await createAdmin({ email: "admin@guyub.test", password: "admin12345" });
    const user = await registerUser(registration(), { clientAddress: "127.0.0.1" });
    const pending = await authenticateWithPassword({ email: user.email, password: "rahasia123", clientAddress: "a" });
    expect(pending.approvalStatus).toBe("PENDING");
    decideUserApproval(admin!, user.id, { status: "REJECTED", rejectionReason: "Fake community" });
    const error = await expectModelError(
      authenticateWithPassword({ email: user.email, password: "rahasia123", clientAddress: "a" }),
      "forbidden",
      "accountRejected",
    );
    expect(error.params).toEqual({ reason: "Fake community" });
  });

  it("blocks an e-mail from one address after 5 failures in a quarter hour, with a retry time", async () => {
    await registerUser(registration(), { clientAddress: "127.0.0.1" });
    for (let i = 0; i < 5; i++) {
      await expectModelError(
        authenticateWithPassword({ email: "rina@example.id", password: `nope-nope-${i}`, clientAddress: "10.0.0.7" }),
        "unauthenticated",
      );
    }
    const error = await expectModelError(
      authenticateWithPassword({ email: "rina@example.id", password: "rahasia123", clientAddress: "10.0.0.7" }),
      "too_many",
    );
    expect(error.retryAfterSeconds).toBeGreaterThan(800);
    expect(error.status).toBe(429);
  });

  it("failures from elsewhere never lock the account's owner out", async () => {
    await registerUser(registration(), { clientAddress: "127.0.0.1" });
    // An attacker at one address tries the victim's e-mail until it is blocked there...
    for (let i = 0; i < 6; i++) {
      await authenticateWithPassword({ email: "rina@example.id", password: `guess-${i}`, clientAddress: "203.0.113.9" }).catch(() => null);
    }
    await expectModelError(
      authenticateWithPassword({ email: "rina@example.id", password: "guess-7", clientAddress: "203.0.113.9" }),
      "too_many",
    );
    // ...and the victim, at home, signs in with the right password.
    const victim = await authenticateWithPassword({ email: "rina@example.id", password: "rahasia123", clientAddress: "36.80.1.2" });
    expect(victim.email).toBe("rina@example.id");
  });

  it("limits one address only loosely: other e-mails from it still work after 5 failures", async () => {
    await registerUser(registration(), { clientAddress: "127.0.0.1" });
    for (let i = 0; i < 6; i++) {
      await expectModelError(
        authenticateWithPassword({ email: `x${i}@example.id`, password: "nope-nope", clientAddress: "36.1.1.1" }),
        "unauthenticated",
      );
    }
    const ok = await authenticateWithPassword({ email: "rina@example.id", password: "rahasia123", clientAddress: "36.1.1.1" });
    expect(ok.email).toBe("rina@example.id");
  });
});

describe("account approval", () => {
  it("only an admin lists pending users or decides", async () => {
    const owner = await registerUser(registration(), { clientAddress: "127.0.0.1" });
    await expectModelError(() => listPendingUsers(owner), "forbidden", "wrongRole");
    await expectModelError(() => decideUserApproval(owner, owner.id, { status: "APPROVED" }), "forbidden");
  });

  it("approves, clears a reason, and notifies the user", async () => {
    const admin = (await createAdmin({ email: "admin@guyub.test", password: "admin12345" }))!;
    const owner = await registerUser(registration(), { clientAddress: "127.0.0.1" });
    expect(listPendingUsers(admin).map((u) => u.id)).toEqual([owner.id]);
    const approved = decideUserApproval(admin, owner.id, { status: "APPROVED" });
    expect(approved.approvalStatus).toBe("APPROVED");
    expect(approved.rejectionReason).toBeNull();
    expect(listPendingUsers(admin)).toEqual([]);
    const note = db.select().from(notifications).where(eq(notifications.userId, owner.id)).get();
    expect(note?.type).toBe("account_approved");
  });

  it("needs a non-blank reason to reject, and ends the user's sessions", async () => {
    const admin = (await createAdmin({ email: "admin@guyub.test", password: "admin12345" }))!;
    const owner = await registerUser(registration(), { clientAddress: "127.0.0.1" });
    await createUserSession(owner.id, false);
    await expectModelError(
      () => decideUserApproval(admin, owner.id, { status: "REJECTED", rejectionReason: "   " }),
      "invalid",
      "rejectionReasonRequired",
    );
    expect(db.select().from(users).where(eq(users.id, owner.id)).get()?.approvalStatus).toBe("PENDING");
    const rejected = decideUserApproval(admin, owner.id, { status: "REJECTED", rejectionReason: " Spam " });
    expect(rejected.rejectionReason).toBe("Spam");
    expect(db.select().from(sessions).where(eq(sessions.userId, owner.id)).all()).toEqual([]);
  });

  it("answers not_found for a missing user", async () => {
    const admin = (await createAdmin({ email: "admin@guyub.test", password: "admin12345" }))!;
    await expectModelError(() => decideUserApproval(admin, 9999, { status: "APPROVED" }), "not_found");
  });
});

describe("createAdmin", () => {
  it("creates an approved ADMIN once; a second call with that e-mail returns null", async () => {
    const admin = await createAdmin({ email: "Boss@Guyub.test", password: "admin12345", fullname: "Boss" });
    expect(admin?.role).toBe("ADMIN");
    expect(admin?.approvalStatus).toBe("APPROVED");
    expect(await createAdmin({ email: "boss@guyub.test", password: "other12345" })).toBeNull();
    await expectModelError(createAdmin({ email: "second@guyub.test", password: "Password123" }), "invalid", "passwordTooCommon");
  });
});

describe("the user's language (its e-mails follow it)", () => {
  it("is the registration's, then the one it signs in in", async () => {
    const user = await registerUser(registration({ email: "lang@example.id" }), { clientAddress: "127.0.0.1", lang: "id" });
    expect(user.lang).toBe("id");
    const signedIn = await authenticateWithPassword({ email: "lang@example.id", password: "rahasia123", clientAddress: "a", lang: "en" });
    expect(signedIn.approvalStatus).toBe("PENDING");
    expect(db.select().from(users).where(eq(users.id, user.id)).get()!.lang).toBe("en");
  });
});

describe("All Users and Pending Approvals at scale", () => {
  /*
   * 24,000 accounts (a twelfth of them "Sari", 1 in 40 PENDING, 1 in 60 an advertiser,
   * dates out of id order): every list must take its counts from status_counts (a
   * search's once per data version) and its page from the table, an index of one column
   * or users_fts, in id order, never counting, sorting or listing the matches again.
   */
  it("reads its counts from status_counts, a search's once, and every page in id order without a sort", async () => {
    const admin = await makeAdmin();
    const insert = db.$client.prepare(
      "INSERT INTO users (username, fullname, email, phone, password_hash, role, approval_status, created_at, updated_at) VALUES (?, ?, ?, '0812', 'x', ?, ?, ?, ?)",
    );
    db.$client.transaction(() => {
      for (let i = 0; i < 24_000; i++) {
        const at = Date.UTC(2024, 0, 1) + ((i * 7_919) % 20_011) * 60_000;
        const role = i % 60 === 0 ? "ADVERTISER" : "COMMUNITY_OWNER";
        insert.run(
          `u${i}`,
          `${i % 12 === 0 ? "Sari" : "Budi"} Orang ${i}`,
          `u${i}@contoh.id`,
          role,
          i % 40 === 0 ? "PENDING" : "APPROVED",
          at,
          at,
        );
      }
    })();
    db.$client.exec("ANALYZE");
    const page = { limit: 20, offset: 0 };
    const deep = { limit: 20, offset: 7_980 };
    const newest = (where: string, p: { limit: number; offset: number }) =>
      db.$client.prepare(`SELECT id FROM users ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).pluck().all(p.limit, p.offset);
    expect(listUsers(admin, { q: "sari", ...page }).total).toBe(2_000); // counted now, cached below

    const statements = recordStatements(() => {
      expect(listUsers(admin, page).items.map((u) => u.id)).toEqual(newest("", page));
      expect(listUsers(admin, deep).items.map((u) => u.id)).toEqual(newest("", deep));
      expect(listUsers(admin, { role: "ADVERTISER", ...page }).total).toBe(400);
      expect(listUsers(admin, { status: "PENDING", ...page }).items.map((u) => u.id)).toEqual(
        newest("WHERE approval_status = 'PENDING'", page),
      );
      expect(listUsers(admin, { role: "ADVERTISER", status: "PENDING", ...page }).total).toBe(200);
      const sariDeep = { limit: 20, offset: 1_500 };
      expect(listUsers(admin, { q: "sari", ...sariDeep }).items.map((u) => u.id)).toEqual(newest("WHERE fullname LIKE 'Sari%'", sariDeep));
      expect(listUsers(admin, { q: "sari", ...page }).items.map((u) => u.id)).toEqual(newest("WHERE fullname LIKE 'Sari%'", page));
      expect(listPendingUsersPage(admin, { limit: 20, offset: 100 }).items.map((u) => u.id)).toEqual(
        db.$client.prepare("SELECT id FROM users WHERE approval_status = 'PENDING' ORDER BY id LIMIT 20 OFFSET 100").pluck().all(),
      );
    });
    // Not one count over the users, nor over their search index.
    expect(statements.filter((st) => /count\(/i.test(st.sql)).map((st) => st.sql)).toEqual([]);
    const pages = statements.filter((st) => /limit/i.test(st.sql) && /users/.test(st.sql));
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const st of pages) {
      const plan = planOf(st);
      expect(plan, st.sql).not.toMatch(/TEMP B-TREE|LIST SUBQUERY/);
      expect(plan, st.sql).toMatch(
        /^(SCAN users|SEARCH users USING (COVERING )?INDEX users_(role|status)_idx|SCAN users_fts VIRTUAL TABLE)/m,
      );
    }
    expect(pages.some((st) => /^SCAN users_fts VIRTUAL TABLE/m.test(planOf(st)))).toBe(true);
  });
});
