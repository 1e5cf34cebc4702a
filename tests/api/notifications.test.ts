import { describe, expect, it } from "vitest";
import { DEMO, serverForTests, signIn } from "./kit";
import { client } from "./server";

/* GET /api/notifications, PUT .../{id}/read, PUT .../read-all, DELETE .../{id} over HTTP. */

const server = serverForTests();

type Item = { id: number; type: string; title: string; message: string; href: string; data: object; is_read: boolean; created_at: string };

describe("the notification endpoints", () => {
  it("answer 401 signed out", async () => {
    const c = client(server.url);
    expect((await c.request("GET", "/api/notifications")).status).toBe(401);
    expect((await c.request("PUT", "/api/notifications/read-all")).status).toBe(401);
    expect((await c.request("PUT", "/api/notifications/1/read")).status).toBe(401);
    expect((await c.request("DELETE", "/api/notifications/1")).status).toBe(401);
  });

  it("list the caller's latest 10 with the unread count, in the caller's language", async () => {
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const res = await admin.request("GET", "/api/notifications");
    expect(res.status).toBe(200);
    const { items, unread_count } = res.json as { items: Item[]; unread_count: number };
    expect(items.length).toBe(10);
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThan(10);
    expect(unread_count).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({
      id: expect.any(Number),
      type: expect.any(String),
      title: expect.any(String),
      href: expect.stringMatching(/^\//),
    });
    expect(new Date(items[0].created_at).toISOString()).toBe(items[0].created_at);
    const times = items.map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const registration =
      items.find((i) => i.type === "new_user") ??
      (await admin.request("GET", "/api/notifications?limit=100")).json.items.find((i: Item) => i.type === "new_user");
    expect(registration.title).toBe("New user registration");
    const id = (await admin.request("GET", "/api/notifications?limit=100", undefined, { "accept-language": "id" })).json.items.find(
      (i: Item) => i.id === registration.id,
    );
    expect(id.title).toBe("Pendaftaran pengguna baru");
    expect((await admin.request("GET", "/api/notifications?limit=3")).json.items).toHaveLength(3);
  });

  it("mark one read, all read, and dismiss; another user's notification is 404 and stays", async () => {
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const { c: owner } = await signIn(server.url, DEMO.owner);
    const ownersFirst = ((await owner.request("GET", "/api/notifications")).json.items as Item[])[0];
    expect(ownersFirst).toBeTruthy();
    expect((await admin.request("PUT", `/api/notifications/${ownersFirst.id}/read`)).status).toBe(404);
    expect((await admin.request("DELETE", `/api/notifications/${ownersFirst.id}`)).status).toBe(404);
    expect(((await owner.request("GET", "/api/notifications")).json.items as Item[])[0]).toEqual(ownersFirst);

    const before = (await admin.request("GET", "/api/notifications")).json as { items: Item[]; unread_count: number };
    const unread = before.items.find((i) => !i.is_read)!;
    expect((await admin.request("PUT", `/api/notifications/${unread.id}/read`)).status).toBe(204);
    expect((await admin.request("GET", "/api/notifications")).json.unread_count).toBe(before.unread_count - 1);
    expect((await admin.request("DELETE", `/api/notifications/${unread.id}`)).status).toBe(204);
    expect(((await admin.request("GET", "/api/notifications?limit=100")).json.items as Item[]).map((i) => i.id)).not.toContain(unread.id);
    expect((await admin.request("DELETE", `/api/notifications/${unread.id}`)).status).toBe(404);
    expect((await admin.request("PUT", "/api/notifications/read-all")).status).toBe(204);
    expect((await admin.request("GET", "/api/notifications")).json.unread_count).toBe(0);
    expect((await admin.request("PUT", "/api/notifications/abc/read")).status).toBe(404);
  });
});

describe("the language e-mails are written in", () => {
  it("follows the language switch of a signed-in user", async () => {
    const { default: Database } = await import("better-sqlite3");
    const path = await import("node:path");
    const { c: owner } = await signIn(server.url, DEMO.owner);
    const switched = await owner.request("POST", "/language", "lang=id&redirectTo=/community/dashboard", {
      "Content-Type": "application/x-www-form-urlencoded",
      origin: server.url,
    });
    expect(switched.status).toBe(302);
    const db = new Database(path.join(server.dataDir, "guyub.db"), { readonly: true });
    try {
      expect(db.prepare("SELECT lang FROM users WHERE email = ?").get(DEMO.owner.email)).toEqual({ lang: "id" });
    } finally {
      db.close();
    }
  });
});

describe("the bell's form endpoint (/notifications)", () => {
  it("refuses an unknown action with 400 in the user's language, and changes nothing", async () => {
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const before = (await admin.request("GET", "/api/notifications")).json.unread_count;
    const res = await admin.request("POST", "/notifications", "intent=explode&id=1", {
      "Content-Type": "application/x-www-form-urlencoded",
      origin: server.url,
      "accept-language": "id",
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain("Formulir ini mengirim tindakan yang tidak kami kenal");
    expect((await admin.request("GET", "/api/notifications")).json.unread_count).toBe(before);
  });

  it("answers a plain post by going back where it came from, and another user's id is 404", async () => {
    const { c: owner } = await signIn(server.url, DEMO.owner);
    const mine = ((await owner.request("GET", "/api/notifications")).json.items as Item[])[0];
    const form = { "Content-Type": "application/x-www-form-urlencoded", origin: server.url };
    const back = await owner.request("POST", "/notifications", `intent=read&id=${mine.id}`, {
      ...form,
      referer: `${server.url}/community/profile`,
    });
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/community/profile");
    const offsite = await owner.request("POST", "/notifications", `intent=read&id=${mine.id}`, {
      ...form,
      referer: "https://evil.example/x",
    });
    expect(offsite.headers.get("location")).toBe("/community/dashboard");
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const notMine = await admin.request("POST", "/notifications", `intent=dismiss&id=${mine.id}`, form);
    expect(notMine.status).toBe(404);
  });

  it("answers the bell's fetcher (`?in-place`, as Remix sends it) with the new count, not a redirect", async () => {
    const { c: owner } = await signIn(server.url, DEMO.owner);
    const before = (await owner.request("GET", "/api/notifications")).json as { unread_count: number; items: Item[] };
    const unread = before.items.find((n) => !n.is_read);
    expect(unread, "the demo owner has an unread notification").toBeDefined();
    const form = { "Content-Type": "application/x-www-form-urlencoded", origin: server.url, referer: `${server.url}/community/dashboard` };
    const res = await owner.request(
      "POST",
      "/notifications?in-place&_data=routes%2F_resources%2B%2Fnotifications",
      `intent=read:${unread!.id}`,
      form,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("x-remix-redirect")).toBeNull();
    expect(res.json).toEqual({ unread: before.unread_count - 1 });
  });

  it("takes the id within the intent, as the bell's buttons send it", async () => {
    const { c: owner } = await signIn(server.url, DEMO.owner);
    const form = { "Content-Type": "application/x-www-form-urlencoded", origin: server.url, referer: `${server.url}/community/dashboard` };
    const items = async () => (await owner.request("GET", "/api/notifications")).json.items as Item[];
    const [first] = await items();
    const { c: admin } = await signIn(server.url, DEMO.admin);
    expect((await admin.request("POST", "/notifications", `intent=dismiss:${first.id}`, form)).status).toBe(404);
    expect((await admin.request("POST", "/notifications", "intent=read:x", form)).status).toBe(404);
    expect((await owner.request("POST", "/notifications", "intent=explode:1", form)).status).toBe(400);
    const read = await owner.request("POST", "/notifications", `intent=read:${first.id}`, form);
    expect(read.headers.get("location")).toBe("/community/dashboard");
    expect((await items()).find((n) => n.id === first.id)?.is_read).toBe(true);
    await owner.request("POST", "/notifications", `intent=dismiss:${first.id}`, form);
    expect((await items()).map((n) => n.id)).not.toContain(first.id);
  });
});
