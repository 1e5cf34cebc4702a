import { z } from "zod";
import type { ValidationKey } from "~/i18n/validation";

/*
 * Shared field schemas. Messages are keys of app/i18n/validation.ts. Conform turns empty
 * strings into undefined, so each field gives its own message for a missing value too.
 */
const msg = (key: ValidationKey) => ({ error: key });

export const EmailSchema = z
  .string(msg("emailInvalid"))
  .trim()
  .max(254, msg("emailInvalid"))
  .pipe(z.email(msg("emailInvalid")))
  .transform((v) => v.toLowerCase());

export const PasswordSchema = z
  .string(msg("passwordMin"))
  .min(6, msg("passwordMin"))
  .max(200, msg("tooLong"));

export const NameSchema = z
  .string(msg("nameMin"))
  .trim()
  .min(2, msg("nameMin"))
  .max(120, msg("tooLong"));

/** At least 10 characters that look like a phone number (digits, spaces, + - ( )). */
export const PhoneSchema = z
  .string(msg("phoneInvalid"))
  .trim()
  .min(10, msg("phoneInvalid"))
  .max(20, msg("phoneInvalid"))
  .regex(/^\+?[\d\s\-()]+$/, msg("phoneInvalid"));

export const OptionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, msg("tooLong"))
    .optional()
    .transform((v) => (v ? v : undefined));

/** A checkbox: "on"/"true"/true is true, anything else false. */
export const CheckboxSchema = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

export { msg };
