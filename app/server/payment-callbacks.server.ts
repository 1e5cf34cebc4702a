import type { ActionFunction } from "@remix-run/node";
import { paymentProvider, providerCallbackToken } from "~/lib/server/payments/active.server";
import { callbackTokenMatches, invoiceFromXendit, payoutFromXenditCallback } from "~/lib/server/payments/xendit.server";
import { logger } from "~/lib/server/logger.server";
import { securityLog } from "~/lib/server/security-log.server";
import { isModelError } from "~/models/errors";
import { receiveInvoiceCallback, receivePayoutCallback } from "~/models/money/gateway.server";
import { readLimited } from "./api.server";
import { retryWhenLocked } from "./lock-wait.server";
import { BASE_SECURITY_HEADERS } from "./security-headers.server";
import { storageFailure } from "./storage-error.server";

/*
 * The payment provider's callbacks (POST /api/payments/xendit/invoice and /payout;
 * docs/api.md, "Payment provider callbacks"; docs/security.md). Xendit's servers call
 * them, not a browser: they use no session (a cookie sent along is never read) and no
 * Idempotency-Key, and pass the cross-site check because a server sends no Origin. What
 * proves the caller is the x-callback-token header, compared in constant time with
 * XENDIT_CALLBACK_TOKEN (401 otherwise, logged on the security channel, nothing kept).
 * A body with the right token is kept whole with what it did (payment_callbacks) and
 * answered: 200 (applied, or a repeat that changes nothing), 400 (not a callback body),
 * 404 (names nothing Guyub issued), 409 (does not match what Guyub issued). A database
 * that cannot save answers 503, so the provider sends it again later.
 */

/** A callback body is a few KB; anything past this is not one. */
const MAX_CALLBACK_BYTES = 64 * 1024;

function answer(status: number, body: unknown): Response {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(name, value);
  if (status === 503) headers.set("Retry-After", "60");
  return new Response(JSON.stringify(body), { status, headers });
}

export function providerCallback(kind: "invoice" | "payout"): ActionFunction {
  return async ({ request }) => {
    const path = new URL(request.url).pathname;
    const provider = paymentProvider();
    if (!provider || !callbackTokenMatches(request.headers.get("x-callback-token"), providerCallbackToken())) {
      securityLog({ event: "provider_callback_refused", path, reason: "token" });
      return answer(401, { message: "Invalid callback token" });
    }
    let raw: string;
    try {
      raw = await readLimited(request, MAX_CALLBACK_BYTES);
    } catch {
      return answer(413, { message: "Callback body too large" });
    }
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    try {
      const result = await retryWhenLocked(
        () =>
          kind === "invoice"
            ? receiveInvoiceCallback({ provider: provider.name, body: raw, report: invoiceFromXendit(parsed) })
            : receivePayoutCallback({ provider: provider.name, body: raw, report: payoutFromXenditCallback(parsed) }),
        { write: true },
      );
      return answer(result.status, { outcome: result.outcome });
    } catch (error) {
      const failure = storageFailure(error, request);
      if (!failure && !isModelError(error)) logger.error({ err: error }, `${path}: the callback could not be applied`);
      // Not applied: the provider retries a callback that was not answered 200.
      return answer(503, { message: "Not applied; send it again later" });
    }
  };
}
