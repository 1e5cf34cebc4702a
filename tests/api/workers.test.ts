import type { AddressInfo } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectionsToWorkers } from "./connections";
import { COMMUNITY_BODY, DEMO, cookieOf, freshAccount, signIn } from "./kit";
import { client, startServer, type TestServer } from "./server";

/*
 * What two worker processes (scripts/serve.js, WEB_CONCURRENCY=2) share: a write through
 * one worker makes the other's cached public page stale at once (the public data version
 * lives in SQLite); the mail worker sends each queued mail once, from the one process
 * that holds the mail lease. See docs/decisions/023-process-model.md.
 */

/** Every mail the SMTP server took in, by recipient; each answered only after SLOW_MS. */
const received: string[] = [];
const SLOW_MS = 300;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onRcptTo(address, _session, callback) {
    received.push(address.address.toLowerCase());
    callback();
  },
  onData(stream, _session, callback) {
    stream.resume();
    // A slow mail server: a round of several mails lasts longer than the workers' polling
    // interval, so a second process polling the outbox would find the same mails due.
    stream.on("end", () => setTimeout(() => callback(), SLOW_MS));
  },
});

let server: TestServer;
beforeAll(async () => {
  await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", () => r()));
  server = await startServer({ workers: 2, env: { SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` } });
});
afterAll(async () => {
  await server?.stop();
  await new Promise<void>((r) => smtp.close(() => r()));
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("two workers", () => {
  it("drop their cached public page at once when the data changes through the other worker", async () => {
    const owner = await freshAccount(server.url, "COMMUNITY_OWNER");
    const { c } = await signIn(server.url, owner);
    const created = await c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Pelari Dua Proses ${Date.now()}` });
    expect(created.status, created.text).toBe(201);
    const page = `/api/communities/${created.json.id}`;

    // One kept-alive connection to each worker; each has the page in its own cache.
    const [a, b] = await connectionsToWorkers(server.url, page, 2);
    for (const worker of [a, b]) {
      const hit = await worker.request("GET", page);
      expect(hit.headers["x-cache"]).toBe("HIT");
      expect(JSON.parse(hit.text).name).toBe(created.json.name);
    }

    // The owner renames the community through worker A...
    const renamed = `Pelari Berganti Nama ${Date.now()}`;
    const put = await a.request("PUT", page, { body: { ...COMMUNITY_BODY, name: renamed }, headers: { cookie: cookieOf(c) } });
    expect(put.status, put.text).toBe(200);
    // ...and worker B's next answer is the new one, made afresh.
    const seen = await b.request("GET", page);
    expect(seen.headers["x-cache"]).toBe("MISS");
    expect(JSON.parse(seen.text).name).toBe(renamed);
    expect(JSON.parse((await a.request("GET", page)).text).name).toBe(renamed);
    a.close();
    b.close();
  });

  it("send each queued mail once: only the process holding the mail lease sends", async () => {
    // Eight accounts waiting for approval; approving each queues one e-mail.
    const stamp = Date.now();
    const pending = [];
    for (let i = 0; i < 8; i += 1)
      pending.push(await freshAccount(server.url, "COMMUNITY_OWNER", { pending: true, prefix: `lease${stamp}x${i}` }));
    const { c: admin } = await signIn(server.url, DEMO.admin);
    for (const account of pending) {
      expect((await admin.request("PUT", `/api/admin/users/${account.id}/approval`, { status: "approved" })).status).toBe(200);
    }

    const db = new Database(path.join(server.dataDir, "guyub.db"), { readonly: true });
    try {
      const unsent = () => (db.prepare("SELECT count(*) AS n FROM email_outbox WHERE sent_at IS NULL").get() as { n: number }).n;
      for (let waited = 0; unsent() > 0; waited += 100) {
        if (waited > 60_000) throw new Error("the mails were not all sent");
        await sleep(100);
      }
      // Past both workers' next polls: a second sender would have started by now.
      await sleep(3_000);
      const sentTo = (db.prepare("SELECT to_address FROM email_outbox").all() as { to_address: string }[]).map((r) =>
        r.to_address.toLowerCase(),
      );
      for (const account of pending) {
        expect(
          received.filter((to) => to === account.email.toLowerCase()),
          account.email,
        ).toHaveLength(1);
      }
      expect(received.length).toBe(sentTo.length);
      const holders = db.prepare("SELECT holder FROM job_leases WHERE name = 'mail'").all();
      expect(holders).toHaveLength(1);
    } finally {
      db.close();
    }
    // The anonymous client is untouched by all this: still served.
    expect((await client(server.url).request("GET", "/healthz")).status).toBe(200);
  });

  it("hand the mail over when the worker holding the lease is killed: the next mail still goes out once", async () => {
    const db = new Database(path.join(server.dataDir, "guyub.db"), { readonly: true });
    try {
      const holder = (db.prepare("SELECT holder FROM job_leases WHERE name = 'mail'").get() as { holder: string }).holder;
      const pid = Number(holder.split(":").at(-2));
      process.kill(pid, "SIGKILL");
      // Once the primary saw it die, the kept-alive connections to it are closed too.
      for (let waited = 0; !/ended \(signal SIGKILL\)/.test(server.output()); waited += 50) {
        if (waited > 30_000) throw new Error(`the primary did not see the worker die:\n${server.output()}`);
        await sleep(50);
      }
      const account = await freshAccount(server.url, "COMMUNITY_OWNER", { pending: true, prefix: `handover${Date.now()}` });
      const { c: admin } = await signIn(server.url, DEMO.admin);
      expect((await admin.request("PUT", `/api/admin/users/${account.id}/approval`, { status: "approved" })).status).toBe(200);
      const unsent = () => (db.prepare("SELECT count(*) AS n FROM email_outbox WHERE sent_at IS NULL").get() as { n: number }).n;
      for (let waited = 0; unsent() > 0; waited += 100) {
        if (waited > 60_000) throw new Error("the mail was not sent after its worker died");
        await sleep(100);
      }
      await sleep(3_000);
      expect(received.filter((to) => to === account.email.toLowerCase())).toHaveLength(1);
      const now = (db.prepare("SELECT holder FROM job_leases WHERE name = 'mail'").get() as { holder: string }).holder;
      expect(now).not.toBe(holder);
    } finally {
      db.close();
    }
  });
});
