import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startXenditStandIn, type XenditStandIn } from "../../../../tests/xendit-stand-in";
import { ProviderCallError } from "./provider.server";
import { XenditProvider, callbackTokenMatches, invoiceFromXendit, payoutFromXenditCallback } from "./xendit.server";

let standIn: XenditStandIn;
let xendit: XenditProvider;

beforeAll(async () => {
  standIn = await startXenditStandIn();
  xendit = new XenditProvider({ secretKey: standIn.secretKey, baseUrl: standIn.url, timeoutMs: 2_000 });
});
afterAll(() => standIn.stop());

const newInvoice = (externalId: string) => ({
  externalId,
  amount: 1_665_000,
  currency: "IDR" as const,
  payerEmail: "finance@brand.id",
  description: "Launch · Komunitas Lari",
  expiresAt: new Date(Date.now() + 3 * 86_400_000),
  successUrl: "http://guyub.test/advertiser/billing/1",
  failureUrl: "http://guyub.test/advertiser/billing/1",
});

describe("XenditProvider", () => {
  it("creates an invoice with Basic auth and the documented fields, and reads it back", async () => {
    const created = await xendit.createInvoice(newInvoice("GYB/2026/000001"));
    expect(created).toMatchObject({ externalId: "GYB/2026/000001", status: "PENDING", amount: 1_665_000, currency: "IDR" });
    expect(created.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/web\/invoices\//);
    const sent = standIn.requests.at(-1)!;
    expect(sent.body).toMatchObject({ external_id: "GYB/2026/000001", payer_email: "finance@brand.id", currency: "IDR" });
    expect((sent.body as { invoice_duration: number }).invoice_duration).toBeGreaterThan(3 * 86_400 - 60);
    standIn.pay(created.id);
    expect(await xendit.getInvoice(created.id)).toMatchObject({ id: created.id, status: "PAID" });
  });

  it("sends a payout with its Idempotency-key and the bank's channel code; the same key creates one payout, found by reference", async () => {
    const payout = {
      idempotencyKey: "guyub-payout-7",
      referenceId: "guyub-payout-7",
      bankCode: "BCA",
      accountNumber: "1234567890",
      holderName: "Sari Wulandari",
      amount: 900_000,
      currency: "IDR" as const,
      description: "Guyub payout: Launch · Komunitas Lari",
    };
    const first = await xendit.createPayout(payout);
    const again = await xendit.createPayout(payout);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: "ACCEPTED", referenceId: "guyub-payout-7", amount: 900_000 });
    const sent = standIn.requests.filter((r) => r.method === "POST" && r.path === "/v2/payouts");
    expect(sent.map((r) => r.headers["idempotency-key"])).toEqual(["guyub-payout-7", "guyub-payout-7"]);
    expect(sent[0].body).toMatchObject({ channel_code: "ID_BCA", channel_properties: { account_number: "1234567890" } });
    expect([...standIn.payouts.values()].filter((p) => p.reference_id === "guyub-payout-7")).toHaveLength(1);
    // The same key with another account: refused (409), nothing created; the payout is found by its reference.
    const otherAccount = await xendit.createPayout({ ...payout, accountNumber: "5550001111" }).catch((e: unknown) => e);
    expect(otherAccount).toMatchObject({ retryable: false, status: 409 });
    const found = await xendit.findPayouts("guyub-payout-7");
    expect(found).toEqual([expect.objectContaining({ id: first.id, referenceId: "guyub-payout-7", status: "ACCEPTED", amount: 900_000 })]);
    expect(standIn.requests.at(-1)).toMatchObject({ method: "GET", path: "/v2/payouts" });
    expect(await xendit.findPayouts("guyub-payout-never-sent")).toEqual([]);
  });

  it("lists the invoices of an external id (with when each was made) and reads a payout back by its id", async () => {
    const created = await xendit.createInvoice(newInvoice("GYB/2026/000042"));
    await xendit.createInvoice(newInvoice("GYB/2026/000043"));
    const found = await xendit.findInvoices("GYB/2026/000042");
    expect(found.map((i) => i.id)).toEqual([created.id]);
    expect(found[0].createdAt).toBeInstanceOf(Date);
    expect(standIn.requests.at(-1)).toMatchObject({ method: "GET", path: "/v2/invoices" });
    expect(await xendit.findInvoices("GYB/2026/999999")).toEqual([]);
    const payout = await xendit.createPayout({
      idempotencyKey: "guyub-payout-8",
      referenceId: "guyub-payout-8",
      bankCode: "MANDIRI",
      accountNumber: "1300012345678",
      holderName: "Sari Wulandari",
      amount: 700_000,
      currency: "IDR",
      description: "Guyub payout",
    });
    standIn.succeed(payout.id);
    expect(await xendit.getPayout(payout.id)).toMatchObject({ id: payout.id, referenceId: "guyub-payout-8", status: "SUCCEEDED" });
    expect(await xendit.getPayout("disb-missing").catch((e: unknown) => e)).toMatchObject({ retryable: false, status: 404 });
  });

  it("says whether a failed call may be retried: 5xx and no connection yes, a refused request no", async () => {
    standIn.down = true;
    const down = await xendit.getInvoice("inv_x").catch((e: unknown) => e);
    standIn.down = false;
    expect(down).toBeInstanceOf(ProviderCallError);
    expect(down).toMatchObject({ retryable: true, status: 503 });
    expect(await xendit.getInvoice("inv_missing").catch((e: unknown) => e)).toMatchObject({
      retryable: false,
      status: 404,
      code: "INVOICE_NOT_FOUND_ERROR",
    });
    const wrongKey = new XenditProvider({ secretKey: "xnd_development_wrong", baseUrl: standIn.url });
    expect(await wrongKey.getInvoice("inv_x").catch((e: unknown) => e)).toMatchObject({ retryable: false, status: 401 });
    const nowhere = new XenditProvider({ secretKey: "k", baseUrl: "http://127.0.0.1:1" });
    expect(await nowhere.getInvoice("inv_x").catch((e: unknown) => e)).toMatchObject({ retryable: true, status: null });
  });

  it("gives up on a call that gets no answer within its timeout (retryable)", async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const slow = new XenditProvider({
        secretKey: "k",
        baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        timeoutMs: 200,
      });
      const error = await slow.getInvoice("inv_x").catch((e: unknown) => e);
      expect(error).toMatchObject({ retryable: true, message: expect.stringMatching(/did not answer .* within 200 ms/) });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it("reads callbacks: SETTLED is paid, a payout callback's data, and nothing from a body that is not one", () => {
    expect(invoiceFromXendit({ id: "inv_1", external_id: "GYB/2026/000001", status: "SETTLED", amount: 5, currency: "IDR" })?.status).toBe(
      "PAID",
    );
    expect(invoiceFromXendit({ id: "inv_1", status: "PAID" })).toBeNull();
    expect(
      payoutFromXenditCallback({
        event: "payout.failed",
        data: { id: "disb-1", reference_id: "r", status: "FAILED", amount: 5, failure_code: "INVALID_DESTINATION" },
      }),
    ).toMatchObject({ status: "FAILED", failureReason: "INVALID_DESTINATION" });
    expect(payoutFromXenditCallback({ id: "disb-1" })).toBeNull();
  });

  it("compares the callback token exactly", () => {
    expect(callbackTokenMatches("token-123", "token-123")).toBe(true);
    expect(callbackTokenMatches("token-124", "token-123")).toBe(false);
    expect(callbackTokenMatches("token-1234", "token-123")).toBe(false);
    expect(callbackTokenMatches(null, "token-123")).toBe(false);
    expect(callbackTokenMatches("", "")).toBe(false);
  });
});
