import type { Invoice } from "../../../db/schema";
import { billingMessages } from "~/i18n/billing";
import { formatRupiah } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { interpolate, type Lang } from "~/i18n/index";
import type { InvoiceState } from "~/utils/enums";

/*
 * One invoice as it reads, in a language: every text and figure of the printed invoice
 * page (/advertiser/billing/<id>) and of its PDF (invoice-pdf.server.ts), made once here
 * so that both say the same. Amounts as "Rp 1.500.000", dates with month names.
 */

export type InvoiceTexts = (typeof billingMessages)["en"];

export type InvoiceParty = { name: string; address: string; npwp: string };

export type InvoiceView = {
  number: string;
  state: InvoiceState;
  /** The state's name ("Paid", "Lunas"). */
  badge: string;
  /** "State: Paid". */
  stateLabel: string;
  /** The paid date and reference, the decline's reason, the void or overdue note; else null. */
  status: string | null;
  issuedOn: string;
  dueOn: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  description: string;
  subtotal: string;
  /** "PPN 11%". */
  taxLabel: string;
  tax: string;
  total: string;
  /** How to pay, while the invoice may still be paid (UNPAID, OVERDUE); else null. */
  pay: { line: string; bank: string; accountNumber: string; accountHolder: string } | null;
  /** The catalogue's texts in the language (the labels). */
  texts: InvoiceTexts;
};

export function isPayable(invoice: Pick<Invoice, "state">): boolean {
  return invoice.state === "UNPAID" || invoice.state === "OVERDUE";
}

export function invoiceView(invoice: Invoice, lang: Lang): InvoiceView {
  const t = billingMessages[lang] as InvoiceTexts;
  const party = (p: { name: string; address: string; npwp: string }): InvoiceParty => ({
    name: p.name,
    address: p.address,
    npwp: p.npwp ? interpolate(t.npwp, { npwp: p.npwp }) : t.noNpwp,
  });
  const status =
    invoice.state === "PAID"
      ? interpolate(t.paidOn, { date: formatDate(invoice.paidAt, lang), reference: invoice.reference ?? "–" })
      : invoice.state === "DECLINED"
        ? interpolate(t.declinedBecause, { reason: invoice.declineReason ?? "" })
        : invoice.state === "VOID"
          ? t.voidNote
          : invoice.state === "OVERDUE"
            ? t.overdueNote
            : null;
  return {
    number: invoice.number,
    state: invoice.state,
    badge: t[`state_${invoice.state}`],
    stateLabel: interpolate(t.stateLine, { state: t[`state_${invoice.state}`] }),
    status,
    issuedOn: formatDate(invoice.issuedAt, lang),
    dueOn: formatDate(invoice.dueDate, lang),
    seller: party(invoice.seller),
    buyer: party(invoice.buyer),
    description: invoice.description,
    subtotal: formatRupiah(invoice.subtotal),
    taxLabel: interpolate(t.tax, { percent: invoice.taxPercent }),
    tax: formatRupiah(invoice.tax),
    total: formatRupiah(invoice.total),
    pay: isPayable(invoice)
      ? {
          line: interpolate(t.payTotal, { total: formatRupiah(invoice.total), date: formatDate(invoice.dueDate, lang) }),
          bank: invoice.seller.bank,
          accountNumber: invoice.seller.accountNumber,
          accountHolder: invoice.seller.accountHolder,
        }
      : null,
    texts: t,
  };
}
