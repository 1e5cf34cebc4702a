import * as z from "zod/mini";
import { CATEGORIES, COMMUNITY_AGE_RANGES, PLATFORM_TYPES } from "~/utils/enums";
import { LOCATIONS } from "~/utils/locations";
import { HttpUrlSchema, MinLine, MinText, OptionalLine, msg } from "./fields";
import { isCleanLine } from "./text";

/*
 * The community profile (docs/product.md, "Communities"), one schema for the
 * /community/profile form and the JSON API (POST/PUT /api/communities). The form sends
 * strings and rows (`platforms[0].url`, `social_links[0].name`); the API sends JSON
 * (booleans, numbers, a list of interests, social links as a name -> URL map). Each field
 * accepts both and gives the same value.
 */

/** The most rows a row list (platforms, social links) may have. */
const MAX_ROWS = 12;

/** An https:// address with a dotted host name. */
const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
};

const optionalUrl = z.optional(HttpUrlSchema);

/** Logos the server stored itself: /logos/<content hash>.webp (app/models/logo.server.ts). */
export const STORED_LOGO = /^\/logos\/[0-9a-f]{16,64}\.webp$/;

/**
 * The logo link: https only (pages forbid mixed content), or a logo stored here. Blank
 * means no logo.
 */
const LogoUrlSchema = z.optional(
  z.string(msg("logoUrlHttps")).check(
    z.trim(),
    z.maxLength(500, msg("tooLong")),
    z.refine((v) => STORED_LOGO.test(v) || isHttpsUrl(v), msg("logoUrlHttps")),
  ),
);

/** One value or many (a checkbox group, or older data's single category) as a list. */
const asList = z.transform((v: unknown) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]));

const CategoriesSchema = z.pipe(
  asList,
  z
    .array(z.enum(CATEGORIES, msg("invalidValue")))
    .check(z.minLength(1, msg("categoryRequired")), z.maxLength(CATEGORIES.length, msg("invalidValue"))),
);

/** A form's "true"/"false" radio or the API's boolean; online unless said otherwise. */
const OnlineSchema = z.pipe(
  z.optional(z.union([z.boolean(), z.string()])),
  z.transform((v: boolean | string | undefined) => (v === undefined ? true : v === true || v === "true" || v === "on")),
);

/** A whole number of 0 or more; the form may group thousands with '.' (1.500). */
const MemberCountSchema = z.pipe(
  z.optional(z.union([z.number(), z.string()])),
  z.pipe(
    z.transform((v: number | string | undefined) => {
      if (v === undefined) return 0;
      if (typeof v === "number") return v;
      const digits = v.trim().replace(/[.\s]/g, "");
      return /^\d{1,12}$/.test(digits) ? Number(digits) : Number.NaN;
    }),
    z.int(msg("numberInvalid")).check(z.gte(0, msg("numberInvalid")), z.lte(1_000_000_000, msg("numberInvalid"))),
  ),
);

/** Interests: a comma-separated text in the form, a list in the API. */
const InterestsSchema = z.pipe(
  z.optional(z.union([z.string(), z.array(z.string())])),
  z.pipe(
    z.transform((v: string | string[] | undefined) =>
      (typeof v === "string" ? v.split(",") : (v ?? [])).map((s) => s.normalize("NFC").trim()).filter(Boolean),
    ),
    z
      .array(z.string().check(z.maxLength(40, msg("tooLong")), z.refine<string>(isCleanLine, msg("textHidden"))))
      .check(z.maxLength(20, msg("tooLong"))),
  ),
);

const DemographicsSchema = z.pipe(
  z.optional(
    z.object({
      age_range: z.optional(z.enum(COMMUNITY_AGE_RANGES, msg("invalidValue"))),
      gender_ratio: OptionalLine(40),
      interests: InterestsSchema,
    }),
  ),
  z.transform((d) => ({
    age_range: d?.age_range ?? null,
    gender_ratio: d?.gender_ratio ?? null,
    interests: d?.interests ?? [],
  })),
);

const PlatformSchema = z.object({
  type: z.pipe(z.string(msg("invalidValue")).check(z.trim(), z.toUpperCase()), z.enum(PLATFORM_TYPES, msg("invalidValue"))),
  url: optionalUrl,
});

/** At least one platform row (the form's text asks for one), at most MAX_ROWS. */
const PlatformsSchema = z.pipe(
  asList,
  z.array(PlatformSchema).check(z.minLength(1, msg("platformRequired")), z.maxLength(MAX_ROWS, msg("tooLong"))),
);

/** A social link row: blank rows are dropped; a link needs both a name and a valid URL. */
const LinkRowSchema = z.object({ name: OptionalLine(40), url: optionalUrl }).check(
  z.refine((row) => !row.url || !!row.name, { message: "linkNameRequired", path: ["name"] }),
  z.refine((row) => !row.name || !!row.url, { message: "urlInvalid", path: ["url"] }),
);

/** The form's rows or the API's name -> URL map, as the stored map. */
const CommunityLinksSchema = z.pipe(
  z.pipe(
    z.transform((v: unknown) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.entries(v as Record<string, unknown>).map(([name, url]) => ({ name, url }))
        : v === undefined || v === null
          ? []
          : v,
    ),
    z.array(z.optional(LinkRowSchema)).check(z.maxLength(MAX_ROWS, msg("tooLong"))),
  ),
  z.transform((rows) => {
    const links: Record<string, string> = {};
    for (const row of rows) if (row?.name && row.url) links[row.name] = row.url;
    return links;
  }),
);

const LocationSchema = z.optional(z.string(msg("invalidValue")).check(z.refine((v) => LOCATIONS.includes(v), msg("invalidValue"))));

export const CommunitySchema = z.object({
  name: MinLine(2, "communityNameMin", 120),
  description: MinText(10, "descriptionMin", 2000),
  category: CategoriesSchema,
  location: LocationSchema,
  is_online: OnlineSchema,
  member_count: MemberCountSchema,
  demographics: DemographicsSchema,
  platforms: PlatformsSchema,
  social_links: CommunityLinksSchema,
  logo_url: LogoUrlSchema,
});

export type CommunityInput = z.output<typeof CommunitySchema>;

/** The form's row lists and the most rows each may have. */
export const ROW_LISTS = { platforms: MAX_ROWS, social_links: MAX_ROWS } as const;
