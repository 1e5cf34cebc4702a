import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, freshAccount, freshParty, serverForTests, signIn, type Party } from "./kit";
import { client } from "./server";

/*
 * A verified community's public page over HTTP (docs/product.md, "The community's public
 * page"): the canonical address and its 301s, 404 for a community without a page, the
 * share tags, JSON-LD and image (a real 1200x630 PNG), the Book buttons by reader, and
 * the anonymous page cache.
 */

const server = serverForTests();

async function verifiedCommunity(prefix: string, name: string, verified = true): Promise<Party & { communityId: number }> {
  const owner = await freshParty(server.url, "COMMUNITY_OWNER", prefix);
  const created = await owner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name });
  expect(created.status, created.text).toBe(201);
  const communityId = created.json.id as number;
  if (verified) {
    const { c: admin } = await signIn(server.url, DEMO.admin);
    expect((await admin.request("PUT", `/api/communities/${communityId}/verify`, { verified: true })).status).toBe(200);
  }
  return { ...owner, communityId };
}

const PACKAGE = {
  title: "Kopdar sponsorship",
  description: "Your banner at our Sunday run and a 5-minute talk.",
  kind: "EVENT_SPONSORSHIP",
  platform: "OFFLINE",
  price: 2_000_000,
  delivery_days: 14,
};

/** The content of a meta tag (property or name) in a page's HTML. */
function metaOf(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*(?:property|name)="${key.replace(/[:]/g, "\\:")}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&");
}

describe("the public page", () => {
  it("answers 301 to its canonical address, 404 without a page", async () => {
    const { communityId } = await verifiedCommunity("page-301", "Pelari Pagi Semarang!");
    const visitor = client(server.url);
    const canonical = `/c/${communityId}-pelari-pagi-semarang`;
    for (const path of [`/c/${communityId}`, `/c/${communityId}-wrong-name`, `/c/${communityId}-PELARI-pagi-semarang?rpage=2`]) {
      const res = await visitor.request("GET", path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(path.endsWith("?rpage=2") ? `${canonical}?rpage=2` : canonical);
    }
    expect((await visitor.request("GET", canonical)).status).toBe(200);

    const unverified = await verifiedCommunity("page-404", "Belum Terverifikasi", false);
    for (const path of [
      `/c/${unverified.communityId}-belum-terverifikasi`,
      `/c/${unverified.communityId}`,
      "/c/99999999-nope",
      "/c/abc",
      "/c/0",
    ]) {
      expect((await visitor.request("GET", path)).status, path).toBe(404);
    }
    // Its owner does not see it either: the page is what visitors see.
    expect((await unverified.c.request("GET", `/c/${unverified.communityId}`)).status).toBe(404);
  });

  it("carries the share tags, the canonical link, JSON-LD and a 1200x630 PNG named by its content", async () => {
    const owner = await verifiedCommunity("page-og", "Kopi Lovers Semarang");
    expect((await owner.c.request("POST", "/api/packages", PACKAGE)).status).toBe(201);
    const path = `/c/${owner.communityId}-kopi-lovers-semarang`;
    const res = await client(server.url).request("GET", path);
    expect(res.status).toBe(200);
    const html = res.text;
    const origin = new URL(metaOf(html, "og:url")!).origin;
    expect(metaOf(html, "og:url")).toBe(`${origin}${path}`);
    expect(html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
    expect(metaOf(html, "og:title")).toBe("Kopi Lovers Semarang — Guyub");
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "og:image:width")).toBe("1200");
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Kopi Lovers Semarang",
      url: `${origin}${path}`,
    });

    const image = metaOf(html, "og:image")!;
    expect(metaOf(html, "twitter:image")).toBe(image);
    const imagePath = new URL(image).pathname;
    expect(imagePath).toMatch(new RegExp(`^/og/communities/${owner.communityId}-[0-9a-f]{16}\\.png$`));
    const png = await fetch(server.url + imagePath);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });

    // A community that moved draws a new image; the old address points to it.
    const moved = await owner.c.request("PUT", `/api/communities/${owner.communityId}`, {
      ...COMMUNITY_BODY,
      name: "Kopi Lovers Semarang",
      location: "Surakarta",
    });
    expect(moved.status, moved.text).toBe(200);
    const old = await fetch(server.url + imagePath, { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toMatch(new RegExp(`^/og/communities/${owner.communityId}-[0-9a-f]{16}\\.png$`));
    expect(old.headers.get("location")).not.toBe(imagePath);
    expect((await fetch(`${server.url}/og/communities/${owner.communityId}-zz.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/og/communities/99999999-0123456789abcdef.png`)).status).toBe(404);
  });

  it("offers Book to an approved advertiser, Log in to book to a visitor, a note to a pending advertiser", async () => {
    const owner = await verifiedCommunity("page-book", "Pesepeda Solo");
    const pkg = (await owner.c.request("POST", "/api/packages", PACKAGE)).json as { id: number };
    const path = `/c/${owner.communityId}-pesepeda-solo`;
    const visitor = await client(server.url).request("GET", path);
    expect(visitor.text).toContain(`href="/auth?redirectTo=${encodeURIComponent(path)}"`);
    expect(visitor.text).toContain(">Log in to book</a>");
    expect(visitor.text).toContain("Rp 2.000.000");

    const brand = await freshParty(server.url, "ADVERTISER", "page-book");
    const booked = await brand.c.request("GET", path);
    expect(booked.text).toContain(`href="/advertiser/bookings/new?package=${pkg.id}"`);
    expect(booked.text).not.toContain(">Log in to book</a>");

    const pending = await freshAccount(server.url, "ADVERTISER", { pending: true, prefix: "page-pending" });
    const { c: pendingClient } = await signIn(server.url, pending);
    const waiting = await pendingClient.request("GET", path, undefined, { "Accept-Language": "id" });
    expect(waiting.text).toContain('data-testid="pending-note"');
    expect(waiting.text).not.toContain('data-testid="book-package"');
    // The owner reads its own page without a button.
    expect((await owner.c.request("GET", path)).text).not.toContain('data-testid="book-package"');
  });

  it("is served to visitors from the page cache until a package changes", async () => {
    const owner = await verifiedCommunity("page-cache", "Pendaki Malang");
    const path = `/c/${owner.communityId}-pendaki-malang`;
    const first = await fetch(server.url + path);
    expect(first.status).toBe(200);
    await first.text();
    const second = await fetch(server.url + path);
    expect(second.headers.get("x-cache")).toBe("HIT");
    await second.text();
    expect((await owner.c.request("POST", "/api/packages", PACKAGE)).status).toBe(201);
    const fresh = await fetch(server.url + path);
    expect(fresh.headers.get("x-cache")).not.toBe("HIT");
    expect(await fresh.text()).toContain("Kopdar sponsorship");
  });
});
