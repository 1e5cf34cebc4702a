import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod/mini";
import type { User } from "~/models/user.server";
import { interpolate } from "~/i18n/index";
import { adminConsoleMessages } from "~/i18n/admin";
import { adminFinanceMessages } from "~/i18n/admin-finance";
import { formatNumber, formatRupiah, toWibDate } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { validationMessages } from "~/i18n/validation";
import { isModelError, ModelError, unlessNotFound } from "~/models/errors";
import {
  assertFinanceAdmin,
  financeCounts,
  getFinancePayout,
  getFinanceRefund,
  invoiceCampaign,
  listFinanceInvoices,
  listFinancePayouts,
  listFinanceRefunds,
  type FinanceCounts,
  type PayoutRow,
} from "~/models/money/finance.server";
import { checkCheckoutNow, checkPayoutNow, lastCallbacks, retryProviderPayout, type LastCallback } from "~/models/money/gateway.server";
import {
  confirmPayment,
  getInvoice,
  ledgerBalance,
  markPayoutSent,
  markRefundSent,
  payoutMayBeAtProvider,
} from "~/models/money/money.server";
import { holdPayout, releasePayout } from "~/models/money/payouts.server";
import { invoicePdfPath } from "~/models/money/invoice-pdf.server";
import { BANKS, maskAccountNumber } from "~/utils/banks";
import { wibMidnight } from "~/utils/dates";
import type { InvoiceState, PayoutState, RefundState } from "~/utils/enums";
import { AdminIdSchema } from "~/validation/schemas.server";
import { searchText } from "~/validation/text";
import { ConfirmPaymentSchema, SentSchema } from "~/validation/money";
import { consoleTabs, loadTabList } from "~/routes/admin+/console.server";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { loadPage, pagerData } from "~/utils/paging";
import { dialogParams, listPlace, oneOf, pageNumber } from "~/utils/place";

/*
 * The admin console's Finance tab (/admin/finance; docs/product.md, "Money"): sections by
 * URL (`?section=`): Invoices (Unpaid, Overdue, Paid, Void: void and declined), searched by
 * the number's beginning (`?q=`); Payouts (Due, Held, Sent), the owner's bank account
 * masked to its last 4 digits; Refunds (Due, Sent); the Ledger's trial balance with its
 * check and the journal's CSV (ledger.csv). Each list counted and paged in SQL. Dialogs
 * are URL state (`?dialog=confirm|payout|refund|hold|release&id=`): confirmPayment (the
 * amount must be the total: the model's 409 shows next to the amount, nothing confirmed),
 * markPayoutSent (the payout dialog shows the account whole), markRefundSent, and the
 * admin's hold and release of a payout (a confirmation each). The admin only (403).
 */

const BASE = "/admin/finance";
const SECTIONS = ["invoices", "payouts", "refunds", "ledger"] as const;
type Section = (typeof SECTIONS)[number];
const INVOICE_TABS = ["unpaid", "overdue", "paid", "void"] as const;
type InvoiceTab = (typeof INVOICE_TABS)[number];
const PAYOUT_TABS = ["due", "held", "sent"] as const;
const REFUND_TABS = ["due", "sent"] as const;
type StateTab = InvoiceTab | (typeof PAYOUT_TABS)[number];

/** The states each invoice tab lists: Void holds the declined ones too. */
const INVOICE_TAB_STATES: Record<InvoiceTab, InvoiceState[]> = {
  unpaid: ["UNPAID"],
  overdue: ["OVERDUE"],
  paid: ["PAID"],
  void: ["VOID", "DECLINED"],
};

/** Rows per page of every list. */
export const FINANCE_PAGE_SIZE = 20;

const tabsOf = (section: Section): readonly StateTab[] =>
  section === "payouts" ? PAYOUT_TABS : section === "refunds" ? REFUND_TABS : section === "invoices" ? INVOICE_TABS : [];

const { placeOf, hrefOf } = listPlace(BASE, {
  section: oneOf(SECTIONS, "invoices"),
  // The section's first tab is its default (left out of the URL).
  state: {
    read: (raw): StateTab | undefined => (raw ?? undefined) as StateTab | undefined,
    when: (place) => place.section !== "ledger",
  },
  q: { read: (raw) => searchText(raw, 40), when: (place) => (place.section ?? "invoices") === "invoices" },
  page: pageNumber,
  ...dialogParams(["confirm", "payout", "refund", "hold", "release"]),
});
type Place = Parameters<typeof hrefOf>[0];

/** The place as read, its state one of its section's tabs (the first when not). */
function readPlace(url: URL) {
  const place = placeOf(url);
  const tabs = tabsOf(place.section);
  const state = tabs.includes(place.state as StateTab) ? (place.state as StateTab) : tabs[0];
  return { ...place, state };
}

/** A link written with the section's first tab left out. */
function linkOf(place: Place): string {
  const tabs = tabsOf(place.section ?? "invoices");
  return hrefOf({ ...place, state: place.state === tabs[0] ? undefined : place.state });
}

type Texts = (typeof adminFinanceMessages)["en"];

/** Rupiah with its sign: credits on the ledger are negative. */
function signedRupiah(amount: number): string {
  return amount < 0 ? `−${formatRupiah(-amount)}` : formatRupiah(amount);
}

const bankName = (code: string) => BANKS.find((b) => b.code === code)?.name ?? code;

/** Whether the admin may hold a payout now: due or held by an account change, not held already, not at the provider. */
const holdable = (p: Pick<PayoutRow, "state" | "adminHeldAt" | "providerState" | "providerAttempts">) =>
  (p.state === "DUE" || p.state === "HELD") && !p.adminHeldAt && !payoutMayBeAtProvider(p);

/** Where the brand's transfer receipt opens, when the invoice has one. */
const receiptHref = (name: string | null) => (name ? `${BASE}/receipts/${encodeURIComponent(name)}` : null);

function stateTabs(
  section: Section,
  current: StateTab,
  counts: FinanceCounts,
  t: Texts,
  lang: ReturnType<typeof getLang>,
  q: string | undefined,
) {
  const count = (tab: StateTab): number => {
    if (section === "invoices") return INVOICE_TAB_STATES[tab as InvoiceTab].reduce((n, s) => n + counts.invoices[s], 0);
    if (section === "payouts") return counts.payouts[tab.toUpperCase() as PayoutState];
    return counts.refunds[tab.toUpperCase() as RefundState];
  };
  const label = (tab: StateTab) =>
    section === "invoices"
      ? t[`invoice_${tab.toUpperCase() as "UNPAID"}`]
      : section === "payouts"
        ? t[`payout_${tab.toUpperCase() as PayoutState}`]
        : t[`refund_${tab.toUpperCase() as RefundState}`];
  return tabsOf(section).map((tab) => ({
    key: `state-${tab}`,
    label: label(tab),
    href: linkOf({ section, state: tab, q: section === "invoices" ? q : undefined }),
    count: formatNumber(count(tab), lang),
    current: tab === current,
  }));
}

/** A row's last provider callback, in the reader's words ("PAID, 28 Nov 2026: paid"). */
function callbackLine(last: LastCallback | undefined, t: Texts, lang: ReturnType<typeof getLang>): string {
  if (!last) return t.noCallback;
  return interpolate(t.lastCallbackLine, {
    status: last.status ?? "?",
    date: formatDate(last.receivedAt, lang),
    outcome: `${last.outcome} (${last.httpStatus})`,
  });
}

function invoiceRows(
  admin: User,
  tab: InvoiceTab,
  q: string | undefined,
  page: number,
  t: Texts,
  lang: ReturnType<typeof getLang>,
  here: Place,
) {
  const list = loadPage(page, FINANCE_PAGE_SIZE, (slice) =>
    listFinanceInvoices(admin, { states: INVOICE_TAB_STATES[tab], number: q }, slice),
  );
  const callbacks = lastCallbacks(
    admin,
    "invoice",
    list.items.filter((i) => i.provider).map((i) => i.id),
  );
  return {
    list,
    items: list.items.map((i) => ({
      // At a payment provider: its checkout's state, the last callback, and "Check now" while it may still be paid.
      online: i.providerState
        ? {
            state: t[`provider_${i.providerState}`],
            lastCallback: callbackLine(callbacks.get(i.id), t, lang),
            checkLabel: i.state === "UNPAID" || i.state === "OVERDUE" ? interpolate(t.checkNowFor, { number: i.number }) : null,
          }
        : null,
      id: i.id,
      number: i.number,
      description: i.description,
      brand: i.buyer.name,
      state: i.state,
      stateLabel: t[`invoice_${i.state}`],
      total: formatRupiah(i.total),
      issued: formatDate(i.issuedAt, lang),
      due: formatDate(wibMidnight(i.dueDate), lang),
      paid: i.paidAt ? formatDate(i.paidAt, lang) : null,
      reference: i.reference,
      receiptHref: receiptHref(i.receiptFile),
      confirmHref: i.state === "UNPAID" || i.state === "OVERDUE" ? linkOf({ ...here, dialog: "confirm", id: i.id }) : null,
      confirmLabel: interpolate(t.confirmFor, { number: i.number }),
      invoiceHref: `/advertiser/billing/${i.id}`,
      openLabel: interpolate(t.openInvoiceFor, { number: i.number }),
      pdfHref: invoicePdfPath(i.id),
      pdfLabel: interpolate(t.downloadPdfFor, { number: i.number }),
    })),
  };
}

function payoutRows(admin: User, state: PayoutState, page: number, t: Texts, lang: ReturnType<typeof getLang>, here: Place) {
  const list = loadPage(page, FINANCE_PAGE_SIZE, (slice) => listFinancePayouts(admin, state, slice));
  const callbacks = lastCallbacks(
    admin,
    "payout",
    list.items.filter((p) => p.provider).map((p) => p.id),
  );
  return {
    list,
    items: list.items.map((p) => ({
      online: p.providerState
        ? {
            state: interpolate(t[`providerPayout_${p.providerState}`], { reason: p.providerError ?? "" }),
            lastCallback: callbackLine(callbacks.get(p.id), t, lang),
            retryLabel: p.state === "DUE" && p.providerState === "FAILED" ? interpolate(t.sendAgainFor, { name: p.ownerName }) : null,
            // Accepted and not yet settled by a callback: ask the provider now (the reconcile for one).
            checkLabel: p.providerState === "ACCEPTED" ? interpolate(t.checkPayoutFor, { name: p.ownerName }) : null,
          }
        : null,
      heldByAdmin: p.adminHeldAt ? interpolate(t.heldByAdminOn, { date: formatDate(p.adminHeldAt, lang) }) : null,
      holdHref: holdable(p) ? linkOf({ ...here, dialog: "hold", id: p.id }) : null,
      holdLabel: interpolate(t.holdFor, { name: p.ownerName }),
      releaseHref: p.adminHeldAt ? linkOf({ ...here, dialog: "release", id: p.id }) : null,
      releaseLabel: interpolate(t.releaseFor, { name: p.ownerName }),
      id: p.id,
      description: p.description,
      owner: p.ownerName,
      amount: formatRupiah(p.amount),
      stateLabel: t[`payout_${p.state}`],
      bank: p.bank ? `${bankName(p.bank.bankCode)} ${maskAccountNumber(p.bank.accountNumber)}` : null,
      sent: p.sentAt ? formatDate(p.sentAt, lang) : null,
      reference: p.reference,
      sendHref: p.state === "DUE" ? linkOf({ ...here, dialog: "payout", id: p.id }) : null,
      sendLabel: interpolate(t.payoutSentFor, { name: p.ownerName }),
    })),
  };
}

function refundRows(admin: User, state: RefundState, page: number, t: Texts, lang: ReturnType<typeof getLang>, here: Place) {
  const list = loadPage(page, FINANCE_PAGE_SIZE, (slice) => listFinanceRefunds(admin, state, slice));
  return {
    list,
    items: list.items.map((r) => ({
      id: r.id,
      description: r.description,
      brand: r.companyName || r.brandName,
      amount: formatRupiah(r.amount),
      stateLabel: t[`refund_${r.state}`],
      sent: r.sentAt ? formatDate(r.sentAt, lang) : null,
      reference: r.reference,
      sendHref: r.state === "DUE" ? linkOf({ ...here, dialog: "refund", id: r.id }) : null,
      sendLabel: interpolate(t.refundSentFor, { name: r.companyName || r.brandName }),
    })),
  };
}

/** The trial balance as the Ledger section shows it. */
function ledgerView(admin: User, t: Texts) {
  const balance = ledgerBalance(admin);
  const sum = balance.accounts.reduce((n, a) => n + a.balance, 0);
  return {
    balanced: balance.balanced,
    check: balance.balanced ? t.balanced : interpolate(t.unbalanced, { sum: signedRupiah(sum) }),
    accounts: balance.accounts.map((a) => ({ account: a.account, label: t[`account_${a.account}`], balance: signedRupiah(a.balance) })),
    sum: signedRupiah(sum),
    csvAction: `${BASE}/ledger.csv`,
  };
}

/** The open dialog's subject (null when it does not exist or is not in a state for it). */
function dialogOf(admin: User, place: ReturnType<typeof readPlace>, t: Texts, lang: ReturnType<typeof getLang>, closeHref: string) {
  if (!place.dialog || !place.id) return null;
  const id = place.id;
  const today = toWibDate(new Date());
  if (place.dialog === "confirm") {
    return unlessNotFound(() => {
      const invoice = getInvoice(admin, id);
      const campaign = invoiceCampaign(admin, invoice.campaignId);
      return {
        kind: "confirm" as const,
        id,
        title: t.confirmTitle,
        description: `${invoice.number} · ${invoice.description}`,
        payable: invoice.state === "UNPAID" || invoice.state === "OVERDUE",
        stateLabel: t[`invoice_${invoice.state}`],
        facts: [
          { label: t.number, value: invoice.number },
          { label: t.brand, value: invoice.buyer.name },
          { label: t.campaign, value: `${invoice.description} (${campaign.communityName})` },
          { label: t.subtotal, value: formatRupiah(invoice.subtotal) },
          { label: interpolate(t.tax, { percent: invoice.taxPercent }), value: formatRupiah(invoice.tax) },
          { label: t.total, value: formatRupiah(invoice.total) },
          { label: t.due, value: formatDate(wibMidnight(invoice.dueDate), lang) },
        ],
        bank: null,
        receiptHref: receiptHref(invoice.receiptFile),
        today,
        closeHref,
      };
    });
  }
  if (place.dialog === "hold" || place.dialog === "release") {
    const kind = place.dialog;
    return unlessNotFound(() => {
      const p = getFinancePayout(admin, id);
      return {
        kind,
        id,
        title: kind === "hold" ? t.holdTitle : t.releaseTitle,
        description: `${p.ownerName} · ${formatRupiah(p.amount)}`,
        // The form only while the step is possible; else the facts and Close.
        payable: kind === "hold" ? holdable(p) : Boolean(p.adminHeldAt),
        stateLabel: p.adminHeldAt ? t.heldByAdmin : t[`payout_${p.state}`],
        facts: [
          { label: t.owner, value: `${p.ownerName} (${p.ownerEmail})` },
          { label: t.campaign, value: p.description },
          { label: t.amount, value: formatRupiah(p.amount) },
        ],
        bank: null,
        receiptHref: null,
        today,
        closeHref,
      };
    });
  }
  if (place.dialog === "payout") {
    return unlessNotFound(() => {
      const p = getFinancePayout(admin, id);
      const facts = [
        { label: t.owner, value: `${p.ownerName} (${p.ownerEmail})` },
        { label: t.campaign, value: p.description },
        { label: t.amount, value: formatRupiah(p.amount) },
      ];
      return {
        kind: "payout" as const,
        id,
        title: t.payoutTitle,
        description: `${p.ownerName} · ${formatRupiah(p.amount)}`,
        payable: p.state === "DUE",
        stateLabel: t[`payout_${p.state}`],
        facts,
        // Whole here only: the admin types it into the bank's transfer.
        bank: p.bank
          ? {
              name: bankName(p.bank.bankCode),
              number: p.bank.accountNumber,
              holder: p.bank.holderName,
              heldUntil:
                p.bank.holdUntil && p.bank.holdUntil.getTime() > Date.now()
                  ? interpolate(t.heldUntil, { date: formatDate(p.bank.holdUntil, lang) })
                  : null,
            }
          : null,
        receiptHref: null,
        today,
        closeHref,
      };
    });
  }
  return unlessNotFound(() => {
    const r = getFinanceRefund(admin, id);
    return {
      kind: "refund" as const,
      id,
      title: t.refundTitle,
      description: `${r.companyName || r.brandName} · ${formatRupiah(r.amount)}`,
      payable: r.state === "DUE",
      stateLabel: t[`refund_${r.state}`],
      facts: [
        { label: t.brand, value: r.companyName || r.brandName },
        { label: t.campaign, value: r.description },
        { label: t.amount, value: formatRupiah(r.amount) },
      ],
      bank: null,
      receiptHref: null,
      today,
      closeHref,
    };
  });
}

export async function adminFinanceLoader({ request }: LoaderFunctionArgs) {
  const admin = await requireUser(request, null);
  const counts = financeCounts(admin);
  const lang = getLang(request);
  const t = messagesFor(request, adminFinanceMessages);
  const place = readPlace(new URL(request.url));
  const section = place.section;
  const filters: Place = { section, state: place.state, q: place.q };
  const common = {
    tabs: consoleTabs(request, admin, "finance"),
    section,
    sectionTabs: SECTIONS.map((key) => ({
      key: `section-${key}`,
      label: t[`section${key[0].toUpperCase()}${key.slice(1)}` as "sectionInvoices"],
      href: linkOf({ section: key }),
      current: key === section,
    })),
    form: { q: place.q ?? "" },
    filtered: Boolean(place.q),
    resetHref: linkOf({ section, state: place.state }),
    messages: pickMessages(request, adminConsoleMessages, adminFinanceMessages, validationMessages),
  };
  const retryHref = linkOf({ ...filters, page: place.page });
  const load = () => {
    let rows: { list: { page: number; pageCount: number; total: number }; items: unknown[] } = {
      list: { page: 1, pageCount: 1, total: 0 },
      items: [],
    };
    const here = (page: number): Place => ({ ...filters, page });
    if (section === "invoices") rows = invoiceRows(admin, place.state as InvoiceTab, place.q, place.page, t, lang, filters);
    if (section === "payouts") rows = payoutRows(admin, place.state.toUpperCase() as PayoutState, place.page, t, lang, filters);
    if (section === "refunds") rows = refundRows(admin, place.state.toUpperCase() as RefundState, place.page, t, lang, filters);
    const closeHref = linkOf(here(rows.list.page));
    return {
      ...common,
      stateTabs: section === "ledger" ? [] : stateTabs(section, place.state, counts, t, lang, place.q),
      total: rows.list.total,
      totalText: formatNumber(rows.list.total, lang),
      invoices: section === "invoices" ? (rows.items as ReturnType<typeof invoiceRows>["items"]) : [],
      payouts: section === "payouts" ? (rows.items as ReturnType<typeof payoutRows>["items"]) : [],
      refunds: section === "refunds" ? (rows.items as ReturnType<typeof refundRows>["items"]) : [],
      ledger: section === "ledger" ? ledgerView(admin, t) : null,
      pager: pagerData(rows.list.page, rows.list.pageCount, (page) => linkOf(here(page))),
      dialog: dialogOf(admin, place, t, lang, closeHref),
      closeHref,
      retryHref,
    };
  };
  return loadTabList("the admin's finance", retryHref, load, {
    ...common,
    stateTabs: [],
    total: 0,
    totalText: "0",
    invoices: [],
    payouts: [],
    refunds: [],
    ledger: null,
    dialog: null,
    closeHref: retryHref,
  });
}

const ConfirmFormSchema = z.extend(AdminIdSchema, ConfirmPaymentSchema.shape);
const SentFormSchema = z.extend(AdminIdSchema, SentSchema.shape);

/** The model's refusal of an amount that is not the total, as the amount field's error. */
function amountError(error: unknown): never {
  if (isModelError(error) && error.message === "paymentAmountDiffers") {
    throw new ModelError("conflict", "paymentAmountDiffers", { fields: { amount: ["paymentAmountDiffers"] }, params: error.params });
  }
  throw error;
}

/** Confirm a payment, record a payout or a refund as sent (`intent`): back to the list with a toast. */
export async function adminFinanceAction({ request }: ActionFunctionArgs) {
  const admin = await requireUser(request, null);
  assertFinanceAdmin(admin);
  const place = readPlace(new URL(request.url));
  const t = messagesFor(request, adminFinanceMessages);
  const form = await request.formData();
  const back = linkOf({ section: place.section, state: place.state, q: place.q, page: place.page });
  return dispatchIntent(request, form, {
    retry: () =>
      handleForm(
        request,
        form,
        AdminIdSchema,
        ({ id }) => {
          retryProviderPayout(admin, id);
          return redirectWithToast(back, { title: "payoutRetried", type: "success" });
        },
        { intent: "retry", describeFailure: (message) => `${t.sendAgain}: ${message}` },
      ),
    hold: () =>
      handleForm(
        request,
        form,
        AdminIdSchema,
        ({ id }) => {
          holdPayout(admin, id);
          return redirectWithToast(back, { title: "payoutHeld", type: "success" });
        },
        { intent: "hold", describeFailure: (message) => `${t.holdFailed}: ${message}` },
      ),
    release: () =>
      handleForm(
        request,
        form,
        AdminIdSchema,
        ({ id }) => {
          releasePayout(admin, id);
          return redirectWithToast(back, { title: "payoutReleased", type: "success" });
        },
        { intent: "release", describeFailure: (message) => `${t.releaseFailed}: ${message}` },
      ),
    checkPayout: () =>
      handleForm(
        request,
        form,
        AdminIdSchema,
        async ({ id }) => {
          const outcome = await checkPayoutNow(admin, id);
          return redirectWithToast(back, {
            title: "checkoutChecked",
            description: "checkoutCheckedText",
            params: { outcome: t[`checkedPayout_${outcome}`] },
            type: "success",
          });
        },
        { intent: "checkPayout", describeFailure: (message) => `${t.checkNow}: ${message}` },
      ),
    check: () =>
      handleForm(
        request,
        form,
        AdminIdSchema,
        async ({ id }) => {
          const outcome = await checkCheckoutNow(admin, id);
          return redirectWithToast(back, {
            title: "checkoutChecked",
            description: "checkoutCheckedText",
            params: { outcome: t[`checked_${outcome}`] },
            type: "success",
          });
        },
        { intent: "check", describeFailure: (message) => `${t.checkNow}: ${message}` },
      ),
    confirm: () =>
      handleForm(
        request,
        form,
        ConfirmFormSchema,
        ({ id, reference, paid_at, amount }) => {
          try {
            confirmPayment(admin, id, { reference, paidAt: wibMidnight(paid_at), amount });
          } catch (error) {
            amountError(error);
          }
          return redirectWithToast(back, { title: "paymentConfirmed", description: "paymentConfirmedText", type: "success" });
        },
        { intent: "confirm", describeFailure: (message) => `${t.confirmFailed}: ${message}` },
      ),
    payout: () =>
      handleForm(
        request,
        form,
        SentFormSchema,
        ({ id, reference, sent_at }) => {
          markPayoutSent(admin, id, { reference, sentAt: wibMidnight(sent_at) });
          return redirectWithToast(back, { title: "payoutRecorded", type: "success" });
        },
        { intent: "payout", describeFailure: (message) => `${t.sentFailed}: ${message}` },
      ),
    refund: () =>
      handleForm(
        request,
        form,
        SentFormSchema,
        ({ id, reference, sent_at }) => {
          markRefundSent(admin, id, { reference, sentAt: wibMidnight(sent_at) });
          return redirectWithToast(back, { title: "refundRecorded", type: "success" });
        },
        { intent: "refund", describeFailure: (message) => `${t.sentFailed}: ${message}` },
      ),
  });
}
