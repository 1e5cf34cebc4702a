import * as z from "zod/mini";
import type { ValidationKey } from "~/i18n/validation";

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

/** A trimmed text of at least `min` characters: `message` when shorter or missing. */
export const MinText = (min: number, message: ValidationKey, max = 120) =>
  z.string(msg(message)).check(z.trim(), z.minLength(min, msg(message)), z.maxLength(max, msg("tooLong")));

export const NameSchema = MinText(2, "nameMin");

/** At least 10 characters that look like a phone number (digits, spaces, + - ( )). */
export const PhoneSchema = z
  .string(msg("phoneInvalid"))
  .check(
    z.trim(),
    z.minLength(10, msg("phoneInvalid")),
    z.maxLength(20, msg("phoneInvalid")),
    z.regex(/^\+?[\d\s\-()]+$/, msg("phoneInvalid")),
  );

/** An optional trimmed text: blank becomes undefined. */
export const OptionalText = (max = 2000) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, msg("tooLong")))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  );

/** An optional trimmed text that, when given, has at least `min` characters. */
export const OptionalMinText = (min: number, message: ValidationKey, max = 120) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, msg("tooLong")))),
    z.pipe(
      z.transform((v: string | undefined) => (v ? v : undefined)),
      z.optional(z.string().check(z.minLength(min, msg(message)))),
    ),
  );

/** A checkbox: "on"/"true"/true is true, anything else false. */
export const CheckboxSchema = z.pipe(
  z.optional(z.union([z.boolean(), z.string()])),
  z.transform((v: boolean | string | undefined) => v === true || v === "on" || v === "true"),
);

/** A status word accepted in either case (approved / APPROVED), as API.md allows. */
export const UpperEnum = <const T extends readonly [string, ...string[]]>(values: T, message: ValidationKey) =>
  z.pipe(
    z.string(msg(message)).check(z.trim(), z.toUpperCase()),
    z.enum(values, msg(message)),
  );

export const URL_MAX = 500;

/**
 * A web address ('Please enter a valid URL'): http or https, a host name with a dot
 * (no "localhost", no bare words), at most 500 characters; stored normalised (scheme and
 * host lower-cased, spaces escaped), as the browser's URL parser writes it.
 */
export const HttpUrlSchema = z.pipe(
  z.string(msg("urlInvalid")).check(z.trim(), z.maxLength(URL_MAX, msg("tooLong"))),
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, normalize: true, ...msg("urlInvalid") }),
);
