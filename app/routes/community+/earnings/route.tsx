import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AreaPage } from "~/components/area-page";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import type { earningsMessages } from "~/i18n/earnings";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { earningsLoader } from "./server";

/*
 * The owner's Earnings (/community/earnings): held, payable and paid out, then per
 * campaign its fee, Guyub's commission, the owner's share and the state, paged in SQL,
 * each linking to the campaign; a prompt to add a bank account when money is payable and
 * there is none. All links: no JavaScript needed. The loader lives in ./server.ts.
 */

export { earningsLoader as loader } from "./server";

type loader = typeof earningsLoader;

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.earnings);

function Figure({ label, hint, value, testId }: { label: string; hint: string; value: string; testId: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
      <dd className="text-xs text-slate-600">{hint}</dd>
    </div>
  );
}

export default function Earnings() {
  const data = useLoaderData<loader>();
  const t = useT<typeof earningsMessages>("earnings");
  return (
    <AreaPage title="communityEarnings">
      <p className="text-sm text-slate-600">{t.subtitle}</p>
      <section aria-label={t.summaryLabel} className="card mt-6 p-5" data-testid="earnings-summary">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Figure label={t.held} hint={t.heldHint} value={data.summary.held} testId="earnings-held" />
          <Figure label={t.payable} hint={t.payableHint} value={data.summary.payable} testId="earnings-payable" />
          <Figure label={t.paidOut} hint={t.paidOutHint} value={data.summary.paidOut} testId="earnings-paid-out" />
        </dl>
      </section>
      {data.needsAccount ? (
        <section
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
          aria-labelledby="no-account"
          data-testid="no-bank-account"
        >
          <h2 id="no-account" className="font-semibold text-amber-900">
            {t.noAccountTitle}
          </h2>
          <p className="mt-1 text-sm text-amber-900">{t.noAccountText}</p>
          <Link to="/community/settings/bank-account" className="btn-primary mt-3">
            {t.addAccount}
          </Link>
        </section>
      ) : null}
      <section className="mt-6" aria-labelledby="by-campaign">
        <h2 id="by-campaign" className="text-lg font-semibold text-slate-900">
          {t.campaignsTitle}
        </h2>
        {data.items.length ? (
          <ul className="mt-3 space-y-3" data-testid="earnings-list">
            {data.items.map((item) => (
              <li key={item.campaignId} className="card p-4" data-testid="earnings-item">
                <p className="break-words font-semibold text-slate-900">{item.title}</p>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">{t.fee}</dt>
                  <dd className="text-slate-800">{item.fee}</dd>
                  <dt className="text-slate-600">{item.commissionLabel}</dt>
                  <dd className="text-slate-800">{item.commission}</dd>
                  <dt className="text-slate-600">{t.share}</dt>
                  <dd className="font-semibold text-slate-900" data-testid="earnings-share">
                    {item.share}
                  </dd>
                  <dt className="text-slate-600">{t.state}</dt>
                  <dd className="text-slate-800" data-testid="earnings-state">
                    {item.stateLabel}
                  </dd>
                </dl>
                <div className="mt-3">
                  <Link to={item.href} className="btn-secondary" aria-label={item.openLabel}>
                    {t.openCampaign}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-3">
            <EmptyState title={t.emptyTitle} text={t.emptyText} />
          </div>
        )}
        <Pager pager={data.pager} />
      </section>
    </AreaPage>
  );
}
