import PDFDocument from "pdfkit";
import type { Invoice, User } from "../../../db/schema";
import type { Lang } from "~/i18n/index";
import { getInvoice } from "./money.server";
import { invoiceView, type InvoiceParty, type InvoiceView } from "./invoice-view.server";

/*
 * The invoice as an A4 PDF, made on the server (docs/product.md, "Money"): the same texts
 * and figures as the printed invoice page (invoiceView), drawn with pdfkit and the PDF's
 * built-in Helvetica, so nothing is embedded and a one-page invoice takes a few
 * milliseconds. Those fonts draw the Windows-1252 (WinAnsi) characters only: anything
 * else (emoji, Chinese, Arabic…) becomes its letter without accents when it has one
 * ("ş" → "s") and "?" when not. The brand that owes it and the admin (getInvoice).
 */

/** Where a browser (with the session cookie) and the API download an invoice's PDF. */
export function invoicePdfPath(invoiceId: number): string {
  return `/api/invoices/${invoiceId}.pdf`;
}

/** The download's file name: the invoice number with "-" for "/" (GYB-2026-000123.pdf). */
export function invoicePdfFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9_-]+/g, "-")}.pdf`;
}

// Unicode characters that Windows-1252 holds in 0x80-0x9F (the rest of it is Latin-1).
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/**
 * Text the built-in fonts can draw: line breaks kept, other control characters a space,
 * each character outside WinAnsi its decomposed letters without their marks when those
 * are drawable, else "?"; marks and joiners alone (an emoji's variation selector or
 * zero-width joiner) are left out.
 */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.replace(/\r\n?/g, "\n")) {
    if (char === "\n" || drawable(char)) out += char;
    else if (/^\p{Cc}$/u.test(char)) out += " ";
    else {
      const bare = char.normalize("NFKD").replace(/[\p{M}\p{Cf}]/gu, "");
      if (bare === "") continue;
      out += [...bare].every(drawable) ? bare : "?";
    }
  }
  return out;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const WIDTH = A4.width - 2 * MARGIN;
const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const STAMP_COLOURS: Record<Invoice["state"], string> = {
  UNPAID: "#b45309",
  OVERDUE: "#b91c1c",
  PAID: "#15803d",
  VOID: "#b91c1c",
  DECLINED: "#b91c1c",
};

type Doc = PDFKit.PDFDocument;

function party(doc: Doc, title: string, who: InvoiceParty, x: number, y: number, width: number): number {
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED).text(toWinAnsi(title.toUpperCase()), x, y, { width, characterSpacing: 0.5 });
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(INK)
    .text(toWinAnsi(who.name), x, doc.y + 4, { width });
  doc.font("Helvetica").fontSize(10).fillColor(INK);
  if (who.address) doc.text(toWinAnsi(who.address), x, doc.y + 2, { width });
  doc.text(toWinAnsi(who.npwp), x, doc.y + 2, { width });
  return doc.y;
}

/** A label on the left and its value on the right of a column. */
function figure(doc: Doc, label: string, value: string, x: number, width: number, strong = false): void {
  const y = doc.y;
  doc
    .font(strong ? "Helvetica-Bold" : "Helvetica")
    .fontSize(strong ? 12 : 10)
    .fillColor(INK);
  doc.text(toWinAnsi(label), x, y, { width: width / 2, lineBreak: false });
  doc.text(toWinAnsi(value), x + width / 2, y, { width: width / 2, align: "right" });
  doc.y += 4;
}

/** Rows of a label and its value (how to pay). */
function pairs(doc: Doc, rows: [string, string][], x: number, width: number): void {
  const labelWidth = 120;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(MUTED)
      .text(toWinAnsi(label), x, y, { width: labelWidth - 8 });
    const below = doc.y;
    doc
      .font("Helvetica-Bold")
      .fillColor(INK)
      .text(toWinAnsi(value), x + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(doc.y, below) + 2;
  }
}

function draw(doc: Doc, view: InvoiceView): void {
  const t = view.texts;
  const closed = view.state === "VOID" || view.state === "DECLINED";
  const stampColour = STAMP_COLOURS[view.state];
  // A void or declined invoice is crossed by its state in large letters, behind the rest.
  if (closed) {
    doc.save();
    doc.rotate(-35, { origin: [A4.width / 2, A4.height / 2] });
    doc
      .font("Helvetica-Bold")
      .fontSize(96)
      .fillColor(stampColour)
      .fillOpacity(0.12)
      .text(toWinAnsi(view.badge.toUpperCase()), 0, A4.height / 2 - 50, { width: A4.width, align: "center", lineBreak: false });
    doc.restore();
    doc.fillOpacity(1);
  }

  // Heading: "Invoice", its number, and its state in a box on the right.
  doc.font("Helvetica-Bold").fontSize(10).fillColor(MUTED).text(toWinAnsi(t.invoiceHeading.toUpperCase()), MARGIN, MARGIN, {
    characterSpacing: 1,
  });
  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .fillColor(INK)
    .text(toWinAnsi(view.number), MARGIN, doc.y + 2, { width: WIDTH - 170 });
  const headingBottom = doc.y;
  const stamp = toWinAnsi(view.badge.toUpperCase());
  doc.font("Helvetica-Bold").fontSize(14);
  const stampWidth = Math.min(170, doc.widthOfString(stamp) + 24);
  const stampX = MARGIN + WIDTH - stampWidth;
  doc.lineWidth(2).strokeColor(stampColour).roundedRect(stampX, MARGIN, stampWidth, 30, 4).stroke();
  doc.fillColor(stampColour).text(stamp, stampX, MARGIN + 9, { width: stampWidth, align: "center", lineBreak: false });

  // Dates.
  doc.y = Math.max(headingBottom, MARGIN + 34) + 12;
  pairs(
    doc,
    [
      [t.date, view.issuedOn],
      [t.dueDate, view.dueOn],
    ],
    MARGIN,
    260,
  );

  // The operator and the brand, side by side.
  const top = doc.y + 16;
  const column = (WIDTH - 30) / 2;
  const left = party(doc, t.seller, view.seller, MARGIN, top, column);
  const right = party(doc, t.buyer, view.buyer, MARGIN + column + 30, top, column);
  doc.y = Math.max(left, right) + 24;

  // The one line.
  const amountWidth = 130;
  const lineTop = doc.y;
  doc.font("Helvetica-Bold").fontSize(10).fillColor(MUTED);
  doc.text(toWinAnsi(t.description), MARGIN, lineTop, { width: WIDTH - amountWidth - 10 });
  doc.text(toWinAnsi(t.amount), MARGIN + WIDTH - amountWidth, lineTop, { width: amountWidth, align: "right" });
  const ruleY = doc.y + 4;
  doc
    .lineWidth(1)
    .strokeColor(RULE)
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + WIDTH, ruleY)
    .stroke();
  const rowTop = ruleY + 8;
  doc.font("Helvetica").fontSize(11).fillColor(INK);
  doc.text(toWinAnsi(view.description), MARGIN, rowTop, { width: WIDTH - amountWidth - 10 });
  const descriptionBottom = doc.y;
  doc.text(toWinAnsi(view.subtotal), MARGIN + WIDTH - amountWidth, rowTop, { width: amountWidth, align: "right" });
  const rowBottom = Math.max(descriptionBottom, doc.y) + 8;
  doc
    .lineWidth(1)
    .strokeColor(RULE)
    .moveTo(MARGIN, rowBottom)
    .lineTo(MARGIN + WIDTH, rowBottom)
    .stroke();

  // Subtotal, PPN with its rate, total.
  const totalsWidth = 240;
  const totalsX = MARGIN + WIDTH - totalsWidth;
  doc.y = rowBottom + 10;
  figure(doc, t.subtotal, view.subtotal, totalsX, totalsWidth);
  figure(doc, view.taxLabel, view.tax, totalsX, totalsWidth);
  const totalRule = doc.y + 2;
  doc
    .lineWidth(1)
    .strokeColor(INK)
    .moveTo(totalsX, totalRule)
    .lineTo(MARGIN + WIDTH, totalRule)
    .stroke();
  doc.y = totalRule + 6;
  figure(doc, t.total, view.total, totalsX, totalsWidth, true);

  // How to pay, while it may still be paid.
  if (view.pay) {
    const boxTop = doc.y + 16;
    const inner = WIDTH - 24;
    doc.y = boxTop + 12;
    doc
      .font("Helvetica-Bold")
      .fontSize(12)
      .fillColor(INK)
      .text(toWinAnsi(t.howToPay), MARGIN + 12, doc.y, { width: inner });
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(INK)
      .text(toWinAnsi(view.pay.line), MARGIN + 12, doc.y + 4, { width: inner });
    doc.y += 6;
    pairs(
      doc,
      [
        [t.bank, view.pay.bank],
        [t.accountNumber, view.pay.accountNumber],
        [t.accountHolder, view.pay.accountHolder],
        [t.transferNote, view.number],
      ],
      MARGIN + 12,
      inner,
    );
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(MUTED)
      .text(toWinAnsi(t.transferNoteHint), MARGIN + 12, doc.y + 4, { width: inner });
    const boxBottom = doc.y + 12;
    doc
      .lineWidth(1)
      .strokeColor(RULE)
      .roundedRect(MARGIN, boxTop, WIDTH, boxBottom - boxTop, 4)
      .stroke();
    doc.y = boxBottom;
  }

  // The state, and what it means (paid on, declined because, void, overdue).
  doc.y += 18;
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(view.state === "UNPAID" ? INK : stampColour);
  doc.text(toWinAnsi(view.stateLabel), MARGIN, doc.y, { width: WIDTH });
  if (view.status)
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(INK)
      .text(toWinAnsi(view.status), MARGIN, doc.y + 2, { width: WIDTH });

  // The tax invoice is not this one.
  doc.y += 18;
  const noteTop = doc.y;
  doc
    .lineWidth(0.5)
    .strokeColor(RULE)
    .moveTo(MARGIN, noteTop)
    .lineTo(MARGIN + WIDTH, noteTop)
    .stroke();
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(toWinAnsi(t.eFakturNote), MARGIN, noteTop + 8, { width: WIDTH });
}

/** The PDF of an invoice in a language, as bytes. */
export function renderInvoicePdf(invoice: Invoice, lang: Lang): Promise<Buffer> {
  const view = invoiceView(invoice, lang);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: lang === "id" ? "id-ID" : "en-US",
    info: {
      Title: toWinAnsi(`${view.texts.invoiceHeading} ${view.number}`),
      Author: toWinAnsi(view.seller.name),
      Creator: "Guyub",
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc, view);
  doc.end();
  return done;
}

/**
 * An invoice's PDF for the brand that owes it or the admin (anyone else: 404 before
 * anything is read), in the caller's language, with its file name.
 */
export async function invoicePdf(
  actor: User | null | undefined,
  invoiceId: number,
  lang: Lang,
): Promise<{ fileName: string; bytes: Buffer }> {
  const invoice = getInvoice(actor, invoiceId);
  return { fileName: invoicePdfFileName(invoice.number), bytes: await renderInvoicePdf(invoice, lang) };
}
