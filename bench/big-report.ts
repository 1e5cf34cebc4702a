import http from "node:http";
import type { Role } from "../app/utils/enums";
import { pacedRate, percentile, watchOtherCpu, type SequentialRun, type SteadyRun } from "./load";

/*
 * The report of a brief with 1,000 campaigns, each proof with 10 links and a
 * 2,000-character note (bench/seed-campaigns.ts HUGE_BRIEF_CAMPAIGNS): the report and its
 * CSV at their heaviest, as a signed-in user can make them (docs/product.md, "Campaigns";
 * the `report` part of bench/run.ts):
 *  - its pages (first, last, one in the middle) and the API's largest page: median
 *    server time at most 20 ms, like every signed-in page;
 *  - both CSVs: time to the first byte of the body, at most FIRST_BYTE_MS;
 *  - another user's page (the owner's dashboard) paced at OTHER.rate while
 *    LOOP_CONNECTIONS connections download the API's CSV over and over: p99 at most
 *    OTHER.p99Ms (and the same page paced alone, for comparison).
 * The app runs with the per-user report limits lifted (bench/server.ts benchEnv): one
 * bench account stands for LOOP_CONNECTIONS / 2 users each at their limit of CSV
 * downloads at once, and the timed pages make more requests than the 60 a minute a user
 * gets. The limits themselves are tested in tests/api/report-limits.test.ts.
 */

export const BIG_REPORT = {
  /** Median time to the first byte of a CSV's body, at most (ms). */
  firstByteMs: 50,
  /** Connections that loop the CSV while another user's page is paced. */
  loopConnections: 8,
  /** The CSV they loop. */
  loopPath: "/api/briefs/{hugeBrief}/report.csv",
  /** Another user's page, paced during the loops: p99 at most p99Ms. */
  other: { role: "COMMUNITY_OWNER" as Role, path: "/community/dashboard", rate: 20, connections: 4, p99Ms: 100 },
  /** Timed like the signed-in pages (median at most SERVER_MS_BUDGET). */
  pages: [
    { role: "ADVERTISER", path: "/briefs/{hugeBrief}/report" },
    { role: "ADVERTISER", path: "/briefs/{hugeBrief}/report?campaign={hugeBriefLastCampaign}" },
    { role: "ADMIN", path: "/briefs/{hugeBrief}/report?page=25" },
    { role: "ADVERTISER", path: "/api/briefs/{hugeBrief}/report?limit=100" },
  ] as readonly { role: Role; path: string }[],
  /** Timed to their first byte. */
  csv: [
    { role: "ADVERTISER", path: "/briefs/{hugeBrief}/report.csv" },
    { role: "ADVERTISER", path: "/api/briefs/{hugeBrief}/report.csv" },
    // The accountant's journal (docs/product.md, "Money"): all of it, and the busiest day lately.
    { role: "ADMIN", path: "/api/admin/ledger.csv" },
    { role: "ADMIN", path: "/admin/finance/ledger.csv?from={journalDay}&to={journalDay}" },
  ] as readonly { role: Role; path: string }[],
};

export type FirstByteRun = {
  requests: number;
  /** Time from sending the request to the first byte of the body (ms). */
  median: number;
  p95: number;
  max: number;
  /** Time to the last byte (ms). */
  fullMedian: number;
  /** Bytes of one answer (the last one). */
  bytes: number;
  non200: number;
  errors: number;
  otherCpu: number;
};

export type LoopStats = { connections: number; seconds: number; downloads: number; bytes: number; non200: number; errors: number };

export type BigReportResults = {
  brief: number;
  campaigns: number;
  pages: ({ path: string; role: string } & SequentialRun)[];
  csv: ({ path: string; role: string } & FirstByteRun)[];
  other: { path: string; role: string; rate: number; alone: SteadyRun; underLoops: SteadyRun; loops: LoopStats & { path: string } };
};

type GetOptions = { headers: Record<string, string>; agent: http.Agent };

/** One GET: when its body's first byte came, when its last did, its size and status. */
function timedGet(url: string, o: GetOptions): Promise<{ firstByte: number; full: number; bytes: number; status: number }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte = NaN;
    let bytes = 0;
    const req = http.get(
      { agent: o.agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers: o.headers },
      (res) => {
        res.on("data", (chunk: Buffer) => {
          if (!bytes) firstByte = performance.now() - started;
          bytes += chunk.length;
        });
        res.on("end", () => resolve({ firstByte, full: performance.now() - started, bytes, status: res.statusCode ?? 0 }));
        res.on("error", reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

/**
 * `warmup` then `requests` GETs of `url`, one after the other on one keep-alive
 * connection, each timed to the first byte of its body and to its last.
 */
export async function firstByteLatency(
  url: string,
  o: { requests: number; warmup: number; headers: Record<string, string>; pids: number[] },
): Promise<FirstByteRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let non200 = 0;
  let errors = 0;
  let bytes = 0;
  const first: number[] = [];
  const full: number[] = [];
  for (let i = 0; i < o.warmup; i++) {
    const r = await timedGet(url, { headers: o.headers, agent }).catch(() => null);
    if (!r) errors++;
    else if (r.status !== 200) non200++;
  }
  const others = watchOtherCpu(o.pids);
  for (let i = 0; i < o.requests; i++) {
    const r = await timedGet(url, { headers: o.headers, agent }).catch(() => null);
    if (!r) {
      errors++;
      continue;
    }
    if (r.status !== 200) non200++;
    first.push(r.firstByte);
    full.push(r.full);
    bytes = r.bytes;
  }
  const otherCpu = others();
  agent.destroy();
  first.sort((a, b) => a - b);
  full.sort((a, b) => a - b);
  return {
    requests: first.length,
    median: percentile(first, 0.5),
    p95: percentile(first, 0.95),
    max: first[first.length - 1] ?? NaN,
    fullMedian: percentile(full, 0.5),
    bytes,
    non200,
    errors,
    otherCpu,
  };
}

/**
 * Run `during()` while `connections` connections each download `url` again as soon as
 * the last download ended (reading every byte), after a second of them alone.
 */
export async function whileLooping<T>(
  url: string,
  o: { connections: number; headers: Record<string, string> },
  during: () => Promise<T>,
): Promise<{ result: T; loops: LoopStats }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const stats: LoopStats = { connections: o.connections, seconds: 0, downloads: 0, bytes: 0, non200: 0, errors: 0 };
  let stop = false;
  const loop = async () => {
    while (!stop) {
      const r = await timedGet(url, { headers: o.headers, agent }).catch(() => null);
      if (stop) break;
      if (!r) stats.errors++;
      else {
        stats.downloads++;
        stats.bytes += r.bytes;
        if (r.status !== 200) stats.non200++;
      }
    }
  };
  const loops = Array.from({ length: o.connections }, loop);
  await new Promise((r) => setTimeout(r, 1_000));
  const started = performance.now();
  const counted = { ...stats };
  let result: T;
  try {
    result = await during();
  } finally {
    stop = true;
  }
  stats.seconds = (performance.now() - started) / 1000;
  // Only what the loops did while `during` ran (and the downloads under way at its end).
  stats.downloads -= counted.downloads;
  stats.bytes -= counted.bytes;
  await Promise.all(loops);
  agent.destroy();
  return { result, loops: stats };
}

/** Another user's page paced alone, then again while the CSV loops run. */
export async function otherUserUnderCsvLoops(
  base: string,
  o: { loopUrl: string; loopHeaders: Record<string, string>; otherHeaders: Record<string, string>; duration: number; pids: number[] },
): Promise<{ alone: SteadyRun; underLoops: SteadyRun; loops: LoopStats }> {
  const { other } = BIG_REPORT;
  const paced = () =>
    pacedRate(base + other.path, {
      rate: other.rate,
      connections: other.connections,
      duration: o.duration,
      headers: o.otherHeaders,
      pids: o.pids,
    });
  const alone = await paced();
  const { result: underLoops, loops } = await whileLooping(
    o.loopUrl,
    { connections: BIG_REPORT.loopConnections, headers: o.loopHeaders },
    paced,
  );
  return { alone, underLoops, loops };
}
