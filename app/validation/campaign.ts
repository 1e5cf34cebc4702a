import * as z from "zod/mini";
import { CAMPAIGN_STATES } from "~/utils/enums";
import { Id } from "./application";
import { HttpUrlSchema, MinText, OptionalText, UpperEnum, WholeNumber, msg } from "./fields";
import { CommunityShareSchema } from "./money";

/*
 * Campaigns (docs/product.md, "Campaigns"): the owner's proof, the advertiser's answer,
 * the admin's cancellation and the advertiser's invitation, for the forms and the JSON
 * API alike. Which move is allowed from which state is the model's rule
 * (app/models/campaign/commands.server.ts), not the schema's.
 */

export const PROOF_LINKS_MAX = 10;
export const PROOF_NOTE_MAX = 2000;
export const REASON_MAX = 1000;

/** A list sent as one value, a repeated field or an array, each line trimmed and blank ones dropped. */
const lines = () =>
  z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.transform((v: string | string[] | undefined) =>
      (Array.isArray(v) ? v : [v ?? ""])
        .flatMap((item) => item.split(/[\r\n]+/))
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  );

/**
 * The proof's links: a list (the API, or a form's repeated field), or one text with a
 * link per line (the form's text box). Blank lines are dropped; up to 10 web addresses.
 * None is fine here: a proof needs a link or a screenshot, which only the model can
 * count (submitProof: the files arrive beside the fields).
 */
const LinksSchema = z.pipe(lines(), z.array(HttpUrlSchema).check(z.maxLength(PROOF_LINKS_MAX, msg("tooManyProofLinks"))));

/**
 * Screenshots of the proof being revised, by their name or their address
 * (`/proofs/<name>`, as a proof gives them): each becomes its bare file name.
 */
const ScreenshotNames = z.pipe(
  lines(),
  z.array(
    z.pipe(
      z.string().check(z.regex(/^(\/proofs\/)?[0-9a-f]{32}\.webp$/, msg("screenshotNotKept"))),
      z.transform((v: string) => v.replace(/^\/proofs\//, "")),
    ),
  ),
);

/**
 * A proof: links, the figures (whole numbers of 0 or more, each optional), a note, and
 * which screenshots of the latest proof to keep (`keep_screenshots`; the form sends them
 * all and ticks the ones to leave out in `remove_screenshots`). New files come beside.
 */
export const ProofSchema = z.object({
  links: LinksSchema,
  reach: WholeNumber("numberInvalid"),
  reactions: WholeNumber("numberInvalid"),
  attendees: WholeNumber("numberInvalid"),
  note: OptionalText(PROOF_NOTE_MAX),
  keep_screenshots: z.optional(ScreenshotNames),
  remove_screenshots: z.optional(ScreenshotNames),
});
export type ProofInput = z.output<typeof ProofSchema>;

/** The screenshots of the latest proof a new one keeps: those kept and not removed, each once. */
export function keptScreenshots(input: Pick<ProofInput, "keep_screenshots" | "remove_screenshots">): string[] {
  const removed = new Set(input.remove_screenshots ?? []);
  return [...new Set(input.keep_screenshots ?? [])].filter((name) => !removed.has(name));
}

/** The advertiser asks for changes: the reason is required. */
export const ChangesSchema = z.object({ reason: MinText(1, "reasonRequired", REASON_MAX) });

/**
 * The admin cancels a campaign (a dispute): the note is required; `communityShare` is how
 * much of a paid campaign's fee the community earned (blank: 0; the model checks it
 * against the fee and refuses a share on an unpaid campaign).
 */
export const CancelSchema = z.object({ note: MinText(1, "cancelNoteRequired", REASON_MAX), communityShare: CommunityShareSchema });

/** A campaign list's state filter (either case), or none. */
export const CampaignStateSchema = z.optional(UpperEnum(CAMPAIGN_STATES, "invalidValue"));

/** POST /api/briefs/{id}/invitations and the search page's invite form: which community. */
export const InviteSchema = z.object({ communityId: Id });
