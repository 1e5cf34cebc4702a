import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../../tests/factories";
import { applyToBrief, decideApplication } from "~/models/application.server";
import { getCampaign } from "~/models/campaign.server";
import { isModelError } from "~/models/errors";
import { createUserSession } from "~/server/session.server";
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
  const approved = decideApplication(admin, application.id, { status: "APPROVED", agreedFee: 2_000_000 });
  return { owner, community, campaignId: approved.campaignId! };
}

const png = (side = 40) => sharp({ create: { width: side, height: side, channels: 3, background: "#2a7" } }).png().toBuffer();

async function cookieOf(user: User) {
  return (await createUserSession(user.id, false)).split(";")[0];
}

async function post(user: User, id: number, fields: Record<string, string>, files: Buffer[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((bytes, i) => form.append("screenshots", new File([new Uint8Array(bytes)], `shot-${i}.png`, { type: "image/png" })));
  const request = new Request(`http://localhost/community/campaigns/${id}`, { method: "POST", body: form, headers: { cookie: await cookieOf(user) } });
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
    expect(data.asks).toMatchObject({ scopeOfWork: "Dua unggahan di grup." });
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
    const answer = await post(owner, campaignId, { links: "https://t.me/grup/1\nbukan tautan", reach: "12.500", note: "Sudah tayang." }, Array(6).fill(shot));
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
      { links: "https://t.me/grup/1\r\n\r\nhttps://instagram.com/p/abc", reach: "12.500", reactions: "340", attendees: "", note: "Dua unggahan." },
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
    const data = (await (await load(owner, String(campaignId))).json()) as { canSubmit: boolean; proofs: { reach: string; screenshots: string[] }[] };
    expect(data.canSubmit).toBe(false);
    expect(data.proofs[0].reach).toBe("12,500");
    expect(data.proofs[0].screenshots[0]).toMatch(/^\/proofs\/[0-9a-f]{32}\.webp$/);

    // A second proof now is refused by the state, as the form's error.
    const again = await post(owner, campaignId, { links: "https://t.me/grup/2" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Reply).result.error?.[""]?.[0]).toMatch(/^Failed to submit proof: /);
  });
});
