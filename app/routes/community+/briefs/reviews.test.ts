import { describe, expect, it } from "vitest";
import { makeAdmin, makeBrief, makeCampaign, makeCommunity, makeUser, proofInput } from "../../../../tests/factories";
import { acceptProof, submitProof } from "~/models/campaign/commands.server";
import { hideReview, publishDueReviews, writeReview } from "~/models/review/writing.server";
import { createUserSession } from "~/server/session-cookie.server";
import { campaignsLoader } from "./server";

/*
 * The brand's rating and reviews on the owner's Campaigns (/community/briefs): the row on
 * each brief card and, in the `?dialog=view` dialog, the rating with the brand's published
 * reviews paged by `rpage`; through the loader with a real Request and database.
 */

type Data = {
  briefs: { id: number; brandRating: [string, string] | null }[];
  dialog: {
    kind: string;
    reviews?: { html: string; pager: { page: number; pageCount: number; next: string | null; prev: string | null } };
  } | null;
};

async function load(userId: number, search: string, lang?: string): Promise<Data> {
  const session = (await createUserSession(userId, false)).split(";")[0];
  const request = new Request(`http://localhost/community/briefs${search}`, {
    headers: { cookie: lang ? `${session}; lang=${lang}` : session },
  });
  return (await (await campaignsLoader({ request, params: {}, context: {} })).json()) as Data;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const count = (html: string) => html.match(/data-testid="review"/g)?.length ?? 0;

describe("a brand's rating and reviews for owners", () => {
  it("shows the rating on the brief cards and in the dialog with the published reviews, paged by rpage; nothing hidden or unpublished", async () => {
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const reviewer = await makeUser();
    const tag = `Merek${Date.now() % 100_000}`;
    const completed = async (i: number) => {
      const made = await makeCampaign({ advertiser, owner: reviewer, brief: makeBrief(advertiser, { title: `${tag} ${i}` }) });
      await submitProof(reviewer, made.campaignId, proofInput());
      acceptProof(advertiser, made.campaignId);
      return made.campaignId;
    };
    // Twelve reviews of the brand published (4 or 5 stars), then one hidden by the admin.
    const reviewIds: number[] = [];
    for (let i = 0; i < 12; i++)
      reviewIds.push(writeReview(reviewer, await completed(i), { rating: i === 11 ? 1 : i % 2 ? 4 : 5, text: `Brand <${i}>` }).id);
    publishDueReviews(new Date(Date.now() + 15 * DAY_MS));
    hideReview(admin, reviewIds[11], { note: "Kasar" });
    // One more written, not yet published (blind).
    writeReview(reviewer, await completed(12), { rating: 1, text: "Belum terbit" });

    // The brief an owner browses, and another brand's without reviews; both the newest.
    const brief = makeBrief(advertiser, { title: `${tag} baru` });
    const plain = makeBrief(await makeUser({ role: "ADVERTISER" }), { title: `${tag} lain` });
    const viewer = await makeUser();
    makeCommunity(viewer);

    const list = await load(viewer.id, "?tab=all");
    expect(list.briefs.find((b) => b.id === brief.id)?.brandRating).toEqual(["Brand rating", "4.5 ★ (11)"]);
    expect(list.briefs.find((b) => b.id === plain.id)?.brandRating).toBeNull();
    expect((await load(viewer.id, "?tab=all", "id")).briefs.find((b) => b.id === brief.id)?.brandRating).toEqual([
      "Penilaian brand",
      "4,5 ★ (11)",
    ]);

    const first = await load(viewer.id, `?tab=all&dialog=view&id=${brief.id}`);
    const html = first.dialog!.reviews!.html;
    expect(html).toContain("Reviews from communities");
    expect(html).toContain('data-testid="brand-rating"');
    expect(html).toContain("4.5 ★ (11)");
    expect(count(html)).toBe(10);
    // Escaped; neither the hidden nor the unpublished review shows.
    expect(html).toContain("Brand &lt;10&gt;");
    expect(html).not.toContain("Brand &lt;11&gt;");
    expect(html).not.toContain("Belum terbit");
    expect(first.dialog!.reviews!.pager).toMatchObject({ page: 1, pageCount: 2 });
    expect(first.dialog!.reviews!.pager.next).toBe(`/community/briefs?tab=all&dialog=view&id=${brief.id}&rpage=2#reviews`);

    // Page 2 in Indonesian; past the end is the last page.
    const second = await load(viewer.id, `?tab=all&dialog=view&id=${brief.id}&rpage=9`, "id");
    expect(second.dialog!.reviews!.pager.page).toBe(2);
    expect(count(second.dialog!.reviews!.html)).toBe(1);
    expect(second.dialog!.reviews!.html).toContain("Ulasan dari komunitas");
    expect(second.dialog!.reviews!.html).toContain("4,5 ★ (11)");
    expect(second.dialog!.reviews!.pager.prev).toBe(`/community/briefs?tab=all&dialog=view&id=${brief.id}#reviews`);

    // A brand without reviews: no rating line, "No reviews yet."; the apply dialog lists none.
    const none = await load(viewer.id, `?tab=all&dialog=view&id=${plain.id}`);
    expect(none.dialog!.reviews!.html).not.toContain("brand-rating");
    expect(none.dialog!.reviews!.html).toContain("No reviews yet.");
    const apply = await load(viewer.id, `?tab=all&dialog=apply&id=${brief.id}&rpage=2`);
    expect(apply.dialog).toMatchObject({ kind: "apply" });
    expect(apply.dialog!.reviews).toBeUndefined();
  });
});
