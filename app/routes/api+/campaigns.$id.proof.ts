import { submitProof, withProofUpload } from "~/models/campaign/commands.server";
import { getCampaign, toPublicCampaign } from "~/models/campaign/queries.server";
import { SCREENSHOTS_MAX, SCREENSHOT_MAX_BYTES } from "~/models/campaign/screenshots.server";
import { ModelError, isModelError } from "~/models/errors";
import { assertRole } from "~/models/permissions.server";
import {
  MAX_BODY_BYTES,
  apiRoute,
  idParam,
  isMultipart,
  parseInput,
  readApiUpload,
  readJson,
  requireCaller,
  respond,
} from "~/server/api.server";
import { ProofSchema, type ProofInput } from "~/validation/campaign";

/** A multipart proof: every screenshot at its largest, and up to 1 MB of text fields and part headers. */
const PROOF_MAX_BODY_BYTES = SCREENSHOTS_MAX * SCREENSHOT_MAX_BYTES + MAX_BODY_BYTES;

/** The proof's text fields of a multipart body (`links` and `keep_screenshots` may repeat). */
async function readMultipartProof(
  request: Request,
  beforeScreenshots: () => void,
): Promise<{ input: ProofInput; screenshots: Uint8Array[] }> {
  const {
    form,
    files,
    fileError,
    refused: stopped,
  } = await readApiUpload(request, {
    fileField: "screenshots",
    maxFileBytes: SCREENSHOT_MAX_BYTES,
    maxFiles: SCREENSHOTS_MAX,
    tooLargeError: "screenshotTooLarge",
    tooManyError: "screenshotsTooMany",
    maxBodyBytes: PROOF_MAX_BODY_BYTES,
    tooLargeMessage: "proofTooLarge",
    beforeFiles: beforeScreenshots,
  });
  // Refused before its screenshots were read (the campaign's state, an upload in flight, the hourly limit).
  if (stopped) throw stopped;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const texts = (name: string) => form.getAll(name).filter((v) => typeof v === "string");
  const fields = {
    links: texts("links"),
    reach: text("reach"),
    reactions: text("reactions"),
    attendees: text("attendees"),
    note: text("note"),
    keep_screenshots: texts("keep_screenshots"),
  };
  let input: ProofInput | undefined;
  let refused: ModelError | undefined;
  try {
    input = parseInput(ProofSchema, fields);
  } catch (error) {
    if (!isModelError(error)) throw error;
    refused = error;
  }
  // A refused screenshot is reported with the fields' own errors, in one answer.
  if (fileError) {
    refused = new ModelError("invalid", "invalidInput", { fields: { ...refused?.fields, screenshots: [fileError] } });
  }
  if (refused || !input) throw refused;
  return { input, screenshots: files.map((file) => file.bytes) };
}

/**
 * POST /api/campaigns/{id}/proof: the community's owner submits proof, as JSON {links,
 * reach, reactions, attendees, note, keep_screenshots} or as multipart/form-data with the
 * same fields (`links`, `keep_screenshots` repeated) and up to 5 `screenshots` files of
 * 2 MB and 12 megapixels each; at least one link or one screenshot (kept or new). 201
 * campaign (PROOF_SUBMITTED); 403 for another role; 404 for a campaign that is not the
 * caller's (before the body is read); 400 with field errors; 409 naming the allowed moves;
 * 413 over the limits; 429 with Retry-After while another image upload of the caller is
 * being processed, or past the hourly proofs with screenshots (submitProof).
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    assertRole(caller, "COMMUNITY_OWNER");
    getCampaign(caller, id); // 404 for a campaign that is not the caller's, before the body is read
    if (!isMultipart(request)) return respond(201, toPublicCampaign(await submitProof(caller, id, await readJson(request, ProofSchema))));
    // The screenshots are read and decoded as the owner's one image job, after the checks that need no file.
    return withProofUpload(caller, id, async (beforeScreenshots) => {
      const { input, screenshots } = await readMultipartProof(request, beforeScreenshots);
      return respond(201, toPublicCampaign(await submitProof(caller, id, input, screenshots)));
    });
  },
  { methods: ["POST"], maxBodyBytes: PROOF_MAX_BODY_BYTES },
);
