import crypto from "node:crypto";
import { randomToken } from "./random.server";
import { json } from "@remix-run/node";
import { translateError } from "~/i18n/errors";
import { getLang } from "~/i18n/lang.server";
import {
  DuplicateSubmission,
  deleteExpiredSubmissions,
  findSubmission,
  finishSubmission,
  runSubmission,
  type PriorSubmission,
  type SubmissionKey,
} from "~/models/submission-claim.server";
import { clientAddress } from "~/lib/server/client-address.server";
import { FORM_KEY_SOURCE, SUBMISSION_FIELD } from "~/utils/submission-key";
import { env } from "~/lib/server/env.server";
import { isPasswordField } from "~/validation/form-data";
import { getSessionUser } from "./session-cookie.server";
import { logger } from "~/lib/server/logger.server";

/*
 * The HTTP side of one-time submission keys (the rule and the storage are in
 * app/models/submission-claim.server.ts):
 *  - a page form that creates something carries the hidden field `_key`, a random key the
 *    server renders into every page (root data: so it works without JavaScript, and a page
 *    from the anonymous page cache gets a fresh one on every hit). handleForm runs a keyed
 *    form through `onceForForm`: the key counts together with a digest of the form, so the
 *    same form sent again answers with the first answer (the same redirect and toast),
 *    while a different form sent with an old key (back button, edit, send) is new;
 *  - the JSON API's POSTs take an `Idempotency-Key` header (`onceForApi`): the same key
 *    with the same body answers with the first answer, with another body 422, and while
 *    the first is still running 409.
 * A key belongs to the signed-in user, or to the client address of an anonymous one.
 */

const FORM_KEY_PREFIX = "fk_";
const FORM_KEY = new RegExp(`^${FORM_KEY_SOURCE}$`);
const API_KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a repeat waits for the first answer of its key before saying it is still on its way. */
const WAIT_MS = 5000;
const POLL_MS = 50;

/** A fresh key for the forms of one page. */
export function newFormKey(): string {
  return FORM_KEY_PREFIX + randomToken(16, "base64url");
}

type StoredResponse = { status: number; headers: [string, string][]; body: string };

async function serialize(response: Response): Promise<string> {
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== "content-length");
  const stored: StoredResponse = { status: response.status, headers, body: await response.clone().text() };
  return JSON.stringify(stored);
}

function replay(stored: string, extra: Record<string, string> = {}): Response {
  const { status, headers, body } = JSON.parse(stored) as StoredResponse;
  const out = new Headers(headers);
  for (const [name, value] of Object.entries(extra)) out.set(name, value);
  const empty = status === 204 || status === 304 || (status >= 300 && status < 400 && body === "");
  return new Response(empty ? null : body, { status, headers: out });
}

async function scopeOf(request: Request): Promise<string> {
  const session = await getSessionUser(request);
  return session ? `user:${session.user.id}` : `anon:${clientAddress()}`;
}

/**
 * A keyed digest (HMAC with the newest session secret): what was sent may hold personal
 * data (a registration's e-mail and phone), so the stored fingerprint is worthless
 * without the server's secret. A secret rotation makes a repeat within the day a
 * different body (422 on the API; a new submission on a page).
 */
function digest(parts: (string | Uint8Array)[]): string {
  const hash = crypto.createHmac("sha256", env.sessionSecrets[0]);
  for (const part of parts) hash.update(part).update("\u0000");
  return hash.digest("base64url");
}

let lastSweep = 0;
/** Expired keys go at most once a minute per process, in a small batch. */
function sweepExpired(): void {
  const now = Date.now();
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  deleteExpiredSubmissions(new Date(now));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first answer of a key, waiting up to WAIT_MS while it is still being made. */
async function awaitAnswer(key: SubmissionKey, prior: PriorSubmission): Promise<string | null> {
  let current: PriorSubmission | null = prior;
  for (let waited = 0; current && current.response === null && waited < WAIT_MS; waited += POLL_MS) {
    await sleep(POLL_MS);
    current = findSubmission(key);
  }
  return current?.response ?? null;
}

/**
 * Run `run` once per key: the first run's answer is stored when it wrote something under
 * the key; a repeat gets `onPrior`'s answer from the stored one.
 */
async function once(
  key: SubmissionKey,
  run: () => Promise<Response>,
  onPrior: (prior: PriorSubmission) => Promise<Response>,
): Promise<Response> {
  const prior = findSubmission(key);
  if (prior) return onPrior(prior);
  let outcome: { result: Response; claimed: boolean };
  try {
    outcome = await runSubmission(key, run);
  } catch (error) {
    // Another request with this key wrote first: this one's transaction rolled back.
    const first = error instanceof DuplicateSubmission ? findSubmission(key) : null;
    if (first) return onPrior(first);
    throw error;
  }
  if (outcome.claimed) {
    try {
      finishSubmission(key, await serialize(outcome.result));
      sweepExpired();
    } catch (error) {
      // The write is done: its answer goes out even when it cannot be kept (a full disk);
      // a repeat then waits, and says the form is still being saved.
      logger.error({ err: error }, "could not store a submission's answer");
    }
    return outcome.result;
  }
  // Refused (say, "already applied") because another request with this key wrote first.
  const first = findSubmission(key);
  return first ? onPrior(first) : outcome.result;
}

/** A form's digest: where it was sent and every field but the key and passwords (files by name, type and size). */
function formDigest(request: Request, form: FormData): string {
  const parts: string[] = [request.method, new URL(request.url).pathname];
  for (const [name, value] of form.entries()) {
    // Passwords are never kept, not even as part of a digest.
    if (name === SUBMISSION_FIELD || isPasswordField(name)) continue;
    parts.push(name, typeof value === "string" ? value : `file:${value.name}:${value.type}:${value.size}`);
  }
  return digest(parts);
}

/**
 * A page form's submission, once per key (see above). A form without a well-formed key
 * just runs. The answer of a repeat: the first answer; or, when the first is still being
 * made after a few seconds, 409 with the form's error saying so.
 */
export async function onceForForm(request: Request, form: FormData, run: () => Promise<Response>): Promise<Response> {
  const sent = form.get(SUBMISSION_FIELD);
  if (typeof sent !== "string" || !FORM_KEY.test(sent)) return run();
  const fingerprint = formDigest(request, form);
  const key: SubmissionKey = { scope: await scopeOf(request), key: `${sent}:${fingerprint}`, fingerprint };
  return once(key, run, async (prior) => {
    const answer = await awaitAnswer(key, prior);
    if (answer) return replay(answer);
    const message = translateError("submissionInProgress", getLang(request));
    return json({ result: { status: "error" as const, error: { "": [message] } } }, { status: 409, headers: { "Retry-After": "5" } });
  });
}

/** Read up to `limit` bytes of a clone of the request's body for its digest. */
async function bodyDigest(request: Request, limit: number): Promise<string | null> {
  const parts: (string | Uint8Array)[] = [request.method, new URL(request.url).pathname];
  if (request.body) {
    const reader = request.clone().body!.getReader();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        void reader.cancel();
        return null;
      }
      parts.push(value);
    }
  }
  return digest(parts);
}

/**
 * A JSON API POST with an `Idempotency-Key` header, once per key (see above). `fail`
 * makes the API's error answer (status, message key).
 */
export async function onceForApi(
  request: Request,
  userId: number | null,
  run: () => Promise<Response>,
  fail: (status: number, messageKey: string, headers?: Record<string, string>) => Response,
  options: { maxBodyBytes: number },
): Promise<Response> {
  const sent = request.headers.get("idempotency-key");
  if (sent === null || request.method !== "POST") return run();
  if (!API_KEY.test(sent)) return fail(400, "idempotencyKeyInvalid");
  // A body over the limit is refused by the endpoint itself, unkeyed.
  const fingerprint = await bodyDigest(request, options.maxBodyBytes);
  if (fingerprint === null) return run();
  const key: SubmissionKey = { scope: userId ? `user:${userId}` : `anon:${clientAddress()}`, key: sent, fingerprint };
  return once(key, run, async (prior) => {
    if (prior.fingerprint !== fingerprint) return fail(422, "idempotencyKeyReused");
    if (prior.response === null) return fail(409, "idempotencyKeyRunning", { "Retry-After": "1" });
    return replay(prior.response, { "Idempotent-Replayed": "true" });
  });
}
