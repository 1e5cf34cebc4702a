import { describe, expect, it } from "vitest";
import { makeBrief, makeCampaign, makeUser, proofInput } from "../../../../tests/factories";
import { acceptProof, submitProof } from "~/models/campaign/commands.server";
import { publishDueReviews, writeReview } from "~/models/review/writing.server";
import { createUserSession } from "~/server/session-cookie.server";
import { advertiserSearchLoader } from "./server";

/*
 * The community's rating and published reviews in advertiser search (the card and the
 * `?community=N` dialog, paged by `rpage`), through the loader with a real Request.
 */

async function load(userId: number, search: string, lang?: string) {
  const session = (await createUserSession(userId, false)).split(";")[0];
  const request = new Request(`http://localhost/advertiser/search${search}`, {
    headers: { cookie: lang ? `${session}; lang=${lang}` : session },
  });
  return (await (await advertiserSearchLoader({ request, params: {}, context: {} })).json()) as Detail;
}

type Detail = {
  detail: {
    community: { rating: number | null; review_count: number };
    reviews: { html: string; pager: { page: number; pageCount: number; next: string | null } };
  };
};

const DAY_MS = 24 * 60 * 60 * 1000;

describe("a community's reviews in advertiser search", () => {
  it("shows the rating on the card and in the dialog, and the published reviews paged by rpage", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const owner = await makeUser();
    const tag = `Ulas${Date.now() % 100_000}`;
    let communityId = 0;
    // Eleven completed campaigns of one community, each rated by the advertiser (4 or 5 stars).
    for (let i = 0; i < 11; i++) {
      const made = await makeCampaign({ advertiser, owner, brief: makeBrief(advertiser, { title: `${tag} brief ${i}` }) });
      communityId = made.community.id;
      await submitProof(owner, made.campaignId, proofInput());
      acceptProof(advertiser, made.campaignId);
      writeReview(advertiser, made.campaignId, { rating: i % 2 ? 4 : 5, text: `Ulasan <${i}>` });
    }
    // Blind until published: nothing shows yet.
    const before = await load(advertiser.id, `?verified=false&community=${communityId}`);
    expect(before.detail.community).toMatchObject({ rating: null, review_count: 0 });
    expect(before.detail.reviews.html).toContain("No reviews yet.");

    publishDueReviews(new Date(Date.now() + 15 * DAY_MS));
    const first = await load(advertiser.id, `?verified=false&community=${communityId}`);
    expect(first.detail.community).toMatchObject({ rating: 4.5, review_count: 11 });
    expect(first.detail.reviews.html).toContain("Reviews from advertisers");
    expect(first.detail.reviews.html.match(/data-testid="review"/g)).toHaveLength(10);
    // Texts are escaped.
    expect(first.detail.reviews.html).toContain("Ulasan &lt;10&gt;");
    expect(first.detail.reviews.pager).toMatchObject({ page: 1, pageCount: 2 });
    expect(first.detail.reviews.pager.next).toContain(`community=${communityId}&rpage=2#reviews`);

    // Page 2 in Indonesian; past the end is the last page.
    const second = await load(advertiser.id, `?verified=false&community=${communityId}&rpage=9`, "id");
    expect(second.detail.reviews.pager.page).toBe(2);
    expect(second.detail.reviews.html.match(/data-testid="review"/g)).toHaveLength(1);
    expect(second.detail.reviews.html).toContain("Ulasan dari pengiklan");
    expect(second.detail.reviews.html).toContain("5 dari 5 bintang");
  });
});
