import { describe, expect, it } from "vitest";
import { makeCampaign, proofInput } from "../../tests/factories";
import { acceptProof, submitProof } from "~/models/campaign/commands.server";
import { writeReview } from "~/models/review/writing.server";
import { createUserSession } from "~/server/session-cookie.server";
import type { OwedReviews } from "~/utils/review-view";
import { loader as advertiserDashboard } from "./advertiser+/dashboard/server";
import { loader as ownerDashboard } from "./community+/dashboard/server";
import { escapeHtml, ratingText } from "./reviews.server";

/*
 * The review pieces the screens share (reviews.server.ts), and the reviews each party
 * still owes on its dashboard, through the dashboards' loaders with real Requests.
 */

async function request(userId: number, path: string, lang?: string) {
  const session = (await createUserSession(userId, false)).split(";")[0];
  return new Request(`http://localhost${path}`, { headers: { cookie: lang ? `${session}; lang=${lang}` : session } });
}

describe("review texts", () => {
  it("escape every character that could open markup", () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe("&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;");
  });
  it("show a rating to one decimal with its count, in the reader's language, and nothing without reviews", () => {
    expect(ratingText({ rating: 4.6, count: 12 }, "en")).toBe("4.6 ★ (12)");
    expect(ratingText({ rating: 4, count: 1234 }, "id")).toBe("4,0 ★ (1.234)");
    expect(ratingText({ rating: null, count: 0 }, "en")).toBeNull();
  });
});

describe("the reviews each party owes, on its dashboard", () => {
  it("lists a completed campaign to both sides, with a link, until each has written", async () => {
    const made = await makeCampaign();
    const owed = async () => ({
      owner: (
        (await (
          await ownerDashboard({ request: await request(made.owner.id, "/community/dashboard", "id"), params: {}, context: {} })
        ).json()) as { owed: OwedReviews }
      ).owed,
      advertiser: (
        (await (
          await advertiserDashboard({ request: await request(made.advertiser.id, "/advertiser/dashboard"), params: {}, context: {} })
        ).json()) as { owed: OwedReviews }
      ).owed,
    });
    expect(await owed()).toMatchObject({ owner: { total: 0 }, advertiser: { total: 0 } });

    await submitProof(made.owner, made.campaignId, proofInput());
    acceptProof(made.advertiser, made.campaignId);
    const both = await owed();
    expect(both.owner.items).toEqual([
      expect.objectContaining({
        href: `/community/campaigns/${made.campaignId}#reviews`,
        text: `Ulas ${made.brief.companyName} untuk “${made.brief.title}”`,
      }),
    ]);
    expect(both.advertiser.items).toEqual([
      expect.objectContaining({
        href: `/briefs/${made.brief.id}/report?campaign=${made.campaignId}#campaign-${made.campaignId}`,
        text: `Review ${made.community.name} for “${made.brief.title}”`,
      }),
    ]);

    writeReview(made.owner, made.campaignId, { rating: 5 });
    expect(await owed()).toMatchObject({ owner: { total: 0, items: [] }, advertiser: { total: 1 } });
  });
});
