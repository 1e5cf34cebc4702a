import * as z from "zod/mini";
import { EmailSchema, MinText, NameSchema, PhoneSchema } from "./fields";

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The contact form, shared by the page, the JSON API and the model.
 * `website` is the hidden spam trap (people never see it, naive bots fill it); it never
 * fails validation: a bot must not learn that it was caught.
 */
export const ContactSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  message: MinText(CONTACT_MESSAGE_MIN, "messageMin", CONTACT_MESSAGE_MAX),
  website: z.pipe(
    z.optional(z.unknown()),
    z.transform((v: unknown) => (v === undefined || v === null ? "" : String(v).trim())),
  ),
});

export type ContactInput = z.infer<typeof ContactSchema>;
