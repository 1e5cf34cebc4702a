/*
 * The address of a verified community's public page (docs/product.md, "The community's
 * public page"): /c/<id>-<slug>, the slug made from its name. Only the id finds the
 * community; a missing or different slug answers 301 to this address.
 */

const SLUG_MAX = 60;

/** A name as an address word: lower-case ASCII letters and digits joined by "-" ("Kopi Lovers Bandung!" -> "kopi-lovers-bandung"). */
export function communitySlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  // A name without a Latin letter or digit still gets a word.
  return slug || "community";
}

/** The public page's path: "/c/12-kopi-lovers-bandung". */
export function communityPagePath(community: { id: number; name: string }): string {
  return `/c/${community.id}-${communitySlug(community.name)}`;
}

/** The id an address names ("12-kopi-lovers" or "12"), or null for anything else. */
export function communityPageId(param: string | undefined): number | null {
  const match = /^(\d{1,15})(?:-|$)/.exec(param ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}
