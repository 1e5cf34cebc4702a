import * as z from "zod/mini";
import { CAMPAIGN_STATES } from "~/utils/enums";
import { Id } from "./application";
import { HttpUrlSchema, MinText, OptionalText, UpperEnum, WholeNumber, msg } from "./fields";

/*
 * Campaigns (docs/product.md, "Campaigns"): the owner's proof, the advertiser's answer,
 * the admin's cancellation and the advertiser's invitation, for the forms and the JSON
 * API alike. Which move is allowed from which state is the model's rule
 * (app/models/campaign.server.ts), not the schema's.
 */

export const PROOF_LINKS_MAX = 10;
export const PROOF_NOTE_MAX = 2000;
export const REASON_MAX = 1000;

/**
 * The proof's links: a list (the API, or a form's repeated field), or one text with a
 * link per line (the form's text box). Blank lines are dropped; 1 to 10 web addresses.
 */
const LinksSchema = z.pipe(
  z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.transform((v: string | string[] | undefined) =>
      (Array.isArray(v) ? v : [v ?? ""]).flatMap((item) => item.split(/[\r\n]+/)).map((item) => item.trim()).filter(Boolean),
    ),
  ),
  z.array(HttpUrlSchema).check(
    z.minLength(1, msg("proofLinksRequired")),
    z.maxLength(PROOF_LINKS_MAX, msg("tooManyProofLinks")),
  ),
);

/** A proof: links, the figures (whole numbers of 0 or more, each optional) and a note. */
export const ProofSchema = z.object({
  links: LinksSchema,
  reach: WholeNumber("numberInvalid"),
  reactions: WholeNumber("numberInvalid"),
  attendees: WholeNumber("numberInvalid"),
  note: OptionalText(PROOF_NOTE_MAX),
});
export type ProofInput = z.output<typeof ProofSchema>;

/** The advertiser asks for changes: the reason is required. */
export const ChangesSchema = z.object({ reason: MinText(1, "reasonRequired", REASON_MAX) });

/** The admin cancels a campaign (a dispute): the note is required. */
export const CancelSchema = z.object({ note: MinText(1, "cancelNoteRequired", REASON_MAX) });

/** A campaign list's state filter (either case), or none. */
export const CampaignStateSchema = z.optional(UpperEnum(CAMPAIGN_STATES, "invalidValue"));

/** POST /api/briefs/{id}/invitations and the search page's invite form: which community. */
export const InviteSchema = z.object({ communityId: Id });
