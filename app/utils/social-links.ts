/*
 * Social links are a map of name to URL (on members and communities). The
 * member form offers a fixed field for each of the common networks and one row for any
 * other name. Shared by the schemas (app/validation/member.ts) and the pages, so it
 * imports nothing.
 */

/** The networks the member form always shows, in its order (keys as stored). */
export const SOCIAL_LINK_FIELDS = ["instagram", "tiktok", "twitter", "linkedin", "facebook", "website"] as const;

/** At most this many links per member. */
export const MAX_SOCIAL_LINKS = 20;

/**
 * A stored link name: lower case, letters, digits, "_" and "-" (spaces become "-"), at
 * most 40 characters. It is a form field name ("social_links.github") and an HTML id,
 * so it never holds ".", "[", "]" or spaces.
 */
export const LINK_NAME_PATTERN = /^[\p{Ll}\p{Lo}\p{N}_-]{1,40}$/u;

/** A link name as typed ("Personal Blog") to its stored form ("personal-blog"). */
export function linkKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** Only http(s) addresses are ever rendered as links (old or hand-made rows included). */
export function isHttpUrl(url: unknown): url is string {
  return typeof url === "string" && /^https?:\/\/[^\s]+$/i.test(url);
}
