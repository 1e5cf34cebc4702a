import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, invoices, payouts, refunds } from "../../../../db/schema";
import { makeAdmin, makeCampaign, makeUser } from "../../../../tests/factories";
import type { User } from "~/models/user.server";
import { cancelCampaign } from "~/models/campaign/commands.server";
import { setBankAccount } from "~/models/money/payouts.server";
import { createUserSession } from "~/server/session-cookie.server";
import { db } from "~/lib/server/db.server";
import { useProvider } from "~/lib/server/payments/active.server";
import { XenditProvider, invoiceFromXendit } from "~/lib/server/payments/xendit.server";
import { openCheckout, payoutKey, receiveInvoiceCallback, sendPayout } from "~/models/money/gateway.server";
import { startXenditStandIn, type XenditStandIn } from "../../../../tests/xendit-stand-in";
import { loader as csvLoader } from "../finance.ledger[.csv]";
import { adminFinanceAction, adminFinanceLoader } from "./server";

/* /admin/finance through its loader and action, on a real database: sections, tabs, dialogs, the journal CSV. */

async function cookieOf(user: User) {
  return (await createUserSession(user.id, false)).split(";")[0];
}

async function load(user: User, search = "", lang = "en") {
  const request = new Request(`http://localhost/admin/finance${search}`, { headers: { cookie: `${await cookieOf(user)}; lang=${lang}` } });
  const response = await adminFinanceLoader({ request, params: {}, context: {} });
  return { status: response.status, data: await response.json() };
}

async function post(user: User, search: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost/admin/finance${search}`, {
    method: "POST",
    headers: { cookie: await cookieOf(user), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return adminFinanceAction({ request, params: {}, context: {} });
}

const invoiceOf = (id: number) => db.select().from(invoices).where(eq(invoices.id, id)).get()!;
const ACCOUNT = { bankCode: "BCA" as const, accountNumber: "1234567890", holderName: "Budi Santoso" };

describe("the Finance tab", () => {
  it("is the admin's: owners and brands are refused (403), page and action", async () => {
    for (const role of ["COMMUNITY_OWNER", "ADVERTISER"] as const) {
      const user = await makeUser({ role });
      await expect(load(user)).rejects.toMatchObject({ status: 403 });
      await expect(load(user, "?section=ledger")).rejects.toMatchObject({ status: 403 });
      await expect(
        post(user, "", { intent: "confirm", id: "1", reference: "X1", paid_at: "2026-11-28", amount: "1" }),
      ).rejects.toMatchObject({ status: 403 });
      const csv = new Request("http://localhost/admin/finance/ledger.csv", { headers: { cookie: await cookieOf(user) } });
      await expect(csvLoader({ request: csv, params: {}, context: {} })).rejects.toMatchObject({ status: 403 });
    }
  });

  it("lists invoices by state with counts, searched by the number's beginning", async () => {
    const admin = await makeAdmin();
    const unpaid = await makeCampaign({ agreedFee: 5_000_000, paid: false });
    const paid = await makeCampaign({ agreedFee: 2_000_000 });
    const { data, status } = await load(admin);
    expect(status).toBe(200);
    expect(data.tabs.find((t: { key: string }) => t.key === "finance")).toMatchObject({
      current: true,
      href: "/admin/finance",
      label: "Finance",
    });
    expect(data.sectionTabs.map((t: { href: string }) => t.href)).toEqual([
      "/admin/finance",
      "/admin/finance?section=payouts",
      "/admin/finance?section=refunds",
      "/admin/finance?section=ledger",
    ]);
    const unpaidNumber = invoiceOf(unpaid.invoiceId!).number;
    expect(data.invoices.map((i: { id: number }) => i.id)).toContain(unpaid.invoiceId);
    expect(data.invoices.map((i: { id: number }) => i.id)).not.toContain(paid.invoiceId);
    const row = data.invoices.find((i: { id: number }) => i.id === unpaid.invoiceId);
    expect(row!).toMatchObject({ number: unpaidNumber, stateLabel: "Unpaid", total: "Rp 5.550.000", receiptHref: null });
    expect(row!.confirmHref).toBe(`/admin/finance?dialog=confirm&id=${unpaid.invoiceId}`);
    expect(row!).toMatchObject({
      invoiceHref: `/advertiser/billing/${unpaid.invoiceId}`,
      openLabel: `Open invoice ${unpaidNumber}`,
      pdfHref: `/api/invoices/${unpaid.invoiceId}.pdf`,
      pdfLabel: `Download PDF of invoice ${unpaidNumber}`,
    });
    const counts = Object.fromEntries(data.stateTabs.map((t: { key: string; count: string }) => [t.key, Number(t.count)]));
    const inDb = (states: string[]) =>
      db
        .select()
        .from(invoices)
        .all()
        .filter((i) => states.includes(i.state)).length;
    expect(counts).toEqual({
      "state-unpaid": inDb(["UNPAID"]),
      "state-overdue": inDb(["OVERDUE"]),
      "state-paid": inDb(["PAID"]),
      "state-void": inDb(["VOID", "DECLINED"]),
    });

    const paidTab = await load(admin, "?state=paid");
    expect(paidTab.data.invoices.map((i: { id: number }) => i.id)).toContain(paid.invoiceId);
    expect(
      paidTab.data.invoices.every(
        (i: { stateLabel: string; confirmHref: string | null }) => i.stateLabel === "Paid" && i.confirmHref === null,
      ),
    ).toBe(true);

    const found = await load(admin, `?q=${encodeURIComponent(unpaidNumber.toLowerCase())}`);
    expect(found.data.invoices.map((i: { number: string }) => i.number)).toEqual([unpaidNumber]);
    const none = await load(admin, "?q=XYZ");
    expect(none.data.invoices).toEqual([]);
    expect(none.data.filtered).toBe(true);

    const id = await load(admin, "", "id");
    expect(id.data.sectionTabs.map((t: { label: string }) => t.label)).toEqual(["Tagihan", "Pencairan", "Pengembalian dana", "Buku besar"]);
  });

  it("confirms a payment with the total typed with '.' grouping; another amount is the model's 409 next to the amount", async () => {
    const admin = await makeAdmin();
    const { invoiceId, campaignId } = await makeCampaign({ agreedFee: 5_000_000, paid: false });
    const dialog = await load(admin, `?dialog=confirm&id=${invoiceId}`);
    expect(dialog.data.dialog!).toMatchObject({ kind: "confirm", payable: true, stateLabel: "Unpaid" });
    expect(dialog.data.dialog!.facts).toContainEqual({ label: "Total", value: "Rp 5.550.000" });
    expect(dialog.data.dialog!.facts).toContainEqual({ label: "PPN 11%", value: "Rp 550.000" });

    const wrong = await post(admin, `?dialog=confirm&id=${invoiceId}`, {
      intent: "confirm",
      id: String(invoiceId),
      reference: "TRF-001",
      paid_at: "2026-11-27",
      amount: "5.000.000",
    });
    expect(wrong.status).toBe(409);
    const reply = await wrong.json();
    expect(reply.intent).toBe("confirm");
    expect(reply.result.error!.amount![0]).toContain("Rp 5.550.000");
    expect(reply.result.initialValue).toMatchObject({ reference: "TRF-001", amount: "5.000.000" });
    expect(invoiceOf(invoiceId!).state).toBe("UNPAID");

    const invalid = await post(admin, "", {
      intent: "confirm",
      id: String(invoiceId),
      reference: "",
      paid_at: "27/11/2026",
      amount: "lima juta",
    });
    expect(invalid.status).toBe(400);
    const errors = (await invalid.json()).result.error;
    expect(Object.keys(errors!).sort()).toEqual(["amount", "paid_at", "reference"]);

    const ok = await post(admin, `?dialog=confirm&id=${invoiceId}`, {
      intent: "confirm",
      id: String(invoiceId),
      reference: "TRF-001",
      paid_at: "2026-11-27",
      amount: "5.550.000",
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/admin/finance");
    expect(invoiceOf(invoiceId!)).toMatchObject({ state: "PAID", reference: "TRF-001" });
    expect(invoiceOf(invoiceId!).paidAt?.toISOString()).toBe("2026-11-26T17:00:00.000Z");
    const after = await load(admin, `?dialog=confirm&id=${invoiceId}`);
    expect(after.data.dialog).toMatchObject({ payable: false, stateLabel: "Paid" });
    expect(campaignId).toBeGreaterThan(0);

    const again = await post(admin, "", {
      intent: "confirm",
      id: String(invoiceId),
      reference: "TRF-002",
      paid_at: "2026-11-27",
      amount: "5.550.000",
    });
    expect(again.status).toBe(409);

    const missing = await load(admin, "?dialog=confirm&id=999999");
    expect(missing.data.dialog).toBeNull();
  });

  it("shows the receipt link only when the invoice has one", async () => {
    const admin = await makeAdmin();
    const { invoiceId } = await makeCampaign({ agreedFee: 1_000_000, paid: false });
    db.update(invoices).set({ receiptFile: "r-abc.webp" }).where(eq(invoices.id, invoiceId!)).run();
    const { data } = await load(admin, `?dialog=confirm&id=${invoiceId}`);
    expect(data.dialog!.receiptHref).toBe("/admin/finance/receipts/r-abc.webp");
    expect(data.invoices.find((i: { id: number }) => i.id === invoiceId)!.receiptHref).toBe("/admin/finance/receipts/r-abc.webp");
  });

  it("lists payouts with the account masked, shows it whole in the dialog, and records one as sent", async () => {
    const admin = await makeAdmin();
    const owner = await makeUser({ fullname: "Budi Payout" });
    const { campaignId } = await makeCampaign({ agreedFee: 2_000_000, owner });
    setBankAccount(owner, owner.id, ACCOUNT);
    cancelCampaign(admin, campaignId, "Selesai sebagian", 2_000_000);
    const payout = db.select().from(payouts).where(eq(payouts.campaignId, campaignId)).get()!;
    expect(payout).toMatchObject({ state: "DUE", amount: 1_800_000 });

    const { data } = await load(admin, "?section=payouts");
    const row = data.payouts.find((p: { id: number }) => p.id === payout.id);
    expect(row!).toMatchObject({ owner: "Budi Payout", amount: "Rp 1.800.000", stateLabel: "Due", bank: "BCA ••••••7890" });
    expect(JSON.stringify(data.payouts)).not.toContain("1234567890");
    expect(row!.sendHref).toBe(`/admin/finance?section=payouts&dialog=payout&id=${payout.id}`);

    const dialog = await load(admin, `?section=payouts&dialog=payout&id=${payout.id}`);
    expect(dialog.data.dialog).toMatchObject({
      kind: "payout",
      payable: true,
      bank: { name: "BCA", number: "1234567890", holder: "Budi Santoso", heldUntil: null },
    });

    const bad = await post(admin, "?section=payouts", { intent: "payout", id: String(payout.id), reference: "", sent_at: "" });
    expect(bad.status).toBe(400);
    const sent = await post(admin, "?section=payouts", {
      intent: "payout",
      id: String(payout.id),
      reference: "BCA-778899",
      sent_at: "2026-11-28",
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/admin/finance?section=payouts");
    expect(db.select().from(payouts).where(eq(payouts.id, payout.id)).get()).toMatchObject({ state: "SENT", reference: "BCA-778899" });
    const sentTab = await load(admin, "?section=payouts&state=sent");
    expect(sentTab.data.payouts.find((p: { id: number }) => p.id === payout.id)).toMatchObject({ reference: "BCA-778899", sendHref: null });
    const twice = await post(admin, "?section=payouts", {
      intent: "payout",
      id: String(payout.id),
      reference: "BCA-1",
      sent_at: "2026-11-28",
    });
    expect(twice.status).toBe(409);
  });

  it("holds a payout after its confirmation dialog and releases it the same way; others 403", async () => {
    const admin = await makeAdmin();
    const owner = await makeUser({ fullname: "Sari Ditahan" });
    const { campaignId } = await makeCampaign({ agreedFee: 2_000_000, owner });
    setBankAccount(owner, owner.id, ACCOUNT);
    cancelCampaign(admin, campaignId, "Selesai sebagian", 2_000_000);
    const payout = db.select().from(payouts).where(eq(payouts.campaignId, campaignId)).get()!;
    const payoutRow = () => db.select().from(payouts).where(eq(payouts.id, payout.id)).get()!;

    const due = (await load(admin, "?section=payouts")).data.payouts.find((p: { id: number }) => p.id === payout.id)!;
    expect(due).toMatchObject({
      holdHref: `/admin/finance?section=payouts&dialog=hold&id=${payout.id}`,
      holdLabel: "Hold the payout to Sari Ditahan",
      releaseHref: null,
      heldByAdmin: null,
    });
    const dialog = await load(admin, `?section=payouts&dialog=hold&id=${payout.id}`);
    expect(dialog.data.dialog).toMatchObject({ kind: "hold", payable: true, title: "Hold this payout?", stateLabel: "Due" });
    const inIndonesian = await load(admin, `?section=payouts&dialog=hold&id=${payout.id}`, "id");
    expect(inIndonesian.data.dialog!.title).toBe("Tahan pencairan ini?");
    // Only what the confirmation posts holds it; nothing before.
    expect(payoutRow().state).toBe("DUE");

    const brand = await makeUser({ role: "ADVERTISER" });
    await expect(post(brand, "?section=payouts", { intent: "hold", id: String(payout.id) })).rejects.toMatchObject({ status: 403 });
    const held = (await post(admin, `?section=payouts&dialog=hold&id=${payout.id}`, { intent: "hold", id: String(payout.id) })) as Response;
    expect(held.status).toBe(302);
    expect(held.headers.get("location")).toBe("/admin/finance?section=payouts");
    expect(payoutRow()).toMatchObject({ state: "HELD" });
    expect(payoutRow().adminHeldAt).toBeInstanceOf(Date);
    const twice = (await post(admin, `?section=payouts&dialog=hold&id=${payout.id}`, {
      intent: "hold",
      id: String(payout.id),
    })) as Response;
    expect(twice.status).toBe(409);

    const heldTab = await load(admin, "?section=payouts&state=held");
    const row = heldTab.data.payouts.find((p: { id: number }) => p.id === payout.id)!;
    expect(row).toMatchObject({
      stateLabel: "Held",
      holdHref: null,
      sendHref: null,
      releaseHref: `/admin/finance?section=payouts&state=held&dialog=release&id=${payout.id}`,
    });
    expect(row.heldByAdmin).toMatch(/^Held by the admin on .*: not sent until released\.$/);
    const release = await load(admin, `?section=payouts&state=held&dialog=release&id=${payout.id}`);
    expect(release.data.dialog).toMatchObject({ kind: "release", payable: true, stateLabel: "Held by the admin" });
    // Held, it cannot be recorded sent by hand.
    const byHand = await post(admin, "?section=payouts", {
      intent: "payout",
      id: String(payout.id),
      reference: "BCA-778899",
      sent_at: "2026-11-28",
    });
    expect(byHand.status).toBe(409);

    const released = (await post(admin, `?section=payouts&state=held&dialog=release&id=${payout.id}`, {
      intent: "release",
      id: String(payout.id),
    })) as Response;
    expect(released.status).toBe(302);
    expect(released.headers.get("location")).toBe("/admin/finance?section=payouts&state=held");
    expect(payoutRow()).toMatchObject({ state: "DUE", adminHeldAt: null });
    const again = (await post(admin, "?section=payouts", { intent: "release", id: String(payout.id) })) as Response;
    expect(again.status).toBe(409);
    const trail = db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "campaign"), eq(auditEvents.subjectId, campaignId)))
      .all()
      .map((a) => a.action);
    expect(trail).toEqual(["campaign_cancelled", "payout_held", "payout_released"]);
  });

  it("lists refunds and records one as sent", async () => {
    const admin = await makeAdmin();
    const brand = await makeUser({ role: "ADVERTISER" });
    const { campaignId } = await makeCampaign({ agreedFee: 1_000_000, advertiser: brand });
    cancelCampaign(admin, campaignId, "Brand membatalkan", 0);
    const refund = db.select().from(refunds).where(eq(refunds.campaignId, campaignId)).get()!;
    expect(refund.amount).toBe(1_110_000);
    const { data } = await load(admin, "?section=refunds");
    expect(data.refunds.find((r: { id: number }) => r.id === refund.id)).toMatchObject({
      brand: brand.companyName,
      amount: "Rp 1.110.000",
      stateLabel: "Due",
    });
    const sent = await post(admin, "?section=refunds", {
      intent: "refund",
      id: String(refund.id),
      reference: "RF-1",
      sent_at: "2026-11-28",
    });
    expect(sent.status).toBe(302);
    expect(db.select().from(refunds).where(eq(refunds.id, refund.id)).get()).toMatchObject({ state: "SENT", reference: "RF-1" });
  });

  it("shows the trial balance with its check, and the journal as a CSV for a date range", async () => {
    const admin = await makeAdmin();
    const owner = await makeUser();
    const { campaignId } = await makeCampaign({ agreedFee: 3_000_000, owner });
    setBankAccount(owner, owner.id, ACCOUNT);
    cancelCampaign(admin, campaignId, "Dibatalkan", 3_000_000);
    const payout = db.select().from(payouts).where(eq(payouts.campaignId, campaignId)).get()!;
    await post(admin, "?section=payouts", {
      intent: "payout",
      id: String(payout.id),
      reference: '=HYPERLINK("http://x")',
      sent_at: "2026-11-28",
    });

    const { data } = await load(admin, "?section=ledger");
    expect(data.ledger).toMatchObject({
      balanced: true,
      check: "Balanced: the accounts add up to 0.",
      sum: "Rp 0",
      csvAction: "/admin/finance/ledger.csv",
    });
    expect(data.ledger!.accounts.map((a: { account: string }) => a.account)).toEqual([
      "BANK",
      "HELD",
      "PAYABLE",
      "REFUNDABLE",
      "REVENUE",
      "TAX_PAYABLE",
    ]);
    expect(data.stateTabs).toEqual([]);

    const csv = async (search: string) => {
      const request = new Request(`http://localhost/admin/finance/ledger.csv${search}`, { headers: { cookie: await cookieOf(admin) } });
      return csvLoader({ request, params: {}, context: {} });
    };
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const response = await csv(`?from=${today}&to=${today}`);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="guyub-journal-from-${today}-to-${today}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("entry_id,posted_at,kind,key,memo,account,campaign_id,user_id,amount");
    const payoutLines = lines.filter((l) => l.includes(`payout-sent:${payout.id}`));
    expect(payoutLines).toHaveLength(2);
    // The reference the admin typed is a formula to a spreadsheet: made inert.
    expect(payoutLines[0]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(payoutLines.map((l) => Number(l.split(",").at(-1)))).toEqual([2_700_000, -2_700_000]);
    const sum = lines.slice(1).reduce((n, l) => n + Number(l.split(",").at(-1)), 0);
    expect(sum).toBe(0);

    const before = await csv("?to=2000-01-01");
    const beforeLines = (await before.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(beforeLines).toHaveLength(1);
    await expect(csv("?from=kemarin")).rejects.toMatchObject({ status: 400 });
  });
});

describe("the Finance tab with a payment provider", () => {
  let standIn: XenditStandIn;
  let xendit: XenditProvider;
  beforeAll(async () => {
    standIn = await startXenditStandIn();
    xendit = new XenditProvider({ secretKey: standIn.secretKey, baseUrl: standIn.url, timeoutMs: 2_000 });
    useProvider(xendit);
  });
  afterAll(async () => {
    useProvider(null);
    await standIn.stop();
  });

  /** An unpaid invoice whose checkout is open at the stand-in (queued by hand: this file runs in manual mode). */
  async function onlineInvoice() {
    const made = await makeCampaign({ agreedFee: 1_000_000, paid: false });
    const id = made.invoiceId!;
    db.update(invoices)
      .set({ provider: "xendit", providerState: "QUEUED", providerNextAt: new Date(0) })
      .where(eq(invoices.id, id))
      .run();
    expect(await openCheckout(id, xendit)).toBe("opened");
    return { ...made, id, remote: standIn.invoices.get(invoiceOf(id).providerInvoiceId!)! };
  }

  it("shows each invoice's checkout state and last callback, and Check now catches a payment no callback brought", async () => {
    const admin = await makeAdmin();
    const { id, remote } = await onlineInvoice();
    const before = (await load(admin)).data.invoices.find((i: { id: number }) => i.id === id)!;
    expect(before.online).toMatchObject({ state: "Checkout open", lastCallback: "None yet" });
    expect(before.online?.checkLabel).toMatch(/^Check invoice GYB/);
    expect((await load(admin, "", "id")).data.invoices.find((i: { id: number }) => i.id === id)?.online?.state).toBe(
      "Halaman bayar terbuka",
    );

    const expired = { ...standIn.expire(remote.id) };
    receiveInvoiceCallback({ provider: "xendit", body: JSON.stringify(expired), report: invoiceFromXendit(expired) });
    const overdue = (await load(admin, "?state=overdue")).data.invoices.find((i: { id: number }) => i.id === id)!;
    expect(overdue.online?.lastCallback).toMatch(/^EXPIRED, .*: overdue \(200\)$/);

    standIn.pay(remote.id); // paid as the checkout closed; its callback is lost
    const checked = (await post(admin, "?state=overdue", { intent: "check", id: String(id) })) as Response;
    expect(checked.status).toBe(302);
    expect(checked.headers.get("location")).toBe("/admin/finance?state=overdue");
    expect(invoiceOf(id)).toMatchObject({ state: "PAID", providerState: "PAID" });
    // Paid: nothing left to check.
    const paid = (await load(admin, "?state=paid")).data.invoices.find((i: { id: number }) => i.id === id)!;
    expect(paid.online).toMatchObject({ state: "Paid online", checkLabel: null });
  });

  it("refuses Check now for an invoice not at a provider (409 in the form) and for anyone but the admin", async () => {
    const admin = await makeAdmin();
    const manual = await makeCampaign({ agreedFee: 1_000_000, paid: false });
    const reply = (await post(admin, "", { intent: "check", id: String(manual.invoiceId) })) as Response;
    expect(reply.status).toBe(409);
    const brand = await makeUser({ role: "ADVERTISER" });
    await expect(post(brand, "", { intent: "check", id: String(manual.invoiceId) })).rejects.toMatchObject({ status: 403 });
  });

  it("shows a payout's provider state with the failure's reason", async () => {
    const admin = await makeAdmin();
    const owner = await makeUser();
    setBankAccount(owner, owner.id, ACCOUNT);
    const made = await makeCampaign({ agreedFee: 2_000_000, owner });
    const { releaseCampaignMoney } = await import("~/models/money/money.server");
    db.transaction((tx) => releaseCampaignMoney(tx, made.campaignId, new Date()));
    db.update(payouts)
      .set({ provider: "xendit", providerState: "FAILED", providerError: "INVALID_DESTINATION" })
      .where(eq(payouts.campaignId, made.campaignId))
      .run();
    const row = (await load(admin, "?section=payouts")).data.payouts.find((p: { owner: string }) => p.owner === owner.fullname)!;
    expect(row.online).toMatchObject({ state: "Failed: INVALID_DESTINATION", lastCallback: "None yet" });
    expect(row.online?.retryLabel).toMatch(/^Send the payout to .* again/);
    const payoutId = db.select().from(payouts).where(eq(payouts.campaignId, made.campaignId)).get()!.id;
    const sent = (await post(admin, "?section=payouts", { intent: "retry", id: String(payoutId) })) as Response;
    expect(sent.status).toBe(302);
    expect(db.select().from(payouts).where(eq(payouts.id, payoutId)).get()).toMatchObject({ providerState: "QUEUED" });
    const again = (await post(admin, "?section=payouts", { intent: "retry", id: String(payoutId) })) as Response;
    expect(again.status).toBe(409);
  });

  it("Check now on a payout Xendit accepted catches its arrival no callback brought; the provider's payout cannot be held", async () => {
    const admin = await makeAdmin();
    const owner = await makeUser();
    setBankAccount(owner, owner.id, ACCOUNT);
    const made = await makeCampaign({ agreedFee: 2_000_000, owner });
    const { releaseCampaignMoney } = await import("~/models/money/money.server");
    db.transaction((tx) => releaseCampaignMoney(tx, made.campaignId, new Date()));
    db.update(payouts)
      .set({ provider: "xendit", providerState: "QUEUED", providerNextAt: new Date(0) })
      .where(eq(payouts.campaignId, made.campaignId))
      .run();
    const payout = db.select().from(payouts).where(eq(payouts.campaignId, made.campaignId)).get()!;
    expect(await sendPayout(payout.id, xendit)).toBe("accepted");
    const row = (await load(admin, "?section=payouts")).data.payouts.find((p: { id: number }) => p.id === payout.id)!;
    expect(row.online).toMatchObject({
      state: "Accepted, on its way",
      checkLabel: `Check the payout to ${owner.fullname} with the payment provider now`,
    });
    expect(row).toMatchObject({ holdHref: null, sendHref: `/admin/finance?section=payouts&dialog=payout&id=${payout.id}` });
    const hold = (await post(admin, "?section=payouts", { intent: "hold", id: String(payout.id) })) as Response;
    expect(hold.status).toBe(409);

    const nothing = (await post(admin, "?section=payouts", { intent: "checkPayout", id: String(payout.id) })) as Response;
    expect(nothing.status).toBe(302);
    expect(db.select().from(payouts).where(eq(payouts.id, payout.id)).get()!.state).toBe("DUE");
    const remote = [...standIn.payouts.values()].find((p) => p.reference_id === payoutKey(payout))!;
    standIn.succeed(remote.id); // arrived; its callback is lost
    const checked = (await post(admin, "?section=payouts", { intent: "checkPayout", id: String(payout.id) })) as Response;
    expect(checked.status).toBe(302);
    expect(checked.headers.get("location")).toBe("/admin/finance?section=payouts");
    expect(db.select().from(payouts).where(eq(payouts.id, payout.id)).get()).toMatchObject({ state: "SENT", providerState: "SUCCEEDED" });
    const brand = await makeUser({ role: "ADVERTISER" });
    await expect(post(brand, "?section=payouts", { intent: "checkPayout", id: String(payout.id) })).rejects.toMatchObject({ status: 403 });
  });
});
