import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CampaignSection, type AnswerReply } from "./campaign-section";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import type { campaignReportMessages } from "~/i18n/campaign-report";
import { pageMeta, useT } from "~/i18n/use-lang";
import { useIsPending } from "~/utils/use-is-pending";
import type { briefReportLoader } from "./server";

/*
 * A brief's campaign report (/briefs/<id>/report) for its advertiser and the admin: the
 * brief, the totals, the reach chart (SVG markup made by the loader: no chart code here),
 * the figures table, and one section per campaign (id="campaign-<id>") with the
 * advertiser's Accept and Request changes forms. A CSV of the same rows is at
 * /briefs/<id>/report.csv (with `?separator=semicolon` for Excel with Indonesian
 * regional settings; a line says which to pick). The print stylesheet (app/tailwind.css) leaves out the frame,
 * the forms and the buttons, and adds the date it was printed; the reviews of completed
 * campaigns print with their sections. Loader and action in ./server.ts; no JavaScript needed.
 */

export { briefReportLoader as loader, briefReportAction as action } from "./server";

type loader = typeof briefReportLoader;

export const meta: MetaFunction<loader> = ({ data }) => {
  const texts = data?.messages.campaignReport;
  if (!data || !texts) return pageMeta(texts);
  return [{ title: `${data.brief.title} — ${texts.metaTitle}` }, { name: "description", content: texts.metaDescription }];
};

export default function BriefReport() {
  const data = useLoaderData<loader>();
  const t = useT<typeof campaignReportMessages>("campaignReport");
  const reply = useActionData<AnswerReply>();
  const busy = useIsPending();
  const { brief } = data;
  return (
    <main id="main" className="report flex-1 bg-slate-50 print:bg-white">
      <div className="container-page max-w-5xl py-8 print:py-0">
        <p className="text-sm print:hidden">
          <Link to={data.backHref} className="font-medium text-brand-700 underline">
            {brief.kind === "booking" && data.isAdvertiser ? t.backToBooking : t.backToBriefs}
          </Link>
        </p>
        <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600 print:mt-0 print:text-black">{t.heading}</p>
        <h1 className="mt-1 break-words text-2xl font-bold text-slate-900" data-testid="report-title">
          {brief.title}
        </h1>
        <p className="mt-1 hidden text-sm print:block" data-testid="printed-on">
          {data.printedOn}
        </p>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500 print:text-black">{t.company}</dt>
          <dd className="break-words font-medium text-slate-900">{brief.company}</dd>
          <dt className="text-slate-500 print:text-black">{brief.kind === "booking" ? t.wishedDate : t.timeline}</dt>
          <dd className="font-medium text-slate-900">{brief.timeline}</dd>
          <dt className="text-slate-500 print:text-black">{brief.kind === "booking" ? t.bookingStatus : t.briefStatus}</dt>
          <dd className="font-medium text-slate-900">{brief.status}</dd>
        </dl>
        <div className="mt-4 space-y-2 print:hidden">
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <a href={data.csvHref} download className="btn-secondary" data-testid="download-csv" aria-describedby="csv-hint">
              {t.downloadCsv}
            </a>
            <a
              href={data.csvSemicolonHref}
              download
              className="btn-secondary"
              data-testid="download-csv-semicolon"
              aria-describedby="csv-hint"
            >
              {t.downloadCsvSemicolon}
            </a>
          </div>
          <p id="csv-hint" className="text-xs text-slate-600" data-testid="csv-hint">
            {t.csvHint}
          </p>
          <p className="text-xs text-slate-600">{t.printHint}</p>
        </div>

        <section aria-labelledby="totals-title" className="mt-8 break-inside-avoid">
          <h2 id="totals-title" className="text-lg font-semibold text-slate-900">
            {t.totalsTitle}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="report-totals">
            {data.totals.map((total) => (
              <div
                key={total.key}
                className={`card p-3 print:border print:border-black print:shadow-none ${total.key === "spend" ? "col-span-2 sm:col-span-1" : ""}`}
                data-testid={`total-${total.key}`}
              >
                <dt className="text-xs font-medium text-slate-600 print:text-black">{total.label}</dt>
                <dd className="mt-1 text-xl font-bold text-slate-900">{total.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-slate-600 print:text-black">{t.totalsNote}</p>
        </section>

        <section aria-labelledby="chart-title" className="mt-8 break-inside-avoid">
          <h2 id="chart-title" className="text-lg font-semibold text-slate-900">
            {t.chartTitle}
          </h2>
          {data.chartSvg ? (
            <figure className="card mt-3 p-4 print:border print:border-black print:shadow-none" data-testid="reach-chart">
              {/* The loader's SVG markup: every text in it is escaped (chart.server.ts). */}
              <div dangerouslySetInnerHTML={{ __html: data.chartSvg }} />
              {data.chartNote ? <figcaption className="mt-2 text-xs text-slate-600 print:text-black">{data.chartNote}</figcaption> : null}
            </figure>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t.chartNone}</p>
          )}
        </section>

        {data.campaigns.length ? (
          <section aria-labelledby="table-title" className="mt-8">
            <h2 id="table-title" className="text-lg font-semibold text-slate-900">
              {t.tableTitle}
            </h2>
            {/* Below 640 px (on screen) each row is a block of its own, every figure named by
                its column (.stack-table, app/tailwind.css): nothing hides to the right. The
                roles keep it a table to assistive technology whatever its display. */}
            <div className="card mt-3 sm:overflow-x-auto print:overflow-visible print:border print:border-black print:shadow-none">
              <table role="table" className="stack-table w-full text-left text-sm" data-testid="report-table">
                <caption className="sr-only">{t.tableCaption}</caption>
                <thead role="rowgroup" className="border-b border-slate-300 bg-slate-50 print:bg-white">
                  <tr role="row">
                    <th role="columnheader" scope="col" className="px-3 py-2 font-semibold">
                      {t.colCommunity}
                    </th>
                    <th role="columnheader" scope="col" className="px-3 py-2 font-semibold">
                      {t.colState}
                    </th>
                    <th role="columnheader" scope="col" className="px-3 py-2 text-right font-semibold">
                      {t.colFee}
                    </th>
                    <th role="columnheader" scope="col" className="px-3 py-2 text-right font-semibold">
                      {t.colReach}
                    </th>
                    <th role="columnheader" scope="col" className="px-3 py-2 text-right font-semibold">
                      {t.colReactions}
                    </th>
                    <th role="columnheader" scope="col" className="px-3 py-2 text-right font-semibold">
                      {t.colAttendees}
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup" className="divide-y divide-slate-200">
                  {data.campaigns.map((c) => (
                    <tr role="row" key={c.id}>
                      <th role="rowheader" scope="row" className="break-words px-3 py-2 font-medium">
                        <a href={`#${c.anchor}`} className="text-brand-700 underline print:text-black print:no-underline">
                          {c.community}
                        </a>
                      </th>
                      <td role="cell" data-label={t.colState} className="px-3 py-2">
                        {c.stateLabel}
                      </td>
                      <td role="cell" data-label={t.colFee} className="whitespace-nowrap px-3 py-2 text-right">
                        {c.fee}
                      </td>
                      <td role="cell" data-label={t.colReach} className="px-3 py-2 text-right">
                        {c.reach}
                      </td>
                      <td role="cell" data-label={t.colReactions} className="px-3 py-2 text-right">
                        {c.reactions}
                      </td>
                      <td role="cell" data-label={t.colAttendees} className="px-3 py-2 text-right">
                        {c.attendees}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}

        <section aria-labelledby="campaigns-title" className="mt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="campaigns-title" className="text-lg font-semibold text-slate-900">
              {t.campaignsTitle}
            </h2>
            <p className="text-sm text-slate-600 print:text-black" data-testid="campaign-count">
              {data.totalText}
            </p>
          </div>
          {data.campaigns.length ? (
            <div className="mt-3 space-y-4">
              {data.campaigns.map((c) => (
                <CampaignSection key={c.id} c={c} t={t} reply={reply} busy={busy} />
              ))}
            </div>
          ) : (
            <div className="mt-3">
              <EmptyState title={t.emptyTitle} text={t.emptyText} testId="no-campaigns" />
            </div>
          )}
          <div className="print:hidden">
            <Pager pager={data.pager} />
          </div>
        </section>
      </div>
    </main>
  );
}
