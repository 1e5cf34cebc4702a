import { describe, expect, it, vi } from "vitest";
import { makeBrief, makeCampaign, makeUser } from "../../../tests/factories";
import { oneLine, readPdf } from "../../../tests/pdfjs-text";
import { invoicePdf, invoicePdfFileName, toWinAnsi } from "./invoice-pdf.server";
import { confirmPayment, declineInvoice, getInvoice, runInvoiceDeadlines } from "./money.server";

/*
 * The invoice's PDF, read back with pdfjs-dist: the figures and texts of the invoice page
 * in the reader's language, its state marked, text the built-in fonts cannot draw
 * replaced, and nobody but the brand and the admin gets one.
 */

async function unpaidInvoice(options: { title?: string; fee?: number } = {}) {
  vi.useFakeTimers({ now: new Date("2026-11-20T03:00:00Z"), toFake: ["Date"] });
  try {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const brief = makeBrief(advertiser, options.title ? { title: options.title } : {});
    const made = await makeCampaign({ advertiser, brief, agreedFee: options.fee ?? 4_500_005, paid: false });
    return { ...made, invoice: getInvoice(made.admin, made.invoiceId!) };
  } finally {
    vi.useRealTimers();
  }
}

describe("toWinAnsi", () => {
  it("keeps what Helvetica draws, takes accents off the rest and puts ? for the others", () => {
    expect(toWinAnsi("Café “Kopi” – 1.500.000 € Ñ")).toBe("Café “Kopi” – 1.500.000 € Ñ");
    expect(toWinAnsi("Çağ Şişli")).toBe("Çag Sisli");
    expect(toWinAnsi("Kopi 🍵 東京")).toBe("Kopi ? ??");
    // A family emoji: four people joined by zero-width joiners, one variation selector.
    expect(toWinAnsi("a👨‍👩‍👧‍👦b ❤️")).toBe("a????b ?");
    expect(toWinAnsi("Jl. Merdeka 1\r\nJakarta\tPusat\u0000")).toBe("Jl. Merdeka 1\nJakarta Pusat ");
  });

  it("names the file after the invoice number", () => {
    expect(invoicePdfFileName("GYB/2026/000123")).toBe("GYB-2026-000123.pdf");
  });
});

describe("the invoice PDF", () => {
  it("holds the invoice page's content, figures as the invoice holds them", async () => {
    const { advertiser, invoice } = await unpaidInvoice();
    const { fileName, bytes } = await invoicePdf(advertiser, invoice.id, "en");
    expect(fileName).toBe(`${invoice.number.replaceAll("/", "-")}.pdf`);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe(`Invoice ${invoice.number}`);
    const text = oneLine(pdf.text);
    for (const expected of [
      "INVOICE",
      invoice.number,
      "UNPAID",
      "Date 20 Nov 2026",
      "Due date 23 Nov 2026",
      "FROM",
      invoice.seller.name,
      "BILLED TO",
      invoice.buyer.name,
      "NPWP: not given",
      invoice.description,
      "Subtotal Rp 4.500.005",
      "PPN 11% Rp 495.001",
      "Total Rp 4.995.006",
      "How to pay",
      "Transfer exactly Rp 4.995.006 by 23 Nov 2026.",
      `Bank ${invoice.seller.bank}`,
      `Account number ${invoice.seller.accountNumber}`,
      `Account holder ${invoice.seller.accountHolder}`,
      `Transfer note ${invoice.number}`,
      "State: Unpaid",
      "The tax invoice (e-Faktur) is issued separately by the operator, outside Guyub.",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("speaks the reader's language", async () => {
    const { admin, invoice } = await unpaidInvoice();
    const pdf = await readPdf((await invoicePdf(admin, invoice.id, "id")).bytes);
    const text = oneLine(pdf.text);
    expect(pdf.title).toBe(`Tagihan ${invoice.number}`);
    for (const expected of [
      "TAGIHAN",
      "BELUM DIBAYAR",
      "Tanggal 20 Nov 2026",
      "Jatuh tempo 23 Nov 2026",
      "DITAGIHKAN KEPADA",
      "NPWP: tidak diisi",
      "Cara membayar",
      `Berita transfer ${invoice.number}`,
      "Total Rp 4.995.006",
      "Faktur pajak (e-Faktur) diterbitkan terpisah oleh operator, di luar Guyub.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("How to pay");
  });

  it("marks a paid invoice with its paid date and no longer says how to pay", async () => {
    const { admin, advertiser, invoice } = await unpaidInvoice();
    confirmPayment(admin, invoice.id, { reference: "BCA-778899", paidAt: new Date("2026-11-21T05:00:00Z"), amount: invoice.total });
    const text = oneLine((await readPdf((await invoicePdf(advertiser, invoice.id, "en")).bytes)).text);
    expect(text).toContain("PAID");
    expect(text).toContain("State: Paid");
    expect(text).toContain("Paid on 21 Nov 2026, bank reference BCA-778899.");
    expect(text).not.toContain("How to pay");
  });

  it("marks a declined and a void invoice", async () => {
    const declined = await unpaidInvoice();
    declineInvoice(declined.advertiser, declined.invoice.id, "Anggaran dipotong");
    const declinedText = oneLine((await readPdf((await invoicePdf(declined.advertiser, declined.invoice.id, "en")).bytes)).text);
    expect(declinedText).toContain("DECLINED");
    expect(declinedText).toContain("State: Declined");
    expect(declinedText).toContain("Declined: Anggaran dipotong");
    expect(declinedText).not.toContain("How to pay");

    const voided = await unpaidInvoice();
    runInvoiceDeadlines(new Date("2026-12-15T03:00:00Z"));
    const voidText = oneLine((await readPdf((await invoicePdf(voided.admin, voided.invoice.id, "id")).bytes)).text);
    expect(voidText).toContain("BATAL");
    expect(voidText).toContain("Status: Batal");
    expect(voidText).toContain("Batal: tidak dibayar sampai jatuh tempo, kampanye dibatalkan.");
    expect(voidText).not.toContain("Cara membayar");
  });

  it("draws a brief title with emoji and Chinese as far as Helvetica can", async () => {
    const { advertiser, invoice } = await unpaidInvoice({ title: "Kopi Çağ 🍵☕ 東京の夏 launch" });
    expect(invoice.description).toContain("🍵");
    const pdf = await readPdf((await invoicePdf(advertiser, invoice.id, "en")).bytes);
    expect(pdf.pages).toBe(1);
    const text = oneLine(pdf.text);
    expect(text).toContain("Kopi Çag ?? ???? launch");
    expect(text).toContain("Total Rp 4.995.006");
  });

  it("is for the brand that owes it and the admin only: anyone else is told it does not exist", async () => {
    const { owner, invoice } = await unpaidInvoice();
    const stranger = await makeUser({ role: "ADVERTISER" });
    for (const who of [owner, stranger, null]) {
      await expect(invoicePdf(who, invoice.id, "en")).rejects.toMatchObject({ kind: who ? "not_found" : "unauthenticated" });
    }
    await expect(invoicePdf(stranger, invoice.id + 1000, "en")).rejects.toMatchObject({ kind: "not_found" });
  });
});
