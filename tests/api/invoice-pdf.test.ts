import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { oneLine, readPdf } from "../pdfjs-text";
import { COMMUNITY_BODY, DEMO, briefBody, cookieOf, freshParty, serverForTests, signIn, type Client, type Party } from "./kit";

/*
 * GET /api/invoices/{id}.pdf against the built server: the brand that owes the invoice
 * and the admin download it (a PDF attachment named after the number, never cached), and
 * its text, read with pdfjs-dist, holds the number, both parties, the figures as the
 * invoice holds them and the transfer note, in the caller's language; a brief title with
 * emoji and Chinese still makes one; anyone else hears 404 (signed out 401), in JSON.
 */

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });
const tag = crypto.randomBytes(3).toString("hex");

let owner: Party;
let advertiser: Party;
let admin: Party;
let otherOwner: Party;
let otherAdvertiser: Party;
let invoice: {
  id: number;
  number: string;
  subtotal: number;
  tax_percent: number;
  tax: number;
  total: number;
  description: string;
  buyer: { name: string };
  seller: { name: string; bank: string; account_number: string };
};

const rupiah = (amount: number) => `Rp ${new Intl.NumberFormat("id-ID").format(amount)}`;

async function download(c: Client | null, id: number | string, headers: Record<string, string> = {}, method = "GET") {
  const res = await fetch(`${server.url}/api/invoices/${id}.pdf`, {
    method,
    headers: { ...(c ? { Cookie: cookieOf(c) } : {}), ...headers },
    redirect: "manual",
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  admin = { ...(await signIn(server.url, DEMO.admin)), id: 0 };
  [owner, advertiser, otherOwner, otherAdvertiser] = [
    await freshParty(server.url, "COMMUNITY_OWNER", "pdf"),
    await freshParty(server.url, "ADVERTISER", "pdf"),
    await freshParty(server.url, "COMMUNITY_OWNER", "pdf"),
    await freshParty(server.url, "ADVERTISER", "pdf"),
  ];
  const billing = await advertiser.c.request("PUT", `/api/users/${advertiser.id}`, {
    billing_name: `PT Kopi Faktur ${tag}`,
    billing_address: "Jl. Braga 12\nBandung 40111",
    billing_npwp: "01.234.567.8-901.000",
  });
  expect(billing.status, billing.text).toBe(200);
  const community = await owner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas PDF ${tag}` });
  expect(community.status, community.text).toBe(201);
  // A title the PDF's built-in fonts cannot draw whole: an emoji and Chinese.
  const brief = await advertiser.c.request("POST", "/api/briefs", briefBody(`Kopi 🍵 東京 ${tag}`, "PENDING_APPROVAL"));
  expect(brief.status, brief.text).toBe(201);
  expect((await admin.c.request("PUT", `/api/admin/briefs/${brief.json.id}/status`, { status: "active" })).status).toBe(200);
  const applied = await owner.c.request("POST", `/api/briefs/${brief.json.id}/apply`, {
    communityId: community.json.id,
    proposed_fee: "2.345.679",
  });
  expect(applied.status, applied.text).toBe(201);
  const approved = await admin.c.request("PUT", `/api/admin/applications/${applied.json.id}/status`, { status: "approved" });
  expect(approved.status, approved.text).toBe(200);
  const campaign = await advertiser.c.request("GET", `/api/campaigns/${approved.json.campaign_id}`);
  const read = await advertiser.c.request("GET", `/api/invoices/${campaign.json.invoice_id}`);
  expect(read.status, read.text).toBe(200);
  invoice = read.json;
}, 60_000);

describe("the invoice PDF", () => {
  it("downloads for the brand as a private PDF attachment named after the invoice number", async () => {
    const pdf = await download(advertiser.c, invoice.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${invoice.number.replaceAll("/", "-")}.pdf"`);
    expect(invoice.number.replaceAll("/", "-")).toMatch(/^GYB-\d{4}-\d{6}$/);
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const head = await download(advertiser.c, invoice.id, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/pdf");
    expect(head.bytes.byteLength).toBe(0);
  });

  it("holds the number, both parties, the figures as the invoice holds them and the transfer note, for the brand and the admin", async () => {
    // 11% of 2.345.679 is 258.024,69: 258.025, rounded half up once, at issue.
    expect(invoice).toMatchObject({ subtotal: 2_345_679, tax_percent: 11, tax: 258_025, total: 2_603_704 });
    for (const who of [advertiser, admin]) {
      const pdf = await download(who.c, invoice.id);
      expect(pdf.status).toBe(200);
      const read = await readPdf(pdf.bytes);
      expect(read.pages).toBe(1);
      const text = oneLine(read.text);
      for (const expected of [
        "INVOICE",
        invoice.number,
        "FROM",
        invoice.seller.name,
        "BILLED TO",
        `PT Kopi Faktur ${tag}`,
        "Jl. Braga 12 Bandung 40111",
        "NPWP: 012345678901000",
        `Subtotal ${rupiah(invoice.subtotal)}`,
        `PPN ${invoice.tax_percent}% ${rupiah(invoice.tax)}`,
        `Total ${rupiah(invoice.total)}`,
        "Total Rp 2.603.704",
        `Bank ${invoice.seller.bank}`,
        `Account number ${invoice.seller.account_number}`,
        `Transfer note ${invoice.number}`,
        "State: Unpaid",
        "(e-Faktur)",
      ]) {
        expect(text, `${expected} in the PDF read by ${who === admin ? "the admin" : "the brand"}`).toContain(expected);
      }
      expect(invoice.buyer.name).toBe(`PT Kopi Faktur ${tag}`);
      // The title's emoji and Chinese characters are "?", the rest of the line as issued.
      expect(invoice.description).toContain(`Kopi 🍵 東京 ${tag}`);
      expect(text).toContain(`Kopi ? ?? ${tag}`);
      expect(text).toContain(`Komunitas PDF ${tag}`);
    }
  });

  it("speaks Indonesian to an Indonesian reader", async () => {
    const readers: Record<string, string>[] = [{ Cookie: `${cookieOf(advertiser.c)}; lang=id` }, { "Accept-Language": "id-ID,id;q=0.9" }];
    for (const headers of readers) {
      const res = await fetch(`${server.url}/api/invoices/${invoice.id}.pdf`, {
        headers: { Cookie: cookieOf(advertiser.c), ...headers },
      });
      expect(res.status).toBe(200);
      const text = oneLine((await readPdf(new Uint8Array(await res.arrayBuffer()))).text);
      for (const expected of [
        "TAGIHAN",
        "BELUM DIBAYAR",
        "DITAGIHKAN KEPADA",
        "Uraian",
        "Jatuh tempo",
        "Cara membayar",
        `Berita transfer ${invoice.number}`,
        `Total ${rupiah(invoice.total)}`,
        "Status: Belum dibayar",
        "di luar Guyub",
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain("How to pay");
    }
  });

  it("is nobody else's: another brand and the owners hear 404 with nothing of it, signed out 401", async () => {
    for (const who of [otherAdvertiser, owner, otherOwner]) {
      const res = await download(who.c, invoice.id);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = Buffer.from(res.bytes).toString("utf8");
      expect(body).not.toContain(invoice.number);
      expect(body).not.toContain(tag);
    }
    expect((await download(null, invoice.id)).status).toBe(401);
    expect((await download(advertiser.c, invoice.id + 100_000)).status).toBe(404);
    expect((await download(advertiser.c, "nope")).status).toBe(404);
    expect((await download(advertiser.c, `${invoice.id}.pdf`)).status).toBe(404);
    // The JSON beside it is unchanged.
    expect((await advertiser.c.request("GET", `/api/invoices/${invoice.id}`)).json.number).toBe(invoice.number);
  });
});
