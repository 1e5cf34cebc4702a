import { providerCallback } from "~/server/payment-callbacks.server";

/**
 * POST /api/payments/xendit/invoice: Xendit's invoice callback (x-callback-token; no
 * session). PAID or SETTLED confirms the payment, EXPIRED makes the invoice overdue.
 */
export const action = providerCallback("invoice");
