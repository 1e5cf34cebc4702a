import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { communities } from "../../../../db/schema";
import { makeCommunity, makeUser } from "../../../../tests/factories";
import { db } from "~/lib/server/db.server";
import { createPackage } from "~/models/storefront/packages.server";
import { loader } from "./server";

/* The public page's loader: what it shows, in which language, and its JSON-LD. */

async function load(slug: string, lang = "en") {
  const request = new Request(`http://localhost/c/${slug}`, { headers: { cookie: `lang=${lang}` } });
  try {
    const response = await loader({ request, params: { slug }, context: {} });
    return { status: response.status, location: null, data: await response.json() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location"), data: null };
    throw thrown;
  }
}

describe("the public page's loader", () => {
  it("shows the facts, the active packages in order and the rating in JSON-LD, in Indonesian", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const community = makeCommunity(owner, { isVerified: true, name: "Kopi Lovers Bandung", location: "Bandung", memberCount: 1200 });
    db.update(communities).set({ rating: 4.6, ratingCount: 12 }).where(eq(communities.id, community.id)).run();
    const post = { description: "One post in our main group.", kind: "ONLINE_POST", platform: "WHATSAPP", delivery_days: 3 };
    createPackage(owner, { ...post, title: "Pinned post", price: "750.000" });
    createPackage(owner, { ...post, title: "Paused post", price: 1, active: false });
    const { status, data } = await load(`${community.id}-kopi-lovers-bandung`, "id");
    expect(status).toBe(200);
    expect(data!.facts).toEqual(
      expect.arrayContaining([
        ["Kota", "Bandung · Online"],
        ["Penilaian", "4,6 ★ (12)"],
        ["Kampanye selesai", "0"],
      ]),
    );
    expect(data!.packages).toEqual([
      expect.objectContaining({
        title: "Pinned post",
        kind: "Unggahan online",
        platform: "WhatsApp",
        price: "Rp 750.000",
        delivery: "Selesai dalam 3 hari",
        href: `/auth?redirectTo=${encodeURIComponent(`/c/${community.id}-kopi-lovers-bandung`)}`,
      }),
    ]);
    expect(data!.bookAs).toBe("login");
    expect(data!.head.jsonLd.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    // Its active packages as offers, in Rupiah.
    expect(data!.head.jsonLd.makesOffer).toEqual([
      { "@type": "Offer", name: "Pinned post", description: "One post in our main group.", price: 750_000, priceCurrency: "IDR" },
    ]);
    expect(data!.head.locale).toBe("id_ID");
    expect(data!.head.description).toBe(
      "Kopi Lovers Bandung di Guyub: Bandung · Online · 1.200+ anggota · 4,6 ★ (12). Lihat paket dan harganya, lalu pesan.",
    );
  });

  it("counts the delivery days in words: 1 day, 14 days", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const community = makeCommunity(owner, { isVerified: true, name: "Bogor Runners" });
    const post = { description: "A story in our group.", kind: "ONLINE_POST", platform: "WHATSAPP", price: 100_000 };
    createPackage(owner, { ...post, title: "Same-day story", delivery_days: 1 });
    createPackage(owner, { ...post, title: "Two-week series", delivery_days: 14 });
    const { data } = await load(`${community.id}-bogor-runners`, "en");
    expect(data!.packages.map((p) => p.delivery)).toEqual(["Delivered within 1 day", "Delivered within 14 days"]);
    const inIndonesian = await load(`${community.id}-bogor-runners`, "id");
    expect(inIndonesian.data!.packages.map((p) => p.delivery)).toEqual(["Selesai dalam 1 hari", "Selesai dalam 14 hari"]);
  });

  it("answers 301 for another slug and 404 for a community that is not verified", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const community = makeCommunity(owner, { isVerified: true, name: "Jakarta JS" });
    expect(await load(`${community.id}`)).toMatchObject({ status: 301, location: `/c/${community.id}-jakarta-js` });
    db.update(communities).set({ isVerified: false }).where(eq(communities.id, community.id)).run();
    expect((await load(`${community.id}-jakarta-js`)).status).toBe(404);
    expect((await load("x-jakarta-js")).status).toBe(404);
  });
});
