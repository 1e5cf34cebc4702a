import * as z from "zod/mini";
import {
  CheckboxSchema,
  EmailSchema,
  NameSchema,
  OptionalLine,
  OptionalMinLine,
  OptionalText,
  PasswordSchema,
  PhoneSchema,
  UpperEnum,
  msg,
} from "./fields";

export const LoginSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  rememberMe: CheckboxSchema,
  redirectTo: z.optional(z.string()),
});

/** True when both are strings: check a match even while other fields are still wrong. */
const bothGiven = ({ value }: { value: unknown }, a: string, b: string) => {
  const v = value as Record<string, unknown> | undefined;
  return typeof v?.[a] === "string" && typeof v?.[b] === "string";
};

export const RegisterSchema = z
  .object({
    fullname: NameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    password: PasswordSchema,
    confirmPassword: z.string(msg("passwordsDontMatch")),
    role: z.enum(["COMMUNITY_OWNER", "ADVERTISER"], msg("roleRequired")),
    terms: z.union([z.literal("on"), z.literal("true"), z.literal(true)], msg("termsRequired")),
    username: OptionalLine(60),
    pic_name: OptionalMinLine(2, "picNameMin"),
    company_name: OptionalMinLine(2, "companyNameShort"),
    company_description: OptionalText(2000),
  })
  .check(
    z.refine((data) => data.password === data.confirmPassword, {
      message: "passwordsDontMatch",
      path: ["confirmPassword"],
      when: (payload) => bothGiven(payload, "password", "confirmPassword"),
    }),
  );

export type RegisterInput = z.infer<typeof RegisterSchema>;

export const ApprovalDecisionSchema = z
  .object({
    status: UpperEnum(["APPROVED", "REJECTED"], "invalidValue"),
    rejectionReason: z.optional(OptionalText(1000)),
  })
  .check(
    z.refine((d) => d.status !== "REJECTED" || (d.rejectionReason ?? "").trim().length > 0, {
      message: "rejectionReasonRequired",
      path: ["rejectionReason"],
    }),
  );
export type ApprovalDecision = z.infer<typeof ApprovalDecisionSchema>;

export { bothGiven };
