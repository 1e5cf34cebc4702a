import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { billingMessages } from "~/i18n/billing";
import { interpolate } from "~/i18n/index";
import { formatNumber, formatRupiah } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { billingSummary, invoiceCounts, listInvoices } from "~/models/money/money.server";
import { requireUser } from "~/server/auth.server";
import type { InvoiceState } from "~/utils/enums";
import { loadPage, pagerData } from "~/utils/paging";
import { listPlace, oneOf, pageNumber } from "~/utils/place";

/*
 * The loader of the brand's Billing (./route.tsx): its invoices, one tab per state
 * (`?state=overdue`; Unpaid first) with the counts of each (one grouped count), newest
 * first, paged in SQL (listInvoices scopes them to the brand); and the summary line of
 * what it paid, still owes and was refunded (billingSummary). Every text and figure is
 * made here, so the page ships no formatter.
 */

const BASE = "/advertiser/billing";
export const INVOICE_PAGE_SIZE = 20;

const TABS = ["unpaid", "overdue", "paid", "void", "declined", "all"] as const;
type Tab = (typeof TABS)[number];

const { placeOf, hrefOf } = listPlace(BASE, { state: oneOf(TABS, "unpaid"), page: pageNumber });

const stateOf = (tab: Tab): InvoiceState | undefined => (tab === "all" ? undefined : (tab.toUpperCase() as InvoiceState));

export type InvoiceRow = {
  id: number;
  number: string;
  campaign: string;
  total: string;
  due: string;
  state: InvoiceState;
  stateLabel: string;
  href: string;
  openLabel: string;
};

export async function billingLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const lang = getLang(request);
  const t = messagesFor(request, billingMessages);
  const { state: tab, page } = placeOf(new URL(request.url));
  const counts = invoiceCounts(user);
  const list = loadPage(page, INVOICE_PAGE_SIZE, (slice) => listInvoices(user, { state: stateOf(tab) }, slice));
  const summary = billingSummary(user, user.id);
  return json({
    tab,
    tabs: TABS.map((key) => ({
      key,
      label: t[`tab_${key}`],
      href: hrefOf({ state: key }),
      count: formatNumber(counts[key === "all" ? "all" : (key.toUpperCase() as InvoiceState)], lang),
      current: key === tab,
    })),
    summary: {
      paid: formatRupiah(summary.paid),
      unpaid: formatRupiah(summary.unpaid),
      refunded: formatRupiah(summary.refunded),
      refundDue: summary.refundDue > 0 ? interpolate(t.summaryRefundDue, { amount: formatRupiah(summary.refundDue) }) : null,
    },
    rows: list.items.map((invoice): InvoiceRow => ({
      id: invoice.id,
      number: invoice.number,
      campaign: invoice.description,
      total: formatRupiah(invoice.total),
      due: formatDate(invoice.dueDate, lang),
      state: invoice.state,
      stateLabel: t[`state_${invoice.state}`],
      href: `${BASE}/${invoice.id}`,
      openLabel: interpolate(t.openLabel, { number: invoice.number }),
    })),
    pager: pagerData(list.page, list.pageCount, (p) => hrefOf({ state: tab, page: p })),
    messages: pickMessages(request, billingMessages),
  });
}
