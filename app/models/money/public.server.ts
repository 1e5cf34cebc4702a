import type { BankAccount, Invoice, Payout, Refund } from "../../../db/schema";
import { maskAccountNumber } from "~/utils/banks";
import type { Earnings } from "./payouts.server";

/*
 * The JSON API's money objects (docs/api.md, "Money"): snake_case like the rest, amounts
 * in whole Rupiah, times as ISO strings, calendar dates as YYYY-MM-DD.
 */
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPublicInvoice(invoice: Invoice) {
  return {
    id: invoice.id,
    number: invoice.number,
    campaign_id: invoice.campaignId,
    state: invoice.state,
    description: invoice.description,
    subtotal: invoice.subtotal,
    tax_percent: invoice.taxPercent,
    tax: invoice.tax,
    total: invoice.total,
    issued_at: iso(invoice.issuedAt),
    due_date: invoice.dueDate,
    paid_at: iso(invoice.paidAt),
    reference: invoice.reference,
    decline_reason: invoice.declineReason,
    /** The brand's transfer receipt (private: the brand and the admin), or null. */
    receipt_url: invoice.receiptFile ? `/receipts/${invoice.receiptFile}` : null,
    /** With a payment provider: its checkout's state (QUEUED, CREATING, OPEN, PAID, EXPIRED) and page; null in manual mode. */
    provider_state: invoice.providerState,
    checkout_url: invoice.providerState === "OPEN" ? invoice.checkoutUrl : null,
    buyer: invoice.buyer,
    seller: {
      name: invoice.seller.name,
      address: invoice.seller.address,
      npwp: invoice.seller.npwp,
      bank: invoice.seller.bank,
      account_number: invoice.seller.accountNumber,
      account_holder: invoice.seller.accountHolder,
    },
  };
}

export function toPublicPayout(payout: Payout) {
  return {
    id: payout.id,
    campaign_id: payout.campaignId,
    owner_id: payout.ownerId,
    amount: payout.amount,
    state: payout.state,
    reference: payout.reference,
    sent_at: iso(payout.sentAt),
    /** With a payment provider: QUEUED, SENDING, ACCEPTED, SUCCEEDED or FAILED (with the provider's reason); null by hand. */
    provider_state: payout.providerState,
    provider_error: payout.providerState === "FAILED" ? payout.providerError : null,
    /** When the admin held it (HELD until the admin releases it); null when not held by the admin. */
    admin_held_at: iso(payout.adminHeldAt),
  };
}

export function toPublicRefund(refund: Refund) {
  return {
    id: refund.id,
    campaign_id: refund.campaignId,
    advertiser_id: refund.advertiserId,
    amount: refund.amount,
    state: refund.state,
    reference: refund.reference,
    sent_at: iso(refund.sentAt),
  };
}

export function toPublicEarnings(earnings: Earnings) {
  return {
    held: earnings.held,
    payable: earnings.payable,
    paid_out: earnings.paidOut,
    items: earnings.items.map((i) => ({
      campaign_id: i.campaignId,
      fee: i.fee,
      commission: i.commission,
      community_share: i.communityShare,
      state: i.state,
    })),
  };
}

/** Whole for its owner and the admin (the API); masked to its last 4 digits elsewhere. */
export function toPublicBankAccount(account: BankAccount, options: { masked?: boolean } = {}) {
  return {
    bank_code: account.bankCode,
    account_number: options.masked ? maskAccountNumber(account.accountNumber) : account.accountNumber,
    holder_name: account.holderName,
    held_until: iso(account.holdUntil),
  };
}
