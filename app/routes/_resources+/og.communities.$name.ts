import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCommunityPage, shareCardHash, shareCardOf, shareImagePath } from "~/models/storefront/community-page.server";
import { shareImage } from "~/models/storefront/share-image.server";
import { imageNotFound } from "~/server/image-file.server";

/*
 * GET /og/communities/<id>-<hash>.png: the share image of a community's public page
 * (app/models/storefront/share-image.server.ts), 1200x630 PNG. The hash names what the
 * image shows, so an answer never changes: cached for a year, immutable. An old hash (the
 * community changed its name, logo, rating or city since the link was shared) answers
 * 302 to the current image; a community without a public page, 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const match = /^(\d{1,15})-([0-9a-f]{16})\.png$/.exec(params.name ?? "");
  const page = match ? getCommunityPage(Number(match[1])) : undefined;
  if (!match || !page) return imageNotFound();
  const card = shareCardOf(page.community);
  if (shareCardHash(card) !== match[2]) {
    return new Response(null, { status: 302, headers: { Location: shareImagePath(card), "Cache-Control": "no-store" } });
  }
  const png = await shareImage(card);
  return new Response(new Uint8Array(png), {
    status: 200,
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
