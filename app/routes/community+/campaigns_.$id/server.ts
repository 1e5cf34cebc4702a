import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { countText, interpolate } from "~/i18n/index";
import { campaignWorkMessages } from "~/i18n/campaign-work";
import { translateError } from "~/i18n/errors";
import { formatNumber, formatRupiah } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { groupDigits } from "~/utils/digits";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { validationMessages } from "~/i18n/validation";
import { submitProof, withProofUpload } from "~/models/campaign/commands.server";
import { getCampaign, screenshotUrl, type CampaignDetail } from "~/models/campaign/queries.server";
import { SCREENSHOT_MAX_BYTES, SCREENSHOTS_MAX } from "~/models/campaign/screenshots.server";
import { ModelError } from "~/models/errors";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { readUploadForm } from "~/server/upload.server";
import { ProofSchema } from "~/validation/campaign";
import { readId } from "~/validation/owner-lists";
import { feeText, nextStepText } from "~/routes/community+/campaign-work.server";
import { reviewIntents, reviewPanelData, reviewTexts } from "~/routes/reviews.server";
import { reviewMessages } from "~/i18n/reviews";
import { earningsMessages } from "~/i18n/earnings";
import { campaignShare } from "~/models/money/payouts.server";
import { conversationLinks } from "~/routes/conversation-links.server";

/*
 * The loader and the proof action of one campaign of the owner's community
 * (/community/campaigns/<id>, ./route.tsx). getCampaign answers "not found" for another
 * owner's campaign (the area's 404 page), before anything of it is read. The proof form
 * posts multipart (links, figures, note, up to 5 screenshots read as a stream with their
 * limits: upload.server.ts); submitProof decides whether the state allows it. After the
 * advertiser asked for changes the form starts from the latest proof (revisionOf). Once the
 * campaign is COMPLETED the page has its reviews (reviews.server.ts): the owner's review
 * of the brand (`intent=review`) and its reply to the advertiser's (`intent=reply`).
 */

const BASE = "/community/campaigns";

function campaignIdOf(params: LoaderFunctionArgs["params"]): number {
  const id = readId(params.id ?? null);
  // Not a campaign id: the same 404 as another owner's campaign.
  if (!id) throw new ModelError("not_found", "campaignNotFound");
  return id;
}

type Lang = ReturnType<typeof getLang>;
const figure = (value: number | null, lang: Lang) => (value === null ? null : formatNumber(value, lang));

function proofsOf(detail: CampaignDetail, lang: Lang) {
  return detail.proofs.map((proof) => ({
    id: proof.id,
    date: formatDate(proof.createdAt, lang),
    links: proof.links,
    reach: figure(proof.reach, lang),
    reactions: figure(proof.reactions, lang),
    attendees: figure(proof.attendees, lang),
    note: proof.note,
    screenshots: proof.screenshots.map(screenshotUrl),
    decision: proof.decision,
    decidedOn: formatDate(proof.decidedAt, lang),
    reason: proof.reason,
  }));
}

export type ProofEntry = ReturnType<typeof proofsOf>[number];

/**
 * Where a new proof starts when the advertiser asked for changes: the latest proof's
 * links, figures and note as the fields take them, its screenshots kept, and the reason.
 */
function revisionOf(detail: CampaignDetail): {
  defaults: Record<string, string | undefined> | null;
  kept: { name: string; src: string }[];
  reason: string | null;
} {
  const latest = detail.proofs[0];
  if (!latest || detail.state !== "CHANGES_REQUESTED") return { defaults: null, kept: [], reason: null };
  const typed = (value: number | null) => (value === null ? undefined : groupDigits(value));
  return {
    defaults: {
      links: latest.links.join("\n"),
      reach: typed(latest.reach),
      reactions: typed(latest.reactions),
      attendees: typed(latest.attendees),
      note: latest.note ?? undefined,
    },
    kept: latest.screenshots.map((name) => ({ name, src: screenshotUrl(name) })),
    reason: latest.reason,
  };
}

export async function campaignLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const id = campaignIdOf(params);
  const detail = getCampaign(user, id);
  const lang = getLang(request);
  const t = messagesFor(request, campaignWorkMessages);
  const { timelineStart, timelineEnd } = detail.asks;
  const et = messagesFor(request, earningsMessages);
  // The money of the campaign, from its invoice's stored figures (docs/product.md, "Money").
  const share = campaignShare(user, id);
  const timeline =
    timelineStart || timelineEnd ? `${formatDate(timelineStart, lang) || "…"} – ${formatDate(timelineEnd, lang) || "…"}` : t.notSet;
  return json({
    id: detail.id,
    state: detail.state,
    title: detail.brief.title,
    companyName: detail.brief.companyName,
    fee: feeText(detail.agreedFee, t),
    startedOn: interpolate(t.startedOn, { date: formatDate(detail.createdAt, lang) }),
    next: nextStepText(detail, t, lang),
    canSubmit: detail.moves.includes("submit_proof"),
    youReceive: share ? interpolate(et.youReceive, { share: formatRupiah(share.communityShare), percent: share.commissionPercent }) : null,
    // What the community is to do: the brief's asks, or what the brand booked.
    asksTitle: detail.booking ? t.bookingAsks : t.briefAsks,
    asks: (detail.booking
      ? [
          [t.bookingIncluded, detail.asks.description],
          [t.bookingPromote, detail.booking.promote],
          [t.bookingBrandProvides, detail.booking.brandProvides],
          [t.bookingMaterials, detail.booking.materialsUrl ?? ""],
          [t.bookingMessage, detail.booking.message ?? ""],
          [t.bookingWishedDate, formatDate(detail.booking.wishedDate, lang)],
          [t.bookingDelivery, countText(detail.booking.deliveryDays, t.bookingDeliveryDaysOne, t.bookingDeliveryDays)],
        ]
      : [
          [t.scopeOfWork, detail.asks.scopeOfWork],
          [t.schedulePost, detail.asks.schedulePost],
          [t.communityGuidelines, detail.asks.communityGuidelines],
          [t.timeline, timeline],
        ]
    )
      .filter(([, value]) => value !== "")
      .map(([label, value]) => ({ label, value })),
    proofs: proofsOf(detail, lang),
    revision: revisionOf(detail),
    reviews: detail.state === "COMPLETED" ? reviewPanelData(user, id, detail.brief.companyName, lang, reviewTexts(request)) : null,
    listHref: BASE,
    // The campaign's conversation with the brand, and what the owner has not read of it.
    conversation: conversationLinks(request, user, { campaignIds: [id] }).campaign(id),
    messages: pickMessages(request, campaignWorkMessages, validationMessages, reviewMessages),
  });
}

/** The page's posts (`intent`): the proof form (multipart), whose files over the limits are refused next to the screenshots field, the rest kept. */
export async function campaignAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const id = campaignIdOf(params);
  // Another owner's campaign: 404 before the body (and its files) is read.
  getCampaign(user, id);
  const lang = getLang(request);
  const t = messagesFor(request, campaignWorkMessages);
  // Screenshots are read and decoded as the owner's one image job, once the checks that
  // need no file passed; refused, they are not read at all and the form comes back with
  // its text fields (sent before the files) and the message.
  return withProofUpload(user, id, async (beforeScreenshots) => {
    const { form, files, fileError, refused } = await readUploadForm(request, {
      fileField: "screenshots",
      maxFileBytes: SCREENSHOT_MAX_BYTES,
      maxFiles: SCREENSHOTS_MAX,
      tooLargeError: "screenshotTooLarge",
      tooManyError: "screenshotsTooMany",
      beforeFiles: beforeScreenshots,
    });
    return dispatchIntent(request, form, {
      proof: () =>
        handleForm(
          request,
          form,
          ProofSchema,
          async (value) => {
            if (refused) throw refused;
            await submitProof(
              user,
              id,
              value,
              files.map((file) => file.bytes),
            );
            return redirectWithToast(`${BASE}/${id}`, { title: "proofSubmitted", description: "proofSubmittedText", type: "success" });
          },
          {
            intent: "proof",
            describeFailure: (message) => interpolate(t.failedToSubmit, { message }),
            fieldErrors: fileError ? { screenshots: [translateError(fileError, lang)] } : undefined,
          },
        ),
      // The form names its campaign; the model refuses one that is not this owner's.
      ...reviewIntents(request, form, user, (campaignId) => `${BASE}/${campaignId}#reviews`),
    });
  });
}
