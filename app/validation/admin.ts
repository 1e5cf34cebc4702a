import * as z from "zod/mini";
import { MinText, OptionalText, msg } from "./fields";

/*
 * The admin console's account forms (Pending Approvals, All Users): each posts the
 * account's id; rejecting needs a reason that is not blank ('Rejection reason required').
 */

const IdField = z.pipe(
  z.string(msg("invalidValue")).check(z.trim(), z.regex(/^\d{1,15}$/, msg("invalidValue"))),
  z.transform((id: string) => Number(id)),
);

/** A form that names one row (an account, a community): its id. */
export const AdminIdSchema = z.object({ id: IdField });

export const AdminUserRejectSchema = z.object({
  id: IdField,
  rejectionReason: MinText(1, "rejectionReasonRequired", 1000),
});

/** A decision on a brief or an application from the console: its id and the admin's notes (shown to the user). */
export const AdminDecisionSchema = z.object({
  id: IdField,
  adminNotes: z.optional(OptionalText(2000)),
});

/** PUT /api/communities/{id}/verify: verify (true) or revoke (false). */
export const VerifySchema = z.object({ verified: z.boolean(msg("invalidValue")) });
