import * as z from "zod/mini";
import { OptionalText, UpperEnum, WholeNumber, msg } from "./fields";

/*
 * Applications: the apply form of the Campaigns page, POST /api/briefs/{id}/apply and
 * the admin's decision (PUT /api/admin/applications/{id}/status).
 */

export const APPLICATION_MESSAGE_MAX = 2000;

/** A positive whole number, written in digits (forms) or as a JSON number (the API). */
export const Id = z.pipe(
  z.union(
    [
      z.number(msg("invalidValue")).check(z.int(msg("invalidValue"))),
      z.pipe(z.string(msg("invalidValue")).check(z.trim(), z.regex(/^\d{1,15}$/, msg("invalidValue"))), z.transform(Number)),
    ],
    msg("invalidValue"),
  ),
  z.number().check(z.minimum(1, msg("invalidValue")), z.maximum(Number.MAX_SAFE_INTEGER, msg("invalidValue"))),
);

/** A fee in whole rupiah, typed with '.' grouping or sent as a number; optional. */
const FeeSchema = WholeNumber("budgetInvalid");

/** POST /api/briefs/{id}/apply: communityId (the caller's own; optional), a message and a proposed fee. */
export const ApplySchema = z.object({
  communityId: z.pipe(
    z.optional(z.nullable(Id)),
    z.transform((v: number | null | undefined) => v ?? undefined),
  ),
  message: OptionalText(APPLICATION_MESSAGE_MAX),
  proposed_fee: FeeSchema,
});

/** The apply dialog of /community/briefs: the brief, an optional message and an optional proposed fee. */
export const ApplyFormSchema = z.object({
  briefId: Id,
  message: OptionalText(APPLICATION_MESSAGE_MAX),
  proposed_fee: FeeSchema,
});

/** The admin's decision: approved or rejected (either case), optional notes and, with an approval, the agreed fee. */
export const ApplicationDecisionSchema = z.object({
  status: UpperEnum(["APPROVED", "REJECTED"], "invalidValue"),
  agreedFee: FeeSchema,
  adminNotes: z.pipe(
    z.optional(z.nullable(OptionalText(APPLICATION_MESSAGE_MAX))),
    z.transform((v: string | null | undefined) => (v ? v : undefined)),
  ),
});
