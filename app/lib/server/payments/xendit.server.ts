import crypto from "node:crypto";
import { z } from "zod";
import { xenditChannelOf } from "~/utils/banks";
import {
  ProviderCallError,
  type NewProviderInvoice,
  type NewProviderPayout,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderInvoiceStatus,
  type ProviderPayout,
  type ProviderPayoutStatus,
} from "./provider.server";

/*
 * Xendit (docs/decisions/033-payment-provider.md): the Invoice API (POST /v2/invoices,
 * GET /v2/invoices/{id}, GET /v2/invoices?external_id=, POST /invoices/{id}/expire!) for
 * the checkout and the Payouts API (POST /v2/payouts with an Idempotency-key, GET
 * /v2/payouts/{id}, GET /v2/payouts?reference_id=) for the owners, over fetch: HTTP Basic with the secret key as the user
 * name and no password, JSON both ways, and a timeout on every call, after which the
 * call counts as not answered (retryable). XENDIT_BASE_URL points it at a stand-in in
 * tests. Its callbacks carry the account's verification token in x-callback-token.
 */

/** How long one call may take before it counts as not answered. */
export const XENDIT_TIMEOUT_MS = 10_000;

const Money = z.number().finite();

const InvoiceBody = z.object({
  id: z.string().min(1),
  external_id: z.string(),
  status: z.string(),
  amount: Money,
  currency: z.string().optional(),
  invoice_url: z.string().optional(),
  paid_amount: Money.optional(),
  paid_at: z.string().optional(),
  payment_id: z.string().optional(),
  created: z.string().optional(),
});

const PayoutBody = z.object({
  id: z.string().min(1),
  reference_id: z.string(),
  status: z.string(),
  amount: Money,
  currency: z.string().optional(),
  failure_code: z.string().nullish(),
});

/** Xendit's invoice statuses as the provider interface has them (SETTLED is paid, the money has reached the balance). */
function invoiceStatus(status: string): ProviderInvoiceStatus {
  if (status === "PAID" || status === "SETTLED") return "PAID";
  if (status === "EXPIRED") return "EXPIRED";
  return "PENDING";
}

/** Xendit's payout statuses: anything not yet final is on its way; CANCELLED, EXPIRED and REVERSED did not arrive. */
function payoutStatus(status: string): ProviderPayoutStatus {
  if (status === "SUCCEEDED") return "SUCCEEDED";
  if (["FAILED", "CANCELLED", "EXPIRED", "REVERSED", "COMPLIANCE_REJECTED"].includes(status)) return "FAILED";
  return "ACCEPTED";
}

/** An invoice object (an answer or an invoice callback's body) as the interface has it; null when it is not one. */
export function invoiceFromXendit(body: unknown): (ProviderInvoice & { paidAmount: number | null }) | null {
  const parsed = InvoiceBody.safeParse(body);
  if (!parsed.success) return null;
  const v = parsed.data;
  const paidAt = v.paid_at ? new Date(v.paid_at) : null;
  const createdAt = v.created ? new Date(v.created) : null;
  return {
    id: v.id,
    externalId: v.external_id,
    status: invoiceStatus(v.status),
    amount: v.amount,
    currency: v.currency ?? "IDR",
    checkoutUrl: v.invoice_url ?? "",
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
    paymentReference: v.payment_id ?? (v.status === "PAID" || v.status === "SETTLED" ? v.id : null),
    paidAmount: v.paid_amount ?? null,
    createdAt: createdAt && !Number.isNaN(createdAt.getTime()) ? createdAt : null,
  };
}

/** A payout object (an answer, or the `data` of a payout callback) as the interface has it; null when it is not one. */
export function payoutFromXendit(body: unknown): ProviderPayout | null {
  const parsed = PayoutBody.safeParse(body);
  if (!parsed.success) return null;
  const v = parsed.data;
  return {
    id: v.id,
    referenceId: v.reference_id,
    status: payoutStatus(v.status),
    amount: v.amount,
    currency: v.currency ?? "IDR",
    failureReason: v.failure_code ?? null,
  };
}

/** A payout callback's body: `{event, data: {...payout}}`; null when it is not one. */
export function payoutFromXenditCallback(body: unknown): ProviderPayout | null {
  if (!body || typeof body !== "object" || !("data" in body)) return null;
  return payoutFromXendit((body as { data: unknown }).data);
}

/**
 * Whether a callback's x-callback-token is the account's token, compared in constant
 * time (both hashed first, so neither the content nor the length leaks through timing).
 */
export function callbackTokenMatches(given: string | null | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

type Options = { secretKey: string; baseUrl: string; timeoutMs?: number };

export class XenditProvider implements PaymentProvider {
  readonly name = "xendit";
  private readonly auth: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: Options) {
    this.auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString("base64")}`;
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? XENDIT_TIMEOUT_MS;
  }

  async createInvoice(input: NewProviderInvoice): Promise<ProviderInvoice> {
    // Xendit counts the checkout's life in seconds from now; at least a minute.
    const seconds = Math.max(60, Math.floor((input.expiresAt.getTime() - Date.now()) / 1000));
    const body = await this.call("POST", "/v2/invoices", {
      external_id: input.externalId,
      amount: input.amount,
      currency: input.currency,
      payer_email: input.payerEmail,
      description: input.description,
      invoice_duration: seconds,
      success_redirect_url: input.successUrl,
      failure_redirect_url: input.failureUrl,
    });
    return this.invoiceOrFail(body);
  }

  async getInvoice(id: string): Promise<ProviderInvoice> {
    return this.invoiceOrFail(await this.call("GET", `/v2/invoices/${encodeURIComponent(id)}`));
  }

  async findInvoices(externalId: string): Promise<ProviderInvoice[]> {
    const body = await this.call("GET", `/v2/invoices?external_id=${encodeURIComponent(externalId)}`);
    if (!Array.isArray(body)) throw new ProviderCallError("Xendit answered a list of invoices that could not be read", true);
    return body.map((item) => this.invoiceOrFail(item));
  }

  async expireInvoice(id: string): Promise<ProviderInvoice> {
    return this.invoiceOrFail(await this.call("POST", `/invoices/${encodeURIComponent(id)}/expire!`));
  }

  async createPayout(input: NewProviderPayout): Promise<ProviderPayout> {
    const channel = xenditChannelOf(input.bankCode);
    if (!channel) throw new ProviderCallError(`no Xendit channel for bank ${input.bankCode}`, false, null, "UNKNOWN_BANK");
    const body = await this.call(
      "POST",
      "/v2/payouts",
      {
        reference_id: input.referenceId,
        channel_code: channel,
        channel_properties: { account_number: input.accountNumber, account_holder_name: input.holderName },
        amount: input.amount,
        currency: input.currency,
        description: input.description,
      },
      { "Idempotency-key": input.idempotencyKey },
    );
    return this.payoutOrFail(body);
  }

  async getPayout(id: string): Promise<ProviderPayout> {
    return this.payoutOrFail(await this.call("GET", `/v2/payouts/${encodeURIComponent(id)}`));
  }

  async findPayouts(referenceId: string): Promise<ProviderPayout[]> {
    const body = await this.call("GET", `/v2/payouts?reference_id=${encodeURIComponent(referenceId)}`);
    if (!Array.isArray(body)) throw new ProviderCallError("Xendit answered a list of payouts that could not be read", true);
    return body.map((item) => this.payoutOrFail(item));
  }

  private payoutOrFail(body: unknown): ProviderPayout {
    const payout = payoutFromXendit(body);
    if (!payout) throw new ProviderCallError("Xendit answered a payout that could not be read", true);
    return payout;
  }

  private invoiceOrFail(body: unknown): ProviderInvoice {
    const invoice = invoiceFromXendit(body);
    if (!invoice) throw new ProviderCallError("Xendit answered an invoice that could not be read", true);
    return invoice;
  }

  private async call(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: this.auth,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      throw new ProviderCallError(
        timedOut
          ? `Xendit did not answer ${method} ${path} within ${this.timeoutMs} ms`
          : `Xendit unreachable: ${(error as Error).message}`,
        true,
      );
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    if (response.ok) return parsed;
    const code =
      parsed && typeof parsed === "object" && "error_code" in parsed ? String((parsed as { error_code: unknown }).error_code) : null;
    const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
    throw new ProviderCallError(
      `Xendit answered ${response.status}${code ? ` ${code}` : ""} to ${method} ${path}`,
      retryable,
      response.status,
      code,
    );
  }
}
