import * as z from "zod/mini";
import type { ValidationKey } from "~/i18n/validation";
import { isCleanLine, isCleanText, visibleLength } from "./text";

/*
 * Shared field schemas, written with zod/mini so a form that validates in the browser
 * ships a few KB of validation code (full zod is ~95 KB gzip). Always `import * as z`
 * (never `{ z }`): the namespace import lets the bundler drop what is not used.
 * Messages are keys of app/i18n/validation.ts. Forms arrive through parseForm
 * (./parse.ts), which turns empty strings into undefined, so each field gives its own
 * message for a missing value too.
 */
export const msg = (key: ValidationKey) => ({ error: key });

export const EmailSchema = z.pipe(
  z.string(msg("emailInvalid")).check(z.trim(), z.maxLength(254, msg("emailInvalid"))),
  z.email(msg("emailInvalid")).check(z.toLowerCase()),
);

export const PASSWORD_MIN = 6;

export const PasswordSchema = z
  .string(msg("passwordMin"))
  .check(z.minLength(PASSWORD_MIN, msg("passwordMin")), z.maxLength(200, msg("tooLong")));

/** A text as typed: NFC (one way to write "é"), no space around it. */
const typed = () => [z.normalize("NFC"), z.trim()] as const;

/**
 * Hidden or reordering characters (./text.ts says which): their message alone, no other
 * check after it.
 */
const cleanLine = () => z.refine<string>(isCleanLine, { ...msg("textHidden"), abort: true });
const cleanText = () => z.refine<string>(isCleanText, { ...msg("textHidden"), abort: true });

/**
 * A name or a title on one line: at least `min` visible characters (`message` when fewer
 * or missing), no hidden or reordering characters (./text.ts), at most `max` characters.
 */
export const MinLine = (min: number, message: ValidationKey, max = 120) =>
  z.string(msg(message)).check(
    ...typed(),
    z.maxLength(max, msg("tooLong")),
    cleanLine(),
    z.refine((v) => visibleLength(v) >= min, msg(message)),
  );

/**
 * A multi-line text (a description, notes) of at least `min` characters, spaces counted,
 * invisible ones not (`message` when fewer or missing); no control characters but tab and
 * line breaks, no direction overrides.
 */
export const MinText = (min: number, message: ValidationKey, max = 120) =>
  z.string(msg(message)).check(
    ...typed(),
    z.maxLength(max, msg("tooLong")),
    cleanText(),
    z.refine((v) => visibleLength(v, { spaces: true }) >= min, msg(message)),
  );

export const NameSchema = MinLine(2, "nameMin");

/** At least 10 characters that look like a phone number (digits, spaces, + - ( )). */
export const PhoneSchema = z
  .string(msg("phoneInvalid"))
  .check(
    z.trim(),
    z.minLength(10, msg("phoneInvalid")),
    z.maxLength(20, msg("phoneInvalid")),
    z.regex(/^\+?[\d\s\-()]+$/, msg("phoneInvalid")),
  );

/** An optional multi-line text (see MinText): blank becomes undefined. */
export const OptionalText = (max = 2000) =>
  z.pipe(
    z.optional(z.string().check(...typed(), z.maxLength(max, msg("tooLong")), cleanText())),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  );

/** An optional single line (see MinLine): blank, or nothing visible, becomes undefined. */
export const OptionalLine = (max = 120) =>
  z.pipe(
    z.optional(z.string().check(...typed(), z.maxLength(max, msg("tooLong")), cleanLine())),
    z.transform((v: string | undefined) => (v && visibleLength(v) > 0 ? v : undefined)),
  );

/** An optional single line that, when given, has at least `min` visible characters. */
export const OptionalMinLine = (min: number, message: ValidationKey, max = 120) =>
  z.pipe(
    z.optional(z.string().check(...typed(), z.maxLength(max, msg("tooLong")), cleanLine())),
    z.pipe(
      z.transform((v: string | undefined) => (v ? v : undefined)),
      z.optional(z.string().check(z.refine((v) => visibleLength(v) >= min, msg(message)))),
    ),
  );

/** A checkbox: "on"/"true"/true is true, anything else false. */
export const CheckboxSchema = z.pipe(
  z.optional(z.union([z.boolean(), z.string()])),
  z.transform((v: boolean | string | undefined) => v === true || v === "on" || v === "true"),
);

/** A status word accepted in either case (approved / APPROVED), as the JSON API allows. */
export const UpperEnum = <const T extends readonly [string, ...string[]]>(values: T, message: ValidationKey) =>
  z.pipe(z.string(msg(message)).check(z.trim(), z.toUpperCase()), z.enum(values, msg(message)));

export const URL_MAX = 500;

/** A scheme at the start ("https:", "mailto:"); a host name with a port ("x.id:8080") has a dot, a scheme none. */
const SCHEME = /^[a-z][a-z0-9+-]*:/i;

/**
 * An address as people type it: "instagram.com/budikopi" or "//instagram.com/budikopi"
 * means https://instagram.com/budikopi. One with a scheme stays as it is (and is refused
 * below unless http or https).
 */
export function withHttpsScheme(value: string): string {
  if (value === "" || SCHEME.test(value)) return value;
  return `https://${value.replace(/^\/\//, "")}`;
}

/**
 * A web address ('Please enter a valid URL'): http or https, a host name with a dot
 * (no "localhost", no bare words), at most 500 characters; without a scheme it gets
 * https:// (withHttpsScheme); stored normalised (scheme and host lower-cased, spaces
 * escaped), as the browser's URL parser writes it.
 */
export const HttpUrlSchema = z.pipe(
  z.pipe(z.string(msg("urlInvalid")).check(z.trim()), z.transform(withHttpsScheme)),
  z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain, normalize: true, ...msg("urlInvalid") })
    .check(z.maxLength(URL_MAX, msg("tooLong"))),
);

/**
 * An optional whole number of 0 or more (an amount in rupiah, a count of people), typed
 * with '.' grouping ("1.500.000", "Rp 1.500.000") or sent as a JSON number; blank is
 * none; at most 10^12. `message` names what was expected.
 */
export const WholeNumber = (message: ValidationKey) =>
  z.pipe(
    z.optional(z.union([z.number(), z.string(), z.null()])),
    z.pipe(
      z.transform((v: number | string | null | undefined) => {
        if (v === undefined || v === null) return undefined;
        if (typeof v === "number") return v;
        const digits = v
          .trim()
          .replace(/^rp\.?\s*/i, "")
          .replace(/[.\s]/g, "");
        if (digits === "") return undefined;
        return /^\d{1,13}$/.test(digits) ? Number(digits) : Number.NaN;
      }),
      z.optional(z.int(msg(message)).check(z.gte(0, msg(message)), z.lte(1_000_000_000_000, msg(message)))),
    ),
  );
