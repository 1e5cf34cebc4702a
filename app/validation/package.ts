import * as z from "zod/mini";
import { OFFLINE_PLATFORM, PACKAGE_KINDS, PLATFORM_TYPES } from "~/utils/enums";
import { Id } from "./application";
import { MinLine, MinText, OptionalText, UpperEnum, WholeNumber, msg } from "./fields";

/*
 * A community's package (docs/product.md, "Packages"): what a brand books at a fixed
 * price. One set of fields serves the owner's Packages form and the JSON API (POST
 * /api/packages, PUT /api/packages/{id}); the model checks the input again with
 * PackageApiSchema and checks what needs the database (the platform is one of the
 * community's, or OFFLINE).
 */

export const PACKAGE_TITLE_MAX = 120;
export const PACKAGE_TEXT_MAX = 2000;
export const PACKAGE_PROVIDES_MAX = 1000;
/** At most this many packages per community (published or paused). */
export const MAX_PACKAGES = 10;
export const DELIVERY_DAYS_MAX = 365;
/** The highest price a package may ask (whole Rupiah). */
export const PACKAGE_PRICE_MAX = 10_000_000_000;

/** What a package's platform may be: a platform type, or OFFLINE. */
export const PACKAGE_PLATFORMS = [...PLATFORM_TYPES, OFFLINE_PLATFORM] as const;

/** A required whole number (see WholeNumber): blank is `message` too. */
const RequiredWhole = (message: Parameters<typeof msg>[0], min: number, max: number) =>
  z.pipe(WholeNumber(message), z.number(msg(message)).check(z.gte(min, msg(message)), z.lte(max, msg(message))));

const fields = {
  title: MinLine(3, "packageTitleMin", PACKAGE_TITLE_MAX),
  description: MinText(10, "packageDescriptionMin", PACKAGE_TEXT_MAX),
  kind: UpperEnum(PACKAGE_KINDS, "packageKindRequired"),
  platform: UpperEnum(PACKAGE_PLATFORMS, "packagePlatformInvalid"),
  /** Whole Rupiah, typed "500.000" or "Rp 500.000", or a JSON number. */
  price: RequiredWhole("packagePriceInvalid", 1, PACKAGE_PRICE_MAX),
  delivery_days: RequiredWhole("deliveryDaysInvalid", 1, DELIVERY_DAYS_MAX),
  brand_provides: OptionalText(PACKAGE_PROVIDES_MAX),
};

/** What the model stores. */
export type PackageInput = {
  title: string;
  description: string;
  kind: (typeof PACKAGE_KINDS)[number];
  platform: string;
  price: number;
  delivery_days: number;
  brand_provides: string;
  /** Absent: a new package is published, an edited one keeps its state. */
  active?: boolean;
};

const FieldsObject = z.object(fields);
type FieldsValue = z.output<typeof FieldsObject>;

const toInput = (v: FieldsValue): PackageInput => ({ ...v, brand_provides: v.brand_provides ?? "" });

/** The Packages screen's Add form. */
export const PackageSchema = z.pipe(FieldsObject, z.transform(toInput));

/** The Packages screen's Edit form: the same fields and the package's id. */
export const PackageEditSchema = z.pipe(
  z.object({ ...fields, id: Id }),
  z.transform((v): PackageInput & { id: number } => ({ ...toInput(v), id: v.id })),
);

/** Pause, resume, delete, move up or down: the package's id. */
export const PackageIdSchema = z.object({ id: Id });

/**
 * POST /api/packages and PUT /api/packages/{id}: the package's fields (a PUT replaces
 * them; brand_provides left out is cleared) and `active` (optional: a new package is
 * published, an edited one keeps its state).
 */
export const PackageApiSchema = z.pipe(
  z.object({
    ...fields,
    brand_provides: z.optional(z.nullable(OptionalText(PACKAGE_PROVIDES_MAX))),
    active: z.optional(z.boolean(msg("invalidValue"))),
  }),
  z.transform(({ active, ...v }): PackageInput => ({
    ...v,
    brand_provides: v.brand_provides ?? "",
    ...(active === undefined ? {} : { active }),
  })),
);

export type PackageApiInput = z.input<typeof PackageApiSchema>;
