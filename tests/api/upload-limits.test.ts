import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, briefBody, cookieOf, freshParty, serverForTests, signIn, type Party } from "./kit";

/*
 * What a screenshot upload may cost, over HTTP against the built server run as `npm
 * start` runs it (two workers on one database): an image over 12 megapixels is refused
 * by its header with the translated message on the screenshots field; eight proofs of
 * one owner sent at once are one image job, the others answer 429 with Retry-After
 * whichever worker they reach; past PROOF_UPLOADS_PER_HOUR (2 here) proofs with
 * screenshots answer 429 with Retry-After, in the caller's language, while a proof
 * without screenshots still goes through.
 */

const server = serverForTests({ workers: 2, env: { PROOF_UPLOADS_PER_HOUR: "2", PAGE_CACHE_SECONDS: "0" } });

let admin: Party;
let advertiser: Party;

/** A PNG of one colour at 1 bit per pixel: a few KB for millions of pixels. */
function flatPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .png({ palette: true, colours: 2 })
    .toBuffer();
}

/** A fresh owner with a community and `count` campaigns IN_PROGRESS (one per ACTIVE brief of the advertiser). */
async function ownerWithCampaigns(prefix: string, count: number): Promise<{ owner: Party; campaigns: number[] }> {
  const owner = await freshParty(server.url, "COMMUNITY_OWNER", prefix);
  const community = await owner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas ${prefix}` });
  expect(community.status, community.text).toBe(201);
  const campaigns: number[] = [];
  for (let i = 0; i < count; i++) {
    const brief = await advertiser.c.request("POST", "/api/briefs", briefBody(`Brief ${prefix} ${i}`, "PENDING_APPROVAL"));
    expect(brief.status, brief.text).toBe(201);
    expect((await admin.c.request("PUT", `/api/admin/briefs/${brief.json.id}/status`, { status: "active" })).status).toBe(200);
    const applied = await owner.c.request("POST", `/api/briefs/${brief.json.id}/apply`, { communityId: community.json.id });
    expect(applied.status, applied.text).toBe(201);
    const approved = await admin.c.request("PUT", `/api/admin/applications/${applied.json.id}/status`, { status: "approved" });
    expect(approved.status, approved.text).toBe(200);
    campaigns.push(approved.json.campaign_id);
  }
  return { owner, campaigns };
}

/** POST a proof as multipart: one link and the screenshots. */
async function postProof(owner: Party, campaignId: number, screenshots: Buffer[], headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append("links", "https://instagram.com/p/bukti");
  screenshots.forEach((bytes, i) => form.append("screenshots", new Blob([new Uint8Array(bytes)], { type: "image/png" }), `bukti-${i}.png`));
  const res = await fetch(`${server.url}/api/campaigns/${campaignId}/proof`, {
    method: "POST",
    body: form,
    headers: { cookie: cookieOf(owner.c), ...headers },
  });
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    json: (await res.json()) as { message: string; errors?: Record<string, string[]> },
  };
}

async function askForChanges(campaignId: number) {
  const res = await advertiser.c.request("PUT", `/api/campaigns/${campaignId}/request-changes`, { reason: "Tambah tangkapan layar." });
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  admin = { ...(await signIn(server.url, DEMO.admin)), id: 0 };
  advertiser = await freshParty(server.url, "ADVERTISER", "uploads");
}, 60_000);

describe("screenshot uploads over HTTP, two workers", () => {
  it("refuses an image over 12 megapixels by its header: 400 with the translated message on the screenshots field", async () => {
    const { owner, campaigns } = await ownerWithCampaigns("poster", 1);
    const poster = await flatPng(4000, 4000);
    const en = await postProof(owner, campaigns[0], [poster]);
    expect(en.status).toBe(400);
    expect(en.json.errors).toEqual({ screenshots: ["This image is too large: at most 12 megapixels (e.g. 4000 x 3000 pixels)"] });
    const id = await postProof(owner, campaigns[0], [poster], { "accept-language": "id" });
    expect(id.json.errors).toEqual({ screenshots: ["Gambar ini terlalu besar: paling banyak 12 megapiksel (mis. 4000 x 3000 piksel)"] });
  }, 60_000);

  it("runs one image job per owner across the workers: of eight proofs sent at once one is decoded, the others answer 429 with Retry-After (or 409 once the first is in)", async () => {
    const { owner, campaigns } = await ownerWithCampaigns("burst", 1);
    const image = await flatPng(4000, 3000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => postProof(owner, campaigns[0], Array(5).fill(image))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(
      statuses.every((s) => s === 201 || s === 409 || s === 429),
      statuses.join(","),
    ).toBe(true);
    const busy = answers.filter((a) => a.status === 429);
    expect(busy.length, statuses.join(",")).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.retryAfter).toBe("5");
      expect(answer.json.message).toBe("Your previous upload is still being processed. Please try again in a few seconds.");
    }
  }, 60_000);

  it("limits proofs with screenshots per owner an hour: 429 with Retry-After in the caller's language; a proof without screenshots still goes through", async () => {
    const { owner, campaigns } = await ownerWithCampaigns("hourly", 1);
    const image = await flatPng(600, 1200);
    for (let i = 0; i < 2; i++) {
      const taken = await postProof(owner, campaigns[0], [image]);
      expect(taken.status, JSON.stringify(taken.json)).toBe(201);
      await askForChanges(campaigns[0]);
    }
    const refused = await postProof(owner, campaigns[0], [image], { "accept-language": "id" });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(59 * 60);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60 * 60);
    expect(refused.json.message).toBe(
      "Anda sudah mengirim banyak bukti dengan tangkapan layar dalam satu jam terakhir. Silakan coba lagi dalam 60 menit.",
    );
    const withoutScreenshots = await owner.c.request("POST", `/api/campaigns/${campaigns[0]}/proof`, {
      links: ["https://instagram.com/p/bukti"],
    });
    expect(withoutScreenshots.status, withoutScreenshots.text).toBe(201);
  }, 60_000);
});
