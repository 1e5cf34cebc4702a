import { providerCallback } from "~/server/payment-callbacks.server";

/**
 * POST /api/payments/xendit/payout: Xendit's payout callback (x-callback-token; no
 * session). SUCCEEDED records the payout sent, FAILED makes it due again.
 */
export const action = providerCallback("payout");
