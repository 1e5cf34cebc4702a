import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AreaPage } from "~/components/area-page";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import type { billingMessages } from "~/i18n/billing";
import { pageMeta, useT } from "~/i18n/use-lang";
import { InvoiceStateBadge } from "~/components/money/invoice-state-badge";
import type { billingLoader } from "./server";

/*
 * The brand's Billing (/advertiser/billing): what it paid, still owes and was refunded,
 * then its invoices, one tab per state with counts, paged in SQL; each with its number,
 * campaign, total, due date and state, linking to the invoice (/advertiser/billing/<id>).
 * All links: no JavaScript needed. The loader lives in ./server.ts.
 */

export { billingLoader as loader } from "./server";

type loader = typeof billingLoader;

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.billing);

export default function Billing() {
  const data = useLoaderData<loader>();
  const t = useT<typeof billingMessages>("billing");
  const current = data.tabs.find((tab) => tab.current);
  return (
    <AreaPage title="advertiserBilling">
      <p className="text-sm text-slate-600">{t.subtitle}</p>
      <section aria-label={t.summaryLabel} className="card mt-6 p-5" data-testid="billing-summary">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">{t.summaryPaid}</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid="summary-paid">
              {data.summary.paid}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t.summaryUnpaid}</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid="summary-unpaid">
              {data.summary.unpaid}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t.summaryRefunded}</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid="summary-refunded">
              {data.summary.refunded}
            </dd>
          </div>
        </dl>
        {data.summary.refundDue ? <p className="mt-3 text-sm text-slate-700">{data.summary.refundDue}</p> : null}
      </section>
      <div className="mt-6">
        <LinkTabs label={t.tabsLabel} tabs={data.tabs} />
      </div>
      <section className="mt-6" aria-label={current?.label}>
        {data.rows.length ? (
          <ul className="space-y-3" data-testid="invoice-list">
            {data.rows.map((row) => (
              <li key={row.id} className="card p-4" data-testid="invoice-row">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">{row.number}</p>
                  <InvoiceStateBadge state={row.state} label={row.stateLabel} />
                </div>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">{t.colCampaign}</dt>
                  <dd className="break-words text-slate-800">{row.campaign}</dd>
                  <dt className="text-slate-600">{t.colTotal}</dt>
                  <dd className="font-medium text-slate-800">{row.total}</dd>
                  <dt className="text-slate-600">{t.colDue}</dt>
                  <dd className="text-slate-800">{row.due}</dd>
                </dl>
                <div className="mt-3">
                  <Link to={row.href} className="btn-secondary" aria-label={row.openLabel}>
                    {t.open}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t.emptyTitle} text={t.emptyText} />
        )}
        <Pager pager={data.pager} />
      </section>
    </AreaPage>
  );
}
