import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeCampaign, makeUser } from "../../../tests/factories";
import { db } from "~/lib/server/db.server";
import { isModelError } from "~/models/errors";
import { campaigns, invoices } from "../../../db/schema";
import { eq } from "drizzle-orm";
import { createUserSession } from "~/server/session-cookie.server";
import type { User } from "~/models/user.server";
import { loader as receiptLoader } from "~/routes/_resources+/receipts.$name";
import { updateAccount } from "~/models/user.server";
import { invoiceAction, invoiceLoader } from "./server";

/*
 * One invoice on a real database: the brand that owes it and the admin read it (with
 * the buyer's billing details, PPN at its rate, how to pay), anyone else gets 404; the
 * brand uploads a receipt (re-encoded WebP, served to it and the admin only) and
 * declines with a required reason.
 */

const png = (side = 40) =>
  sharp({ create: { width: side, height: side, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();

async function cookieOf(user: User) {
  return (await createUserSession(user.id, false)).split(";")[0];
}

async function load(user: User, id: number | string, search = "", lang = "en") {
  const request = new Request(`http://localhost/advertiser/billing/${id}${search}`, {
    headers: { cookie: `${await cookieOf(user)}; lang=${lang}` },
  });
  return (await invoiceLoader({ request, params: { id: String(id) }, context: {} })) as Response;
}

async function postReceipt(user: User, id: number, file: Buffer | null) {
  const form = new FormData();
  form.append("intent", "receipt");
  if (file) form.append("file", new File([new Uint8Array(file)], "transfer.png", { type: "image/png" }));
  const request = new Request(`http://localhost/advertiser/billing/${id}`, {
    method: "POST",
    body: form,
    headers: { cookie: await cookieOf(user) },
  });
  return (await invoiceAction({ request, params: { id: String(id) }, context: {} })) as Response;
}

async function postDecline(user: User, id: number, reason: string) {
  const request = new Request(`http://localhost/advertiser/billing/${id}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "decline", reason }),
    headers: { cookie: await cookieOf(user), "content-type": "application/x-www-form-urlencoded" },
  });
  return (await invoiceAction({ request, params: { id: String(id) }, context: {} })) as Response;
}

async function notFound(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(isModelError(error) && error.status).toBe(404);
}

async function unpaidInvoice() {
  const brand = await makeUser({ role: "ADVERTISER" });
  updateAccount(brand, brand.id, {
    billing_name: "PT Kopi Nusantara Tbk",
    billing_address: "Jl. Braga 1, Bandung",
    billing_npwp: "012345678901000",
  });
  const made = await makeCampaign({ advertiser: brand, agreedFee: 1_234_567, paid: false });
  return { ...made, brand, id: made.invoiceId! };
}

type Reply = { result: { error?: Record<string, string[]> } };

describe("one invoice", () => {
  it("shows the brand the invoice with both parties, PPN at its rate and how to pay; the admin reads it too", async () => {
    const { brand, admin, id } = await unpaidInvoice();
    const data = await (await load(brand, id)).json();
    expect(data).toMatchObject({
      id,
      state: "UNPAID",
      stateLabel: "State: Unpaid",
      buyer: { name: "PT Kopi Nusantara Tbk", address: "Jl. Braga 1, Bandung", npwp: "NPWP: 012345678901000" },
      subtotal: "Rp 1.234.567",
      // 11% of 1.234.567 = 135.802,37: rounded half up once, at issue.
      taxLabel: "PPN 11%",
      tax: "Rp 135.802",
      total: "Rp 1.370.369",
      canAct: true,
      declineOpen: false,
      receipt: null,
      pdfHref: `/api/invoices/${id}.pdf`,
    });
    expect(data.seller.npwp).toMatch(/^NPWP: /);
    expect(data.pay).toMatchObject({ line: expect.stringContaining("Rp 1.370.369") });
    expect(data.pay.accountNumber).toBeTruthy();
    expect((await (await load(brand, id, "?dialog=decline")).json()).declineOpen).toBe(true);
    const indonesian = await (await load(brand, id, "", "id")).json();
    expect(indonesian.stateLabel).toBe("Status: Belum dibayar");

    const asAdmin = await (await load(admin, id)).json();
    expect(asAdmin).toMatchObject({ id, canAct: false, total: "Rp 1.370.369", backHref: "/admin" });
  });

  it("offers Pay now once the provider's checkout is open, says online payment is not ready while it opens, and keeps the transfer details", async () => {
    const { brand, id } = await unpaidInvoice();
    expect((await (await load(brand, id)).json()).online).toBeNull(); // manual mode: bank transfer only
    const set = (values: Partial<typeof invoices.$inferInsert>) => db.update(invoices).set(values).where(eq(invoices.id, id)).run();
    set({ provider: "xendit", providerState: "QUEUED" });
    const opening = await (await load(brand, id)).json();
    expect(opening.online).toEqual({ ready: false, url: null });
    expect(opening.pay.accountNumber).toBeTruthy();
    set({ providerState: "OPEN", providerInvoiceId: "inv_1", checkoutUrl: "https://checkout.xendit.co/web/inv_1" });
    const open = await (await load(brand, id)).json();
    expect(open.online).toEqual({ ready: true, url: "https://checkout.xendit.co/web/inv_1" });
    expect(open.pay.accountNumber).toBeTruthy();
    set({ state: "PAID" });
    expect((await (await load(brand, id)).json()).online).toBeNull();
  });

  it("is not found for another brand, the community's owner, or an id that is no id", async () => {
    const { owner, id } = await unpaidInvoice();
    const stranger = await makeUser({ role: "ADVERTISER" });
    await notFound(() => load(stranger, id));
    await notFound(() => load(owner, id));
    await notFound(() => load(stranger, "abc"));
    await notFound(() => postDecline(stranger, id, "Bukan tagihan saya"));
    await notFound(() => postReceipt(stranger, id, null));
  });

  it("takes the brand's receipt as a re-encoded WebP, served to the brand and the admin only", async () => {
    const { brand, admin, id } = await unpaidInvoice();
    const missing = await postReceipt(brand, id, null);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Reply).result.error?.file).toEqual(["Choose the image of your transfer receipt"]);
    const notImage = await postReceipt(brand, id, Buffer.from("not an image at all"));
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as Reply).result.error?.file?.[0]).toMatch(/PNG, JPEG or WebP/);

    const done = await postReceipt(brand, id, await png(60));
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/advertiser/billing/${id}`);
    const data = await (await load(brand, id)).json();
    expect(data.receipt.src).toMatch(/^\/receipts\/[0-9a-f]{32}\.webp$/);
    const name = data.receipt.src.split("/").pop();
    const fetchAs = async (user: User | null) => {
      const headers: Record<string, string> = user ? { cookie: await cookieOf(user) } : {};
      return (await receiptLoader({
        request: new Request(`http://localhost${data.receipt.src}`, { headers }),
        params: { name },
        context: {},
      })) as Response;
    };
    const mine = await fetchAs(brand);
    expect(mine.status).toBe(200);
    expect((await sharp(Buffer.from(await mine.arrayBuffer())).metadata()).format).toBe("webp");
    expect((await fetchAs(admin)).status).toBe(200);
    expect((await fetchAs(await makeUser({ role: "ADVERTISER" }))).status).toBe(404);
    expect((await fetchAs(null)).status).toBe(404);
  });

  it("declines with a required reason: the invoice DECLINED, the campaign CANCELLED, no more actions", async () => {
    const { brand, id, campaignId } = await unpaidInvoice();
    const blank = await postDecline(brand, id, "  ");
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as Reply).result.error?.reason).toEqual(["declineReasonRequired"]);
    const done = await postDecline(brand, id, "Anggaran kami dipotong bulan ini.");
    expect(done.status).toBe(302);
    expect(db.select().from(invoices).where(eq(invoices.id, id)).get()).toMatchObject({
      state: "DECLINED",
      declineReason: "Anggaran kami dipotong bulan ini.",
    });
    expect(db.select().from(campaigns).where(eq(campaigns.id, campaignId)).get()?.state).toBe("CANCELLED");
    const data = await (await load(brand, id)).json();
    expect(data).toMatchObject({ canAct: false, pay: null, status: "Declined: Anggaran kami dipotong bulan ini." });
    // A closed invoice takes no receipt: 409, before the file is read.
    const late = await postReceipt(brand, id, await png()).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isModelError(late) && late.status).toBe(409);
  });
});
