import { describe, expect, it } from "vitest";
import { briefBody, DEMO, freshAccount, serverForTests, signIn, type Client } from "./kit";
import { client } from "./server";

/*
 * The brief and application endpoints over HTTP, on a fresh database with the demo data:
 * GET /api/briefs(/{id}), POST /api/briefs/{id}/apply, GET /api/communities/{id}/applications,
 * PUT /api/admin/applications/{id}/status.
 */

const server = serverForTests();

type Brief = { id: number; status: string; title: string; contact_phone: string | null; advertiser_phone?: string | null };

/** The demo owner's community id. */
async function ownCommunityId(c: Client, userId: number): Promise<number> {
  const res = await c.request("GET", `/api/users/${userId}/communities`);
  expect(res.status).toBe(200);
  return res.json[0].id;
}

describe("GET /api/briefs", () => {
  it("answers 401 signed out", async () => {
    expect((await client(server.url).request("GET", "/api/briefs")).status).toBe(401);
  });

  it("gives an owner the ACTIVE briefs only, without contact phones, counted in X-Total-Count", async () => {
    const { c } = await signIn(server.url, DEMO.owner);
    const res = await c.request("GET", "/api/briefs");
    expect(res.status).toBe(200);
    const list = res.json as Brief[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((b) => b.status === "ACTIVE" && b.contact_phone === null && !("advertiser_phone" in b))).toBe(true);
    expect(Number(res.headers.get("x-total-count"))).toBe(list.length);
    expect((await c.request("GET", "/api/briefs?status=active")).json).toHaveLength(list.length);
    const drafts = await c.request("GET", "/api/briefs?status=DRAFT");
    expect(drafts.status).toBe(200);
    expect(drafts.json).toEqual([]);
    expect(drafts.headers.get("x-total-count")).toBe("0");
    const paged = await c.request("GET", "/api/briefs?limit=2&offset=1");
    expect((paged.json as Brief[]).map((b) => b.id)).toEqual(list.slice(1, 3).map((b) => b.id));
  });

  it("refuses an unknown status with 400", async () => {
    const { c } = await signIn(server.url, DEMO.owner);
    const res = await c.request("GET", "/api/briefs?status=published");
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ status: ["Please choose a valid value"] });
  });

  it("gives an advertiser its own briefs in every status, the admin all of them with advertiser_phone", async () => {
    const { c } = await signIn(server.url, DEMO.advertiser);
    const own = (await c.request("GET", "/api/briefs?limit=100")).json as Brief[];
    expect(new Set(own.map((b) => b.status))).toEqual(new Set(["ACTIVE", "COMPLETED", "PENDING_APPROVAL", "DRAFT", "CANCELLED"]));
    expect(own.some((b) => b.contact_phone)).toBe(true);
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const all = await admin.request("GET", "/api/briefs?limit=100");
    expect(Number(all.headers.get("x-total-count"))).toBeGreaterThan(own.length);
    expect((all.json as Brief[]).every((b) => typeof b.advertiser_phone === "string")).toBe(true);
  });

  it("GET /api/users/{id}/briefs and GET /api/briefs/{id}/applications: own or admin; the owner's contact on approved ones", async () => {
    const { c, user } = await signIn(server.url, DEMO.advertiser);
    const own = await c.request("GET", `/api/users/${user.id}/briefs?limit=100`);
    expect(own.status).toBe(200);
    const briefs = own.json as Brief[];
    expect(briefs.length).toBeGreaterThan(0);
    expect(Number(own.headers.get("x-total-count"))).toBe(briefs.length);
    const { c: owner, user: ownerUser } = await signIn(server.url, DEMO.owner);
    expect((await owner.request("GET", `/api/users/${user.id}/briefs`)).status).toBe(403);
    expect((await owner.request("GET", `/api/users/${ownerUser.id}/briefs`)).status).toBe(200);

    // The seeded QRIS brief has an approved application of the demo owner's community.
    const qris = briefs.find((b) => b.title === "Workshop Developer: Integrasi Pembayaran QRIS")!;
    const apps = await c.request("GET", `/api/briefs/${qris.id}/applications`);
    expect(apps.status, apps.text).toBe(200);
    const list = apps.json as { status: string; owner_contact: { email: string; phone: string } }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.status === "APPROVED")).toBe(true);
    expect(list.map((a) => a.owner_contact.email)).toContain("owner@guyub.id");
    const { c: admin } = await signIn(server.url, DEMO.admin);
    expect(Number((await admin.request("GET", `/api/briefs/${qris.id}/applications`)).headers.get("x-total-count"))).toBeGreaterThanOrEqual(
      list.length,
    );
    expect((await owner.request("GET", `/api/briefs/${qris.id}/applications`)).status).toBe(403);
  });

  it("the advertiser's brief lifecycle: create, submit, the admin approves, complete, delete", async () => {
    const { c } = await signIn(server.url, DEMO.advertiser);
    const body = briefBody("Peluncuran Kopi Susu Aren");
    const created = await c.request("POST", "/api/briefs", body);
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ status: "DRAFT", target_category: "FOOD_BEVERAGE", budget_min: 1_000_000 });
    const id = created.json.id as number;

    const invalid = await c.request("POST", "/api/briefs", { ...body, budget_min: 9_000_000, title: "Kopi" });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toMatchObject({
      title: ["Title must be at least 5 characters"],
      budget_max: ["The minimum budget must not be more than the maximum"],
    });

    const jump = await c.request("PUT", `/api/briefs/${id}`, { ...body, status: "ACTIVE" });
    expect(jump.status).toBe(409);
    expect(jump.json.message).toContain("Allowed: PENDING_APPROVAL, CANCELLED");

    expect((await c.request("PUT", `/api/briefs/${id}`, { ...body, status: "pending_approval" })).json.status).toBe("PENDING_APPROVAL");
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const approved = await admin.request("PUT", `/api/admin/briefs/${id}/status`, { status: "active", adminNotes: "Siap tayang." });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toMatchObject({ status: "ACTIVE", admin_notes: "Siap tayang." });
    expect((await admin.request("PUT", `/api/admin/briefs/${id}/status`, { status: "cancelled" })).status).toBe(409);
    expect((await c.request("GET", `/api/briefs/${id}`)).json.admin_notes).toBe("Siap tayang.");

    expect((await c.request("PUT", `/api/briefs/${id}`, { ...body, title: "Judul yang diubah" })).status).toBe(409);
    expect((await c.request("PUT", `/api/briefs/${id}`, { ...body, status: "COMPLETED" })).json.status).toBe("COMPLETED");

    // Owners and other advertisers cannot write it.
    const { c: owner } = await signIn(server.url, DEMO.owner);
    expect((await owner.request("POST", "/api/briefs", body)).status).toBe(403);
    expect((await owner.request("DELETE", `/api/briefs/${id}`)).status).toBe(403);
    expect((await c.request("DELETE", `/api/briefs/${id}`)).status).toBe(204);
    expect((await c.request("GET", `/api/briefs/${id}`)).status).toBe(404);
  });
});

describe("GET /api/briefs/{id}", () => {
  it("an owner reads an ACTIVE brief; a DRAFT one is 404 for it and 200 for its advertiser", async () => {
    const { c: advertiser } = await signIn(server.url, DEMO.advertiser);
    const own = (await advertiser.request("GET", "/api/briefs?limit=100")).json as Brief[];
    const draft = own.find((b) => b.status === "DRAFT")!;
    const active = own.find((b) => b.status === "ACTIVE")!;
    const { c } = await signIn(server.url, DEMO.owner);
    const ok = await c.request("GET", `/api/briefs/${active.id}`);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ id: active.id, status: "ACTIVE", contact_phone: null });
    const hidden = await c.request("GET", `/api/briefs/${draft.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.json.message).toBe("Brief not found");
    expect((await advertiser.request("GET", `/api/briefs/${draft.id}`)).status).toBe(200);
    expect((await c.request("GET", "/api/briefs/abc")).status).toBe(404);
    expect((await client(server.url).request("GET", `/api/briefs/${active.id}`)).status).toBe(401);
  });
});

describe("applying and deciding", () => {
  it("walks apply (201), a second apply (409), the community's list, and the admin's decision (200, then 409)", async () => {
    const { c, user } = await signIn(server.url, DEMO.owner);
    const communityId = await ownCommunityId(c, user.id);
    const before = await c.request("GET", `/api/communities/${communityId}/applications`);
    expect(before.status).toBe(200);
    const appliedTo = new Set((before.json as { brief_id: number }[]).map((a) => a.brief_id));
    const briefs = (await c.request("GET", "/api/briefs?limit=100")).json as Brief[];
    const target = briefs.find((b) => !appliedTo.has(b.id))!;
    expect(target).toBeTruthy();

    const applied = await c.request("POST", `/api/briefs/${target.id}/apply`, { communityId, message: "Kami siap membantu." });
    expect(applied.status, JSON.stringify(applied.json)).toBe(201);
    expect(applied.json).toMatchObject({
      brief_id: target.id,
      community_id: communityId,
      status: "PENDING",
      message: "Kami siap membantu.",
      admin_notes: null,
      brief: { id: target.id, title: target.title, status: "ACTIVE" },
      community: { id: communityId, name: "Jakarta JavaScript Developers", is_verified: true },
    });
    const again = await c.request("POST", `/api/briefs/${target.id}/apply`, { communityId });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("You have already applied to this brief");

    const list = await c.request("GET", `/api/communities/${communityId}/applications?status=pending&limit=100`);
    expect(list.status).toBe(200);
    expect((list.json as { id: number }[]).map((a) => a.id)).toContain(applied.json.id);
    expect(Number(list.headers.get("x-total-count"))).toBe((list.json as unknown[]).length);
    expect((await c.request("GET", `/api/communities/${communityId}/applications?status=maybe`)).status).toBe(400);

    const decide = `/api/admin/applications/${applied.json.id}/status`;
    expect((await c.request("PUT", decide, { status: "approved" })).status).toBe(403);
    const { c: admin } = await signIn(server.url, DEMO.admin);
    expect((await admin.request("PUT", decide, { status: "maybe" })).status).toBe(400);
    const approved = await admin.request("PUT", decide, { status: "approved", adminNotes: "Strong fit." });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ id: applied.json.id, status: "APPROVED", admin_notes: "Strong fit." });
    expect(Date.parse(approved.json.updated_at)).toBeGreaterThanOrEqual(Date.parse(applied.json.updated_at));
    const twice = await admin.request("PUT", decide, { status: "REJECTED" });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("This application has already been decided");
    expect((await admin.request("PUT", "/api/admin/applications/999999/status", { status: "approved" })).status).toBe(404);
    const adminList = await admin.request("GET", `/api/communities/${communityId}/applications?status=APPROVED&limit=100`);
    expect((adminList.json as { id: number }[]).map((a) => a.id)).toContain(applied.json.id);
  });

  it("refuses: 401 signed out, 403 another role or an unapproved account, 400 without a community, 403 another's community, 404 a non-ACTIVE brief", async () => {
    const { c: owner, user } = await signIn(server.url, DEMO.owner);
    const communityId = await ownCommunityId(owner, user.id);
    const active = ((await owner.request("GET", "/api/briefs")).json as Brief[])[0];
    const apply = `/api/briefs/${active.id}/apply`;

    expect((await client(server.url).request("POST", apply, {})).status).toBe(401);
    const { c: advertiser } = await signIn(server.url, DEMO.advertiser);
    const wrongRole = await advertiser.request("POST", apply, {});
    expect(wrongRole.status).toBe(403);
    expect(wrongRole.json.message).toBe("Your role does not allow this");

    const { c: pending } = await signIn(server.url, DEMO.pendingOwner);
    const unapproved = await pending.request("POST", apply, {});
    expect(unapproved.status).toBe(403);
    expect(unapproved.json.message).toMatch(/pending approval/);

    const { c: fresh } = await signIn(server.url, await freshAccount(server.url, "COMMUNITY_OWNER"));
    const none = await fresh.request("POST", apply, { message: "Halo" });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe("No community selected");
    const notMine = await fresh.request("POST", apply, { communityId });
    expect(notMine.status).toBe(403);
    expect(notMine.json.message).toBe("This is not your community");
    expect((await fresh.request("GET", `/api/communities/${communityId}/applications`)).status).toBe(403);
    expect((await fresh.request("GET", "/api/communities/999999/applications")).status).toBe(404);
    expect((await client(server.url).request("GET", `/api/communities/${communityId}/applications`)).status).toBe(401);

    const { c: adv } = await signIn(server.url, DEMO.advertiser);
    const draft = ((await adv.request("GET", "/api/briefs?status=draft")).json as Brief[])[0];
    const notActive = await owner.request("POST", `/api/briefs/${draft.id}/apply`, { communityId });
    expect(notActive.status).toBe(404);
    expect(notActive.json.message).toBe("Brief not found");
    const badBody = await owner.request("POST", apply, { communityId: "abc" });
    expect(badBody.status).toBe(400);
    expect(badBody.json.errors).toEqual({ communityId: ["Please choose a valid value"] });
  });
});

describe("GET /api/admin/briefs/pending", () => {
  it("lists the briefs awaiting approval, oldest first, for the admin only (X-Total-Count)", async () => {
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const res = await admin.request("GET", "/api/admin/briefs/pending?limit=100");
    expect(res.status).toBe(200);
    const briefs = res.json as Brief[];
    expect(briefs.length).toBeGreaterThan(0);
    expect(briefs.every((b) => b.status === "PENDING_APPROVAL")).toBe(true);
    expect(Number(res.headers.get("x-total-count"))).toBe(briefs.length);
    const { c: advertiser } = await signIn(server.url, DEMO.advertiser);
    expect((await advertiser.request("GET", "/api/admin/briefs/pending")).status).toBe(403);
    expect((await client(server.url).request("GET", "/api/admin/briefs/pending")).status).toBe(401);
  });
});

describe("GET /api/admin/applications", () => {
  it("filters by status (either case), pages with X-Total-Count, for the admin only", async () => {
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const all = await admin.request("GET", "/api/admin/applications?limit=100");
    expect(all.status).toBe(200);
    const total = Number(all.headers.get("x-total-count"));
    expect(total).toBeGreaterThan(0);
    let sum = 0;
    for (const status of ["pending", "APPROVED", "Rejected"]) {
      const res = await admin.request("GET", `/api/admin/applications?status=${status}&limit=100`);
      expect(res.status).toBe(200);
      expect((res.json as { status: string }[]).every((a) => a.status === status.toUpperCase())).toBe(true);
      sum += Number(res.headers.get("x-total-count"));
    }
    expect(sum).toBe(total);
    const { c: owner } = await signIn(server.url, DEMO.owner);
    expect((await owner.request("GET", "/api/admin/applications")).status).toBe(403);
  });
});
