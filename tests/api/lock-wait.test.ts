import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO, registrationBody, serverForTests, signIn, type Client } from "./kit";
import { client } from "./server";

/*
 * Another process holds the database's write lock (this test, through its own
 * connection to the server's file: BEGIN IMMEDIATE), as another server worker or a
 * long write would. The built server keeps answering reads meanwhile; a write waits for
 * the lock without freezing the server and lands once the lock is free, or answers 503
 * with Retry-After when the lock does not come within its wait (5 s).
 */
const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });
const EN = "Guyub is busy saving other changes and could not save yours; nothing was lost. Try again in a few seconds.";
const ID =
  "Guyub sedang sibuk menyimpan perubahan lain dan belum dapat menyimpan milik Anda; tidak ada yang hilang. Coba lagi dalam beberapa detik.";

let holder: Database.Database | null = null;
let owner: Client;

beforeAll(async () => {
  owner = (await signIn(server.url, DEMO.owner)).c;
});

afterEach(() => {
  if (holder?.inTransaction) holder.exec("ROLLBACK");
  holder?.close();
  holder = null;
});

/** Take the server's write lock from another connection, until `release`. */
function holdWriteLock() {
  holder = new Database(path.join(server.dataDir, "guyub.db"));
  holder.exec("BEGIN IMMEDIATE");
  let held = true;
  return {
    held: () => held,
    release: () => {
      if (!held) return;
      held = false;
      holder!.exec("COMMIT");
    },
  };
}

function countMessagesFrom(email: string): number {
  const reader = new Database(path.join(server.dataDir, "guyub.db"), { readonly: true });
  try {
    return (reader.prepare("SELECT count(*) AS n FROM contact_messages WHERE email = ?").get(email) as { n: number }).n;
  } finally {
    reader.close();
  }
}

const message = (email: string) => ({ name: "Budi Santoso", email, phone: "081234567890", message: "Halo, saya ingin bertanya." });

describe("while another process holds the write lock", () => {
  it("reads keep answering, and a write posted meanwhile lands once the lock is released", async () => {
    const email = `lock.${crypto.randomBytes(3).toString("hex")}@example.id`;
    const lock = holdWriteLock();
    const write = client(server.url).request("POST", "/api/contact", message(email));
    // The lock goes after about 3 seconds: inside the write's wait.
    const releasing = new Promise<void>((resolve) =>
      setTimeout(() => {
        lock.release();
        resolve();
      }, 3000),
    );
    const reads: { path: string; status: number; whileHeld: boolean }[] = [];
    while (lock.held()) {
      for (const [c, pathname] of [
        [owner, "/community/dashboard"],
        [owner, "/api/user"],
        [client(server.url), "/browse"],
        [client(server.url), "/api/communities"],
      ] as const) {
        const res = await c.request("GET", pathname);
        reads.push({ path: pathname, status: res.status, whileHeld: lock.held() });
      }
    }
    await releasing;
    const written = await write;

    // Every read answered 200, and the server answered them while the lock was held
    // (a write blocking its process inside SQLite would have held them back).
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
    expect(reads.filter((r) => r.whileHeld).length).toBeGreaterThanOrEqual(8);
    expect(written.status, written.text).toBe(201);
    expect(countMessagesFrom(email)).toBe(1);
  });

  it("past the wait a write answers 503 with Retry-After: JSON from the API, the form with its input in the user's language", async () => {
    const email = `busy.${crypto.randomBytes(3).toString("hex")}@example.id`;
    const lock = holdWriteLock();
    try {
      const [api, apiId, form] = await Promise.all([
        client(server.url).request("POST", "/api/contact", message(email), { "Accept-Language": "en" }),
        client(server.url).request("POST", "/api/contact", message(email), { "Accept-Language": "id" }),
        fetch(`${server.url}/auth?register=true`, {
          method: "POST",
          redirect: "manual",
          body: new URLSearchParams({ intent: "register", ...registrationBody(email), terms: "on" }),
          headers: { origin: server.url, cookie: "lang=id" },
        }),
      ]);
      // Answered while the lock was still held: the server gave up waiting, it was not let go.
      expect(lock.held()).toBe(true);
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toBe("5");
      expect(api.json).toEqual({ message: EN });
      expect(apiId.status).toBe(503);
      expect(apiId.json).toEqual({ message: ID });

      expect(form.status).toBe(503);
      expect(form.headers.get("retry-after")).toBe("5");
      const html = await form.text();
      expect(html).toContain(ID);
      expect(html).toContain('value="Rina Wijaya"');
      expect(html).toContain(`value="${email}"`);
      expect(html).not.toContain("rahasia-rina-77");
    } finally {
      lock.release();
    }
    expect(countMessagesFrom(email)).toBe(0);
    // Once the lock is free, the same write goes through.
    const again = await client(server.url).request("POST", "/api/contact", message(email));
    expect(again.status).toBe(201);
  });
});
