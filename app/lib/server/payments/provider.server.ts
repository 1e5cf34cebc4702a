/*
 * A payment provider: the licensed party that takes a brand's payment online and sends an
 * owner's payout (docs/decisions/033-payment-provider.md). Guyub keeps the invoice, its
 * number, the ledger and every rule; the provider only moves the money and says so.
 * Xendit is the one built (xendit.server.ts); DOKU (Checkout, Hold and Release) or
 * Midtrans (Snap, Iris payouts) would implement the same calls and map their
 * statuses to the ones below. The calls go over the network: never call one inside a
 * database transaction.
 */

/** What a provider's checkout says of an invoice: still to pay, paid (settled or not), or expired. */
export type ProviderInvoiceStatus = "PENDING" | "PAID" | "EXPIRED";

/** An invoice as the provider holds it. */
export type ProviderInvoice = {
  /** The provider's own id of it. */
  id: string;
  /** Guyub's invoice number, as given at creation. */
  externalId: string;
  status: ProviderInvoiceStatus;
  /** Whole Rupiah. */
  amount: number;
  currency: string;
  /** The checkout page the brand pays on. */
  checkoutUrl: string;
  paidAt: Date | null;
  /** The provider's reference of the payment (kept as the invoice's reference). */
  paymentReference: string | null;
  /** When the provider created it (null when it does not say). */
  createdAt: Date | null;
};

export type NewProviderInvoice = {
  /** Guyub's invoice number. */
  externalId: string;
  amount: number;
  currency: "IDR";
  payerEmail: string;
  description: string;
  /** When the checkout stops taking payment (the invoice's due date). */
  expiresAt: Date;
  successUrl: string;
  failureUrl: string;
};

/** A payout's state at the provider: taken and on its way, arrived, or refused by the bank. */
export type ProviderPayoutStatus = "ACCEPTED" | "SUCCEEDED" | "FAILED";

export type ProviderPayout = {
  id: string;
  referenceId: string;
  status: ProviderPayoutStatus;
  amount: number;
  currency: string;
  /** Why it failed, in the provider's words (e.g. INVALID_DESTINATION). */
  failureReason: string | null;
};

export type NewProviderPayout = {
  /** The same key for every try of one payout: the provider sends it once however often it is asked. */
  idempotencyKey: string;
  /** Guyub's name of the payout, echoed in its callback. */
  referenceId: string;
  /** Guyub's bank code (app/utils/banks.ts); the provider maps it to its own channel. */
  bankCode: string;
  accountNumber: string;
  holderName: string;
  amount: number;
  currency: "IDR";
  description: string;
};

/**
 * A call that did not get its answer. `retryable`: a timeout, a dropped connection, a 5xx
 * or a 429 (the same call may be made again later); otherwise the provider refused the
 * request as it is (a 4xx), and trying again unchanged would fail the same way.
 */
export class ProviderCallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "ProviderCallError";
  }
}

export interface PaymentProvider {
  /** The provider's name as stored on invoices, payouts and callbacks ("xendit"). */
  readonly name: string;
  /** Open a checkout for one of Guyub's invoices. */
  createInvoice(input: NewProviderInvoice): Promise<ProviderInvoice>;
  /** Ask about an invoice by the provider's id (the reconcile: a callback may be lost). */
  getInvoice(id: string): Promise<ProviderInvoice>;
  /**
   * The checkouts the provider holds for one of Guyub's invoice numbers: before a try
   * whose answer never came is made again (the invoice API takes no idempotency key, so a
   * crash between its answer and Guyub's record could leave one Guyub never kept).
   */
  findInvoices(externalId: string): Promise<ProviderInvoice[]>;
  /** Close a checkout that must take no payment any more (its invoice was paid by hand, declined or void). */
  expireInvoice(id: string): Promise<ProviderInvoice>;
  /** Send a payout to an Indonesian bank account, once per idempotency key. */
  createPayout(input: NewProviderPayout): Promise<ProviderPayout>;
  /** Ask about a payout by the provider's id (the reconcile: its callback may be lost). */
  getPayout(id: string): Promise<ProviderPayout>;
  /**
   * The payouts the provider holds for one of Guyub's references (empty when it has none):
   * before a try whose earlier one got no answer is made again, and when the provider
   * refuses the key as used with another body, so the one it has is adopted.
   */
  findPayouts(referenceId: string): Promise<ProviderPayout[]>;
}
