import type Database from "better-sqlite3";
import { CAMPAIGN_STATES, type CampaignState } from "../app/utils/enums";

/*
 * The campaign half of the bench data (campaign delivery, docs/product.md "Campaigns"),
 * called by bench/seed.ts inside its one transaction, after bench/seed-workspace.ts:
 *  - fees: about half of all applications propose one; every application that started a
 *    campaign has its agreed fee (the proposed one, or one the admin set, or none);
 *  - extra APPROVED applications so the bench accounts have campaigns: the bench
 *    advertiser's busiest ACTIVE brief gets BIG_BRIEF_CAMPAIGNS (200) of them (its report
 *    page is measured at a realistic worst case), its next ACTIVE brief HUGE_BRIEF_CAMPAIGNS
 *    (1,000, from any listed community: fewer when a small --communities has not so
 *    many), each with proof of HUGE_PROOF_LINKS links and a HUGE_NOTE_CHARS-character
 *    note (the report and its CSV at their heaviest: bench/big-report.ts), the bench
 *    owner's community ~20 more;
 *  - campaigns (default 0.2 per community: 20,000 for 100k), one per APPROVED
 *    application: the two above, then the most recently approved ones (as if the feature
 *    went live some weeks ago; older approvals have none, like rows from before it);
 *    states spread over IN_PROGRESS .. CANCELLED (a COMPLETED brief's campaigns are over);
 *  - 1-3 proofs for every campaign past IN_PROGRESS (links, figures, note, screenshot
 *    names with their proof_screenshots rows; the files do not exist: no page weighed
 *    here loads them), answered as the state says; latest_proof_id and answer_due_at as
 *    app/models/campaign/commands.server.ts sets them (a PROOF_SUBMITTED campaign is due more than
 *    a day from now, so the server's auto-accept job finds nothing to do during a run);
 *  - campaign_events for every step, oldest first, by the actor who made it, and the
 *    admin's audit row of each cancellation (recordAudit's campaign_cancelled);
 *  - invitations (default 0.05 per community) from advertisers to communities that did
 *    not apply, at most 10 per advertiser per calendar day (the model allows 20 in 24 h).
 * Campaigns go through a TEMP staging table and one INSERT ... SELECT, so the FTS5
 * trigger of campaigns_fts indexes search_text ("<brief title> · <community name>", as
 * startCampaign writes it) in one statement (see bench/seed.ts). Its own PRNG stream:
 * the rows seeded before it are the same as without it.
 */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const PROOF_ANSWER_MS = 7 * DAY; // PROOF_ANSWER_DAYS of app/models/campaign/states.ts

/** Campaigns on the bench advertiser's big brief (the report page's worst case). */
export const BIG_BRIEF_CAMPAIGNS = 200;
/** Campaigns on the bench advertiser's huge brief (the report and CSV under attack: bench/big-report.ts). */
export const HUGE_BRIEF_CAMPAIGNS = 1_000;
/** Every proof on the huge brief has this many links (PROOF_LINKS_MAX of app/validation/campaign.ts) ... */
const HUGE_PROOF_LINKS = 10;
/** ... and a note of this many characters. */
const HUGE_NOTE_CHARS = 2_000;
/** APPROVED applications added to the bench owner's community (it has 6 from the workspace seed). */
const OWNER_EXTRA_APPROVED = 20;

export type CampaignSeedContext = {
  sqlite: Database.Database;
  r: () => number;
  /** The huge brief's own stream: the other campaigns are the same rows with it or without it. */
  rHuge: () => number;
  now: number;
  campaigns: number;
  invitations: number;
  /** Ordinary communities are 1..n (community id = owner id). */
  n: number;
  benchOwnerCommunityId: number;
  benchAdvertiserId: number;
  benchAdminId: number;
};

/** Ids the measured pages need (bench/pages.ts placeholders). */
export type BenchTargets = {
  /** One of the bench owner's campaigns: CHANGES_REQUESTED after 3 proofs (history + the proof form). */
  ownerCampaign: number;
  /** The campaign with the longest history (the admin's dialog). */
  adminCampaign: number;
  /** The bench advertiser's brief with BIG_BRIEF_CAMPAIGNS campaigns. */
  bigBrief: number;
  /** The bench advertiser's brief with HUGE_BRIEF_CAMPAIGNS campaigns, each with a heavy proof. */
  hugeBrief: number;
  /** The huge brief's newest campaign (the last page of its report: `?campaign=`). */
  hugeBriefLastCampaign: number;
  /** A community the bench advertiser invited to some of its briefs (search detail with invitations). */
  invitedCommunity: number;
  /** The listed community with the most published reviews (bench/seed-reviews.ts fills it in). */
  reviewedCommunity?: number;
  /** One of the bench advertiser's PAID invoices (bench/seed-money.ts fills it in). */
  benchInvoice?: number;
  /** The busiest day of the journal lately, YYYY-MM-DD (bench/seed-money.ts fills it in). */
  journalDay?: string;
  /** Public pages and packages (bench/seed-packages.ts fills them in): the bench owner's community's page, */
  communityPage?: string;
  /** the most reviewed verified community's page, */
  reviewedCommunityPage?: string;
  /** the bench owner's community's id, and one of its packages. */
  benchCommunity?: number;
  benchPackage?: number;
  /** A COUNTERED booking of the bench advertiser, a REQUESTED one of the bench owner's community, a package the advertiser may book (bench/seed-bookings.ts). */
  advertiserBooking?: number;
  ownerBooking?: number;
  bookablePackage?: number;
  /** One of the bench advertiser's campaigns with a big conversation (bench/seed-messages.ts fills it in). */
  brandThreadCampaign?: number;
  /** A message in the middle of the bench owner's big conversation: an older page's `before`. */
  threadBefore?: number;
};

export type CampaignSeedResult = {
  campaigns: number;
  proofs: number;
  screenshots: number;
  campaignEvents: number;
  invitations: number;
  /** APPROVED applications in all (campaigns are made for the newest of them). */
  approvedApplications: number;
  campaignStates: Record<CampaignState, number>;
  bigBriefCampaigns: number;
  hugeBriefCampaigns: number;
  ownerCampaigns: number;
  targets: BenchTargets;
};

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)];
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
function code(r: () => number, length: number): string {
  let s = "";
  for (let i = 0; i < length; i++) s += ALNUM[Math.floor(r() * ALNUM.length)];
  return s;
}
function digits(r: () => number, length: number): string {
  let s = String(1 + Math.floor(r() * 9));
  while (s.length < length) s += String(Math.floor(r() * 10));
  return s;
}
/** A screenshot file name as the model makes them: 32 hex characters + .webp. */
function screenshotName(r: () => number): string {
  let s = "";
  for (let i = 0; i < 4; i++)
    s += Math.floor(r() * 4_294_967_296)
      .toString(16)
      .padStart(8, "0");
  return `${s}.webp`;
}

const HANDLES = ["komunitas", "kopdar", "ngumpul", "warga", "sahabat", "paguyuban", "klub", "pecinta"];
const LINKS: readonly ((r: () => number) => string)[] = [
  (r) => `https://www.instagram.com/p/${code(r, 11)}/`,
  (r) => `https://chat.whatsapp.com/${code(r, 22)}`,
  (r) => `https://t.me/${pick(r, HANDLES)}${digits(r, 3)}/${digits(r, 4)}`,
  (r) => `https://discord.com/channels/${digits(r, 18)}/${digits(r, 18)}`,
  (r) => `https://www.youtube.com/watch?v=${code(r, 11)}`,
  (r) => `https://x.com/${pick(r, HANDLES)}${digits(r, 3)}/status/${digits(r, 19)}`,
  (r) => `https://www.tiktok.com/@${pick(r, HANDLES)}${digits(r, 3)}/video/${digits(r, 19)}`,
];
const PROOF_NOTES = [
  "Unggahan sudah tayang di grup dan kanal komunitas, tangkapan layar terlampir.",
  "Kopdar berjalan lancar, peserta antusias mencoba produk.",
  "Kami membuat dua unggahan dan satu sesi tanya jawab langsung.",
  "Angka jangkauan diambil dari insight Instagram per hari ini.",
  "Pengumuman H-7 dan pengingat H-1 sudah dikirim ke semua anggota.",
  "Materi sponsor ditampilkan di awal dan akhir acara.",
];
/**
 * A proof note of HUGE_NOTE_CHARS characters: the notes' sentences in a random order; one
 * in ten starts with an @mention, as group posts do (a formula start a CSV must defuse).
 */
function longNote(r: () => number): string {
  let note = r() < 0.1 ? "@semua_anggota " : "";
  while (note.length < HUGE_NOTE_CHARS) note += `${pick(r, PROOF_NOTES)} `;
  return note.slice(0, HUGE_NOTE_CHARS);
}
const CHANGE_REASONS = [
  "Mohon cantumkan tautan ke unggahan Instagram, bukan hanya tangkapan layar.",
  "Logo sponsor tidak terlihat di unggahan; mohon diperbaiki.",
  "Angka jangkauan belum disertai tangkapan layar insight.",
  "Unggahan belum menyebut promo sesuai brief.",
  "Mohon tambahkan foto kegiatan offline-nya.",
];
const CANCEL_NOTES = [
  "Dibatalkan atas permintaan kedua pihak.",
  "Komunitas tidak dapat menjalankan kampanye sesuai jadwal.",
  "Sengketa: bukti tidak sesuai dengan ruang lingkup brief.",
  "Pengiklan menghentikan kampanye lebih awal.",
];

type Approved = {
  id: number;
  briefId: number;
  communityId: number;
  proposedFee: number | null;
  updatedAt: number;
  briefStatus: string;
  title: string;
  campaignCategory: string;
  advertiserId: number;
  name: string;
  ownerId: number;
};

type StepKind = "proof" | "changes" | "accepted" | "auto_accepted" | "cancelled";

/** `count` increasing times in (from, to]. */
function timesBetween(r: () => number, from: number, to: number, count: number): number[] {
  const span = Math.max(count, to - from);
  return Array.from({ length: count }, () => from + 1 + Math.floor(r() * (span - 1)))
    .sort((a, b) => a - b)
    .map((t, i, all) => (i > 0 && t <= all[i - 1] ? all[i - 1] + 1 : t));
}

/** Insert the campaign data. Runs inside the caller's transaction, after seedWorkspace. */
export function seedCampaigns(ctx: CampaignSeedContext): CampaignSeedResult {
  const { sqlite, r, now } = ctx;
  const latest = now - 5 * 60 * 1000; // nothing happens in the last minutes

  /* ---------- proposed fees (whole Rupiah, 250,000 steps), about half of all applications ---------- */
  sqlite.exec(`UPDATE applications SET proposed_fee = CASE WHEN (id * 2654435761) % 100 < 55 THEN (2 + (id * 7919) % 40) * 250000 END`);

  const insertApplication = sqlite.prepare(
    `INSERT INTO applications (brief_id, community_id, message, status, admin_notes, proposed_fee, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const appliedTo = sqlite.prepare(`SELECT community_id FROM applications WHERE brief_id = ?`).pluck();
  const listed = (id: number) => (id <= ctx.n && id % 1000 >= 10) || id === ctx.benchOwnerCommunityId; // seed.ts leaves id % 1000 < 10 unapproved
  const addApplication = (
    briefId: number,
    communityId: number,
    briefCreatedAt: number,
    status: "PENDING" | "APPROVED" | "REJECTED",
    rr = r,
  ) => {
    const createdAt = briefCreatedAt + Math.floor(rr() * Math.max(HOUR, latest - 6 * HOUR - briefCreatedAt) * 0.8);
    const updatedAt = status === "PENDING" ? createdAt : Math.min(latest - 3 * HOUR, createdAt + Math.floor(rr() * 4 * DAY));
    insertApplication.run(
      briefId,
      communityId,
      rr() < 0.8 ? "Komunitas kami siap menjalankan kampanye ini bersama anggota." : null,
      status,
      status === "APPROVED" ? "Cocok dengan target audiens." : null,
      rr() < 0.6 ? (2 + Math.floor(rr() * 40)) * 250_000 : null,
      createdAt,
      Math.max(createdAt, updatedAt),
    );
  };

  /* ---------- the bench advertiser's big brief: BIG_BRIEF_CAMPAIGNS approved applications ---------- */
  const big = sqlite
    .prepare(
      `SELECT b.id, b.target_category AS category, b.created_at AS createdAt, coalesce(sum(a.status = 'APPROVED'), 0) AS approved
       FROM briefs b LEFT JOIN applications a ON a.brief_id = b.id
       WHERE b.advertiser_id = ? AND b.status = 'ACTIVE' GROUP BY b.id ORDER BY approved DESC, b.id DESC LIMIT 1`,
    )
    .get(ctx.benchAdvertiserId) as { id: number; category: string; createdAt: number; approved: number } | undefined;
  if (!big) throw new Error("bench/seed-campaigns: the bench advertiser has no ACTIVE brief");
  {
    const taken = new Set(appliedTo.all(big.id) as number[]);
    const pool = (
      sqlite
        .prepare(`SELECT community_id FROM community_categories WHERE category = ? ORDER BY community_id`)
        .pluck()
        .all(big.category) as number[]
    ).filter((id) => listed(id) && id !== ctx.benchOwnerCommunityId && !taken.has(id));
    const wanted = Math.max(0, BIG_BRIEF_CAMPAIGNS - big.approved);
    // The approved ones, and some still waiting or turned down beside them.
    const plan = [
      ...Array<"APPROVED">(wanted).fill("APPROVED"),
      ...Array<"PENDING">(Math.round(wanted * 0.15)).fill("PENDING"),
      ...Array<"REJECTED">(Math.round(wanted * 0.2)).fill("REJECTED"),
    ];
    for (const status of plan) {
      if (!pool.length) break;
      const i = Math.floor(r() * pool.length);
      const communityId = pool[i];
      pool[i] = pool[pool.length - 1];
      pool.pop();
      addApplication(big.id, communityId, big.createdAt, status);
    }
  }

  /* ---------- the bench advertiser's huge brief: HUGE_BRIEF_CAMPAIGNS approved applications ---------- */
  const huge = sqlite
    .prepare(
      `SELECT b.id, b.created_at AS createdAt FROM briefs b LEFT JOIN applications a ON a.brief_id = b.id
       WHERE b.advertiser_id = ? AND b.status = 'ACTIVE' AND b.id <> ? GROUP BY b.id ORDER BY coalesce(sum(a.status = 'APPROVED'), 0) DESC, b.id DESC LIMIT 1`,
    )
    .get(ctx.benchAdvertiserId, big.id) as { id: number; createdAt: number } | undefined;
  if (!huge) throw new Error("bench/seed-campaigns: the bench advertiser has only one ACTIVE brief");
  {
    // Any listed community (an advertiser may approve communities outside the brief's
    // category), in a random order of the huge brief's own stream.
    const rr = ctx.rHuge;
    const taken = new Set(appliedTo.all(huge.id) as number[]);
    const approvedAlready = sqlite
      .prepare(`SELECT count(*) FROM applications WHERE brief_id = ? AND status = 'APPROVED'`)
      .pluck()
      .get(huge.id) as number;
    const pool = (sqlite.prepare(`SELECT id FROM communities ORDER BY id`).pluck().all() as number[]).filter(
      (id) => listed(id) && id !== ctx.benchOwnerCommunityId && !taken.has(id),
    );
    for (let left = HUGE_BRIEF_CAMPAIGNS - approvedAlready; left > 0 && pool.length; left--) {
      const i = Math.floor(rr() * pool.length);
      const communityId = pool[i];
      pool[i] = pool[pool.length - 1];
      pool.pop();
      addApplication(huge.id, communityId, huge.createdAt, "APPROVED", rr);
    }
  }

  /* ---------- the bench owner's community: ~20 more approved applications ---------- */
  {
    const taken = new Set(
      sqlite.prepare(`SELECT brief_id FROM applications WHERE community_id = ?`).pluck().all(ctx.benchOwnerCommunityId) as number[],
    );
    const briefs = (
      sqlite
        .prepare(
          `SELECT id, created_at AS createdAt FROM briefs WHERE status IN ('ACTIVE', 'COMPLETED') AND target_category IN ('TECHNOLOGY', 'EDUCATION') ORDER BY id`,
        )
        .all() as { id: number; createdAt: number }[]
    ).filter((b) => !taken.has(b.id) && b.id !== big.id && b.id !== huge.id);
    for (let i = 0; i < OWNER_EXTRA_APPROVED && briefs.length; i++) {
      const j = Math.floor(r() * briefs.length);
      const brief = briefs[j];
      briefs[j] = briefs[briefs.length - 1];
      briefs.pop();
      addApplication(brief.id, ctx.benchOwnerCommunityId, brief.createdAt, "APPROVED");
    }
  }

  /* ---------- which approved applications have a campaign ---------- */
  const approved = sqlite
    .prepare(
      `SELECT a.id, a.brief_id AS briefId, a.community_id AS communityId, a.proposed_fee AS proposedFee, a.updated_at AS updatedAt,
              b.status AS briefStatus, b.title, b.campaign_category AS campaignCategory, b.advertiser_id AS advertiserId,
              c.name, c.owner_id AS ownerId
       FROM applications a JOIN briefs b ON b.id = a.brief_id JOIN communities c ON c.id = a.community_id
       WHERE a.status = 'APPROVED' ORDER BY a.updated_at DESC, a.id DESC`,
    )
    .all() as Approved[];
  const forced = (a: Approved) => a.communityId === ctx.benchOwnerCommunityId || a.briefId === big.id || a.briefId === huge.id;
  const chosen = approved.filter(forced);
  for (const a of approved) {
    if (chosen.length >= ctx.campaigns) break;
    if (!forced(a)) chosen.push(a);
  }
  // Campaign ids in creation order, as a real table grows.
  chosen.sort((a, b) => a.updatedAt - b.updatedAt || a.id - b.id);

  /* ---------- generate campaigns, proofs, events ---------- */
  sqlite.exec(`CREATE TEMP TABLE staging_campaigns AS SELECT * FROM main.campaigns WHERE 0`);
  const stageCampaign = sqlite.prepare(
    // The bench's campaigns are settled outside Guyub (no invoice): payment_state OUTSIDE.
    `INSERT INTO temp.staging_campaigns (id, application_id, brief_id, community_id, state, agreed_fee, latest_proof_id, answer_due_at, search_text, created_at, updated_at, payment_state)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'OUTSIDE')`,
  );
  const setAgreedFee = sqlite.prepare(`UPDATE applications SET agreed_fee = ? WHERE id = ?`);
  type ProofRow = [
    number,
    number,
    string,
    number | null,
    number | null,
    number | null,
    string | null,
    string,
    string | null,
    string | null,
    number | null,
    number,
  ];
  const proofRows: ProofRow[] = [];
  const screenshotRows: [string, number, number][] = [];
  const eventRows: [number, string, number | null, string | null, number][] = [];
  const auditRows: [number, number, number, string, string, number][] = []; // cancellations: the admin's audit trail
  const states = Object.fromEntries(CAMPAIGN_STATES.map((s) => [s, 0])) as Record<CampaignState, number>;
  let ownerCampaign = 0;
  let adminCampaign = 0;
  let adminCampaignEvents = 0;
  let ownerCampaigns = 0;
  let bigBriefCampaigns = 0;
  let hugeBriefCampaigns = 0;
  let hugeBriefLastCampaign = 0;
  let ownerOpenIndex = 0;
  // The bench owner's campaigns on ACTIVE briefs go through every state, in this order.
  const OWNER_STATES: CampaignState[] = [
    "CHANGES_REQUESTED",
    "PROOF_SUBMITTED",
    "IN_PROGRESS",
    "COMPLETED",
    "PROOF_SUBMITTED",
    "CANCELLED",
    "COMPLETED",
  ];
  // Who made each step (campaign_events.actor_id); the admin approved the application.
  const actorOf = (kind: StepKind | "started", a: Approved) =>
    kind === "started" || kind === "cancelled"
      ? ctx.benchAdminId
      : kind === "proof"
        ? a.ownerId
        : kind === "auto_accepted"
          ? null
          : a.advertiserId;
  const EVENT_KIND: Record<StepKind, string> = {
    proof: "proof_submitted",
    changes: "changes_requested",
    accepted: "accepted",
    auto_accepted: "auto_accepted",
    cancelled: "cancelled",
  };

  chosen.forEach((a, index) => {
    const id = index + 1;
    const createdAt = Math.min(a.updatedAt, latest - HOUR);
    const age = latest - createdAt;
    const isOwner = a.communityId === ctx.benchOwnerCommunityId;
    const isHuge = a.briefId === huge.id;
    // The huge brief's campaigns draw from its own stream (this `r` hides the outer one).
    const r = isHuge ? ctx.rHuge : ctx.r;

    let state: CampaignState;
    let proofs = 1 + Math.floor(r() * r() * 3); // mostly 1, sometimes 2-3
    if (isOwner && a.briefStatus !== "COMPLETED") {
      state = OWNER_STATES[ownerOpenIndex % OWNER_STATES.length];
      if (ownerOpenIndex === 0) proofs = 3;
      ownerOpenIndex++;
    } else if (a.briefStatus === "COMPLETED") {
      state = r() < 0.88 ? "COMPLETED" : "CANCELLED";
    } else if (isHuge) {
      // Every campaign of the huge brief has proof.
      const x = r();
      state = x < 0.3 ? "PROOF_SUBMITTED" : x < 0.4 ? "CHANGES_REQUESTED" : x < 0.95 ? "COMPLETED" : "CANCELLED";
    } else {
      const x = r();
      state =
        x < 0.24 ? "IN_PROGRESS" : x < 0.44 ? "PROOF_SUBMITTED" : x < 0.54 ? "CHANGES_REQUESTED" : x < 0.92 ? "COMPLETED" : "CANCELLED";
    }
    if (age < 6 * HOUR && !isHuge) state = "IN_PROGRESS"; // approved just now: nothing done yet

    // The steps after "started", as the model's moves allow them.
    const kinds: StepKind[] = [];
    const rounds = (n: number, last: "open" | "changes") => {
      for (let i = 0; i < n - 1; i++) kinds.push("proof", "changes");
      kinds.push("proof");
      if (last === "changes") kinds.push("changes");
    };
    let auto = false;
    if (state === "PROOF_SUBMITTED") rounds(proofs, "open");
    else if (state === "CHANGES_REQUESTED") rounds(proofs, "changes");
    else if (state === "COMPLETED") {
      rounds(proofs, "open");
      auto = age > PROOF_ANSWER_MS + 2 * DAY && r() < 0.25;
      kinds.push(auto ? "auto_accepted" : "accepted");
    } else if (state === "CANCELLED") {
      const from = isHuge ? 0.5 + r() / 2 : r();
      if (from >= 0.5) rounds(proofs, from < 0.8 ? "open" : "changes");
      kinds.push("cancelled");
    }

    // When: PROOF_SUBMITTED's last proof within the last 6 days (due > 1 day from now);
    // an automatic acceptance 7 days after the last proof; everything else in between.
    let times: number[];
    if (state === "PROOF_SUBMITTED") {
      const last = Math.max(createdAt + Math.floor(age / 2), latest - Math.floor(r() * 6 * DAY));
      times = [...timesBetween(r, createdAt, last - 1, kinds.length - 1), last];
    } else if (auto) {
      times = timesBetween(r, createdAt, latest - PROOF_ANSWER_MS - DAY, kinds.length - 1);
      times.push(times[times.length - 1] + PROOF_ANSWER_MS);
    } else {
      times = timesBetween(r, createdAt, latest, kinds.length);
    }

    // A proof nobody answered for 7 days is accepted by the job: every answer (or the
    // cancellation) to a proof comes within 7 days of it.
    for (let i = 1; i < kinds.length; i++) {
      if (kinds[i - 1] === "proof" && kinds[i] !== "auto_accepted" && times[i] - times[i - 1] >= PROOF_ANSWER_MS) {
        times[i] = times[i - 1] + 1 + Math.floor(r() * 6 * DAY);
      }
    }

    // Rows: proofs with their answers, history.
    eventRows.push([id, "started", actorOf("started", a), null, createdAt]);
    let lastProof: ProofRow | undefined;
    kinds.forEach((kind, i) => {
      const at = times[i];
      let note: string | null = null;
      if (kind === "proof") {
        const proofId = proofRows.length + 1;
        const links = Array.from({ length: isHuge ? HUGE_PROOF_LINKS : 1 + Math.floor(r() * r() * 3) }, () => pick(r, LINKS)(r));
        const reach = r() < 0.9 ? Math.floor(Math.exp(r() * Math.log(50_000))) + 30 : null;
        const reactions = reach !== null && r() < 0.9 ? Math.floor(reach * (0.01 + r() * 0.15)) : null;
        const offline = a.campaignCategory !== "ONLINE";
        const attendees = offline ? (r() < 0.9 ? 10 + Math.floor(r() * 290) : null) : r() < 0.05 ? 5 + Math.floor(r() * 40) : null;
        const shots = Array.from({ length: Math.floor(r() * 4) }, () => screenshotName(r));
        for (const name of shots) screenshotRows.push([name, proofId, id]);
        const proofNote = isHuge ? longNote(r) : r() < 0.75 ? pick(r, PROOF_NOTES) : null;
        lastProof = [
          proofId,
          id,
          JSON.stringify(links),
          reach,
          reactions,
          attendees,
          proofNote,
          JSON.stringify(shots),
          null,
          null,
          null,
          at,
        ];
        proofRows.push(lastProof);
      } else if (kind === "changes") {
        note = pick(r, CHANGE_REASONS);
        lastProof![8] = "CHANGES_REQUESTED";
        lastProof![9] = note;
        lastProof![10] = at;
      } else if (kind === "accepted" || kind === "auto_accepted") {
        lastProof![8] = kind === "accepted" ? "ACCEPTED" : "AUTO_ACCEPTED";
        lastProof![10] = at;
      } else if (kind === "cancelled") {
        note = pick(r, CANCEL_NOTES);
        auditRows.push([ctx.benchAdminId, id, a.ownerId, note, JSON.stringify({ brief: a.title, community: a.name }), at]);
      }
      eventRows.push([id, EVENT_KIND[kind], actorOf(kind, a), note, at]);
    });

    const updatedAt = times.length ? times[times.length - 1] : createdAt;
    const answerDueAt = state === "PROOF_SUBMITTED" ? lastProof![11] + PROOF_ANSWER_MS : null;
    // The fee the admin agreed on approval: the proposed one, else sometimes one of its own.
    const agreedFee = a.proposedFee ?? (r() < 0.5 ? (2 + Math.floor(r() * 30)) * 250_000 : null);
    setAgreedFee.run(agreedFee, a.id);
    stageCampaign.run(
      id,
      a.id,
      a.briefId,
      a.communityId,
      state,
      agreedFee,
      lastProof ? lastProof[0] : null,
      answerDueAt,
      `${a.title} · ${a.name}`,
      createdAt,
      updatedAt,
    );
    states[state]++;
    if (isOwner) {
      ownerCampaigns++;
      if (!ownerCampaign && state === "CHANGES_REQUESTED") ownerCampaign = id;
    }
    if (a.briefId === big.id) bigBriefCampaigns++;
    if (isHuge) {
      hugeBriefCampaigns++;
      hugeBriefLastCampaign = id;
    }
    if (kinds.length + 1 >= adminCampaignEvents && !isHuge) {
      adminCampaignEvents = kinds.length + 1;
      adminCampaign = id;
    }
  });

  if (!ownerCampaign) ownerCampaign = chosen.findIndex((a) => a.communityId === ctx.benchOwnerCommunityId) + 1;

  /* ---------- insert: campaigns (FTS trigger, one statement), then their children ---------- */
  // The staging copy has no column defaults: seeded campaigns are settled outside Guyub (no invoice), as the migration marks older ones.
  sqlite.exec(
    `UPDATE temp.staging_campaigns SET payment_state = 'OUTSIDE' WHERE payment_state IS NULL; UPDATE temp.staging_campaigns SET advertiser_id = (SELECT advertiser_id FROM main.briefs b WHERE b.id = brief_id); INSERT INTO main.campaigns SELECT * FROM temp.staging_campaigns ORDER BY id; DROP TABLE temp.staging_campaigns;`,
  );
  const insertProof = sqlite.prepare(
    `INSERT INTO campaign_proofs (id, campaign_id, links, reach, reactions, attendees, note, screenshots, decision, reason, decided_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const row of proofRows) insertProof.run(...row);
  const insertScreenshot = sqlite.prepare(`INSERT INTO proof_screenshots (name, proof_id, campaign_id) VALUES (?, ?, ?)`);
  for (const row of screenshotRows) insertScreenshot.run(...row);
  const insertEvent = sqlite.prepare(`INSERT INTO campaign_events (campaign_id, kind, actor_id, note, created_at) VALUES (?, ?, ?, ?, ?)`);
  for (const row of eventRows) insertEvent.run(...row);
  const insertAudit = sqlite.prepare(
    `INSERT INTO audit_events (actor_id, action, subject_type, subject_id, subject_user_id, note, params, created_at) VALUES (?, 'campaign_cancelled', 'campaign', ?, ?, ?, ?, ?)`,
  );
  for (const row of auditRows) insertAudit.run(...row);

  /* ---------- invitations ---------- */
  const insertInvitation = sqlite.prepare(
    `INSERT INTO invitations (brief_id, community_id, advertiser_id, created_at) VALUES (?, ?, ?, ?)`,
  );
  const applied = new Set<number>();
  for (const row of sqlite.prepare(`SELECT brief_id * 4294967296 + community_id FROM applications`).pluck().iterate() as Iterable<number>)
    applied.add(row);
  const active = sqlite
    .prepare(
      `SELECT id, advertiser_id AS advertiserId, target_category AS category, created_at AS createdAt FROM briefs WHERE status = 'ACTIVE' ORDER BY id`,
    )
    .all() as { id: number; advertiserId: number; category: string; createdAt: number }[];
  const pools = new Map<string, number[]>();
  for (const row of sqlite
    .prepare(`SELECT community_id AS id, category FROM community_categories ORDER BY community_id`)
    .iterate() as Iterable<{ id: number; category: string }>) {
    if (!listed(row.id) || row.id === ctx.benchOwnerCommunityId) continue;
    if (!pools.has(row.category)) pools.set(row.category, []);
    pools.get(row.category)!.push(row.id);
  }
  const perDay = new Map<string, number>(); // advertiser:day -> count
  let invitations = 0;
  const invite = (brief: (typeof active)[number], communityId: number, at: number): boolean => {
    const key = brief.id * 4_294_967_296 + communityId;
    const day = `${brief.advertiserId}:${Math.floor(at / DAY)}`;
    if (applied.has(key) || (perDay.get(day) ?? 0) >= 10) return false;
    applied.add(key);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    insertInvitation.run(brief.id, communityId, brief.advertiserId, at);
    invitations++;
    return true;
  };
  const inviteTime = (brief: (typeof active)[number], withinDays: number) => {
    const from = Math.max(brief.createdAt, latest - withinDays * DAY);
    return from + Math.floor(r() * Math.max(1, latest - from));
  };

  // The bench advertiser: one community invited to several of its ACTIVE briefs (its
  // search detail shows them), and ~40 more over the last two weeks, a few today.
  const benchBriefs = active.filter((b) => b.advertiserId === ctx.benchAdvertiserId);
  const bigPool = pools.get(big.category) ?? [];
  let invitedCommunity = 0;
  for (const candidate of bigPool.slice(Math.floor(bigPool.length / 2))) {
    if (benchBriefs.slice(0, 3).every((b) => !applied.has(b.id * 4_294_967_296 + candidate))) {
      invitedCommunity = candidate;
      break;
    }
  }
  if (invitedCommunity) for (const b of benchBriefs.slice(0, 3)) invite(b, invitedCommunity, inviteTime(b, 10));
  for (let i = 0; i < 40 && benchBriefs.length; i++) {
    const brief = pick(r, benchBriefs);
    const pool = pools.get(brief.category) ?? [];
    if (pool.length) invite(brief, pick(r, pool), i < 5 ? latest - Math.floor(r() * 20 * HOUR) : inviteTime(brief, 14));
  }
  // The bench owner's community is invited to three matching briefs of other advertisers.
  let ownerInvited = 0;
  for (const brief of [...active].reverse()) {
    if (ownerInvited >= 3) break;
    if (brief.advertiserId === ctx.benchAdvertiserId || !["TECHNOLOGY", "EDUCATION"].includes(brief.category)) continue;
    if (invite(brief, ctx.benchOwnerCommunityId, inviteTime(brief, 7))) ownerInvited++;
  }
  // Everyone else: 1-4 invitations on random ACTIVE briefs until the target.
  for (let attempt = 0; invitations < ctx.invitations && active.length && attempt < ctx.invitations * 4; attempt++) {
    const brief = pick(r, active);
    const pool = pools.get(brief.category) ?? [];
    if (!pool.length) continue;
    const count = 1 + Math.floor(r() * 4);
    for (let i = 0; i < count && invitations < ctx.invitations; i++) invite(brief, pick(r, pool), inviteTime(brief, 60));
  }

  return {
    campaigns: chosen.length,
    proofs: proofRows.length,
    screenshots: screenshotRows.length,
    campaignEvents: eventRows.length,
    invitations,
    approvedApplications: approved.length,
    campaignStates: states,
    bigBriefCampaigns,
    hugeBriefCampaigns,
    ownerCampaigns,
    targets: { ownerCampaign, adminCampaign, bigBrief: big.id, hugeBrief: huge.id, hugeBriefLastCampaign, invitedCommunity },
  };
}
