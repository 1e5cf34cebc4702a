import { describe, expect, it } from "vitest";
import { applications } from "../../../../db/schema";
import { makeAdmin, makeBrief, makeCommunity, makeUser, approveAndPay } from "../../../../tests/factories";
import { applyToBrief, decideApplication } from "~/models/application.server";
import { listMessages, postMessage } from "~/models/storefront/threads.server";
import { advertiserBriefsLoader } from "./server";
import { db } from "~/lib/server/db.server";
import { createUserSession } from "~/server/session-cookie.server";

/* /advertiser/briefs through its loader: the view dialog's approved applications, paged. */

async function load(userId: number, search: string, lang?: string) {
  const session = (await createUserSession(userId, false)).split(";")[0];
  const cookie = lang ? `${session}; lang=${lang}` : session;
  const request = new Request(`http://localhost/advertiser/briefs${search}`, { headers: { cookie } });
  return (await advertiserBriefsLoader({ request, params: {}, context: {} })).json();
}

describe("the view dialog's approved applications", () => {
  it("pages them 20 at a time, keeping the list's place in every link", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser, { status: "ACTIVE" });
    for (let i = 0; i < 23; i++) {
      const community = makeCommunity(await makeUser(), { name: `Pelamar ${String(i).padStart(2, "0")}` });
      const status = i === 22 ? "PENDING" : "APPROVED";
      db.insert(applications)
        .values({ briefId: brief.id, communityId: community.id, status, message: `Pesan ${i}` })
        .run();
    }
    const first = await load(advertiser.id, `?tab=active&dialog=view&id=${brief.id}`);
    const apps = first.dialog?.applications;
    expect(apps?.total).toBe(22);
    expect(apps?.items).toHaveLength(20);
    expect(apps?.pager).toMatchObject({ page: 1, pageCount: 2, next: `/advertiser/briefs?tab=active&dialog=view&id=${brief.id}&apage=2` });
    const second = await load(advertiser.id, `?tab=active&dialog=view&id=${brief.id}&apage=2`);
    expect(second.dialog?.applications?.items).toHaveLength(2);
    expect(second.dialog?.applications?.pager.prev).toBe(`/advertiser/briefs?tab=active&dialog=view&id=${brief.id}`);
    // Past the end: the last page. Closing drops the dialog and its page.
    expect((await load(advertiser.id, `?dialog=view&id=${brief.id}&apage=9`)).dialog?.applications?.pager.page).toBe(2);
    expect(second.closeHref).toBe("/advertiser/briefs?tab=active");
    // Only APPROVED applications, never the pending one.
    const shown = [...(apps?.items ?? []), ...(second.dialog?.applications?.items ?? [])].map((a: { message: string | null }) => a.message);
    expect(shown).not.toContain("Pesan 22");
  });
});

describe("a brief's campaigns on the advertiser's list", () => {
  it("says how many applications wait for review, and shows each approved one's fee, campaign state and report link", async () => {
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser, { status: "ACTIVE" });
    const untouched = makeBrief(advertiser, { status: "ACTIVE" });
    const apps = [];
    const owners = [];
    for (let i = 0; i < 3; i++) {
      const owner = await makeUser();
      owners.push(owner);
      makeCommunity(owner, { name: `Komunitas Biaya ${i}` });
      apps.push(applyToBrief(owner, brief.id, { proposedFee: 750_000 }));
    }
    const { campaignId } = approveAndPay(admin, apps[0].id, { status: "APPROVED", agreedFee: 1_250_000 });
    const before = await load(advertiser.id, `?dialog=view&id=${brief.id}`);
    expect(before.dialog?.pending).toBe("2 applications wait for the admin's review.");
    const [approved] = before.dialog?.applications?.items ?? [];
    expect(approved).toMatchObject({
      fee: "Rp 1.250.000",
      campaign: { state: "In progress", href: `/briefs/${brief.id}/report?campaign=${campaignId}#campaign-${campaignId}` },
    });
    const card = (id: number) => before.briefs.find((b: { id: number }) => b.id === id);
    expect(card(brief.id)?.campaigns).toEqual({
      href: `/briefs/${brief.id}/report`,
      text: "Campaigns (1)",
      label: `Campaigns (1) of ${brief.title}`,
      waiting: null,
    });
    expect(card(untouched.id)?.campaigns).toBeNull();
    // In Indonesian, one left waiting.
    decideApplication(admin, apps[1].id, { status: "REJECTED" });
    const id = await load(advertiser.id, `?dialog=view&id=${brief.id}`, "id");
    expect(id.dialog?.pending).toBe("1 lamaran menunggu tinjauan admin.");
    expect(id.dialog?.applications?.items[0].campaign?.state).toBe("Berjalan");
    // The community writes twice in the campaign's conversation: the card says so until read.
    const ref = { kind: "campaign" as const, id: campaignId! };
    await postMessage(owners[0], ref, { text: "Materi diterima" });
    await postMessage(owners[0], ref, { text: "Jadwal Sabtu" });
    const unread = (await load(advertiser.id, "", "id")).briefs.find((b: { id: number }) => b.id === brief.id)?.campaigns;
    expect(unread?.waiting).toBe("2 pesan belum dibaca");
    expect(unread?.label).toContain("2 pesan belum dibaca");
    listMessages(advertiser, ref, { markRead: true });
    expect((await load(advertiser.id, "")).briefs.find((b: { id: number }) => b.id === brief.id)?.campaigns?.waiting).toBeNull();
  });
});
