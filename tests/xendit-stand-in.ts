import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A local stand-in for the part of Xendit's API Guyub uses (no test reaches the
 * internet): POST /v2/invoices, GET /v2/invoices/{id}, GET /v2/invoices?external_id= (a
 * list), POST /invoices/{id}/expire!, POST /v2/payouts honouring the Idempotency-key (the
 * same key answers the same payout and creates none, the same key with another body 409),
 * GET /v2/payouts/{id}, GET /v2/payouts?reference_id= (a list), HTTP Basic
 * with the secret key as the user name. The test moves invoices and payouts on (pay,
 * expire, succeed, fail) and sends the callbacks Xendit would, with the token header,
 * to the app: as often, as late and in whatever order it likes. `down` answers 503 to
 * every call; `stop` closes the port (connection refused).
 */

export type StandInInvoice = {
  id: string;
  external_id: string;
  user_id: string;
  status: "PENDING" | "PAID" | "SETTLED" | "EXPIRED";
  merchant_name: string;
  amount: number;
  currency: string;
  payer_email?: string;
  description?: string;
  invoice_url: string;
  expiry_date: string;
  success_redirect_url?: string;
  failure_redirect_url?: string;
  invoice_duration?: number;
  paid_amount?: number;
  paid_at?: string;
  payment_method?: string;
  payment_channel?: string;
  payment_id?: string;
  created: string;
  updated: string;
};

export type StandInPayout = {
  id: string;
  reference_id: string;
  channel_code: string;
  channel_properties: { account_number: string; account_holder_name: string };
  amount: number;
  currency: string;
  description?: string;
  status: "ACCEPTED" | "SUCCEEDED" | "FAILED";
  failure_code?: string;
  created: string;
  updated: string;
};

export type StandInRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown };

export type XenditStandIn = {
  url: string;
  secretKey: string;
  /**
   * For the browser tests, where the checkout page's payment is reported: with it set, GET `invoice_url` is a page
   * whose Pay button pays the invoice, sends the PAID callback to `callbackUrl` with
   * `token`, waits for its answer and returns the brand to the invoice's
   * success_redirect_url (303), as Xendit's checkout does. Null: no page (404).
   */
  checkout: { callbackUrl: string; token: string } | null;
  invoices: Map<string, StandInInvoice>;
  payouts: Map<string, StandInPayout>;
  /** Every request the app made, in order. */
  requests: StandInRequest[];
  /** While true every call answers 503 (Xendit down). */
  down: boolean;
  /** While true a new payout is created but its answer never sent (the caller dies waiting). */
  holdPayoutAnswers: boolean;
  /** While true a new invoice is created but its answer never sent (the caller times out or dies waiting). */
  holdInvoiceAnswers: boolean;
  /** The one invoice created for an external id (fails the test when there are several or none). */
  invoiceFor(externalId: string): StandInInvoice;
  pay(id: string, at?: Date): StandInInvoice;
  expire(id: string): StandInInvoice;
  succeed(payoutId: string): StandInPayout;
  fail(payoutId: string, code: string): StandInPayout;
  /** A payout callback's body as Xendit sends it (`{event, business_id, created, data}`). */
  payoutCallbackBody(payout: StandInPayout): unknown;
  /** POST `body` to `url` as Xendit does, with `token` as x-callback-token. */
  sendCallback(url: string, body: unknown, token: string): Promise<Response>;
  stop(): Promise<void>;
};

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

export async function startXenditStandIn(options: { secretKey?: string } = {}): Promise<XenditStandIn> {
  const secretKey = options.secretKey ?? "xnd_development_stand_in";
  const invoices = new Map<string, StandInInvoice>();
  const payouts = new Map<string, StandInPayout>();
  const byIdempotencyKey = new Map<string, { payoutId: string; payload: string }>();
  const requests: StandInRequest[] = [];
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}${(++sequence).toString(16).padStart(6, "0")}${crypto.randomBytes(4).toString("hex")}`;
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`;
  let base = "";

  const state: XenditStandIn = {
    url: "",
    secretKey,
    checkout: null,
    invoices,
    payouts,
    requests,
    down: false,
    holdPayoutAnswers: false,
    holdInvoiceAnswers: false,
    invoiceFor(externalId) {
      const found = [...invoices.values()].filter((i) => i.external_id === externalId);
      if (found.length !== 1) throw new Error(`${found.length} stand-in invoices for ${externalId}`);
      return found[0];
    },
    pay(id, at = new Date()) {
      const invoice = invoices.get(id)!;
      Object.assign(invoice, {
        status: "PAID",
        paid_amount: invoice.amount,
        paid_at: at.toISOString(),
        payment_method: "BANK_TRANSFER",
        payment_channel: "BCA",
        payment_id: nextId("pay_"),
        updated: new Date().toISOString(),
      });
      return { ...invoice };
    },
    expire(id) {
      const invoice = invoices.get(id)!;
      Object.assign(invoice, { status: "EXPIRED", updated: new Date().toISOString() });
      return { ...invoice };
    },
    succeed(payoutId) {
      const payout = payouts.get(payoutId)!;
      Object.assign(payout, { status: "SUCCEEDED", updated: new Date().toISOString() });
      return { ...payout };
    },
    fail(payoutId, code) {
      const payout = payouts.get(payoutId)!;
      Object.assign(payout, { status: "FAILED", failure_code: code, updated: new Date().toISOString() });
      return { ...payout };
    },
    payoutCallbackBody(payout) {
      return {
        event: payout.status === "SUCCEEDED" ? "payout.succeeded" : "payout.failed",
        business_id: "stand-in-business",
        created: new Date().toISOString(),
        data: { ...payout, business_id: "stand-in-business" },
      };
    },
    sendCallback(url, body, token) {
      return fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-callback-token": token },
        body: JSON.stringify(body),
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  /** The brand's side of Xendit: the checkout page of an invoice, and its Pay button. */
  const checkoutPage = (req: http.IncomingMessage, res: http.ServerResponse, id: string, paying: boolean) => {
    requests.push({ method: req.method ?? "", path: `/web/invoices/${id}${paying ? "/pay" : ""}`, headers: req.headers, body: null });
    const invoice = invoices.get(id);
    const checkout = state.checkout;
    if (!invoice || !checkout) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      return res.end("no such checkout");
    }
    const back = () => {
      res.writeHead(303, { Location: invoice.success_redirect_url ?? base });
      res.end();
    };
    if (paying && req.method === "POST") {
      if (invoice.status !== "PENDING") return back();
      const paid = state.pay(id);
      state.sendCallback(checkout.callbackUrl, paid, checkout.token).then(
        async (answer) => {
          await answer.text();
          back();
        },
        (error: Error) => {
          res.writeHead(502, { "Content-Type": "text/plain" });
          res.end(`the callback failed: ${error.message}`);
        },
      );
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>Checkout ${invoice.external_id} (Xendit stand-in)</title></head><body><main>` +
        `<h1>${invoice.merchant_name}: ${invoice.external_id}</h1><p>${invoice.currency} ${invoice.amount}</p>` +
        `<form method="post" action="/web/invoices/${encodeURIComponent(id)}/pay"><button type="submit">Pay</button></form>` +
        `</main></body></html>`,
    );
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", base);
      const page = /^\/web\/invoices\/([^/]+)(\/pay)?$/.exec(url.pathname);
      if (page) return checkoutPage(req, res, decodeURIComponent(page[1]), page[2] !== undefined);
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        return json(res, 400, { error_code: "API_VALIDATION_ERROR", message: "malformed JSON" });
      }
      requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers, body });
      if (state.down) return json(res, 503, { error_code: "SERVER_ERROR", message: "down" });
      if (req.headers.authorization !== expectedAuth) return json(res, 401, { error_code: "INVALID_API_KEY", message: "bad key" });
      const now = new Date().toISOString();
      if (req.method === "POST" && url.pathname === "/v2/invoices") {
        const b = body as Record<string, unknown>;
        if (typeof b?.external_id !== "string" || typeof b.amount !== "number") {
          return json(res, 400, { error_code: "API_VALIDATION_ERROR", message: "external_id and amount are required" });
        }
        const id = nextId("inv_");
        const duration = Number(b.invoice_duration ?? 86_400);
        const invoice: StandInInvoice = {
          id,
          external_id: b.external_id,
          user_id: "stand-in-business",
          status: "PENDING",
          merchant_name: "Guyub",
          amount: b.amount,
          currency: String(b.currency ?? "IDR"),
          payer_email: b.payer_email as string | undefined,
          description: b.description as string | undefined,
          invoice_url: `${base}/web/invoices/${id}`,
          expiry_date: new Date(Date.now() + duration * 1000).toISOString(),
          success_redirect_url: b.success_redirect_url as string | undefined,
          failure_redirect_url: b.failure_redirect_url as string | undefined,
          invoice_duration: duration,
          created: now,
          updated: now,
        };
        invoices.set(id, invoice);
        if (state.holdInvoiceAnswers) return;
        return json(res, 200, invoice);
      }
      if (req.method === "GET" && url.pathname === "/v2/invoices") {
        const externalId = url.searchParams.get("external_id");
        const found = [...invoices.values()].filter((i) => externalId === null || i.external_id === externalId);
        return json(res, 200, found);
      }
      const invoiceMatch = /^\/v2\/invoices\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && invoiceMatch) {
        const invoice = invoices.get(decodeURIComponent(invoiceMatch[1]));
        return invoice ? json(res, 200, invoice) : json(res, 404, { error_code: "INVOICE_NOT_FOUND_ERROR", message: "not found" });
      }
      const expireMatch = /^\/invoices\/([^/]+)\/expire!$/.exec(url.pathname);
      if (req.method === "POST" && expireMatch) {
        const invoice = invoices.get(decodeURIComponent(expireMatch[1]));
        if (!invoice) return json(res, 404, { error_code: "INVOICE_NOT_FOUND_ERROR", message: "not found" });
        if (invoice.status !== "PENDING") return json(res, 400, { error_code: "INVALID_INVOICE_STATUS", message: invoice.status });
        Object.assign(invoice, { status: "EXPIRED", updated: now });
        return json(res, 200, invoice);
      }
      if (req.method === "POST" && url.pathname === "/v2/payouts") {
        const key = req.headers["idempotency-key"];
        if (typeof key !== "string" || !key)
          return json(res, 400, { error_code: "API_VALIDATION_ERROR", message: "Idempotency-key is required" });
        const seen = byIdempotencyKey.get(key);
        if (seen) {
          if (seen.payload !== raw) return json(res, 409, { error_code: "DUPLICATE_ERROR", message: "key used with another payload" });
          return json(res, 200, payouts.get(seen.payoutId));
        }
        const b = body as Record<string, unknown> & { channel_properties?: StandInPayout["channel_properties"] };
        if (typeof b?.reference_id !== "string" || typeof b.channel_code !== "string" || !b.channel_properties?.account_number) {
          return json(res, 400, {
            error_code: "API_VALIDATION_ERROR",
            message: "reference_id, channel_code and channel_properties are required",
          });
        }
        const payout: StandInPayout = {
          id: nextId("disb-"),
          reference_id: b.reference_id,
          channel_code: b.channel_code,
          channel_properties: b.channel_properties,
          amount: Number(b.amount),
          currency: String(b.currency ?? "IDR"),
          description: b.description as string | undefined,
          status: "ACCEPTED",
          created: now,
          updated: now,
        };
        payouts.set(payout.id, payout);
        byIdempotencyKey.set(key, { payoutId: payout.id, payload: raw });
        if (state.holdPayoutAnswers) return;
        return json(res, 200, payout);
      }
      if (req.method === "GET" && url.pathname === "/v2/payouts") {
        const referenceId = url.searchParams.get("reference_id");
        if (!referenceId) return json(res, 400, { error_code: "API_VALIDATION_ERROR", message: "reference_id is required" });
        return json(
          res,
          200,
          [...payouts.values()].filter((p) => p.reference_id === referenceId),
        );
      }
      const payoutMatch = /^\/v2\/payouts\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && payoutMatch) {
        const payout = payouts.get(decodeURIComponent(payoutMatch[1]));
        return payout ? json(res, 200, payout) : json(res, 404, { error_code: "DATA_NOT_FOUND", message: "not found" });
      }
      return json(res, 404, { error_code: "NOT_FOUND", message: `${req.method} ${url.pathname}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.url = base;
  return state;
}
