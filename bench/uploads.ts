import crypto from "node:crypto";
import sharp from "sharp";
import type { Role } from "../app/utils/enums";
import { pacedRate, type SteadyRun } from "./load";
import { benchBrief } from "./mixed";

/*
 * The uploads run: one owner keeps the server decoding screenshots while another
 * signed-in user's page is timed. The owner (the bench owner) posts proofs of 5
 * screenshots each, as large as allowed (4000 x 3000 PNGs of 1-2 MB: 12 megapixels,
 * 2 MB at most, the costliest kind to decode: PNG has no shrink-on-load), from several
 * connections in a loop, each onto the next of the owner's campaigns that can take
 * proof. The server allows one image job per user at a time: the other connections get
 * 429 and post again after its Retry-After, while the connection that got a proof in
 * posts the next at once, so the image work never stops during the run. (A client that
 * ignores Retry-After and resends 10 MB bodies without pause is a flood of bytes, which
 * costs the server the reading and dropping of every body whatever the endpoint; this
 * run measures image work.) The hourly limit of proofs with screenshots is lifted
 * for the run (PROOF_UPLOADS_PER_HOUR): with it an owner stops after 30 jobs, which is
 * the milder case. Meanwhile the bench advertiser's dashboard is requested at a steady
 * rate, first without the uploads (idle), then with them; the target is its p99 with
 * the uploads running. Served by 2 workers, as `npm start` runs Guyub.
 */
export const UPLOADS = {
  workers: 2,
  /** Connections posting proofs in a loop. */
  connections: 4,
  /** Seconds of uploads while the page is timed (and of the idle run before). */
  duration: 20,
  /** Pause of a connection after an error before it posts again (after a 429: the Retry-After the server sent). */
  backoffMs: 1000,
  /** The timed page: another user, signed in, requested at this steady rate. */
  page: { path: "/advertiser/dashboard", role: "ADVERTISER" as Role },
  rate: 50,
  pageConnections: 4,
  /** The target: the page's p99 with the uploads running. */
  p99Ms: 100,
  /** The environment of the run's server: the hourly limit lifted, see above. */
  env: { PROOF_UPLOADS_PER_HOUR: "1000000" },
};

export type UploadsResult = {
  /** Connections that posted proofs. */
  connections: number;
  idle: SteadyRun;
  loaded: SteadyRun;
  /** Proofs taken (201) during the run, and the other answers by status. */
  accepted: number;
  statuses: Record<string, number>;
  /** Median time of an accepted proof (5 screenshots decoded and stored), ms. */
  jobMedianMs: number;
  /** Bytes and pixels of one screenshot of the run. */
  screenshot: { bytes: number; width: number; height: number };
  /** The owner's campaigns ran out before the run ended (the image work paused). */
  ranOut: boolean;
};

type Sessions = (role: Role) => Record<string, string>;

const WIDTH = 4000;
const HEIGHT = 3000;
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * A 4000 x 3000 PNG of random coloured blocks, as large as the 2 MB limit allows: the
 * finer the blocks, the more bytes and the longer the decode.
 */
async function largestAllowedScreenshot(): Promise<Buffer> {
  let best: Buffer | undefined;
  for (const side of [400, 600, 800, 1000]) {
    const w = side;
    const h = Math.round((side * HEIGHT) / WIDTH);
    const png = await sharp(crypto.randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
      .resize(WIDTH, HEIGHT, { kernel: "nearest" })
      .png({ compressionLevel: 9 })
      .toBuffer();
    if (png.length > MAX_BYTES) break;
    best = png;
  }
  if (!best) throw new Error("no screenshot under 2 MB");
  return best;
}

const json = { "content-type": "application/json" };

async function call(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ id?: number; campaign_id?: number }> {
  const res = await fetch(base + path, { method, headers: { ...json, ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as { id?: number; campaign_id?: number };
}

/** `count` campaigns IN_PROGRESS of the bench owner's community: a brief of the bench advertiser each, applied to and approved. */
async function openCampaigns(base: string, session: Sessions, communityId: number, count: number, runId: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const brief = await call(
      base,
      "POST",
      "/api/briefs",
      session("ADVERTISER"),
      benchBrief(`Bench uploads ${runId} ${i}`, "A brief whose campaign the uploads run of the bench sends proofs to.", "PENDING_APPROVAL"),
    );
    await call(base, "PUT", `/api/admin/briefs/${brief.id}/status`, session("ADMIN"), { status: "active" });
    const applied = await call(base, "POST", `/api/briefs/${brief.id}/apply`, session("COMMUNITY_OWNER"), { communityId });
    const approved = await call(base, "PUT", `/api/admin/applications/${applied.id}/status`, session("ADMIN"), { status: "approved" });
    if (!approved.campaign_id) throw new Error(`approving application ${applied.id} started no campaign`);
    ids.push(approved.campaign_id);
  }
  return ids;
}

/** A multipart proof: one link and 5 times `image` as `screenshots`. */
function proofBody(image: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----bench${crypto.randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="links"\r\n\r\nhttps://instagram.com/p/bench-uploads\r\n`),
  ];
  for (let i = 0; i < 5; i++) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="screenshots"; filename="layar-${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function uploadsRun(
  base: string,
  o: { session: Sessions; communityId: number; duration: number; connections: number; pids: () => number[]; say: (m: string) => void },
): Promise<UploadsResult> {
  const runId = Date.now().toString(36);
  const image = await largestAllowedScreenshot();
  // About one accepted proof a second at most: enough campaigns for the run, and some.
  const campaigns = await openCampaigns(base, o.session, o.communityId, Math.ceil(o.duration * 1.5) + 10, runId);
  o.say(`uploads: ${campaigns.length} campaigns IN_PROGRESS for the bench owner; screenshots of ${image.length} B (${WIDTH} x ${HEIGHT})`);
  const page = base + UPLOADS.page.path;
  const paced = {
    rate: UPLOADS.rate,
    connections: UPLOADS.pageConnections,
    duration: o.duration,
    headers: o.session(UPLOADS.page.role),
    pids: o.pids(),
  };
  // The same page without uploads first (it also warms the workers up).
  const idle = await pacedRate(page, paced);

  const statuses: Record<string, number> = {};
  const jobTimes: number[] = [];
  let next = 0;
  let stop = false;
  let ranOut = false;
  const cookie = o.session("COMMUNITY_OWNER");
  // One body for every post (built once: the bench's own CPU is the server's too).
  const built = proofBody(image);
  const body = new Uint8Array(built.body);
  const contentType = built.contentType;
  const upload = async () => {
    while (!stop) {
      const id = campaigns[next];
      if (id === undefined) {
        ranOut = true;
        return;
      }
      const started = performance.now();
      let status = "error";
      let retryAfter = NaN;
      try {
        const res = await fetch(`${base}/api/campaigns/${id}/proof`, {
          method: "POST",
          body,
          headers: { ...cookie, "content-type": contentType },
        });
        await res.arrayBuffer();
        status = String(res.status);
        retryAfter = Number(res.headers.get("retry-after"));
      } catch {
        // counted as "error"
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === "201") jobTimes.push(performance.now() - started);
      // Taken, or taken by another connection meanwhile: on to the next campaign.
      if ((status === "201" || status === "409") && campaigns[next] === id) next += 1;
      if (status === "429" || status === "error") await sleep(Number.isFinite(retryAfter) ? retryAfter * 1000 : UPLOADS.backoffMs);
    }
  };
  const uploaders = Array.from({ length: o.connections }, () => upload());
  // The image work is under way before the page is timed.
  await sleep(1_000);
  const loaded = await pacedRate(page, { ...paced, pids: o.pids() });
  stop = true;
  await Promise.all(uploaders);
  jobTimes.sort((a, b) => a - b);
  return {
    connections: o.connections,
    idle,
    loaded,
    accepted: statuses["201"] ?? 0,
    statuses,
    jobMedianMs: jobTimes.length ? jobTimes[Math.floor(jobTimes.length / 2)] : NaN,
    screenshot: { bytes: image.length, width: WIDTH, height: HEIGHT },
    ranOut,
  };
}

const fmt = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : Math.round(n).toString()) : "n/a");

/** The run's table for the report (Markdown lines). */
export function renderUploads(u: UploadsResult, workers: number): string[] {
  const others = Object.entries(u.statuses)
    .filter(([status]) => status !== "201")
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");
  return [
    `### Uploads: \`${UPLOADS.page.path}\` (${UPLOADS.page.role}) at ${UPLOADS.rate} req/s while one owner posts proofs of 5 screenshots (${workers} workers, ms)`,
    "",
    "| Run | p50 | p99 | max | answered | not 2xx | Other CPU |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...(
      [
        ["idle", u.idle],
        ["with uploads", u.loaded],
      ] as const
    ).map(
      ([label, r]) =>
        `| ${label} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${r.requests} | ${r.non2xx + r.errors} | ${Math.round(r.otherCpu * 100)}% |`,
    ),
    "",
    `The owner: ${u.connections} connection${u.connections > 1 ? "s" : ""}, ${u.accepted} proofs taken (median ${fmt(u.jobMedianMs)} ms each, 5 PNGs of ` +
      `${u.screenshot.width} x ${u.screenshot.height}, ${(u.screenshot.bytes / 1e6).toFixed(2)} MB)${others ? `; also ${others}` : ""}` +
      `${u.ranOut ? "; its campaigns ran out before the end (the image work paused)" : ""}.`,
    "",
  ];
}
