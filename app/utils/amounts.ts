/*
 * The arithmetic of money (docs/product.md, "Money"): whole Rupiah, integers only, a
 * percentage rounded half up once, when an invoice is issued or a cancellation is
 * settled. Pure: the screens, the API, the models and the demo seed (db/seed.ts) share it.
 */

/** round(amount x percent / 100), half up, on whole numbers (no floating point). */
export function percentOf(amount: number, percent: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a whole number of Rupiah >= 0, got ${amount}`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`percent must be a whole number from 0 to 100, got ${percent}`);
  // floor((2·a·p + 100) / 200) is a·p/100 rounded half up.
  return Math.floor((2 * amount * percent + 100) / 200);
}

export type InvoiceFigures = {
  subtotal: number;
  commissionPercent: number;
  commission: number;
  communityShare: number;
  taxPercent: number;
  tax: number;
  total: number;
};

/** The figures of an invoice for an agreed fee: the fee is the price before tax. */
export function invoiceFigures(fee: number, commissionPercent: number, taxPercent: number): InvoiceFigures {
  const commission = percentOf(fee, commissionPercent);
  const tax = percentOf(fee, taxPercent);
  return { subtotal: fee, commissionPercent, commission, communityShare: fee - commission, taxPercent, tax, total: fee + tax };
}

export type CancellationSplit = {
  /** What the community's owner is paid: its share of the part of the fee it earned. */
  owner: number;
  /** What the brand gets back: the fee not earned, with its PPN. */
  brand: number;
  /** What Guyub keeps: the commission on the earned part. */
  revenue: number;
  /** The PPN on the earned part, payable to the state. */
  tax: number;
};

/**
 * How a paid campaign cancelled with `earned` Rupiah of its fee earned is settled: the
 * four parts add up to the invoice's total, to the Rupiah.
 */
export function cancellationSplit(
  invoice: Pick<InvoiceFigures, "subtotal" | "commissionPercent" | "taxPercent" | "tax" | "total">,
  earned: number,
): CancellationSplit {
  if (!Number.isSafeInteger(earned) || earned < 0 || earned > invoice.subtotal)
    throw new RangeError(`earned must be from 0 to ${invoice.subtotal}, got ${earned}`);
  const revenue = percentOf(earned, invoice.commissionPercent);
  const unearned = invoice.subtotal - earned;
  const brand = unearned + percentOf(unearned, invoice.taxPercent);
  const owner = earned - revenue;
  return { owner, brand, revenue, tax: invoice.total - owner - brand - revenue };
}
