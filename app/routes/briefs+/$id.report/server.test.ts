import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { communities } from "../../../../db/schema";
import { makeBookingCampaign } from "../../../../tests/booking-campaign";
import { makeAdmin, makeBrief, makeCommunity, makeUser, approveAndPay, proofInput } from "../../../../tests/factories";
import { confirmPayment } from "~/models/money/money.server";
import { briefReportAction, briefReportLoader } from "./server";
import { briefReportCsvLoader, reportCsvCells, reportCsvHeader, safeFileName } from "./csv.server";
import { reachChartSvg } from "./chart.server";
import { applyToBrief, decideApplication } from "~/models/application.server";
import { acceptProof, cancelCampaign, submitProof } from "~/models/campaign/commands.server";
import { getCampaign } from "~/models/campaign/queries.server";
import { openBriefReportCsv, type ReportRow } from "~/models/campaign/report.server";
import { reportLimits } from "~/models/rate-limit.server";
import { writeReview } from "~/models/review/writing.server";
import { campaignReportMessages } from "~/i18n/campaign-report";
import { toWibDate } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { csvStream } from "~/server/csv-stream.server";
import { createUserSession } from "~/server/session-cookie.server";
import { db } from "~/lib/server/db.server";
import { csvLine } from "~/utils/csv";

/*
 * A brief's campaign report (/briefs/<id>/report and report.csv) through its loaders and
 * action, with real Requests, signed-in users and a real database.
 */

async function cookieOf(userId: number, lang?: string) {
  const session = (await createUserSession(userId, false)).split(";")[0];
  return lang ? `${session}; lang=${lang}` : session;
}

async function load(userId: number, briefId: number, search = "", lang?: string) {
  const request = new Request(`http://localhost/briefs/${briefId}/report${search}`, { headers: { cookie: await cookieOf(userId, lang) } });
  return (await briefReportLoader({ request, params: { id: String(briefId) }, context: {} })).json();
}

async function post(userId: number, briefId: number, fields: Record<string, string>) {
  const request = new Request(`http://localhost/briefs/${briefId}/report?page=1`, {
    method: "POST",
    headers: { cookie: await cookieOf(userId), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return briefReportAction({ request, params: { id: String(briefId) }, context: {} });
}

async function csv(userId: number, briefId: number, lang?: string, init: RequestInit = {}) {
  const request = new Request(`http://localhost/briefs/${briefId}/report.csv`, {
    ...init,
    headers: { cookie: await cookieOf(userId, lang) },
  });
  return briefReportCsvLoader({ request, params: { id: String(briefId) }, context: {} });
}

/** CSV downloads of the user running in this process. */
const downloads = (userId: number) => reportLimits.csvStreams.count(`user:${userId}`);

type Reply = { intent: string; result: { error: Record<string, string[]>; initialValue: Record<string, string> } };

/** Thrown by a loader: a Response (redirect, 404) or a ModelError (wrapped into a status by server.ts). */
async function failure(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

/** A brief with two campaigns: one with proof waiting for an answer, one without proof. */
async function setup() {
  const admin = await makeAdmin();
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const brief = makeBrief(advertiser, { title: "Kampanye Kopi Nusantara", companyName: "PT Kopi Kita" });
  const owners = [await makeUser(), await makeUser()];
  const communities = [
    makeCommunity(owners[0], { name: "=Komunitas Kopi Medan" }),
    makeCommunity(owners[1], { name: "Pecinta Teh Bandung" }),
  ];
  const campaignIds: number[] = [];
  for (const [i, owner] of owners.entries()) {
    const app = applyToBrief(owner, brief.id, { message: "Kami siap.", proposedFee: 1_500_000 });
    campaignIds.push(approveAndPay(admin, app.id, { status: "APPROVED", agreedFee: 2_000_000 + i }).campaignId!);
  }
  await submitProof(owners[0], campaignIds[0], {
    links: ["https://instagram.com/p/kopi"],
    reach: 12_500,
    reactions: 340,
    attendees: 45,
    note: "@semua sudah hadir, terima kasih",
  });
  return { admin, advertiser, brief, owners, communities, campaignIds };
}

describe("the report page", () => {
  it("shows the advertiser the brief, the totals, the chart and each campaign with the answer forms", async () => {
    const { advertiser, brief, campaignIds } = await setup();
    const data = await load(advertiser.id, brief.id);
    expect(data.brief).toMatchObject({ id: brief.id, title: "Kampanye Kopi Nusantara", company: "PT Kopi Kita" });
    expect(Object.fromEntries(data.totals.map((t: { key: string; value: string }) => [t.key, t.value]))).toEqual({
      reach: "12.500",
      reactions: "340",
      attendees: "45",
      completed: "0",
      in_progress: "2",
      spend: "Rp 4.000.001",
    });
    // The printout's date: today in WIB.
    expect(data.printedOn).toBe(`Printed on ${formatDate(new Date(), "en")}`);
    expect(data.chartSvg).toContain('role="img"');
    expect(data.chartSvg).toContain("=Komunitas Kopi Medan");
    expect(data.csvHref).toBe(`/briefs/${brief.id}/report.csv`);
    const [first, second] = data.campaigns;
    expect(first).toMatchObject({
      id: campaignIds[0],
      anchor: `campaign-${campaignIds[0]}`,
      state: "PROOF_SUBMITTED",
      canAnswer: true,
      fee: "Rp 2.000.000",
      reach: "12.500",
    });
    expect(first.autoAccept).toMatch(/^Without an answer, the proof is accepted automatically on \d{2} \w{3} \d{4}\.$/);
    expect(first.answer).toBe("Waiting for your answer");
    expect(second).toMatchObject({ state: "IN_PROGRESS", canAnswer: false, hasProof: false, autoAccept: null, reach: "–" });
    // In Indonesian.
    const id = await load(advertiser.id, brief.id, "", "id");
    expect(id.totals[0]).toMatchObject({ label: "Orang terjangkau", value: "12.500" });
    expect(id.campaigns[0].stateLabel).toBe("Bukti dikirim");
  });

  it("groups every number of a row as its Rupiah in English too, and says 1 campaign but 2 campaigns", async () => {
    const { admin, advertiser, brief, campaignIds } = await setup();
    const data = await load(advertiser.id, brief.id);
    // One style in a row: "Rp 2.000.000" beside "12.500", never "12,500".
    expect(data.campaigns[0]).toMatchObject({ fee: "Rp 2.000.000", reach: "12.500", reactions: "340" });
    expect(data.chartSvg).toContain(">12.500</text>");
    expect(data.chartSvg).not.toMatch(/\d,\d{3}/);
    expect(data.totalText).toBe("2 campaigns");
    // One campaign with proof out of two: the chart's note speaks of one community.
    expect(data.chartNote).toBe("The community with the largest reach.");
    expect((await load(advertiser.id, brief.id, "", "id")).totalText).toBe("2 kampanye");

    const single = makeBrief(advertiser, { title: "Satu Kampanye" });
    const owner = await makeUser();
    makeCommunity(owner);
    decideApplication(admin, applyToBrief(owner, single.id, {}).id, { status: "APPROVED" });
    expect((await load(advertiser.id, single.id)).totalText).toBe("1 campaign");
    expect((await load(advertiser.id, single.id, "", "id")).totalText).toBe("1 kampanye");
    expect(campaignIds).toHaveLength(2);
  });

  it("opens for the admin without the answer forms; another advertiser gets 404, an owner 403", async () => {
    const { admin, brief, owners } = await setup();
    const data = await load(admin.id, brief.id);
    expect(data.campaigns[0]).toMatchObject({ canAnswer: false, consoleHref: `/admin/campaigns?dialog=view&id=${data.campaigns[0].id}` });
    const stranger = await makeUser({ role: "ADVERTISER" });
    expect(await failure(() => load(stranger.id, brief.id))).toMatchObject({ status: 404 });
    expect(await failure(() => load(owners[0].id, brief.id))).toMatchObject({ status: 403 });
    expect(await failure(() => csv(stranger.id, brief.id))).toMatchObject({ status: 404 });
  });

  it("asks for changes only with a reason (kept, next to the field), shows the reason, then accepts after a new proof", async () => {
    const { admin, advertiser, brief, owners, campaignIds } = await setup();
    const missing = await post(advertiser.id, brief.id, { intent: "changes", campaignId: String(campaignIds[0]), reason: "  " });
    expect(missing.status).toBe(400);
    const reply = (await missing.json()) as Reply;
    expect(reply.intent).toBe("changes");
    expect(reply.result.error.reason).toEqual(["reasonRequired"]);
    expect(reply.result.initialValue.campaignId).toBe(String(campaignIds[0]));
    expect(getCampaign(advertiser, campaignIds[0]).state).toBe("PROOF_SUBMITTED");

    const asked = await post(advertiser.id, brief.id, {
      intent: "changes",
      campaignId: String(campaignIds[0]),
      reason: "Mohon tambahkan tangkapan layar.",
    });
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toBe(`/briefs/${brief.id}/report#campaign-${campaignIds[0]}`);
    expect(getCampaign(advertiser, campaignIds[0]).state).toBe("CHANGES_REQUESTED");
    // The report shows the reason beside the answer, to the advertiser and the admin.
    expect((await load(advertiser.id, brief.id)).campaigns[0]).toMatchObject({
      answer: "Changes requested",
      changesReason: "Mohon tambahkan tangkapan layar.",
    });
    expect((await load(admin.id, brief.id, "", "id")).campaigns[0]).toMatchObject({
      answer: "Diminta perubahan",
      changesReason: "Mohon tambahkan tangkapan layar.",
    });
    // Accepting now is not a move of this state: 409 with the allowed moves, as the form's error.
    const refused = await post(advertiser.id, brief.id, { intent: "accept", campaignId: String(campaignIds[0]) });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Reply).result.error[""][0]).toContain("CHANGES_REQUESTED");

    await submitProof(owners[0], campaignIds[0], { links: ["https://instagram.com/p/kopi2"], reach: 13_000, note: undefined });
    const accepted = await post(advertiser.id, brief.id, { intent: "accept", campaignId: String(campaignIds[0]) });
    expect(accepted.status).toBe(302);
    const after = await load(advertiser.id, brief.id);
    const total = (key: string) => after.totals.find((t: { key: string }) => t.key === key)?.value;
    expect(after.campaigns[0]).toMatchObject({ state: "COMPLETED", answer: "Accepted", canAnswer: false, changesReason: null });
    expect(total("completed")).toBe("1");
    expect(total("reach")).toBe("13.000");
  });

  it("opens the page that holds ?campaign=N (an explicit page wins), and answers go back to that page", async () => {
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser);
    const ids: number[] = [];
    // 21 campaigns: the report shows 20 a page, so the last is on page 2.
    for (let i = 0; i < 21; i++) {
      const owner = await makeUser();
      makeCommunity(owner);
      const app = applyToBrief(owner, brief.id, {});
      ids.push(approveAndPay(admin, app.id, { status: "APPROVED" }).campaignId!);
      if (i === 20) await submitProof(owner, ids[20], { links: ["https://instagram.com/p/akhir"], reach: 10, note: undefined });
    }
    const last = ids[20];
    const onPage = async (search: string) => {
      const data = await load(advertiser.id, brief.id, search);
      return { page: data.pager.page, ids: data.campaigns.map((c: { id: number }) => c.id) as number[] };
    };
    expect(await onPage(`?campaign=${last}`)).toEqual({ page: 2, ids: [last] });
    expect((await onPage(`?campaign=${ids[19]}`)).page).toBe(1);
    expect((await onPage(`?page=1&campaign=${last}`)).page).toBe(1);
    // A campaign of another brief, or no campaign: page 1.
    expect((await onPage(`?campaign=999999`)).page).toBe(1);
    expect((await onPage(`?campaign=abc`)).page).toBe(1);
    const asked = await post(advertiser.id, brief.id, {
      intent: "changes",
      campaignId: String(last),
      reason: "Mohon tambahkan tangkapan layar.",
    });
    expect(asked.headers.get("location")).toBe(`/briefs/${brief.id}/report?page=2#campaign-${last}`);
  });

  it("refuses an unknown intent and another advertiser's campaign", async () => {
    const { brief, campaignIds } = await setup();
    const stranger = await makeUser({ role: "ADVERTISER" });
    expect((await post(stranger.id, brief.id, { intent: "delete", campaignId: String(campaignIds[0]) })).status).toBe(400);
    expect((await post(stranger.id, brief.id, { intent: "accept", campaignId: String(campaignIds[0]) })).status).toBe(404);
  });
});

describe("the CSV download", () => {
  it("is UTF-8 with a BOM, the header in the reader's language, one row per campaign, formulas made safe", async () => {
    const { advertiser, brief } = await setup();
    const response = await csv(advertiser.id, brief.id, "id");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("private");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="laporan-kampanye-${brief.id}-kampanye-kopi-nusantara.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe("Komunitas,Status,Biaya disepakati,Jangkauan,Reaksi,Peserta,Tautan,Catatan,Tanggal bukti");
    expect(lines[1]).toBe(
      `'=Komunitas Kopi Medan,Bukti dikirim,2000000,12500,340,45,https://instagram.com/p/kopi,"'@semua sudah hadir, terima kasih",${toWibDate(new Date())}`,
    );
    expect(lines[2]).toMatch(/^Pecinta Teh Bandung,Berjalan,2000001,,,,,,$/);
    // The totals row: the spend under the fees, the figures under theirs.
    expect(lines[3]).toBe("Total (tanpa kampanye yang dibatalkan),,4000001,12500,340,45,,,");
    expect(lines).toHaveLength(5); // the header, two rows, the totals, the final line end
  });

  it("separates the cells with ';' when asked (Excel with Indonesian settings), the same rules kept; the page offers both", async () => {
    const { admin, advertiser, brief } = await setup();
    const page = await load(advertiser.id, brief.id);
    expect(page.csvSemicolonHref).toBe(`/briefs/${brief.id}/report.csv?separator=semicolon`);
    const request = new Request(`http://localhost${page.csvSemicolonHref}`, { headers: { cookie: await cookieOf(advertiser.id) } });
    const response = await briefReportCsvLoader({ request, params: { id: String(brief.id) }, context: {} });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines).toEqual([
      "Community;State;Agreed fee;Reach;Reactions;Attendees;Links;Note;Proof date",
      `'=Komunitas Kopi Medan;Proof submitted;2000000;12500;340;45;https://instagram.com/p/kopi;"'@semua sudah hadir, terima kasih";${toWibDate(new Date())}`,
      "Pecinta Teh Bandung;In progress;2000001;;;;;;",
      "Total (cancelled campaigns left out);;4000001;12500;340;45;;;",
      "",
    ]);
    // A cancelled campaign is listed but left out of the totals, as on the page.
    cancelCampaign(admin, page.campaigns[0].id, "Sengketa");
    const again = await (await csv(advertiser.id, brief.id)).text();
    expect(again.trimEnd().split("\r\n").at(-1)).toBe("Total (cancelled campaigns left out),,2000001,0,0,0,,,");
  });

  it("writes the totals row of a brief without campaigns", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser);
    const text = await (await csv(advertiser.id, brief.id)).text();
    // (text() reads the byte order mark away.)
    expect(text).toBe(
      "Community,State,Agreed fee,Reach,Reactions,Attendees,Links,Note,Proof date\r\nTotal (cancelled campaigns left out),,0,0,0,0,,,\r\n",
    );
  });

  it("is written a batch at a time with other work between batches: every row in order, the first chunk before the last row is read, formulas made safe", async () => {
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser);
    const owners = [];
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const owner = await makeUser();
      owners.push(owner);
      makeCommunity(owner, { name: i === 1 ? "+62 Komunitas Pesisir" : `Komunitas ${i}` });
      ids.push(approveAndPay(admin, applyToBrief(owner, brief.id, {}).id, { status: "APPROVED", agreedFee: 1_000_000 + i }).campaignId!);
    }
    await submitProof(owners[4], ids[4], {
      links: ["https://x.com/a/status/1", "https://x.com/a/status/2"],
      reach: 10,
      note: '=HYPERLINK("http://evil")',
    });

    // Turns of the event loop, counted while the stream is read.
    let turns = 0;
    let spinning = true;
    const spin = () => {
      turns += 1;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    const source = openBriefReportCsv(advertiser, { kind: "brief", id: brief.id }, 2);
    const reads: { turn: number; rows: number }[] = [];
    const counted = {
      nextRows() {
        const rows = source.nextRows();
        reads.push({ turn: turns, rows: rows.length });
        return rows;
      },
      close: () => source.close(),
    };
    const t = campaignReportMessages.en;
    const request = new Request(`http://localhost/briefs/${brief.id}/report.csv`);
    const reader = csvStream(request, reportCsvHeader(t), counted, (row: ReportRow) => reportCsvCells(row, t)).getReader();
    const first = await reader.read();
    expect(reads.map((r) => r.rows)).toEqual([2]);
    // The last campaign's community is renamed after the first chunk was made: its row says so.
    db.update(communities).set({ name: "@Komunitas Terakhir" }).where(eq(communities.ownerId, owners[4].id)).run();
    const chunks = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    spinning = false;

    // One batch per turn: the event loop ran other callbacks between any two.
    expect(reads.map((r) => r.rows)).toEqual([2, 2, 1, 0]);
    reads.slice(1).forEach((r, i) => expect(r.turn).toBeGreaterThan(reads[i].turn));
    const texts = chunks.map((c) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(c));
    expect(texts).toHaveLength(3);
    const header = "\uFEFFCommunity,State,Agreed fee,Reach,Reactions,Attendees,Links,Note,Proof date\r\n";
    expect(texts[0]).toBe(`${header}Komunitas 0,In progress,1000000,,,,,,\r\n'+62 Komunitas Pesisir,In progress,1000001,,,,,,\r\n`);
    expect(texts.join("")).toBe(
      header +
        ["Komunitas 0", "'+62 Komunitas Pesisir", "Komunitas 2", "Komunitas 3"]
          .map((name, i) => `${name},In progress,${1_000_000 + i},,,,,,\r\n`)
          .join("") +
        csvLine([
          "'@Komunitas Terakhir",
          "Proof submitted",
          1_000_004,
          10,
          null,
          null,
          "https://x.com/a/status/1\nhttps://x.com/a/status/2",
          `'=HYPERLINK("http://evil")`,
          toWibDate(new Date()),
        ]),
    );
    expect(texts[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // Every row sent: the download's slot is free.
    expect(downloads(advertiser.id)).toBe(0);
  });

  it("makes at most two batches of all downloads in one turn of the event loop, however many run", async () => {
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser);
    for (let i = 0; i < 4; i++) {
      const owner = await makeUser();
      makeCommunity(owner);
      approveAndPay(admin, applyToBrief(owner, brief.id, {}).id, { status: "APPROVED" });
    }
    let turns = 0;
    let spinning = true;
    const spin = () => {
      turns += 1;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    const t = campaignReportMessages.en;
    const batchTurns: number[] = [];
    const download = async (reader: typeof advertiser) => {
      const source = openBriefReportCsv(reader, { kind: "brief", id: brief.id }, 1);
      let first = true;
      const counted = {
        nextRows() {
          if (!first) batchTurns.push(turns);
          first = false;
          return source.nextRows();
        },
        close: () => source.close(),
      };
      const request = new Request(`http://localhost/briefs/${brief.id}/report.csv`);
      return new Response(csvStream(request, reportCsvHeader(t), counted, (row: ReportRow) => reportCsvCells(row, t))).text();
    };
    const files = await Promise.all([download(advertiser), download(advertiser), download(admin)]);
    spinning = false;
    expect(new Set(files).size).toBe(1);
    expect(files[0].split("\r\n")).toHaveLength(6); // the header, four rows, the last line end
    // Three downloads of 4 batches after the first (the last one empty): 12, two a turn at most.
    expect(batchTurns).toHaveLength(12);
    const perTurn = new Map<number, number>();
    for (const turn of batchTurns) perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBe(2);
  });

  it("gives its slot back when the client goes away or stops reading; HEAD takes none", async () => {
    const { advertiser, brief } = await setup();
    const client = new AbortController();
    const gone = await csv(advertiser.id, brief.id, undefined, { signal: client.signal });
    const stopped = await csv(advertiser.id, brief.id);
    expect(downloads(advertiser.id)).toBe(2);
    // Both slots taken: a third download waits.
    expect(await failure(() => csv(advertiser.id, brief.id))).toMatchObject({
      kind: "too_many",
      message: "reportDownloadsRunning",
      retryAfterSeconds: 5,
    });
    client.abort();
    expect(downloads(advertiser.id)).toBe(1);
    expect(await gone.text()).toBe("");
    await stopped.body!.cancel();
    expect(downloads(advertiser.id)).toBe(0);
    const head = await csv(advertiser.id, brief.id, undefined, { method: "HEAD" });
    expect(head.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(head.body).toBeNull();
    expect(downloads(advertiser.id)).toBe(0);
  });

  it("names files safely", () => {
    expect(safeFileName("campaign-report", 'Kopi "Nusantara"/\r\n Ñ 2026', 7)).toBe("campaign-report-7-kopi-nusantara-n-2026.csv");
    expect(safeFileName("campaign-report", "🙂", 7)).toBe("campaign-report-7.csv");
  });
});

describe("the reach chart", () => {
  it("draws one labelled bar per community, escaped, with a title and a description holding the numbers", () => {
    const svg = reachChartSvg(
      [
        { name: "Kopi <Medan> & Teh", reach: 1000 },
        { name: "Nol", reach: 0 },
      ],
      { title: "Reach per community", desc: "Bars: {list}." },
    )!;
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-labelledby="reach-chart-title reach-chart-desc"');
    expect(svg).toContain('<title id="reach-chart-title">Reach per community</title>');
    expect(svg).toContain('<desc id="reach-chart-desc">Bars: Kopi &lt;Medan&gt; &amp; Teh 1.000; Nol 0.</desc>');
    expect(svg).not.toContain("<Medan>");
    expect(svg.match(/<rect /g)).toHaveLength(2);
    // Drawn in CSS pixels (no viewBox to shrink its texts on a phone): the largest bar 70% wide.
    expect(svg).not.toContain("viewBox");
    expect(svg).toContain('<rect x="0" y="26" width="70%"');
    expect([...svg.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1])).every((size) => size >= 12)).toBe(true);
    expect(reachChartSvg([], { title: "", desc: "" })).toBeNull();
  });
});

describe("the report's reviews", () => {
  it("takes the advertiser's review of a completed campaign, blind until the owner's, then its reply", async () => {
    const { advertiser, owners, brief, campaignIds } = await setup();
    const campaignId = campaignIds[0];
    // No review before completion, and none for the admin here.
    expect((await load(advertiser.id, brief.id)).campaigns[0]?.reviews).toBeNull();
    acceptProof(advertiser, campaignId);
    const panel = async () => (await load(advertiser.id, brief.id)).campaigns.find((c: { id: number }) => c.id === campaignId)!.reviews!;
    expect(await panel()).toMatchObject({
      title: "Review the community",
      form: { stars: ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"] },
    });

    // The owner has written: still blind to the advertiser.
    const ownerReview = writeReview(owners[0], campaignId, { rating: 2, text: "Revisi lama dijawab." });
    expect(await panel()).toMatchObject({ mine: null, theirs: null, replyTo: null });

    // Out of range: 400 next to the field, the text kept, for this campaign's form.
    const bad = await post(advertiser.id, brief.id, { intent: "review", campaignId: String(campaignId), rating: "6", text: "Bagus" });
    expect((bad as Response).status).toBe(400);
    const reply = (await (bad as Response).json()) as Reply;
    expect(reply).toMatchObject({
      intent: "review",
      result: { error: { rating: ["ratingInvalid"] }, initialValue: { campaignId: String(campaignId), text: "Bagus" } },
    });

    const sent = (await post(advertiser.id, brief.id, {
      intent: "review",
      campaignId: String(campaignId),
      rating: "5",
      text: "Bagus",
    })) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/briefs/${brief.id}/report#campaign-${campaignId}`);
    const published = await panel();
    expect(published.status).toBe("Both sides' reviews are published.");
    expect(published.theirs?.html).toContain("Revisi lama dijawab.");
    expect(published.replyTo).toBe(ownerReview.id);

    const replied = (await post(advertiser.id, brief.id, {
      intent: "reply",
      campaignId: String(campaignId),
      reviewId: String(ownerReview.id),
      text: "Maaf, kami perbaiki.",
    })) as Response;
    expect(replied.status).toBe(302);
    expect((await panel()).theirs?.html).toContain("Maaf, kami perbaiki.");
  });

  it("refuses a review from the admin and a reply to a review the advertiser may not read", async () => {
    const { admin, advertiser, owners, brief, campaignIds } = await setup();
    const campaignId = campaignIds[0];
    acceptProof(advertiser, campaignId);
    const byAdmin = (await post(admin.id, brief.id, { intent: "review", campaignId: String(campaignId), rating: "5" })) as Response;
    expect(byAdmin.status).toBe(403);
    // The owner's review is not published: to the advertiser it does not exist.
    const ownerReview = writeReview(owners[0], campaignId, { rating: 3 });
    const early = (await post(advertiser.id, brief.id, {
      intent: "reply",
      campaignId: String(campaignId),
      reviewId: String(ownerReview.id),
      text: "Hm",
    })) as Response;
    expect(early.status).toBe(404);
    expect(((await early.json()) as Reply).result.error[""][0]).toBe("Failed to post the reply: Review not found");
  });
});

describe("a booking's report (/bookings/<id>/report)", () => {
  it("shows the booking's campaign to its brand and the admin, with its CSV, and answers a proof there", async () => {
    const { advertiser, admin, owner, booking, campaignId } = await makeBookingCampaign();
    const invoice = db.query.invoices.findFirst({ where: (i, { eq }) => eq(i.campaignId, campaignId) }).sync()!;
    confirmPayment(admin, invoice.id, { reference: "TRF-B", paidAt: new Date(), amount: invoice.total });
    await submitProof(owner, campaignId, proofInput({ reach: 900 }));
    const bookingUrl = (search = "") => `http://localhost/bookings/${booking.id}/report${search}`;
    const loadBooking = async (userId: number) => {
      const request = new Request(bookingUrl(), { headers: { cookie: await cookieOf(userId) } });
      return (await briefReportLoader({ request, params: { id: String(booking.id) }, context: {} })).json();
    };
    const data = await loadBooking(advertiser.id);
    expect(data.brief).toMatchObject({ id: booking.id, title: "Sponsor kopdar", kind: "booking", status: "Accepted" });
    expect(data.backHref).toBe(`/advertiser/bookings/${booking.id}`);
    expect(data.csvHref).toBe(`/bookings/${booking.id}/report.csv`);
    expect(data.campaigns.map((c: { id: number; canAnswer: boolean }) => [c.id, c.canAnswer])).toEqual([[campaignId, true]]);
    expect((await loadBooking(admin.id)).total).toBe(1);
    const stranger = await makeUser({ role: "ADVERTISER" });
    expect(await failure(() => loadBooking(stranger.id))).toMatchObject({ status: 404 });

    const request = new Request(bookingUrl(), { headers: { cookie: await cookieOf(advertiser.id) } });
    const file = await briefReportCsvLoader({ request, params: { id: String(booking.id) }, context: {} });
    expect(file.status).toBe(200);
    expect(await file.text()).toContain("900");

    const answer = new Request(bookingUrl("?page=1"), {
      method: "POST",
      headers: { cookie: await cookieOf(advertiser.id), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "accept", campaignId: String(campaignId) }).toString(),
    });
    const done = await briefReportAction({ request: answer, params: { id: String(booking.id) }, context: {} });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/bookings/${booking.id}/report#campaign-${campaignId}`);
    expect(getCampaign(advertiser, campaignId).state).toBe("COMPLETED");
  });
});
