import { describe, expect, it } from "vitest";
import { makeBrief, makeCommunity, makeUser } from "../../../../tests/factories";
import { advertiserSearchAction, advertiserSearchLoader } from "./server";
import { createPackage, setPackageActive } from "~/models/storefront/packages.server";
import { createUserSession } from "~/server/session-cookie.server";

/* /advertiser/search through its loader, with real Requests and signed-in users. */

async function load(userId: number, search = "", lang?: string) {
  const session = (await createUserSession(userId, false)).split(";")[0];
  const cookie = lang ? `${session}; lang=${lang}` : session;
  const request = new Request(`http://localhost/advertiser/search${search}`, { headers: { cookie } });
  const response = await advertiserSearchLoader({ request, params: {}, context: {} });
  return response.json();
}

type Card = { id: number; name: string; href: string };
const names = (data: { communities: Card[] }) => data.communities.map((c) => c.name);

describe("the advertiser's community search", () => {
  it("shows verified communities by default; verified=false shows the others too", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const tag = `Cari${Date.now() % 100_000}`;
    makeCommunity(await makeUser(), { name: `${tag} Terverifikasi`, isVerified: true });
    makeCommunity(await makeUser(), { name: `${tag} Belum` });
    const byDefault = await load(advertiser.id, `?q=${tag}`);
    expect(names(byDefault)).toEqual([`${tag} Terverifikasi`]);
    expect(byDefault).toMatchObject({ total: 1, filtersOn: 0, canReset: true, form: { verified: true, q: tag } });
    const all = await load(advertiser.id, `?q=${tag}&verified=false`);
    expect(names(all).sort()).toEqual([`${tag} Belum`, `${tag} Terverifikasi`]);
    expect(all).toMatchObject({ filtersOn: 1, form: { verified: false } });
    // The plain form's hidden default, then the checked box: verified only.
    expect(names(await load(advertiser.id, `?q=${tag}&verified=false&verified=true`))).toEqual([`${tag} Terverifikasi`]);
  });

  it("filters by category, location and a member range up to 100,000+, keeping the filters in every link", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const tag = `Rentang${Date.now() % 100_000}`;
    const big = makeCommunity(await makeUser(), {
      name: `${tag} Besar`,
      categories: ["ARTS"],
      location: "Medan",
      memberCount: 150_000,
      isVerified: true,
    });
    makeCommunity(await makeUser(), { name: `${tag} Kecil`, categories: ["ARTS"], location: "Medan", memberCount: 900, isVerified: true });
    makeCommunity(await makeUser(), {
      name: `${tag} Lain`,
      categories: ["GAMING"],
      location: "Bogor",
      memberCount: 150_000,
      isVerified: true,
    });
    const data = await load(advertiser.id, `?q=${tag}&category=ARTS&location=Medan&min_members=1000&max_members=100000`);
    expect(names(data)).toEqual([`${tag} Besar`]);
    expect(data.filtersOn).toBe(3);
    expect(data.form).toMatchObject({ category: "ARTS", location: "Medan", min: "1000", max: "" });
    const card = data.communities[0] as Card;
    expect(card.href).toBe(`/advertiser/search?q=${tag}&category=ARTS&location=Medan&min_members=1000&community=${big.id}`);
    expect(data.closeHref).toBe(`/advertiser/search?q=${tag}&category=ARTS&location=Medan&min_members=1000`);
    // 10,000 is a bound here (it is browse's top, not this page's).
    expect(names(await load(advertiser.id, `?q=${tag}&max_members=10000`))).toEqual([`${tag} Kecil`]);
    expect(data.rangeHint).toBe("From 0 to 100,000+ members, in steps of 100.");
    expect(data.categories).toHaveLength(15);
  });

  it("opens a listed community's detail with 'Contact Community' for an approved advertiser", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER", fullname: "Rahmat Hidayat" });
    const community = makeCommunity(await makeUser(), { name: "Komunitas Kopi Medan", isVerified: true });
    const { detail } = await load(advertiser.id, `?community=${community.id}`);
    expect(detail).toMatchObject({ found: true, community: { id: community.id, name: "Komunitas Kopi Medan" }, interests: ["coding"] });
    const href = (detail && "contactHref" in detail ? detail.contactHref : null) ?? "";
    expect(href.startsWith("mailto:halo@guyub.id?subject=")).toBe(true);
    const mail = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(mail.get("subject")).toBe(`Contact request: Komunitas Kopi Medan (ID ${community.id})`);
    expect(mail.get("body")).toContain("Name: Rahmat Hidayat");
    expect(mail.get("body")).toContain(`E-mail: ${advertiser.email}`);
    // In Indonesian.
    const { detail: inIndonesian } = await load(advertiser.id, `?community=${community.id}`, "id");
    const idHref = (inIndonesian && "contactHref" in inIndonesian ? inIndonesian.contactHref : null) ?? "";
    expect(new URLSearchParams(idHref.split("?")[1]).get("subject")).toBe(`Permintaan kontak: Komunitas Kopi Medan (ID ${community.id})`);
    // The dialog links to the verified community's public page.
    expect(inIndonesian).toMatchObject({ publicPage: { href: `/c/${community.id}-komunitas-kopi-medan`, label: "Halaman publik" } });
    const unverified = makeCommunity(await makeUser(), { isVerified: false });
    expect((await load(advertiser.id, `?community=${unverified.id}&verified=false`)).detail).toMatchObject({
      found: true,
      publicPage: null,
    });
  });

  it("lists a verified community's active packages in the dialog, each booked from there by an approved advertiser", async () => {
    const owner = await makeUser();
    const community = makeCommunity(owner, { name: "Komunitas Sepeda Solo", isVerified: true });
    const post = { description: "Satu unggahan di grup.", kind: "ONLINE_POST", platform: "WHATSAPP", delivery_days: 3 };
    const first = createPackage(owner, { ...post, title: "1 WA group post", price: "Rp 500.000" });
    const paused = createPackage(owner, { ...post, title: "Live 30 menit", price: "750.000" });
    setPackageActive(owner, paused.id, false);
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const { detail } = await load(advertiser.id, `?community=${community.id}`);
    expect(detail && "packagesHtml" in detail ? detail.packagesHtml : "").toContain(
      `<a href="/advertiser/bookings/new?package=${first.id}" class="btn-secondary" aria-label="Book 1 WA group post">Book</a>`,
    );
    expect(detail).toMatchObject({
      packages: [
        {
          id: first.id,
          title: "1 WA group post",
          price: "Rp 500.000",
          book: { href: `/advertiser/bookings/new?package=${first.id}`, label: "Book 1 WA group post", text: "Book" },
        },
      ],
    });
    // A pending advertiser sees the packages, without the button.
    const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    const seen = (await load(pending.id, `?community=${community.id}`)).detail;
    expect(seen?.found ? seen.packages.map((p) => p.book) : null).toEqual([null]);
  });

  it("offers no contact to a pending advertiser, and no detail of an unlisted community", async () => {
    const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    const listed = makeCommunity(await makeUser(), { isVerified: true });
    expect((await load(pending.id, `?community=${listed.id}`)).detail).toMatchObject({ found: true, contactHref: null });
    // A community whose owner is not APPROVED is not shown to advertisers.
    const hidden = makeCommunity(await makeUser({ status: "PENDING" }), { isVerified: true });
    const approved = await makeUser({ role: "ADVERTISER" });
    expect((await load(approved.id, `?community=${hidden.id}`)).detail).toEqual({ found: false });
    expect((await load(approved.id, "?community=abc")).detail).toBeNull();
  });

  it("answers only advertisers", async () => {
    const owner = await makeUser();
    const request = new Request("http://localhost/advertiser/search", {
      headers: { cookie: (await createUserSession(owner.id, false)).split(";")[0] },
    });
    const answer = await advertiserSearchLoader({ request, params: {}, context: {} }).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
  });
});

describe("inviting a community from the detail dialog", () => {
  async function invite(userId: number, search: string, fields: Record<string, string>, lang?: string) {
    const session = (await createUserSession(userId, false)).split(";")[0];
    const request = new Request(`http://localhost/advertiser/search${search}`, {
      method: "POST",
      headers: { cookie: lang ? `${session}; lang=${lang}` : session, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return advertiserSearchAction({ request, params: {}, context: {} });
  }

  it("offers the advertiser's ACTIVE briefs, invites once (filters kept), then says Invited; a second time is 409", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const active = makeBrief(advertiser, { status: "ACTIVE", title: "Brief Aktif Undangan" });
    makeBrief(advertiser, { status: "DRAFT", title: "Brief Draf Undangan" });
    const community = makeCommunity(await makeUser(), { isVerified: true });
    const search = `?q=kopi&category=ARTS&community=${community.id}`;
    const before = await load(advertiser.id, search);
    expect(before.detail?.invite).toEqual({ kind: "form", choices: [{ id: active.id, title: "Brief Aktif Undangan" }], invited: [] });

    const sent = await invite(advertiser.id, search, { communityId: String(community.id), briefId: String(active.id) });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/advertiser/search${search}`);
    const after = await load(advertiser.id, search);
    expect(after.detail?.invite).toEqual({ kind: "form", choices: [], invited: [{ id: active.id, title: "Brief Aktif Undangan" }] });

    const again = await invite(advertiser.id, search, { communityId: String(community.id), briefId: String(active.id) }, "id");
    expect(again.status).toBe(409);
    const reply = (await again.json()) as { result: { error: Record<string, string[]> } };
    expect(reply.result.error[""]).toEqual(["Undangan tidak dapat dikirim: Komunitas ini sudah diundang ke brief ini"]);
  });

  it("tells a pending advertiser and one without an active brief why not, and refuses a pending advertiser's post", async () => {
    const community = makeCommunity(await makeUser(), { isVerified: true });
    const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    makeBrief(pending, { status: "ACTIVE" });
    expect((await load(pending.id, `?community=${community.id}`)).detail?.invite).toEqual({ kind: "pending" });
    expect((await invite(pending.id, "", { communityId: String(community.id), briefId: "1" })).status).toBe(403);
    const without = await makeUser({ role: "ADVERTISER" });
    expect((await load(without.id, `?community=${community.id}`)).detail?.invite).toEqual({ kind: "none" });
    // Another advertiser's brief is not found.
    const other = makeBrief(await makeUser({ role: "ADVERTISER" }), { status: "ACTIVE" });
    expect((await invite(without.id, "", { communityId: String(community.id), briefId: String(other.id) })).status).toBe(404);
  });
});
