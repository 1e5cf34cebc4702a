import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { killAll, waitUntilGone } from "./crash";
import { briefBody, DEMO, signIn } from "./kit";
import { client, startServer, workerPids } from "./server";

/*
 * Crash safety: 500 concurrent writes of every kind (registrations,
 * contact messages, briefs, members, applications) hit the built server, which is
 * killed with SIGKILL in the middle. After a restart every write the server had
 * acknowledged (2xx) is there, and the database passes PRAGMA integrity_check. Run
 * against one process, and against two workers (scripts/serve.js) writing to the same
 * file at once, every process killed.
 */

/** One write: how to send it, and how to find it in the database afterwards. */
type Write = { kind: string; key: string | number; send(): Promise<number> };

describe.each([
  { processes: "one process", workers: undefined },
  { processes: "two workers", workers: 2 },
])("crash safety, $processes", ({ workers }) => {
  it("keeps every acknowledged write through a SIGKILL, and the database intact", async () => {
    const run = Date.now();
    const server = await startServer({ workers, env: { TRUST_PROXY: "true", PAGE_CACHE_SECONDS: "0" } });
    const workerProcesses = workers === undefined ? [] : workerPids(server);
    expect(workerProcesses).toHaveLength(workers ?? 0);
    let restarted: Awaited<ReturnType<typeof startServer>> | null = null;
    try {
      const { c: admin } = await signIn(server.url, DEMO.admin);
      const { c: owner } = await signIn(server.url, DEMO.owner);
      const { c: advertiser } = await signIn(server.url, DEMO.advertiser);
      const ownerId = (await owner.request("GET", "/api/user")).json.id as number;
      const communityId = (await owner.request("GET", `/api/users/${ownerId}/communities`)).json[0].id as number;
      // Active briefs for the applications.
      const activeBriefs: number[] = [];
      for (let i = 0; i < 20; i++) {
        const created = await advertiser.request("POST", "/api/briefs", briefBody(`Brief aktif ${run} ${i}`, "PENDING_APPROVAL"));
        expect(created.status, created.text).toBe(201);
        expect((await admin.request("PUT", `/api/admin/briefs/${created.json.id}/status`, { status: "active" })).status).toBe(200);
        activeBriefs.push(created.json.id);
      }

      const writes: Write[] = [];
      for (let i = 0; i < 140; i++) {
        const email = `crash.${run}.${i}@example.id`;
        writes.push({
          kind: "registration",
          key: email,
          send: async () =>
            (
              await client(server.url).request(
                "POST",
                "/api/register",
                {
                  fullname: "Sari Crash",
                  email,
                  phone: "081234567890",
                  password: "rahasia-sari-77",
                  confirmPassword: "rahasia-sari-77",
                  role: "COMMUNITY_OWNER",
                  terms: true,
                },
                { "x-forwarded-for": `10.1.${i % 250}.${Math.floor(i / 250) + 1}` },
              )
            ).status,
        });
      }
      for (let i = 0; i < 140; i++) {
        const name = `Crash ${run} ${i}`;
        writes.push({
          kind: "contact",
          key: name,
          send: async () =>
            (
              await client(server.url).request(
                "POST",
                "/api/contact",
                {
                  name,
                  email: "crash@example.id",
                  phone: "081234567890",
                  message: "Pesan yang dikirim di tengah crash.",
                },
                { "x-forwarded-for": `10.2.${i % 250}.${Math.floor(i / 250) + 1}` },
              )
            ).status,
        });
      }
      for (let i = 0; i < 100; i++) {
        const title = `Brief crash ${run} ${i}`;
        writes.push({
          kind: "brief",
          key: title,
          send: async () => (await advertiser.request("POST", "/api/briefs", briefBody(title, "DRAFT"))).status,
        });
      }
      for (let i = 0; i < 120; i++) {
        const name = `Anggota Crash ${run} ${i}`;
        writes.push({
          kind: "member",
          key: name,
          send: async () => (await owner.request("POST", `/api/communities/${communityId}/members`, { name, role: "Member" })).status,
        });
      }
      writes.splice(0, 20); // 500 in all, with the 20 applications below
      for (const briefId of activeBriefs) {
        writes.push({
          kind: "application",
          key: briefId,
          send: async () => (await owner.request("POST", `/api/briefs/${briefId}/apply`, { communityId, message: "Kami siap." })).status,
        });
      }
      expect(writes).toHaveLength(500);
      // Shuffle, so every kind is in flight when the kill comes.
      writes.sort(() => Math.random() - 0.5);

      const acknowledged: Write[] = [];
      let answered = 0;
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        // Every process at once, as a power cut would.
        killAll(server, workerProcesses);
      };
      await Promise.all(
        writes.map(async (write) => {
          try {
            const status = await write.send();
            if (killed) return; // answered, but perhaps only in part: not counted
            answered += 1;
            if (status >= 200 && status < 300) acknowledged.push(write);
            else throw new Error(`${write.kind} ${write.key}: ${status}`);
            if (answered >= 200) kill();
          } catch (error) {
            if (!killed) throw error;
          }
        }),
      );
      kill();
      await waitUntilGone(server, workerProcesses);
      expect(acknowledged.length).toBeGreaterThanOrEqual(200);
      expect(acknowledged.length).toBeLessThan(500);

      restarted = await startServer({ workers, dataDir: server.dataDir, env: { PAGE_CACHE_SECONDS: "0" } });
      expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
      expect((await client(restarted.url).request("POST", "/api/login", DEMO.owner)).status).toBe(200);

      const sqlite = new Database(path.join(server.dataDir, "guyub.db"), { readonly: true });
      try {
        expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(sqlite.pragma("foreign_key_check")).toEqual([]);
        const exists: Record<string, (key: string | number) => boolean> = {
          registration: (key) => !!sqlite.prepare("SELECT 1 FROM users WHERE email = ?").get(key),
          contact: (key) => !!sqlite.prepare("SELECT 1 FROM contact_messages WHERE name = ?").get(key),
          brief: (key) => !!sqlite.prepare("SELECT 1 FROM briefs WHERE title = ?").get(key),
          member: (key) => !!sqlite.prepare("SELECT 1 FROM members WHERE name = ?").get(key),
          application: (key) =>
            !!sqlite.prepare("SELECT 1 FROM applications WHERE brief_id = ? AND community_id = ?").get(key, communityId),
        };
        const lost = acknowledged.filter((write) => !exists[write.kind](write.key)).map((w) => `${w.kind} ${w.key}`);
        expect(lost, `acknowledged but lost after the crash`).toEqual([]);
      } finally {
        sqlite.close();
      }
    } finally {
      await restarted?.stop();
      await server.stop();
    }
  }, 120_000);
});
