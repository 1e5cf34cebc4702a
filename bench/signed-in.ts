import type { Role } from "../app/utils/enums";
import { NOISY, waitForQuiet } from "./load";
import { BENCH_ACCOUNTS, BENCH_PASSWORD } from "./seed";

/*
 * What every run that times signed-in pages shares (bench/run.ts, and its --scale mode in
 * bench/scale.ts): signing in as a bench account, probing a page before timing it, and
 * re-running a run the rest of the machine disturbed.
 */

export const say = (m: string) => console.log(`[bench] ${m}`);
/** A breath between runs: the server may still finish requests the last run abandoned. */
const settle = () => new Promise((r) => setTimeout(r, 2_000));

/** POST /api/login (JSON) as the role's bench account: the cookie header its pages are requested with. */
export async function signIn(base: string, role: Role): Promise<string> {
  const { email } = BENCH_ACCOUNTS[role];
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`POST /api/login as ${email} answered ${res.status}: ${body.slice(0, 300)}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0].trim())
    .join("; ");
  if (!cookie) throw new Error(`POST /api/login as ${email} set no cookie`);
  return cookie;
}

/**
 * Why a signed-in page or endpoint is not timed, in words: a 404 is most likely a screen
 * or endpoint another branch has not landed yet (the page list runs ahead of the app).
 */
export function notServed(status: number, location: string | null, what: "page" | "endpoint", detail = ""): string {
  if (status === 404)
    return `answered 404 Not Found: no such ${what} in this build (not merged yet?), or the seeded id is not this role's${detail ? ` (${detail})` : ""}`;
  if (status >= 300 && status < 400)
    return `answered ${status}, redirect to ${location ?? "?"}: the session did not hold, or the role may not see it`;
  return `answered ${status}${detail ? ` (${detail})` : ""}`;
}

/** One signed-in GET of an endpoint before timing it: its status and, when not 200, what it said. */
export async function probeEndpoint(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; location: string | null; detail: string }> {
  const res = await fetch(url, { headers, redirect: "manual" });
  const body = await res.text();
  let detail = "";
  if (res.status !== 200) {
    try {
      const message = (JSON.parse(body) as { message?: unknown }).message;
      detail = typeof message === "string" ? `"${message}"` : body.slice(0, 80);
    } catch {
      detail = body.slice(0, 80).replace(/\s+/g, " ");
    }
  }
  return { status: res.status, location: res.headers.get("location"), detail };
}

/**
 * Colleagues' tests and browsers share this 2-core machine. A run during which they
 * took more than 10% of the CPU is re-run (after waiting for quiet), and the least
 * disturbed attempt is kept; the report still shows how disturbed it was.
 */
export async function leastDisturbed<T extends { otherCpu: number }>(
  label: string,
  o: { retries: number; quietWait: number; pids: number[] },
  run: () => Promise<T>,
  /** Short runs (a signed-in page: ~2 s) skip the pause after a run and re-run at once,
   *  without waiting for quiet: a re-run is cheap, while waiting up to --quiet-wait per
   *  page made 15 pages take 7 minutes on a busy machine. */
  { short = false } = {},
): Promise<T> {
  let best: T | undefined;
  for (let attempt = 0; attempt <= o.retries; attempt++) {
    const result = await run();
    if (!short) await settle();
    if (!best || result.otherCpu < best.otherCpu) best = result;
    if (!(result.otherCpu > NOISY) || attempt === o.retries) break;
    say(`${label}: other processes took ${Math.round(result.otherCpu * 100)}% of the CPU, re-running (${attempt + 1}/${o.retries})`);
    if (!short) await waitForQuiet(o.pids, o.quietWait, say);
  }
  return best!;
}
