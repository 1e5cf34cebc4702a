import { z } from "zod";
import {
  CheckboxSchema,
  EmailSchema,
  NameSchema,
  OptionalText,
  PasswordSchema,
  PhoneSchema,
  msg,
} from "./fields";

export const LoginSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  rememberMe: CheckboxSchema,
  redirectTo: z.string().optional(),
});

export const RegisterSchema = z
  .object({
    fullname: NameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    password: PasswordSchema,
    confirmPassword: z.string(msg("passwordsDontMatch")),
    role: z.enum(["COMMUNITY_OWNER", "ADVERTISER"], msg("roleRequired")),
    terms: z.union([z.literal("on"), z.literal("true"), z.literal(true)], msg("termsRequired")),
    username: OptionalText(60),
    pic_name: OptionalText(120),
    company_name: OptionalText(120),
    company_description: OptionalText(2000),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: "passwordsDontMatch",
    path: ["confirmPassword"],
    // Check the match even while other fields are still wrong, so every message shows.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v?.password === "string" && typeof v?.confirmPassword === "string";
    },
  });

export type LoginInput = z.infer<typeof LoginSchema>;
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const ApprovalDecisionSchema = z
  .object({
    status: z
      .string(msg("invalidValue"))
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(["APPROVED", "REJECTED"], msg("invalidValue"))),
    rejectionReason: z.string().trim().max(1000, msg("tooLong")).optional(),
  })
  .refine((d) => d.status !== "REJECTED" || (d.rejectionReason ?? "").trim().length > 0, {
    message: "rejectionReasonRequired",
    path: ["rejectionReason"],
  });
export type ApprovalDecision = z.infer<typeof ApprovalDecisionSchema>;
