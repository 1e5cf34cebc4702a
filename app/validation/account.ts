import * as z from "zod/mini";
import { bothGiven } from "./auth";
import { EmailSchema, MinLine, NameSchema, OptionalMinLine, OptionalText, PASSWORD_MIN, PasswordSchema, PhoneSchema, msg } from "./fields";

/*
 * The account settings forms (community owner account, advertiser account, password
 * change) and the JSON API's user updates (PUT /api/users/{id}).
 * Role, approval status and password are not fields here: they cannot change this way.
 */

/** /community/settings, Personal Information: community full name, PIC name, e-mail, phone. */
export const OwnerAccountSchema = z.object({
  fullname: NameSchema,
  pic_name: MinLine(2, "picNameMin"),
  email: EmailSchema,
  phone: PhoneSchema,
});

/** /advertiser/settings, Personal Information. */
export const AdvertiserAccountSchema = z.object({
  fullname: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
});

/**
 * An NPWP (Indonesian tax number), optional: 15 digits (the old form, typed with its dots
 * and dash or not) or 16 (the NIK-based one); kept as typed digits only.
 */
const NpwpSchema = z.pipe(
  z.optional(z.string().check(z.maxLength(40, msg("tooLong")))),
  z.pipe(
    z.transform((v: string | undefined) => (v ? v.replace(/[\s.-]/g, "") : undefined) || undefined),
    z.optional(z.string().check(z.regex(/^\d{15,16}$/, msg("npwpInvalid")))),
  ),
);

/** /advertiser/settings, Company Information: the name, when given, has 2 characters or more. */
export const CompanySchema = z.object({
  company_name: OptionalMinLine(2, "companyNameShort"),
  company_description: OptionalText(2000),
  // The billing details printed on the brand's invoices (docs/product.md, "Money"): all optional.
  billing_name: OptionalMinLine(2, "billingNameMin", 200),
  billing_address: OptionalText(500),
  billing_npwp: NpwpSchema,
});

/** PUT /api/users/{id}: any of the profile fields, each checked as the forms check it. */
export const AccountUpdateSchema = z.object({
  fullname: z.optional(NameSchema),
  pic_name: z.optional(MinLine(2, "picNameMin")),
  email: z.optional(EmailSchema),
  phone: z.optional(PhoneSchema),
  company_name: z.optional(z.nullable(CompanySchema.shape.company_name)),
  company_description: z.optional(z.nullable(CompanySchema.shape.company_description)),
  billing_name: z.optional(z.nullable(CompanySchema.shape.billing_name)),
  billing_address: z.optional(z.nullable(CompanySchema.shape.billing_address)),
  billing_npwp: z.optional(z.nullable(CompanySchema.shape.billing_npwp)),
});
export type AccountUpdate = z.infer<typeof AccountUpdateSchema>;

/** PUT /api/users/{id}/password. */
export const PasswordChangeApiSchema = z.object({
  currentPassword: z
    .string(msg("currentPasswordRequired"))
    .check(z.minLength(PASSWORD_MIN, msg("currentPasswordRequired")), z.maxLength(200, msg("tooLong"))),
  newPassword: PasswordSchema,
});
export type PasswordChange = z.infer<typeof PasswordChangeApiSchema>;

/** The Password tab: the API's fields and the confirmation, which must match. */
export const PasswordChangeSchema = z
  .object({
    ...PasswordChangeApiSchema.shape,
    confirmPassword: z.string(msg("confirmPasswordRequired")).check(z.minLength(PASSWORD_MIN, msg("confirmPasswordRequired"))),
  })
  .check(
    z.refine((d) => d.newPassword === d.confirmPassword, {
      message: "passwordsDontMatch",
      path: ["confirmPassword"],
      when: (payload) => bothGiven(payload, "newPassword", "confirmPassword"),
    }),
  );

/**
 * The Danger Zone: the user types its own e-mail address to confirm. One schema per
 * user (the page sends the address), so the browser and the server check the same.
 */
export const deleteAccountSchema = (email: string) =>
  z.object({
    confirmation: z.string(msg("deleteConfirmationMismatch")).check(
      z.trim(),
      z.refine((typed) => typed.toLowerCase() === email.toLowerCase(), msg("deleteConfirmationMismatch")),
    ),
  });
