import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { bookings, briefs, campaignProofs, campaigns, communities, users, type User } from "../../../db/schema";
import { preparedPages, preparedQuery, type DB } from "~/lib/server/db.server";
import type { CampaignState, ProofDecision } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";
import { ModelError } from "../errors";
import { assertRole } from "../permissions.server";
import { reportLimits } from "../rate-limit.server";
import { CAMPAIGN_PAGE_SIZE } from "./queries.server";

// ---------------------------------------------------------------------------------------
// The report of a brief's campaigns, or of a booking's campaign (docs/product.md,
// "Bookings"): the same page and CSV, over the campaigns of one brief or of one booking.

/** Whose campaigns a report is of. */
export type ReportScope = { kind: "brief" | "booking"; id: number };

export type ReportRow = {
  campaignId: number;
  communityId: number;
  communityName: string;
  state: CampaignState;
  agreedFee: number | null;
  links: string[];
  screenshots: string[];
  reach: number | null;
  reactions: number | null;
  attendees: number | null;
  note: string | null;
  proofAt: Date | null;
  decision: ProofDecision | null;
  /** The advertiser's reason when the latest proof's decision is CHANGES_REQUESTED. */
  reason: string | null;
};

export type ReportTotals = {
  reach: number;
  reactions: number;
  attendees: number;
  completed: number;
  in_progress: number;
  cancelled: number;
  campaigns: number;
  /** Proofs waiting for the advertiser's answer (campaigns PROOF_SUBMITTED). */
  proofs_waiting: number;
  /** The agreed fees of the campaigns not cancelled (whole Rupiah; none set counts 0). */
  spend: number;
};

export type BriefReport = ListResult<ReportRow> & {
  /** What the report is of: the brief, or the booking (its package's title, its state, the wished date). */
  brief: { id: number; title: string; companyName: string; status: string; timelineStart: string | null; timelineEnd: string | null };
  totals: ReportTotals;
  /** Reach per community (the 20 largest, latest proofs, cancelled left out): the chart. */
  chart: { campaignId: number; name: string; reach: number }[];
};

export const REPORT_CHART_BARS = 20;

/**
 * Count a read of a report by the actor (its page, its JSON, a CSV download): past
 * REPORT_REQUESTS_PER_MINUTE in the last minute, 429 with the seconds to wait
 * (rate-limit.server.ts reportLimits, shared by every process).
 */
function takeReportRead(actor: User): void {
  const wait = reportLimits.reads.take(`user:${actor.id}`);
  if (wait > 0) throw new ModelError("too_many", "tooManyReportReads", { retryAfterSeconds: wait, params: { seconds: wait } });
}

/*
 * The report's statements, built and compiled once per connection (preparedQuery,
 * docs/decisions/022-render-cost.md): the page and the CSV run them on every read. The
 * rows of a page or of a CSV batch are chosen first by id on campaigns_brief_idx, which
 * holds the ids, and only those rows are read whole: sorting a brief's every row with its
 * links and note to keep 20 costs milliseconds on a brief with 1,000 campaigns.
 */

const BRIEF_COLUMNS = {
  id: briefs.id,
  title: briefs.title,
  companyName: briefs.companyName,
  status: briefs.status,
  timelineStart: briefs.timelineStart,
  timelineEnd: briefs.timelineEnd,
};

const anyBriefQuery = preparedQuery((db) =>
  db
    .select(BRIEF_COLUMNS)
    .from(briefs)
    .where(eq(briefs.id, sql.placeholder("brief")))
    .prepare(),
);
const ownBriefQuery = preparedQuery((db) =>
  db
    .select(BRIEF_COLUMNS)
    .from(briefs)
    .where(and(eq(briefs.id, sql.placeholder("brief")), eq(briefs.advertiserId, sql.placeholder("actor"))))
    .prepare(),
);

/** A booking as a report's header: its title, the brand's company, its state, the wished date. */
const BOOKING_COLUMNS = {
  id: bookings.id,
  title: bookings.title,
  companyName: sql<string>`coalesce(${users.companyName}, ${users.fullname})`,
  status: bookings.state,
  timelineStart: bookings.wishedDate,
  timelineEnd: sql<string | null>`NULL`,
};

const anyBookingQuery = preparedQuery((db) =>
  db
    .select(BOOKING_COLUMNS)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.advertiserId))
    .where(eq(bookings.id, sql.placeholder("booking")))
    .prepare(),
);
const ownBookingQuery = preparedQuery((db) =>
  db
    .select(BOOKING_COLUMNS)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.advertiserId))
    .where(and(eq(bookings.id, sql.placeholder("booking")), eq(bookings.advertiserId, sql.placeholder("actor"))))
    .prepare(),
);

/**
 * The brief or booking a report is of: its advertiser's or, for the admin, any (404
 * otherwise; owners 403). Each call is one read of the report by the actor (takeReportRead).
 */
function reportSubject(actor: User | null | undefined, scope: ReportScope): BriefReport["brief"] {
  assertRole(actor, "ADVERTISER", "ADMIN");
  takeReportRead(actor);
  if (scope.kind === "booking") {
    const booking =
      actor.role === "ADMIN" ? anyBookingQuery().get({ booking: scope.id }) : ownBookingQuery().get({ booking: scope.id, actor: actor.id });
    if (!booking) throw new ModelError("not_found", "notFound");
    return booking;
  }
  const brief =
    actor.role === "ADMIN" ? anyBriefQuery().get({ brief: scope.id }) : ownBriefQuery().get({ brief: scope.id, actor: actor.id });
  if (!brief) throw new ModelError("not_found", "briefNotFound");
  return brief;
}

const REPORT_COLUMNS = {
  campaignId: campaigns.id,
  communityId: campaigns.communityId,
  communityName: communities.name,
  state: campaigns.state,
  agreedFee: campaigns.agreedFee,
  links: campaignProofs.links,
  screenshots: campaignProofs.screenshots,
  reach: campaignProofs.reach,
  reactions: campaignProofs.reactions,
  attendees: campaignProofs.attendees,
  note: campaignProofs.note,
  proofAt: campaignProofs.createdAt,
  decision: campaignProofs.decision,
  reason: campaignProofs.reason,
};

/** The report's rows of the campaigns whose ids `ids` (a subquery) selects, by campaign id. */
function reportRowsOf(db: DB, ids: SQL) {
  return db
    .select(REPORT_COLUMNS)
    .from(campaigns)
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .leftJoin(campaignProofs, eq(campaignProofs.id, campaigns.latestProofId))
    .where(inArray(campaigns.id, ids))
    .orderBy(asc(campaigns.id));
}

/**
 * The statements of a report over the campaigns whose `column` (brief_id or booking_id)
 * is the scope's id, each on that column's index (campaigns_brief_idx,
 * campaigns_booking_unique).
 */
function scopeStatements(column: "brief_id" | "booking_id") {
  const scopeColumn = column === "brief_id" ? campaigns.briefId : campaigns.bookingId;
  const col = sql.identifier(column);
  return {
    /** A page of the report: `limit` rows from `offset` on. */
    page: preparedPages((db, limit) =>
      reportRowsOf(
        db,
        sql`(SELECT "id" FROM "campaigns" WHERE ${col} = ${sql.placeholder("brief")} ORDER BY "id" LIMIT ${limit} OFFSET ${sql.placeholder("offset")})`,
      ).prepare(),
    ),
    /**
     * A CSV batch: `limit` rows after campaign `after`. `+"id"`: the range on the id must
     * not lead SQLite to walk the whole table by its primary key from `after` on, rather
     * than the scope's entries of its index.
     */
    batch: preparedPages((db, limit) =>
      reportRowsOf(
        db,
        sql`(SELECT "id" FROM "campaigns" WHERE ${col} = ${sql.placeholder("brief")} AND +"id" > ${sql.placeholder("after")} ORDER BY "id" LIMIT ${limit})`,
      ).prepare(),
    ),
    /** The report's totals: sums over the latest proofs and the fees of the campaigns not cancelled, counts by state. */
    sums: preparedQuery((db) =>
      db
        .select({
          campaigns: count(),
          reach: sql<number>`coalesce(sum(CASE WHEN ${campaigns.state} <> 'CANCELLED' THEN ${campaignProofs.reach} END), 0)`,
          reactions: sql<number>`coalesce(sum(CASE WHEN ${campaigns.state} <> 'CANCELLED' THEN ${campaignProofs.reactions} END), 0)`,
          attendees: sql<number>`coalesce(sum(CASE WHEN ${campaigns.state} <> 'CANCELLED' THEN ${campaignProofs.attendees} END), 0)`,
          completed: sql<number>`coalesce(sum(${campaigns.state} = 'COMPLETED'), 0)`,
          cancelled: sql<number>`coalesce(sum(${campaigns.state} = 'CANCELLED'), 0)`,
          waiting: sql<number>`coalesce(sum(${campaigns.state} = 'PROOF_SUBMITTED'), 0)`,
          spend: sql<number>`coalesce(sum(CASE WHEN ${campaigns.state} <> 'CANCELLED' THEN ${campaigns.agreedFee} END), 0)`,
        })
        .from(campaigns)
        .leftJoin(campaignProofs, eq(campaignProofs.id, campaigns.latestProofId))
        .where(eq(scopeColumn, sql.placeholder("brief")))
        .prepare(),
    ),
    /** The chart's bars: the REPORT_CHART_BARS largest reaches of the campaigns with proof, not cancelled. */
    chart: preparedQuery((db) =>
      db
        .select({ campaignId: campaigns.id, name: communities.name, reach: sql<number>`coalesce(${campaignProofs.reach}, 0)` })
        .from(campaigns)
        .innerJoin(communities, eq(communities.id, campaigns.communityId))
        .innerJoin(campaignProofs, eq(campaignProofs.id, campaigns.latestProofId))
        .where(and(eq(scopeColumn, sql.placeholder("brief")), sql`${campaigns.state} <> 'CANCELLED'`))
        .orderBy(desc(campaignProofs.reach), asc(campaigns.id))
        .limit(REPORT_CHART_BARS)
        .prepare(),
    ),
    /** How many of the scope's campaigns come before a campaign of it (none when it is not the scope's). */
    before: preparedQuery((db) =>
      db
        .select({ n: count() })
        .from(campaigns)
        .where(
          and(
            eq(scopeColumn, sql.placeholder("brief")),
            // `+id`: counted on the scope's entries of its index, not by walking the table's ids.
            sql`+${campaigns.id} < ${sql.placeholder("campaign")}`,
            sql`EXISTS (SELECT 1 FROM ${campaigns} AS "target" WHERE "target"."id" = ${sql.placeholder("campaign")} AND "target".${col} = ${sql.placeholder("brief")})`,
          ),
        )
        .prepare(),
    ),
  };
}

const STATEMENTS = { brief: scopeStatements("brief_id"), booking: scopeStatements("booking_id") };

function toReportRow(row: {
  campaignId: number;
  communityId: number;
  communityName: string;
  state: CampaignState;
  agreedFee: number | null;
  links: string[] | null;
  screenshots: string[] | null;
  reach: number | null;
  reactions: number | null;
  attendees: number | null;
  note: string | null;
  proofAt: Date | null;
  decision: ProofDecision | null;
  reason: string | null;
}): ReportRow {
  return { ...row, links: row.links ?? [], screenshots: row.screenshots ?? [] };
}

/** A report's totals: one aggregate query over its campaigns (no row read whole). */
function reportTotalsOf(scope: ReportScope): ReportTotals {
  const sums = STATEMENTS[scope.kind].sums().get({ brief: scope.id });
  const total = sums?.campaigns ?? 0;
  const completed = Number(sums?.completed ?? 0);
  const cancelled = Number(sums?.cancelled ?? 0);
  return {
    reach: Number(sums?.reach ?? 0),
    reactions: Number(sums?.reactions ?? 0),
    attendees: Number(sums?.attendees ?? 0),
    completed,
    cancelled,
    in_progress: total - completed - cancelled,
    campaigns: total,
    proofs_waiting: Number(sums?.waiting ?? 0),
    spend: Number(sums?.spend ?? 0),
  };
}

/**
 * The page of a brief's report (CAMPAIGN_PAGE_SIZE a page, by campaign id) that holds
 * `campaignId`: one count on campaigns_brief_idx. Page 1 for a campaign not on the brief.
 * Only a position: briefReport decides whether the reader sees the report.
 */
export function campaignReportPage(scope: ReportScope, campaignId: number): number {
  const before = STATEMENTS[scope.kind].before().get({ brief: scope.id, campaign: campaignId })?.n ?? 0;
  return Math.floor(before / CAMPAIGN_PAGE_SIZE) + 1;
}

/**
 * The campaign report of a brief for its advertiser or the admin: one row per campaign
 * (its latest proof), paged; the totals over every campaign that was not cancelled, each
 * counted with its latest proof, and the chart's bars (the REPORT_CHART_BARS largest
 * reaches of the brief), both SQL aggregates over the brief's campaigns: only the page's
 * rows are read whole. One read of the report (takeReportRead).
 */
export function briefReport(actor: User | null | undefined, scope: ReportScope, page: Slice): BriefReport {
  const brief = reportSubject(actor, scope);
  const statements = STATEMENTS[scope.kind];
  const totals = reportTotalsOf(scope);
  const total = totals.campaigns;
  const items =
    total > page.offset
      ? statements.page(page.limit).all({ brief: scope.id, offset: page.offset, limit: page.limit }).map(toReportRow)
      : [];
  const chart = statements.chart().all({ brief: scope.id });
  return { brief, items, total, totals, chart };
}

/**
 * Rows a report CSV reads at a time, then lets other requests run
 * (app/server/csv-stream.server.ts, which makes at most two batches a turn of the event
 * loop): 25 rows of proofs with 10 links and a 2,000-character note take about 0.5 ms and
 * make a chunk of ~65 KB (bench/big-report.ts, 8 downloads looped: another user's p99
 * 46 ms at 25 rows, 103 ms at 50).
 */
export const REPORT_CSV_BATCH = 25;

/** How long a reader with its CSV downloads all running is asked to wait (seconds). */
const REPORT_CSV_RETRY_SECONDS = 5;

/** A report CSV being written: its brief, its rows a batch at a time, and its end. */
export type ReportCsvSource = {
  brief: BriefReport["brief"];
  /** The next rows in the report's order (at most `batch`); none once every row was read. */
  nextRows(): ReportRow[];
  /** The download ended (every row sent, or the client gone): its slot is free again. */
  close(): void;
  /** The totals over the brief, counted now by the database (the CSV's last row). */
  totals(): ReportTotals;
};

/**
 * Open a brief's report for a CSV download: who may read it as briefReport (one read of
 * the report), then one of the reader's REPORT_CSV_STREAMS_PER_USER slots of this process
 * (429 with Retry-After while that many of theirs are running). The rows come a batch
 * at a time, by campaign id after the last one sent (each batch one short query on
 * campaigns_brief_idx), so a row is as it is when its batch is read; `close()` must be
 * called however the download ends.
 */
export function openBriefReportCsv(actor: User | null | undefined, scope: ReportScope, batch = REPORT_CSV_BATCH): ReportCsvSource {
  const brief = reportSubject(actor, scope);
  const release = reportLimits.csvStreams.acquire(`user:${actor!.id}`);
  if (!release) throw new ModelError("too_many", "reportDownloadsRunning", { retryAfterSeconds: REPORT_CSV_RETRY_SECONDS });
  let after = 0;
  let done = false;
  return {
    brief,
    nextRows() {
      if (done) return [];
      const rows = STATEMENTS[scope.kind].batch(batch).all({ brief: scope.id, after, limit: batch }).map(toReportRow);
      if (rows.length < batch) done = true;
      if (rows.length) after = rows[rows.length - 1].campaignId;
      return rows;
    },
    close: release,
    totals: () => reportTotalsOf(scope),
  };
}
