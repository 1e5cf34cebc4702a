import { z } from "zod";
import { EmailSchema, NameSchema, PhoneSchema, msg } from "./fields";

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** Name of the hidden spam-trap field: people never see it, naive bots fill it. */
export const HONEYPOT_FIELD = "website" as const;

/**
 * The contact form (spec section 5), shared by the page, the JSON API and the model.
 * The honeypot never fails validation: a bot must not learn that it was caught.
 */
export const ContactSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  message: z
    .string(msg("messageMin"))
    .trim()
    .min(CONTACT_MESSAGE_MIN, msg("messageMin"))
    .max(CONTACT_MESSAGE_MAX, msg("tooLong")),
  website: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined || v === null ? "" : String(v).trim())),
});

export type ContactInput = z.infer<typeof ContactSchema>;
