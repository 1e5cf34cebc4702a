import { describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, freshParty, serverForTests, signIn, type Party } from "./kit";
import { client } from "./server";

/*
 * The package endpoints over HTTP (docs/api.md, "Packages"): GET
 * /api/communities/{id}/packages, POST /api/packages, PUT and DELETE /api/packages/{id},
 * as each role and with others' ids; and the community object's packages_count and
 * public_url.
 */

const server = serverForTests();

const PACKAGE = {
  title: "1 WA group post",
  description: "One post in our main WhatsApp group, pinned for a day.",
  kind: "ONLINE_POST",
  platform: "WHATSAPP",
  price: 500_000,
  delivery_days: 3,
  brand_provides: "The text and one image",
};

/** A fresh approved owner with a community, verified by the admin unless told not to. */
async function ownerWithCommunity(prefix: string, verified = true): Promise<Party & { communityId: number }> {
  const owner = await freshParty(server.url, "COMMUNITY_OWNER", prefix);
  const created = await owner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Pelari ${prefix}` });
  expect(created.status, created.text).toBe(201);
  const communityId = created.json.id as number;
  if (verified) {
    const { c: admin } = await signIn(server.url, DEMO.admin);
    expect((await admin.request("PUT", `/api/communities/${communityId}/verify`, { verified: true })).status).toBe(200);
  }
  return { ...owner, communityId };
}

describe("packages over HTTP", () => {
  it("lets a verified community's owner publish, edit, pause and delete; visitors read the active ones", async () => {
    const owner = await ownerWithCommunity("pkg-crud");
    const created = await owner.c.request("POST", "/api/packages", { ...PACKAGE, price: "Rp 500.000" });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toEqual({
      id: expect.any(Number),
      community_id: owner.communityId,
      ...PACKAGE,
      active: true,
      position: 0,
    });
    const id = created.json.id as number;
    const second = await owner.c.request("POST", "/api/packages", {
      ...PACKAGE,
      title: "Kopdar sponsorship",
      kind: "event_sponsorship",
      platform: "OFFLINE",
      price: 2_000_000,
      delivery_days: 14,
    });
    expect(second.status, second.text).toBe(201);
    expect(second.json).toMatchObject({ kind: "EVENT_SPONSORSHIP", platform: "OFFLINE", position: 1 });

    const visitor = client(server.url);
    const listed = await visitor.request("GET", `/api/communities/${owner.communityId}/packages`);
    expect(listed.status).toBe(200);
    expect(listed.json.map((p: { id: number }) => p.id)).toEqual([id, second.json.id]);
    const community = await visitor.request("GET", `/api/communities/${owner.communityId}`);
    expect(community.json.packages_count).toBe(2);
    expect(community.json.public_url).toMatch(new RegExp(`^https?://[^/]+/c/${owner.communityId}-pelari-pkg-crud$`));

    // PUT replaces the terms; GET's answer, changed, goes back as it is.
    const paused = await owner.c.request("PUT", `/api/packages/${id}`, { ...created.json, price: 650_000, active: false });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.json).toEqual({ ...created.json, price: 650_000, active: false });
    expect((await visitor.request("GET", `/api/communities/${owner.communityId}/packages`)).json).toHaveLength(1);
    expect((await owner.c.request("GET", `/api/communities/${owner.communityId}/packages`)).json).toHaveLength(2);
    expect((await visitor.request("GET", `/api/communities/${owner.communityId}`)).json.packages_count).toBe(1);

    const deleted = await owner.c.request("DELETE", `/api/packages/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect((await owner.c.request("DELETE", `/api/packages/${id}`)).status).toBe(404);
  });

  it("answers 400 with field errors in the caller's language, and 409 before verification and past 10", async () => {
    const owner = await ownerWithCommunity("pkg-rules");
    const bad = await owner.c.request(
      "POST",
      "/api/packages",
      { ...PACKAGE, title: "", price: "lima ratus", platform: "TIKTOK" },
      { "Accept-Language": "id" },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      title: ["Judul minimal 3 karakter"],
      price: ["Masukkan harga dalam rupiah, misalnya 500.000"],
    });
    // The platform is checked against the community once the fields are valid.
    const platform = await owner.c.request("POST", "/api/packages", { ...PACKAGE, platform: "TIKTOK" });
    expect(platform.status).toBe(400);
    expect(platform.json.errors).toEqual({ platform: ["Choose one of your community's platforms, or Offline"] });

    for (let i = 0; i < 10; i++)
      expect((await owner.c.request("POST", "/api/packages", { ...PACKAGE, title: `Post ${i}` })).status).toBe(201);
    const eleventh = await owner.c.request("POST", "/api/packages", PACKAGE);
    expect(eleventh.status).toBe(409);
    expect(eleventh.json.message).toBe("A community has at most 10 packages. Delete or edit one instead.");

    const unverified = await ownerWithCommunity("pkg-unverified", false);
    const early = await unverified.c.request("POST", "/api/packages", PACKAGE);
    expect(early.status).toBe(409);
    expect(early.json.message).toMatch(/^Only a verified community can publish packages/);
    // Its (empty) list is not public, and its community has no public address yet.
    expect((await client(server.url).request("GET", `/api/communities/${unverified.communityId}/packages`)).status).toBe(404);
    expect((await unverified.c.request("GET", `/api/communities/${unverified.communityId}`)).json).toMatchObject({
      packages_count: 0,
      public_url: null,
    });
  });

  it("keeps others out: another owner 404, an advertiser and the admin 403, a visitor 401", async () => {
    const owner = await ownerWithCommunity("pkg-owner");
    const other = await ownerWithCommunity("pkg-other");
    const brand = await freshParty(server.url, "ADVERTISER", "pkg-brand");
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const visitor = client(server.url);
    const id = (await owner.c.request("POST", "/api/packages", PACKAGE)).json.id as number;
    await owner.c.request("PUT", `/api/packages/${id}`, { ...PACKAGE, active: false });

    for (const [who, c, status] of [
      ["another owner", other.c, 404],
      ["an advertiser", brand.c, 403],
      ["the admin", admin, 403],
      ["a visitor", visitor, 401],
    ] as const) {
      expect((await c.request("PUT", `/api/packages/${id}`, PACKAGE)).status, who).toBe(status);
      expect((await c.request("DELETE", `/api/packages/${id}`)).status, who).toBe(status);
    }
    for (const [c, status] of [
      [brand.c, 403],
      [admin, 403],
      [visitor, 401],
    ] as const) {
      expect((await c.request("POST", "/api/packages", PACKAGE)).status).toBe(status);
    }
    // The paused package stays the owner's and the admin's to read; others see none.
    expect((await admin.request("GET", `/api/communities/${owner.communityId}/packages`)).json).toHaveLength(1);
    expect((await other.c.request("GET", `/api/communities/${owner.communityId}/packages`)).json).toEqual([]);
    expect((await brand.c.request("GET", `/api/communities/${owner.communityId}/packages`)).json).toEqual([]);
    // Nothing changed.
    expect((await owner.c.request("GET", `/api/communities/${owner.communityId}/packages`)).json[0]).toMatchObject({
      id,
      title: PACKAGE.title,
      active: false,
    });
    expect((await visitor.request("GET", "/api/communities/99999999/packages")).status).toBe(404);
    expect((await visitor.request("GET", "/api/communities/abc/packages")).status).toBe(404);
    expect((await owner.c.request("PUT", "/api/packages/99999999", PACKAGE)).status).toBe(404);
  });
});
