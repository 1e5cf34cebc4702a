import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeAdmin, makeBrief, makeCampaign, makeCommunity, makeUser, proofInput, approveAndPay } from "../../../../tests/factories";
import { applyToBrief } from "~/models/application.server";
import { acceptProof, submitProof } from "~/models/campaign/commands.server";
import { getCampaign } from "~/models/campaign/queries.server";
import { writeReview } from "~/models/review/writing.server";
import { isModelError } from "~/models/errors";
import { IMAGE_JOB_RETRY_AFTER_SECONDS } from "~/models/image-store.server";
import { leaseHolder } from "~/models/job-lease.server";
import { proofUploadLimiter } from "~/models/rate-limit.server";
import { createUserSession } from "~/server/session-cookie.server";
import type { User } from "~/models/user.server";
import { campaignAction, campaignLoader } from "./server";

/*
 * The owner's campaign page on a real database: the loader reads only the owner's own
 * campaign, and the proof form's multipart post (a link per line, figures with '.'
 * grouping, screenshots with their limits) comes back with its errors beside the fields
 * or becomes a proof.
 */

async function campaignOf() {
  const admin = await makeAdmin();
  const owner = await makeUser();
  const community = makeCommunity(owner);
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const brief = makeBrief(advertiser, { scopeOfWork: "Dua unggahan di grup." });
  const application = applyToBrief(owner, brief.id, { proposedFee: 1_500_000 });
  const approved = approveAndPay(admin, application.id, { status: "APPROVED", agreedFee: 2_000_000 });
  return { owner, community, campaignId: approved.campaignId! };
}

const png = (side = 40) =>
  sharp({ create: { width: side, height: side, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();

async function cookieOf(user: User) {
  return (await createUserSession(user.id, false)).split(";")[0];
}

async function post(user: User, id: number, fields: Record<string, string>, files: Buffer[] = [], headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append("intent", "proof");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((bytes, i) => form.append("screenshots", new File([new Uint8Array(bytes)], `shot-${i}.png`, { type: "image/png" })));
  const request = new Request(`http://localhost/community/campaigns/${id}`, {
    method: "POST",
    body: form,
    headers: { cookie: await cookieOf(user), ...headers },
  });
  return (await campaignAction({ request, params: { id: String(id) }, context: {} })) as Response;
}

async function load(user: User, id: string) {
  const request = new Request(`http://localhost/community/campaigns/${id}`, { headers: { cookie: await cookieOf(user) } });
  return (await campaignLoader({ request, params: { id }, context: {} })) as Response;
}

async function notFound(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(isModelError(error) && error.status).toBe(404);
}

type Reply = { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };

describe("the owner's campaign page", () => {
  it("shows the owner's campaign with the agreed fee and what the brief asks", async () => {
    const { owner, campaignId } = await campaignOf();
    const data = (await (await load(owner, String(campaignId))).json()) as Record<string, unknown>;
    expect(data).toMatchObject({ id: campaignId, state: "IN_PROGRESS", fee: "Rp 2.000.000", canSubmit: true, proofs: [] });
    expect(data.asksTitle).toBe("What the brief asks");
    expect(data.asks).toContainEqual({ label: "Scope of Work", value: "Dua unggahan di grup." });
  });

  it("while the brand has not paid: says not to start, takes no proof, and tells the owner its share", async () => {
    const unpaid = await makeCampaign({ agreedFee: 3_000_000, paid: false });
    const data = (await (await load(unpaid.owner, String(unpaid.campaignId))).json()) as Record<string, unknown>;
    expect(data).toMatchObject({ state: "AWAITING_PAYMENT", canSubmit: false, youReceive: "You receive Rp 2.700.000 after Guyub's 10%." });
    expect(data.next).toMatch(/^Waiting for the brand's payment: do not start yet/);
    const paid = await makeCampaign({ agreedFee: 3_000_000 });
    const running = (await (await load(paid.owner, String(paid.campaignId))).json()) as Record<string, unknown>;
    expect(running).toMatchObject({ state: "IN_PROGRESS", canSubmit: true, youReceive: "You receive Rp 2.700.000 after Guyub's 10%." });
    const barter = await makeCampaign();
    expect(((await (await load(barter.owner, String(barter.campaignId))).json()) as Record<string, unknown>).youReceive).toBeNull();
  });

  it("is not found for another owner, or for an id that is no id, before the body is read", async () => {
    const { campaignId } = await campaignOf();
    const stranger = await makeUser();
    makeCommunity(stranger);
    await notFound(() => load(stranger, String(campaignId)));
    await notFound(() => load(stranger, "abc"));
    await notFound(() => post(stranger, campaignId, { links: "https://t.me/asing" }));
  });

  it("answers a bad link and six files with both errors, the text kept, nothing saved", async () => {
    const { owner, campaignId } = await campaignOf();
    const shot = await png();
    const answer = await post(
      owner,
      campaignId,
      { links: "https://t.me/grup/1\nbukan tautan", reach: "12.500", note: "Sudah tayang." },
      Array(6).fill(shot),
    );
    expect(answer.status).toBe(400);
    const { result } = (await answer.json()) as Reply;
    expect(result.error?.["links[1]"]).toEqual(["urlInvalid"]);
    expect(result.error?.screenshots).toEqual(["At most 5 screenshots"]);
    // A form post sends line breaks as CR LF.
    expect(result.initialValue).toMatchObject({ links: "https://t.me/grup/1\r\nbukan tautan", reach: "12.500", note: "Sudah tayang." });
    expect(getCampaign(owner, campaignId).proofs).toEqual([]);
  });

  it("refuses a screenshot over 2 MB next to the field", async () => {
    const { owner, campaignId } = await campaignOf();
    const answer = await post(owner, campaignId, { links: "https://t.me/grup/1" }, [Buffer.alloc(2 * 1024 * 1024 + 1)]);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Reply).result.error?.screenshots).toEqual(["Each screenshot must be at most 2 MB"]);
  });

  it("saves a proof (a link per line, grouped figures, a screenshot) and goes back to the page with a toast", async () => {
    const { owner, campaignId } = await campaignOf();
    const answer = await post(
      owner,
      campaignId,
      {
        links: "https://t.me/grup/1\r\n\r\nhttps://instagram.com/p/abc",
        reach: "12.500",
        reactions: "340",
        attendees: "",
        note: "Dua unggahan.",
      },
      [await png(300)],
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/community/campaigns/${campaignId}`);
    expect(answer.headers.get("set-cookie")).toContain("__toast");
    const detail = getCampaign(owner, campaignId);
    expect(detail.state).toBe("PROOF_SUBMITTED");
    expect(detail.proofs).toHaveLength(1);
    expect(detail.proofs[0]).toMatchObject({
      links: ["https://t.me/grup/1", "https://instagram.com/p/abc"],
      reach: 12_500,
      reactions: 340,
      attendees: null,
      note: "Dua unggahan.",
    });
    expect(detail.proofs[0].screenshots).toHaveLength(1);

    // The page now shows it, and no form: the advertiser answers first.
    const data = (await (await load(owner, String(campaignId))).json()) as {
      canSubmit: boolean;
      proofs: { reach: string; screenshots: string[] }[];
    };
    expect(data.canSubmit).toBe(false);
    expect(data.proofs[0].reach).toBe("12,500");
    expect(data.proofs[0].screenshots[0]).toMatch(/^\/proofs\/[0-9a-f]{32}\.webp$/);

    // A second proof now is refused by the state, as the form's error; with a file, before the file is read.
    const again = await post(owner, campaignId, { links: "https://t.me/grup/2" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Reply).result.error?.[""]?.[0]).toMatch(/^Failed to submit proof: /);
    const withFile = await post(owner, campaignId, { links: "https://t.me/grup/2" }, [Buffer.alloc(2 * 1024 * 1024 + 1)]);
    expect(withFile.status).toBe(409);
    expect(((await withFile.json()) as Reply).result.initialValue).toMatchObject({ links: "https://t.me/grup/2" });
  });
});

describe("the owner's campaign page: the cost of screenshots", () => {
  const flatPng = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#fff" } })
      .png({ palette: true, colours: 2 })
      .toBuffer();
  const indonesian = { "accept-language": "id-ID" };

  it("refuses an image over 12 megapixels next to the screenshots field, in the user's language, the text kept", async () => {
    const { owner, campaignId } = await campaignOf();
    const answer = await post(
      owner,
      campaignId,
      { links: "https://t.me/grup/1", note: "Sudah tayang." },
      [await flatPng(4000, 4000)],
      indonesian,
    );
    expect(answer.status).toBe(400);
    const { result } = (await answer.json()) as Reply;
    expect(result.error?.screenshots).toEqual(["Gambar ini terlalu besar: paling banyak 12 megapiksel (mis. 4000 x 3000 piksel)"]);
    expect(result.initialValue).toMatchObject({ links: "https://t.me/grup/1", note: "Sudah tayang." });
    expect(getCampaign(owner, campaignId).proofs).toEqual([]);
  });

  it("answers 429 with Retry-After and the translated message while the owner's other upload runs, and past the hourly limit, the text kept", async () => {
    const { owner, campaignId } = await campaignOf();
    const second = await makeCampaign({ owner });
    const image = await flatPng(4000, 3000);
    const first = post(owner, campaignId, { links: "https://t.me/grup/1" }, Array(5).fill(image));
    // The first post has read its body and holds the owner's image job (five decodes to go); the second comes meanwhile.
    for (let waited = 0; !leaseHolder(`image_job:${owner.id}`, Date.now()) && waited < 5_000; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Refused before its file is read: a file over 2 MB is not even seen.
    const busy = await post(
      owner,
      second.campaignId,
      { links: "https://t.me/grup/2", note: "Catatan kedua." },
      [Buffer.alloc(2 * 1024 * 1024 + 1)],
      indonesian,
    );
    expect(busy.status).toBe(429);
    expect(busy.headers.get("retry-after")).toBe(String(IMAGE_JOB_RETRY_AFTER_SECONDS));
    const { result } = (await busy.json()) as Reply;
    expect(result.error?.[""]).toEqual([expect.stringContaining("Unggahan Anda sebelumnya masih diproses.")]);
    expect(result.initialValue).toMatchObject({ links: "https://t.me/grup/2", note: "Catatan kedua." });
    expect((await first).status).toBe(302);

    // The hour's proofs with screenshots are used up (counted by any process).
    for (let i = 0; i < proofUploadLimiter.limit; i++) proofUploadLimiter.fail(`user:${owner.id}`);
    const limited = await post(owner, second.campaignId, { links: "https://t.me/grup/2" }, [await png()]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    const texts = ((await limited.json()) as Reply).result.error?.[""];
    expect(texts).toEqual([
      "Failed to submit proof: You have sent many proofs with screenshots in the last hour. Please try again in 60 minute(s).",
    ]);
    expect(getCampaign(owner, second.campaignId).proofs).toEqual([]);
  });
});

describe("the owner's campaign page: reviews", () => {
  async function completedCampaign() {
    const made = await makeCampaign();
    await submitProof(made.owner, made.campaignId, proofInput());
    acceptProof(made.advertiser, made.campaignId);
    return made;
  }

  async function postReview(user: User, id: number, fields: Record<string, string>) {
    const body = new URLSearchParams(fields);
    const request = new Request(`http://localhost/community/campaigns/${id}`, {
      method: "POST",
      body,
      headers: { cookie: await cookieOf(user), "content-type": "application/x-www-form-urlencoded" },
    });
    return (await campaignAction({ request, params: { id: String(id) }, context: {} })) as Response;
  }

  type Panel = {
    form: unknown;
    status: string | null;
    mine: { html: string } | null;
    theirs: { html: string } | null;
    replyTo: number | null;
  } | null;
  const panelOf = async (user: User, id: number) => ((await (await load(user, String(id))).json()) as { reviews: Panel }).reviews;

  it("has no review panel before the campaign is completed", async () => {
    const { owner, campaignId } = await campaignOf();
    expect(await panelOf(owner, campaignId)).toBeNull();
  });

  it("refuses a review without stars next to the field, the text kept; an unknown intent is 400", async () => {
    const { owner, campaignId } = await completedCampaign();
    const answer = await postReview(owner, campaignId, { intent: "review", campaignId: String(campaignId), text: "Brief jelas." });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as Reply & { intent: string };
    expect(body.intent).toBe("review");
    expect(body.result.error?.rating).toEqual(["ratingInvalid"]);
    expect(body.result.initialValue).toMatchObject({ text: "Brief jelas." });
    expect((await postReview(owner, campaignId, { intent: "nope" })).status).toBe(400);
  });

  it("writes the owner's review blind, publishes both with the advertiser's, then takes one reply", async () => {
    const { owner, advertiser, campaignId } = await completedCampaign();
    const before = await panelOf(owner, campaignId);
    expect(before).toMatchObject({ form: expect.anything(), mine: null, theirs: null, replyTo: null });

    const sent = await postReview(owner, campaignId, {
      intent: "review",
      campaignId: String(campaignId),
      rating: "4",
      text: "Brief <jelas> & cepat bayar.",
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/community/campaigns/${campaignId}#reviews`);
    const waiting = await panelOf(owner, campaignId);
    expect(waiting?.form).toBeNull();
    expect(waiting?.status).toMatch(/published with .* review as soon as they write it/);
    // The owner's own text, escaped in the review's HTML.
    expect(waiting?.mine?.html).toContain("Brief &lt;jelas&gt; &amp; cepat bayar.");
    expect(waiting?.theirs).toBeNull();

    // A second review by the same side: 409, as the form's error.
    const again = await postReview(owner, campaignId, { intent: "review", campaignId: String(campaignId), rating: "5" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Reply).result.error?.[""]?.[0]).toMatch(/^Failed to send the review: You have already reviewed/);

    // The advertiser writes (the model's move): both publish; the owner reads it and may reply.
    const theirs = writeReview(advertiser, campaignId, { rating: 5, text: "Komunitas aktif." });
    const published = await panelOf(owner, campaignId);
    expect(published?.status).toBe("Both sides' reviews are published.");
    expect(published?.theirs?.html).toContain("Komunitas aktif.");
    expect(published?.replyTo).toBe(theirs.id);

    const empty = await postReview(owner, campaignId, {
      intent: "reply",
      campaignId: String(campaignId),
      reviewId: String(theirs.id),
      text: "",
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Reply).result.error?.text).toEqual(["replyRequired"]);
    const replied = await postReview(owner, campaignId, {
      intent: "reply",
      campaignId: String(campaignId),
      reviewId: String(theirs.id),
      text: "Terima kasih!",
    });
    expect(replied.status).toBe(302);
    const after = await panelOf(owner, campaignId);
    expect(after?.replyTo).toBeNull();
    expect(after?.theirs?.html).toContain("Terima kasih!");
  });

  it("answers 404 for a review of another owner's campaign", async () => {
    const { campaignId } = await completedCampaign();
    const stranger = await makeUser();
    makeCommunity(stranger);
    // The page's own campaign is checked first: the area's 404.
    await notFound(() => postReview(stranger, campaignId, { intent: "review", campaignId: String(campaignId), rating: "1" }));
  });
});
