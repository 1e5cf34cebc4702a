import { describe, expect, it } from "vitest";
import { bookings } from "../../../../db/schema";
import { makeCommunity, makeUser } from "../../../../tests/factories";
import { db } from "~/lib/server/db.server";
import { createPackage, listOwnPackages } from "~/models/storefront/packages.server";
import { createUserSession } from "~/server/session-cookie.server";
import { packagesAction, packagesLoader } from "./server";

/* /community/packages through its loader and action, with real Requests and a signed-in owner. */

async function cookieOf(userId: number, lang?: string) {
  const session = (await createUserSession(userId, false)).split(";")[0];
  return lang ? `${session}; lang=${lang}` : session;
}

async function load(userId: number, search = "", lang?: string) {
  const request = new Request(`http://localhost/community/packages${search}`, { headers: { cookie: await cookieOf(userId, lang) } });
  const response = await packagesLoader({ request, params: {}, context: {} });
  return { status: response.status, data: await response.json() };
}

async function post(userId: number, fields: Record<string, string>, lang?: string) {
  const request = new Request("http://localhost/community/packages", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie: await cookieOf(userId, lang) },
  });
  return packagesAction({ request, params: {}, context: {} });
}

const reply = async (response: Response) =>
  (await response.json()) as { intent?: string; result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };

const FORM = {
  title: "Kopdar sponsorship",
  description: "Your brand on our monthly meetup's banner and a 5-minute talk.",
  kind: "EVENT_SPONSORSHIP",
  platform: "OFFLINE",
  price: "2.000.000",
  delivery_days: "30",
  brand_provides: "",
};

async function verifiedOwner() {
  const owner = await makeUser({ role: "COMMUNITY_OWNER" });
  return { owner, community: makeCommunity(owner, { isVerified: true, name: "Kopi Lovers Bandung" }) };
}

describe("the loader", () => {
  it("has no community to show for an owner without one", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const { data } = await load(owner.id);
    expect(data).toMatchObject({ community: null, packages: [], dialog: null });
  });

  it("lists the packages with their terms formatted, the kinds and the community's platforms, in Indonesian", async () => {
    const { owner, community } = await verifiedOwner();
    const pkg = createPackage(owner, { ...FORM, kind: "ONLINE_POST", platform: "WHATSAPP", price: 500_000, delivery_days: 3 });
    const { data } = await load(owner.id, `?dialog=edit&id=${pkg.id}`, "id");
    expect(data.community).toEqual({
      id: community.id,
      name: "Kopi Lovers Bandung",
      verified: true,
      page: `/c/${community.id}-kopi-lovers-bandung`,
    });
    expect(data.packages).toEqual([
      expect.objectContaining({
        id: pkg.id,
        kind: "Unggahan online",
        platform: "WhatsApp",
        price: "Rp 500.000",
        delivery: "3 hari",
        active: true,
      }),
    ]);
    expect(data.platformOptions).toEqual([
      { value: "WHATSAPP", label: "WhatsApp" },
      { value: "OFFLINE", label: "Offline" },
    ]);
    expect(data.kindOptions).toHaveLength(6);
    // The edit dialog starts with the price as typed.
    expect(data.dialog).toMatchObject({ kind: "edit", pkg: { id: pkg.id, price: "500.000", delivery_days: "3" } });
    expect(data.messages.packages.addPackage).toBe("Tambah paket");
  });

  it("opens no dialog for another owner's package", async () => {
    const { owner } = await verifiedOwner();
    const other = await verifiedOwner();
    const theirs = createPackage(other.owner, FORM);
    expect((await load(owner.id, `?dialog=delete&id=${theirs.id}`)).data.dialog).toBeNull();
    expect((await load(owner.id, "?dialog=edit&id=abc")).data.dialog).toBeNull();
  });
});

describe("the action", () => {
  it("publishes, edits, pauses, moves and deletes, each answered with a redirect and a toast", async () => {
    const { owner } = await verifiedOwner();
    const created = await post(owner.id, { intent: "create", ...FORM });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/community/packages");
    await post(owner.id, { intent: "create", ...FORM, title: "Second package" });
    const [first, second] = listOwnPackages(owner).items;
    expect(first).toMatchObject({ title: FORM.title, price: 2_000_000, deliveryDays: 30, kind: "EVENT_SPONSORSHIP", platform: "OFFLINE" });

    expect((await post(owner.id, { intent: "update", id: String(first!.id), ...FORM, price: "Rp 2.500.000" })).status).toBe(302);
    expect((await post(owner.id, { intent: "pause", id: String(first!.id) })).status).toBe(302);
    expect((await post(owner.id, { intent: "up", id: String(second!.id) })).status).toBe(302);
    expect(listOwnPackages(owner).items.map((p) => [p.title, p.price, p.active])).toEqual([
      ["Second package", 2_000_000, true],
      [FORM.title, 2_500_000, false],
    ]);
    expect((await post(owner.id, { intent: "resume", id: String(first!.id) })).status).toBe(302);
    expect((await post(owner.id, { intent: "delete", id: String(second!.id) })).status).toBe(302);
    expect(listOwnPackages(owner).items.map((p) => [p.title, p.active])).toEqual([[FORM.title, true]]);
  });

  it("keeps the input and puts each error next to its field, in the owner's language", async () => {
    const { owner } = await verifiedOwner();
    const response = await post(owner.id, { intent: "create", ...FORM, title: "", price: "dua juta", platform: "TIKTOK" }, "id");
    expect(response.status).toBe(400);
    const body = await reply(response);
    expect(body.intent).toBe("create");
    expect(body.result.error).toMatchObject({ title: ["packageTitleMin"], price: ["packagePriceInvalid"] });
    expect(body.result.initialValue).toMatchObject({ price: "dua juta", description: FORM.description });
    // The platform needs the database: checked once the fields are valid.
    const platform = await reply(await post(owner.id, { intent: "create", ...FORM, platform: "TIKTOK" }));
    expect(platform.result.error).toEqual({ platform: ["Choose one of your community's platforms, or Offline"] });
  });

  it("shows the model's refusals: not verified, an open booking", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    makeCommunity(owner, { isVerified: false });
    const early = await post(owner.id, { intent: "create", ...FORM });
    expect(early.status).toBe(409);
    expect((await reply(early)).result.error?.[""]?.[0]).toMatch(
      /^Could not save the package: Only a verified community can publish packages/,
    );

    const { owner: verified, community } = await verifiedOwner();
    const brand = await makeUser({ role: "ADVERTISER" });
    const pkg = createPackage(verified, FORM);
    db.insert(bookings)
      .values({
        packageId: pkg.id,
        communityId: community.id,
        advertiserId: brand.id,
        title: pkg.title,
        description: pkg.description,
        kind: pkg.kind,
        platform: pkg.platform,
        deliveryDays: pkg.deliveryDays,
        listPrice: pkg.price,
        price: pkg.price,
        wishedDate: "2026-12-01",
        promote: "Kopi susu launch",
      })
      .run();
    const refused = await post(verified.id, { intent: "delete", id: String(pkg.id) }, "id");
    expect(refused.status).toBe(409);
    expect((await reply(refused)).result.error?.[""]?.[0]).toMatch(
      /^Paket ini punya pemesanan yang masih terbuka, jadi tidak dapat dihapus/,
    );
    expect(listOwnPackages(verified).items).toHaveLength(1);
    // Another owner's package is not found.
    const stranger = await verifiedOwner();
    expect((await post(stranger.owner.id, { intent: "pause", id: String(pkg.id) })).status).toBe(404);
    expect((await post(verified.id, { intent: "explode", id: String(pkg.id) })).status).toBe(400);
  });
});
