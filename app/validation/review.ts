import * as z from "zod/mini";
import { MinText, OptionalText, msg } from "./fields";

/*
 * Reviews (docs/product.md, "Reviews"): a review of a completed campaign, the reviewed
 * side's reply and the admin's hiding, for the forms and the JSON API alike. Who may
 * write what, and when, is the model's rule (app/models/review/writing.server.ts).
 */

export const REVIEW_TEXT_MAX = 1000;
export const REPLY_TEXT_MAX = 500;
export const HIDE_NOTE_MAX = 1000;

/** 1 to 5 stars: a whole number, or its digit as a form sends it. */
const RatingSchema = z.pipe(
  z.union([z.number(msg("ratingInvalid")), z.string(msg("ratingInvalid"))], msg("ratingInvalid")),
  z.pipe(
    z.transform((v: number | string) => (typeof v === "number" ? v : /^\s*[1-5]\s*$/.test(v) ? Number(v) : Number.NaN)),
    z.int(msg("ratingInvalid")).check(z.gte(1, msg("ratingInvalid")), z.lte(5, msg("ratingInvalid"))),
  ),
);

/** A review: the stars and an optional text of at most 1,000 characters. */
export const ReviewSchema = z.object({
  rating: RatingSchema,
  text: OptionalText(REVIEW_TEXT_MAX),
});
export type ReviewInput = z.output<typeof ReviewSchema>;

/** The reviewed side's one public reply: required, at most 500 characters. */
export const ReplySchema = z.object({ text: MinText(1, "replyRequired", REPLY_TEXT_MAX) });

/** The admin hides a review (or, with part "reply", its reply): the note is required. */
export const HideReviewSchema = z.object({
  note: MinText(1, "hideNoteRequired", HIDE_NOTE_MAX),
  part: z.optional(z.enum(["review", "reply"], msg("hidePartInvalid"))),
});
export type HideReviewInput = z.output<typeof HideReviewSchema>;
