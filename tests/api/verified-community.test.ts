import { describe, expect, it } from "vitest";
import { briefBody, COMMUNITY_BODY, DEMO, freshAccount, serverForTests, signIn } from "./kit";
import { client } from "./server";

/*
 * Over HTTP against the built server (demo data seeded): who reads the owner's contact
 * on GET /api/communities/{id}; a verified community renamed through PUT
 * /api/communities/{id} goes back for verification (the admins notified, the trail keeps
 * it), unless the admin renamed it; names and dates that display as something else are
 * refused with the field's message in the caller's language.
 */

const server = serverForTests();

let seq = 0;
/** A fresh approved owner with a community, verified by the demo admin unless `verified: false`. */
async function ownerWithCommunity(options: { verified?: boolean; name?: string } = {}) {
  seq += 1;
  const phone = `0813${String(10_000_000 + seq).slice(-8)}`;
  const account = await freshAccount(server.url, "COMMUNITY_OWNER", { prefix: "verified", phone });
  const { c: admin } = await signIn(server.url, DEMO.admin);
  const { c: owner } = await signIn(server.url, account);
  const created = await owner.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: options.name ?? `Pelari Pagi ${seq}` });
  expect(created.status, created.text).toBe(201);
  const id = created.json.id as number;
  if (options.verified !== false) {
    expect((await admin.request("PUT", `/api/communities/${id}/verify`, { verified: true })).status).toBe(200);
  }
  return { owner, admin, id, email: account.email, phone, name: created.json.name as string };
}

describe("GET /api/communities/{id}: the owner's contact", () => {
  it("goes to the owner and the admin only", async () => {
    const { owner, admin, id, email, phone } = await ownerWithCommunity();
    for (const c of [owner, admin]) {
      const res = await c.request("GET", `/api/communities/${id}`);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id, owner_phone: phone, owner_email: email });
    }
    const otherOwner = (await ownerWithCommunity()).owner;
    for (const c of [client(server.url), (await signIn(server.url, DEMO.advertiser)).c, otherOwner]) {
      const res = await c.request("GET", `/api/communities/${id}`);
      expect(res.status).toBe(200);
      expect(res.json).not.toHaveProperty("owner_phone");
      expect(res.json).not.toHaveProperty("owner_email");
      expect(res.text).not.toContain(email);
      expect(res.text).not.toContain(phone);
    }
  });
});

describe("PUT /api/communities/{id} on a verified community", () => {
  it("the owner's rename unverifies it, notifies the admin in its language and leaves a row in the console's history", async () => {
    const { owner, id, name } = await ownerWithCommunity();
    const renamed = `${name} Raya`;
    const res = await owner.request("PUT", `/api/communities/${id}`, { ...COMMUNITY_BODY, name: renamed });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ name: renamed, is_verified: false });
    expect((await client(server.url).request("GET", `/api/communities/${id}`)).json.is_verified).toBe(false);

    const { c: admin } = await signIn(server.url, DEMO.admin);
    const en = await admin.request("GET", "/api/notifications?limit=100");
    const note = (en.json.items as { type: string; data: { communityId: number }; title: string; message: string; href: string }[]).find(
      (n) => n.type === "community_changed" && n.data.communityId === id,
    );
    expect(note).toMatchObject({
      title: "Verified community changed",
      message: `${renamed} changed its name or categories and waits for verification again. It was called ${name}.`,
      href: `/admin/communities?dialog=verify&id=${id}`,
    });
    const id_ = await admin.request("GET", "/api/notifications?limit=100", undefined, { "Accept-Language": "id" });
    expect(JSON.stringify(id_.json)).toContain(`${renamed} mengubah nama atau kategorinya dan menunggu verifikasi ulang.`);

    const history = await admin.request("GET", `/admin/communities?dialog=history&id=${id}`);
    expect(history.status).toBe(200);
    expect(history.text).toContain("Sent back for verification: the owner changed the name or categories");
    expect(history.text).toContain(`Renamed from ${name} to ${renamed}.`);
  });

  it("a new set of categories unverifies it too; other changes keep the badge", async () => {
    const kept = await ownerWithCommunity();
    const same = await kept.owner.request("PUT", `/api/communities/${kept.id}`, {
      ...COMMUNITY_BODY,
      name: kept.name,
      category: ["HEALTH_FITNESS", "SPORTS"],
      member_count: 900,
      description: "Lari pagi bersama setiap Minggu, kini juga Rabu malam.",
    });
    expect(same.status, same.text).toBe(200);
    expect(same.json.is_verified).toBe(true);

    const moved = await ownerWithCommunity();
    const res = await moved.owner.request("PUT", `/api/communities/${moved.id}`, {
      ...COMMUNITY_BODY,
      name: moved.name,
      category: ["SPORTS"],
    });
    expect(res.json.is_verified).toBe(false);
  });

  it("the admin's rename keeps the badge", async () => {
    const { admin, id, name } = await ownerWithCommunity();
    const res = await admin.request("PUT", `/api/communities/${id}`, { ...COMMUNITY_BODY, name: `${name} (Resmi)` });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ name: `${name} (Resmi)`, is_verified: true });
    const history = await admin.request("GET", `/admin/communities?dialog=history&id=${id}`);
    expect(history.text).toContain("Name or categories changed by an admin (still verified)");
  });
});

describe("text that displays as something else", () => {
  it("a name with a direction override or only zero-width spaces is refused with the field's message", async () => {
    const { owner, id, name } = await ownerWithCommunity();
    for (const bad of ["\u202Enimda", "\u200B\u200B\u200B", "Kopi\u0000"]) {
      const res = await owner.request("PUT", `/api/communities/${id}`, { ...COMMUNITY_BODY, name: bad });
      expect(res.status, bad).toBe(400);
      expect(res.json.errors).toEqual({
        name: ["Remove the invisible or control characters (such as direction marks or zero-width spaces) from this text"],
      });
    }
    const id_ = await owner.request(
      "PUT",
      `/api/communities/${id}`,
      { ...COMMUNITY_BODY, name: "\u202Enimda" },
      { "Accept-Language": "id" },
    );
    expect(id_.json.errors.name[0]).toMatch(/^Hapus karakter tak terlihat/);
    const short = await owner.request("PUT", `/api/communities/${id}`, { ...COMMUNITY_BODY, name: "K\u3164\u3164" });
    expect(short.json.errors).toEqual({ name: ["Community name must be at least 2 characters"] });
    // Nothing changed: still verified, still its name.
    expect((await owner.request("GET", `/api/communities/${id}`)).json).toMatchObject({ name, is_verified: true });
    const emoji = await owner.request("PUT", `/api/communities/${id}`, { ...COMMUNITY_BODY, name: "Keluarga 👨‍👩‍👧‍👦" });
    expect(emoji.status, emoji.text).toBe(200);
    expect(emoji.json.name).toBe("Keluarga 👨‍👩‍👧‍👦");
  });

  it("a user's name with a direction override is refused (PUT /api/users/{id})", async () => {
    const { c: advertiser } = await signIn(server.url, DEMO.advertiser);
    const me = await advertiser.request("GET", "/api/user");
    const res = await advertiser.request("PUT", `/api/users/${me.json.id}`, { fullname: "\u202Enimda", company_name: "PT\u200B" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(["company_name", "fullname"]);
  });

  it("brief dates before 2000 or after 2100 are refused with the range in the message", async () => {
    const { c: advertiser } = await signIn(server.url, DEMO.advertiser);
    const brief = briefBody("Peluncuran Kopi Susu");
    for (const day of ["0000-01-01", "1999-12-31", "2101-01-01", "9999-12-31"]) {
      const res = await advertiser.request("POST", "/api/briefs", { ...brief, timeline_start: day });
      expect(res.status, day).toBe(400);
      expect(res.json.errors).toEqual({ timeline_start: ["Please enter a date between 01 Jan 2000 and 31 Dec 2100"] });
    }
    const ok = await advertiser.request("POST", "/api/briefs", { ...brief, timeline_start: "2000-01-01", timeline_end: "2100-12-31" });
    expect(ok.status, ok.text).toBe(201);
  });
});
