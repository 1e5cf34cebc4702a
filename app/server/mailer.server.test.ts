import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../db/connection";
import { emailOutbox, users, type User } from "../../db/schema";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../tests/factories";
import { refuseWrites } from "../../tests/storage";
import { applyToBrief, decideApplication } from "~/models/application.server";
import { decideBrief } from "~/models/brief-write.server";
import { forgetDatabaseHealth } from "~/models/health.server";
import { leaseHolder } from "~/models/job-lease.server";
import { enqueueEmail, RETRY_BASE_MS } from "~/models/outbox.server";
import { decideUserApproval } from "~/models/user.server";
import { db } from "~/lib/server/db.server";
import { deliverDue, smtpTransport, startMailWorker, type MailTransport } from "./mailer.server";

/*
 * Real SMTP to an in-process SMTP server (smtp-server), each e-mail kind in
 * both languages, and a retry after the SMTP server was down.
 */

type Inbox = { mails: ParsedMail[]; url: string; port: number; close(): Promise<void> };

async function startSmtp(port = 0): Promise<Inbox> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const actual = (server.server.address() as AddressInfo).port;
  return { mails, port: actual, url: `smtp://127.0.0.1:${actual}`, close: () => new Promise((r) => server.close(() => r())) };
}

let inbox: Inbox | null = null;
afterEach(async () => {
  await inbox?.close();
  inbox = null;
});

function readsIn(user: User, lang: "en" | "id"): User {
  db.update(users).set({ lang }).where(eq(users.id, user.id)).run();
  return { ...user, lang };
}

/** Only the mail of the decision under test goes out (the factories' approvals are dropped). */
function clearOutbox() {
  db.delete(emailOutbox).run();
}

async function sendOne(): Promise<ParsedMail> {
  const result = await deliverDue(smtpTransport(inbox!.url));
  expect(result).toEqual({ sent: 1, failed: 0 });
  expect(inbox!.mails).toHaveLength(1);
  return inbox!.mails.pop()!;
}

function addressOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? "";
}

describe("e-mail through SMTP, in the recipient's language", () => {
  for (const lang of ["en", "id"] as const) {
    it(`account approved (with a sign-in link) and rejected (with the reason), ${lang}`, async () => {
      inbox = await startSmtp();
      const admin = await makeAdmin();
      const approvedUser = readsIn(await makeUser({ status: "PENDING" }), lang);
      clearOutbox();
      decideUserApproval(admin, approvedUser.id, { status: "APPROVED" });
      const approved = await sendOne();
      expect(addressOf(approved)).toBe(approvedUser.email);
      expect(approved.from?.text).toContain("no-reply@guyub.id");
      expect(approved.subject).toBe(lang === "en" ? "Your Guyub account is approved" : "Akun Guyub Anda disetujui");
      expect(approved.text).toContain(lang === "en" ? `Hello ${approvedUser.fullname},` : `Halo ${approvedUser.fullname},`);
      expect(approved.text).toContain(`${lang === "en" ? "Sign in" : "Masuk"}: http://localhost:3000/auth`);
      expect(approved.html).toContain('href="http://localhost:3000/auth"');

      const rejectedUser = readsIn(await makeUser({ status: "PENDING", role: "ADVERTISER" }), lang);
      clearOutbox();
      decideUserApproval(admin, rejectedUser.id, { status: "REJECTED", rejectionReason: "Data perusahaan <belum> lengkap" });
      const rejected = await sendOne();
      expect(addressOf(rejected)).toBe(rejectedUser.email);
      expect(rejected.subject).toBe(lang === "en" ? "Your Guyub account was not approved" : "Akun Guyub Anda tidak disetujui");
      expect(rejected.text).toContain(`${lang === "en" ? "Reason" : "Alasan"}: Data perusahaan <belum> lengkap`);
      expect(rejected.html).toContain("Data perusahaan &lt;belum&gt; lengkap");
    });

    it(`brief approved and rejected, with the admin's notes, ${lang}`, async () => {
      inbox = await startSmtp();
      const admin = await makeAdmin();
      const advertiser = readsIn(await makeUser({ role: "ADVERTISER" }), lang);
      const first = makeBrief(advertiser, { title: "Kopi Susu Aren", status: "PENDING_APPROVAL" });
      const second = makeBrief(advertiser, { title: "Teh Tarik", status: "PENDING_APPROVAL" });
      clearOutbox();
      decideBrief(admin, first.id, { status: "ACTIVE", adminNotes: "Siap tayang" });
      const approved = await sendOne();
      expect(addressOf(approved)).toBe(advertiser.email);
      expect(approved.subject).toBe(lang === "en" ? 'Your brief "Kopi Susu Aren" is approved' : 'Brief "Kopi Susu Aren" Anda disetujui');
      expect(approved.text).toContain(lang === "en" ? "Notes from the admin: Siap tayang" : "Catatan dari admin: Siap tayang");
      expect(approved.text).toContain(`http://localhost:3000/advertiser/briefs?dialog=view&id=${first.id}`);
      decideBrief(admin, second.id, { status: "CANCELLED", adminNotes: "Anggaran belum jelas" });
      const rejected = await sendOne();
      expect(rejected.subject).toBe(lang === "en" ? 'Your brief "Teh Tarik" was not approved' : 'Brief "Teh Tarik" Anda tidak disetujui');
      expect(rejected.text).toContain("Anggaran belum jelas");
    });

    it(`application approved and rejected, with the admin's notes; the approval to the advertiser too, ${lang}`, async () => {
      inbox = await startSmtp();
      const admin = await makeAdmin();
      const owner = readsIn(await makeUser(), lang);
      makeCommunity(owner, { name: "Pecinta Kopi Bandung" });
      // The advertiser reads Guyub in the other language: each mail is in its reader's.
      const advertiser = readsIn(await makeUser({ role: "ADVERTISER" }), lang === "en" ? "id" : "en");
      const first = applyToBrief(owner, makeBrief(advertiser, { title: "Kopi Susu Aren" }).id);
      const second = applyToBrief(owner, makeBrief(advertiser, { title: "Teh Tarik" }).id);
      clearOutbox();
      decideApplication(admin, first.id, { status: "APPROVED", adminNotes: "Cocok sekali" });
      expect(await deliverDue(smtpTransport(inbox.url))).toEqual({ sent: 2, failed: 0 });
      const toAdvertiser = inbox.mails.find((m) => addressOf(m) === advertiser.email)!;
      expect(toAdvertiser.subject).toBe(
        lang === "en" ? 'Pecinta Kopi Bandung disetujui untuk "Kopi Susu Aren"' : 'Pecinta Kopi Bandung was approved for "Kopi Susu Aren"',
      );
      const approved = inbox.mails.find((m) => addressOf(m) === owner.email)!;
      inbox.mails.length = 0;
      expect(approved.subject).toBe(
        lang === "en" ? 'Your application to "Kopi Susu Aren" is approved' : 'Lamaran Anda ke "Kopi Susu Aren" disetujui',
      );
      expect(approved.text).toContain("Pecinta Kopi Bandung");
      expect(approved.text).toContain("Cocok sekali");
      decideApplication(admin, second.id, { status: "REJECTED", adminNotes: "Kategori tidak cocok" });
      const rejected = await sendOne();
      expect(rejected.subject).toBe(
        lang === "en" ? 'Your application to "Teh Tarik" was not approved' : 'Lamaran Anda ke "Teh Tarik" tidak disetujui',
      );
      expect(rejected.text).toContain("Kategori tidak cocok");
    });
  }
});

describe("a failing SMTP server", () => {
  it("never fails the decision; the mail is retried with backoff and delivered once the server is back", async () => {
    const up = await startSmtp();
    const port = up.port;
    await up.close(); // the SMTP server is down
    const admin = await makeAdmin();
    const user = await makeUser({ status: "PENDING" });
    clearOutbox();
    const decided = decideUserApproval(admin, user.id, { status: "APPROVED" });
    expect(decided.approvalStatus).toBe("APPROVED");

    const t0 = Date.now();
    expect(await deliverDue(smtpTransport(`smtp://127.0.0.1:${port}`), t0)).toEqual({ sent: 0, failed: 1 });
    const waiting = db.select().from(emailOutbox).get()!;
    expect(waiting.sentAt).toBeNull();
    expect(waiting.attempts).toBe(1);
    expect(waiting.lastError).toBeTruthy();
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(t0 + RETRY_BASE_MS - 1000);
    // Not due yet: nothing is tried.
    expect(await deliverDue(smtpTransport(`smtp://127.0.0.1:${port}`), t0 + 1000)).toEqual({ sent: 0, failed: 0 });

    inbox = await startSmtp(port); // back, on the same address
    expect(await deliverDue(smtpTransport(inbox.url), t0 + RETRY_BASE_MS + 1000)).toEqual({ sent: 1, failed: 0 });
    expect(inbox.mails.map(addressOf)).toEqual([user.email]);
    expect(db.select().from(emailOutbox).get()!.sentAt).not.toBeNull();
  });
});

describe("a database that cannot write", () => {
  it("sends nothing (the mail could not be marked sent and would go out every round), then sends it once writes land", async () => {
    const admin = await makeAdmin();
    const user = await makeUser({ status: "PENDING" });
    clearOutbox();
    decideUserApproval(admin, user.id, { status: "APPROVED" });
    inbox = await startSmtp();
    // The test's database file opened read-only by SQLite (tests/storage.ts).
    forgetDatabaseHealth();
    const restore = refuseWrites();
    try {
      expect(await deliverDue(smtpTransport(inbox.url))).toEqual({ sent: 0, failed: 0 });
      expect(await deliverDue(smtpTransport(inbox.url))).toEqual({ sent: 0, failed: 0 });
    } finally {
      restore();
      forgetDatabaseHealth();
    }
    expect(inbox.mails).toEqual([]);
    expect(addressOf(await sendOne())).toBe(user.email);
  });
});

describe("another process holding the write lock while mail goes out", () => {
  let other: ReturnType<typeof openDatabase> | null = null;
  afterEach(() => {
    if (other?.$client.inTransaction) other.$client.exec("ROLLBACK");
    other?.$client.close();
    other = null;
  });

  /** Each mail, once the SMTP server accepted it, finds the write lock held by another connection for `holdMs`. */
  function lockingAfterEachSend(holdMs: number): { releases: number } {
    const state = { releases: 0 };
    const lock = async () => {
      other ??= openDatabase(db.$client.name);
      other.$client.exec("BEGIN IMMEDIATE");
      setTimeout(() => {
        other!.$client.exec("COMMIT");
        state.releases += 1;
      }, holdMs);
    };
    const smtp = smtpTransport(inbox!.url);
    transport = {
      async send(mail) {
        await smtp.send(mail);
        await lock();
      },
    };
    return state;
  }
  let transport: MailTransport;

  it("waits for the lock to mark each mail sent: one delivery per message, none again in the next rounds", async () => {
    clearOutbox();
    for (let i = 0; i < 3; i += 1) {
      enqueueEmail(
        db,
        { email: `locked${i}@example.id`, fullname: "Sari", lang: "id" },
        { type: "account_approved", params: { userId: 1 } },
      );
    }
    inbox = await startSmtp();
    const state = lockingAfterEachSend(150);
    expect(await deliverDue(transport)).toEqual({ sent: 3, failed: 0 });
    expect(state.releases).toBe(3);
    expect(await deliverDue(transport)).toEqual({ sent: 0, failed: 0 });
    expect(inbox.mails.map(addressOf).sort()).toEqual(["locked0@example.id", "locked1@example.id", "locked2@example.id"]);
    expect(
      db
        .select()
        .from(emailOutbox)
        .all()
        .every((m) => m.sentAt !== null),
    ).toBe(true);
  });

  it("a mail whose mark could not be written even after the wait is not sent again: it is recorded first in the next round", async () => {
    clearOutbox();
    enqueueEmail(db, { email: "first@example.id", fullname: "Sari", lang: "id" }, { type: "account_approved", params: { userId: 1 } });
    enqueueEmail(db, { email: "second@example.id", fullname: "Sari", lang: "id" }, { type: "account_approved", params: { userId: 1 } });
    inbox = await startSmtp();
    const smtp = smtpTransport(inbox.url);
    let restore: (() => void) | null = null;
    // The first mail is accepted, then the database refuses every write (a full disk).
    const refusing: MailTransport = {
      async send(mail) {
        await smtp.send(mail);
        restore ??= refuseWrites();
      },
    };
    try {
      expect(await deliverDue(refusing)).toEqual({ sent: 1, failed: 0 });
      // Still refused: nothing is sent, not even the second mail.
      expect(await deliverDue(refusing)).toEqual({ sent: 0, failed: 0 });
    } finally {
      (restore as (() => void) | null)?.();
      forgetDatabaseHealth();
    }
    expect(await deliverDue(smtp)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDue(smtp)).toEqual({ sent: 0, failed: 0 });
    expect(inbox.mails.map(addressOf)).toEqual(["first@example.id", "second@example.id"]);
    expect(
      db
        .select()
        .from(emailOutbox)
        .all()
        .every((m) => m.sentAt !== null),
    ).toBe(true);
  });
});

describe("the mail worker in several processes", () => {
  it("sends each mail once when two workers poll the same outbox: only the lease's holder sends", async () => {
    clearOutbox();
    for (let i = 0; i < 8; i += 1) {
      enqueueEmail(
        db,
        { email: `leased${i}@example.id`, fullname: "Sari", lang: "id" },
        { type: "account_approved", params: { userId: 1 } },
      );
    }
    const sent: string[] = [];
    // A slow SMTP server: without the lease, the second worker would pick the same due
    // mails while the first is still sending them.
    const slow: MailTransport = {
      async send(mail) {
        await new Promise((r) => setTimeout(r, 30));
        sent.push(mail.toAddress);
      },
    };
    const a = startMailWorker({ transport: slow, intervalMs: 5 });
    const b = startMailWorker({ transport: slow, intervalMs: 5 });
    try {
      await vi.waitFor(
        () =>
          expect(
            db
              .select()
              .from(emailOutbox)
              .all()
              .every((m) => m.sentAt !== null),
          ).toBe(true),
        {
          timeout: 10_000,
          interval: 20,
        },
      );
      // A few more rounds of both workers, with nothing left to send.
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await a.stop();
      await b.stop();
    }
    expect(sent.sort()).toEqual(Array.from({ length: 8 }, (_, i) => `leased${i}@example.id`).sort());
    // Both stopped: the lease was given up.
    expect(leaseHolder("mail", Date.now())).toBeNull();
  });
});
