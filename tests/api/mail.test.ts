import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, briefBody, freshAccount, signIn } from "./kit";
import { client, startServer, type TestServer } from "./server";

/*
 * The mail worker inside the built server. A crash between sending and
 * marking sends the mail again after the restart (at least once, never lost); without
 * SMTP_URL each mail becomes an .eml file in the data folder. An event that sends an
 * e-mail (app/models/events/registry.server.ts) reaches its reader through SMTP, in the
 * reader's language.
 */

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The admin approves the demo's pending owner through the API; returns its e-mail. */
async function approvePending(server: TestServer): Promise<string> {
  const { c: admin } = await signIn(server.url, DEMO.admin);
  const pending = (await admin.request("GET", "/api/admin/pending-users")).json as { id: number; email: string }[];
  const target = pending.find((u) => u.email === DEMO.pendingOwner.email)!;
  expect(target, JSON.stringify(pending)).toBeTruthy();
  const res = await admin.request("PUT", `/api/admin/users/${target.id}/approval`, { status: "approved" });
  expect(res.status).toBe(200);
  return target.email;
}

/** An SMTP server that takes every mail in; `received` grows as they come. */
async function smtpStandIn(): Promise<{ received: ParsedMail[]; url: string; close(): Promise<void> }> {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      void simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", () => r()));
  return {
    received,
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => smtp.close(() => r())),
  };
}

const addressOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text ?? "";

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

describe("the mail worker in the server", () => {
  it("sends again after a crash between the SMTP server taking the mail and the worker marking it", async () => {
    const received: ParsedMail[] = [];
    let answer = false; // the first delivery is taken in but never answered: the crash comes first
    let gotFirst: () => void = () => undefined;
    const first = new Promise<void>((r) => (gotFirst = r));
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        void simpleParser(stream).then((mail) => {
          received.push(mail);
          if (answer) callback();
          else gotFirst();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", () => r()));
    const env = { SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` };
    try {
      const server = await startServer({ env });
      servers.push(server);
      const to = await approvePending(server);
      await first;
      server.child.kill("SIGKILL");
      await new Promise((r) => (server.child.exitCode !== null || server.child.signalCode ? r(null) : server.child.once("exit", r)));

      answer = true;
      const restarted = await startServer({ env, dataDir: server.dataDir });
      servers.push(restarted);
      const db = new Database(path.join(server.dataDir, "guyub.db"), { readonly: true });
      try {
        const sent = await until("the mail marked sent", () =>
          (
            db.prepare("SELECT sent_at, to_address, kind FROM email_outbox WHERE to_address = ?").get(to) as
              { sent_at: number | null } | undefined
          )?.sent_at
            ? db.prepare("SELECT to_address, kind, attempts FROM email_outbox WHERE to_address = ?").get(to)
            : undefined,
        );
        expect(sent).toMatchObject({ to_address: to, kind: "account_approved" });
      } finally {
        db.close();
      }
      const toUs = received.filter((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text.includes(to));
      expect(toUs.length).toBe(2); // at least once: the unmarked first send, then the resend
      expect(toUs[1].subject).toBe(toUs[0].subject);
    } finally {
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  }, 60_000);

  it("without SMTP_URL writes each mail as an .eml file in the data folder and logs it", async () => {
    const server = await startServer();
    servers.push(server);
    const to = await approvePending(server);
    const folder = path.join(server.dataDir, "mail");
    const file = await until("an .eml file", () =>
      fs.existsSync(folder) ? fs.readdirSync(folder).find((f) => f.endsWith("-account_approved.eml")) : undefined,
    );
    const mail = await simpleParser(fs.readFileSync(path.join(folder, file)));
    expect((Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text).toContain(to);
    expect(mail.subject).toBe("Your Guyub account is approved");
    await until("the log line", () => (server.output().includes(`mail to ${to}`) ? true : undefined));
  }, 60_000);

  it("an invitation to apply reaches the owner, and an approval the brief's advertiser, by e-mail in each reader's language", async () => {
    const smtp = await smtpStandIn();
    try {
      const server = await startServer({ env: { SMTP_URL: smtp.url } });
      servers.push(server);
      const tag = Date.now().toString(36);
      // The owner reads Guyub in Indonesian (the language of its last sign-in).
      const owner = await freshAccount(server.url, "COMMUNITY_OWNER", { prefix: "mail-invited" });
      const ownerClient = client(server.url);
      expect((await ownerClient.request("POST", "/api/login", owner, { "Accept-Language": "id" })).status).toBe(200);
      const community = await ownerClient.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Undangan ${tag}` });
      expect(community.status, community.text).toBe(201);
      // The advertiser in English.
      const advertiser = await freshAccount(server.url, "ADVERTISER", { prefix: "mail-inviting" });
      const advertiserClient = client(server.url);
      expect((await advertiserClient.request("POST", "/api/login", advertiser, { "Accept-Language": "en" })).status).toBe(200);
      const { c: admin } = await signIn(server.url, DEMO.admin);
      const title = `Brief Undangan ${tag}`;
      const brief = await advertiserClient.request("POST", "/api/briefs", briefBody(title, "PENDING_APPROVAL"));
      expect(brief.status, brief.text).toBe(201);
      expect((await admin.request("PUT", `/api/admin/briefs/${brief.json.id}/status`, { status: "active" })).status).toBe(200);

      const invited = await advertiserClient.request("POST", `/api/briefs/${brief.json.id}/invitations`, {
        communityId: community.json.id,
      });
      expect(invited.status, invited.text).toBe(201);
      const invitation = await until("the invitation's e-mail", () =>
        smtp.received.find((m) => addressOf(m).includes(owner.email) && m.subject?.includes(title)),
      );
      expect(invitation.subject).toBe(`Rumah Kreatif Media mengundang Komunitas Undangan ${tag} melamar ke "${title}"`);
      expect(invitation.text).toContain("Baca brief: ");
      expect(invitation.text).toContain(`/community/briefs?dialog=view&id=${brief.json.id}`);

      const applied = await ownerClient.request("POST", `/api/briefs/${brief.json.id}/apply`, { communityId: community.json.id });
      expect(applied.status, applied.text).toBe(201);
      expect((await admin.request("PUT", `/api/admin/applications/${applied.json.id}/status`, { status: "approved" })).status).toBe(200);
      const approval = await until("the approval's e-mail to the advertiser", () =>
        smtp.received.find((m) => addressOf(m).includes(advertiser.email) && m.subject?.includes(`Komunitas Undangan ${tag}`)),
      );
      expect(approval.subject).toBe(`Komunitas Undangan ${tag} was approved for "${title}"`);
      expect(approval.text).toContain(`View the brief: `);
      expect(approval.text).toContain(`/advertiser/briefs?dialog=view&id=${brief.json.id}`);
    } finally {
      await smtp.close();
    }
  }, 60_000);
});
