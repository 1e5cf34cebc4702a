import fs from "node:fs";
import http from "node:http";
import autocannon from "autocannon";

/*
 * Load generation. Two different questions, two different tools:
 *
 * - "How many requests per second at most?": a CLOSED loop (autocannon, N connections,
 *   each sends the next request when the previous answer arrives). Latency there is
 *   mostly queueing and says little about users.
 *
 * - "Is p99 < 50 ms at a steady 200 req/s?": an OPEN loop at an even pace (one request
 *   every 5 ms, whether or not earlier ones came back), latency counted from when the
 *   request was DUE, so a stall is charged to every request it delays (no coordinated
 *   omission). autocannon's `overallRate` cannot answer this: its rate limiter lets each
 *   connection send its whole per-second quota back to back at the start of every
 *   second (200 requests in a burst, then silence), and its latency "correction" in
 *   rate mode assumes a 1 ms interval (Math.ceil(1 / rate)) and adds fake samples.
 *   We still run it, with the correction off, and report it as "burst" figures: it is
 *   the worst case of 20 users clicking at the same instant every second.
 */

export type MaxRun = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Share of the machine's CPU used by processes other than the bench and its servers. */
  otherCpu: number;
  /** Cores the server's processes used during the run (1.0: one core busy all along); with `serverPids`. */
  serverCores?: number;
  /** Cores the bench itself (the load generator) used during the run; with `serverPids`. */
  generatorCores?: number;
};

export type SteadyRun = {
  rate: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Paced runs only: requests still unanswered 10 s after the last one was due (overload). */
  unanswered?: number;
  /** Paced runs only: p99 of how late the generator itself sent requests (its own health). */
  sendLagP99?: number;
  otherCpu: number;
};

/* ---------- how busy is the rest of the machine? ---------- */

function cpuTicks(pids: number[]) {
  const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  let ours = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const after = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ours += Number(after[11]) + Number(after[12]); // utime + stime (fields 14, 15)
    } catch {
      // process gone or no /proc (not Linux): count nothing
    }
  }
  return { busy, total: busy + idle + iowait, ours };
}

/**
 * Measure, over a run, the CPU share used by OTHER processes (tests, browsers, builds
 * of colleagues on the same machine). On a 2-core box anything above ~10% moves the
 * numbers, so the report flags such runs as noisy instead of silently trusting them.
 */
export function watchOtherCpu(pids: number[]): () => number {
  if (!fs.existsSync("/proc/stat")) return () => NaN;
  const start = cpuTicks(pids);
  return () => {
    const end = cpuTicks(pids);
    const total = end.total - start.total;
    if (total <= 0) return NaN;
    return Math.max(0, (end.busy - start.busy - (end.ours - start.ours)) / total);
  };
}

/** Above this share of the machine, other processes distort a run. */
export const NOISY = 0.1;

/**
 * Wait (up to `maxSeconds`) until other processes leave the machine alone for a
 * 2-second window. Returns their last measured share.
 */
export async function waitForQuiet(pids: number[], maxSeconds: number, say: (m: string) => void): Promise<number> {
  const deadline = Date.now() + maxSeconds * 1000;
  let said = false;
  for (;;) {
    const others = watchOtherCpu(pids);
    await new Promise((r) => setTimeout(r, 2_000));
    const share = others();
    if (!(share > NOISY) || Date.now() > deadline) return share;
    if (!said)
      say(
        `other processes use ${Math.round(share * 100)}% of the CPU; waiting up to ${Math.round((deadline - Date.now()) / 1000)} s for quiet...`,
      );
    said = true;
  }
}

/* ---------- closed loop: max throughput ---------- */

export async function maxThroughput(
  url: string,
  o: { connections: number; duration: number; warmup: number; headers: Record<string, string>; pids: number[]; serverPids?: number[] },
): Promise<MaxRun> {
  // Warm-up: JIT, SQLite page cache, prepared statements, keep-alive sockets.
  const warm = await autocannon({ url, connections: o.connections, duration: o.warmup, headers: o.headers });
  const others = watchOtherCpu(o.pids);
  const started = performance.now();
  const server0 = o.serverPids ? processTicks(o.serverPids) : 0;
  const generator0 = process.cpuUsage();
  const r = await autocannon({ url, connections: o.connections, duration: o.duration, headers: o.headers });
  const seconds = (performance.now() - started) / 1000;
  const used = o.serverPids
    ? {
        serverCores: (processTicks(o.serverPids) - server0) / TICKS_PER_SECOND / seconds,
        generatorCores: (({ user, system }) => user + system)(process.cpuUsage(generator0)) / 1e6 / seconds,
      }
    : {};
  const none = r.requests.total === 0; // nothing came back: not "0 ms", unbounded
  return {
    rps: r.requests.average,
    p50: none ? Infinity : r.latency.p50,
    p99: none ? Infinity : r.latency.p99,
    requests: r.requests.total,
    // Failures during the warm-up count too: an error is an error.
    non2xx: r.non2xx + warm.non2xx,
    errors: r.errors + warm.errors,
    timeouts: r.timeouts + warm.timeouts,
    otherCpu: others(),
    ...used,
  };
}

/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** CPU ticks (user + system) used so far by `pids` (processes gone count nothing). */
function processTicks(pids: number[]): number {
  return cpuTicks(pids).ours;
}

/* ---------- autocannon overallRate: bursts ---------- */

export async function burstRate(
  url: string,
  o: { rate: number; connections: number; duration: number; headers: Record<string, string>; pids: number[] },
): Promise<SteadyRun> {
  const others = watchOtherCpu(o.pids);
  const r = await autocannon({
    url,
    connections: o.connections,
    duration: o.duration,
    overallRate: o.rate,
    headers: o.headers,
    // See the top of this file: the "correction" would invent samples at 1 ms steps.
    ignoreCoordinatedOmission: true,
  });
  const none = r.requests.total === 0; // nothing came back: not "0 ms", unbounded
  return {
    rate: r.requests.total / r.duration,
    p50: none ? Infinity : r.latency.p50,
    p99: none ? Infinity : r.latency.p99,
    max: none ? Infinity : r.latency.max,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    otherCpu: others(),
  };
}

/* ---------- open loop: an even pace ---------- */

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** One request of a mixed run: its path (and query) on the server, method, headers, body. */
export type PacedRequest = { method?: string; path: string; headers?: Record<string, string>; body?: string };

/**
 * `url` is the request sent every time, unless `requestFor` is given: then request number
 * i is requestFor(i) on url's host (a mixed run of pages, API reads and writes).
 */
export async function pacedRate(
  url: string,
  o: {
    rate: number;
    connections: number;
    duration: number;
    headers: Record<string, string>;
    pids: number[];
    requestFor?: (i: number) => PacedRequest;
  },
): Promise<SteadyRun> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const interval = 1000 / o.rate;
  const total = Math.round(o.rate * o.duration);
  // When the server cannot keep up, the backlog grows without bound; give the stragglers
  // this long after the last request was due, then call the rest unanswered.
  const drainMs = 10_000;
  const latencies: number[] = [];
  const lags: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let finished = 0;
  let closed = false;
  const others = watchOtherCpu(o.pids);
  const start = performance.now() + 20;

  await new Promise<void>((resolve) => {
    let scheduled = 0;
    let drainTimer: NodeJS.Timeout | undefined;
    /*
     * Our own backlog instead of the agent's: at most `connections` requests in flight
     * (like autocannon's connections), the rest wait here, and their wait counts in
     * their latency (measured from the due time). At the end we can drop this backlog;
     * requests left queued inside an http.Agent would still be sent after the run,
     * loading the server during the NEXT case's measurement.
     */
    const backlog: number[] = [];
    const inFlight = new Set<http.ClientRequest>();
    const done = () => {
      clearTimeout(drainTimer);
      closed = true;
      backlog.length = 0;
      for (const req of inFlight) req.destroy();
      resolve();
    };
    const pump = () => {
      while (!closed && inFlight.size < o.connections && backlog.length) send(backlog.shift()!);
    };
    let sent = 0;
    const send = (due: number) => {
      let over = false;
      const spec: PacedRequest = o.requestFor ? o.requestFor(sent++) : { path: target.pathname + target.search };
      // Exactly one outcome per request, whatever order the events come in, and none
      // after the run is closed.
      const outcome = (record: () => void) => {
        if (over || closed) return;
        over = true;
        inFlight.delete(req);
        record();
        if (++finished === total) done();
        else pump();
      };
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: spec.method ?? "GET",
          path: spec.path,
          headers: { ...o.headers, ...spec.headers },
        },
        (res) => {
          res.resume(); // read (and drop) the whole body: latency is time to the LAST byte
          res.on("end", () =>
            outcome(() => {
              latencies.push(performance.now() - due);
              if (!res.statusCode || res.statusCode < 200 || res.statusCode >= 300) non2xx++;
            }),
          );
          res.on("error", () => outcome(() => errors++));
        },
      );
      req.on("error", () => outcome(() => errors++));
      req.end(spec.body);
      inFlight.add(req);
    };
    // Timers fire late by ~1 ms; each tick queues every request that is due by now,
    // stamped with its DUE time, so timer jitter never hides server latency.
    const tick = () => {
      const now = performance.now();
      while (scheduled < total && start + scheduled * interval <= now) {
        const due = start + scheduled++ * interval;
        lags.push(now - due); // the generator's own lateness, not the backlog's
        backlog.push(due);
      }
      pump();
      if (scheduled < total) setTimeout(tick, Math.max(0, start + scheduled * interval - performance.now()));
      else if (!closed) drainTimer = setTimeout(done, drainMs);
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  agent.destroy();
  const otherCpu = others();
  const unanswered = total - finished;
  // An unanswered request has an unbounded latency: it counts in the percentiles.
  const all = [...latencies, ...Array<number>(unanswered).fill(Infinity)].sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  return {
    rate: o.rate,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    max: all[all.length - 1] ?? NaN,
    requests: latencies.length,
    non2xx,
    errors,
    timeouts: 0,
    unanswered,
    sendLagP99: percentile(lags, 0.99),
    otherCpu,
  };
}

/* ---------- one user, one request at a time: server time of a page ---------- */

export type SequentialRun = {
  requests: number;
  median: number;
  p95: number;
  max: number;
  /** Answers that were not 200 (a redirect to /auth means the session did not hold). */
  non200: number;
  errors: number;
  otherCpu: number;
};

/**
 * `warmup` then `requests` GETs of `url`, one after the other on one keep-alive
 * connection (a single user, no queueing): each latency runs from sending the request
 * to the last byte of the answer, on loopback, so it is the server's time plus a
 * fraction of a millisecond of client and kernel.
 */
export async function sequentialLatency(
  url: string,
  o: { requests: number; warmup: number; headers: Record<string, string>; pids: number[] },
): Promise<SequentialRun> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<{ ms: number; status: number }>((resolve, reject) => {
      const started = performance.now();
      const req = http.get(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers: o.headers },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
          res.on("error", reject);
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
      req.on("error", reject);
    });
  let non200 = 0;
  let errors = 0;
  const latencies: number[] = [];
  for (let i = 0; i < o.warmup; i++) {
    // Failures during the warm-up count too: an error is an error.
    const r = await once().catch(() => null);
    if (!r) errors++;
    else if (r.status !== 200) non200++;
  }
  const others = watchOtherCpu(o.pids);
  for (let i = 0; i < o.requests; i++) {
    const r = await once().catch(() => null);
    if (!r) {
      errors++;
      continue;
    }
    if (r.status !== 200) non200++;
    latencies.push(r.ms);
  }
  const otherCpu = others();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    median: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    max: latencies[latencies.length - 1] ?? NaN,
    non200,
    errors,
    otherCpu,
  };
}
