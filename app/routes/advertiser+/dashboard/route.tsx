import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DashboardDecisions, DashboardReviewsOwed, DashboardTips } from "~/components/dashboard-sections";
import { BriefCard } from "~/components/brief-card";
import { BriefCampaignsLink } from "~/components/brief-campaigns-link";
import { CommunityCard } from "~/components/community-card";
import { interpolate } from "~/i18n";
import type { advertiserDashboardMessages } from "~/i18n/advertiser-dashboard";
import { formatNumber } from "~/i18n/format";
import { useLang, useOptionalUser, useT } from "~/i18n/use-lang";
import type { loader } from "./server";

export { loader } from "./server";

/*
 * /advertiser/dashboard: counts of total, active and completed briefs,
 * up to 4 of the advertiser's briefs ('View All Briefs' when there are more), 'Create
 * New Brief', up to 3 recommended communities (its briefs' categories first) and tips.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.messages.advertiserDashboard.title} — Guyub` : "Guyub" },
  ...(data ? [{ name: "description", content: data.messages.advertiserDashboard.metaDescription }] : []),
];

function Empty({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-5" data-testid={testId}>
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
    </div>
  );
}

export default function AdvertiserDashboard() {
  const data = useLoaderData<typeof loader>();
  const t = useT<typeof advertiserDashboardMessages>("advertiserDashboard");
  const lang = useLang();
  const user = useOptionalUser();
  const stats = [
    ["total-briefs", t.totalBriefs, data.counts.total],
    ["active-briefs", t.activeBriefs, data.counts.active],
    ["completed-briefs", t.completedBriefs, data.counts.completed],
  ] as const;
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="welcome">
            {user ? `${interpolate(t.welcome, { name: user.fullname })} ` : null}
            {t.subtitle}
          </p>
        </div>
        <Link to="/advertiser/create-brief" className="btn-primary">
          {t.createBrief}
        </Link>
      </div>

      <DashboardReviewsOwed owed={data.owed} />

      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        {stats.map(([id, label, value]) => (
          <section key={id} className="card p-5" data-testid={id}>
            <h2 className="text-sm font-medium text-slate-600">{label}</h2>
            <p className="mt-2 text-2xl font-bold text-slate-900">{formatNumber(value, lang)}</p>
          </section>
        ))}
      </div>

      <section className="mt-8" aria-labelledby="your-briefs">
        <div className="flex items-center justify-between gap-3">
          <h2 id="your-briefs" className="text-lg font-semibold text-slate-900">
            {t.yourBriefs}
          </h2>
          {data.moreBriefs ? (
            <Link to="/advertiser/briefs" className="text-sm font-semibold text-brand-700 hover:underline">
              {t.viewAllBriefs}
            </Link>
          ) : null}
        </div>
        {data.briefs.length ? (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {data.briefs.map((brief) => (
              <li key={brief.id}>
                <BriefCard
                  brief={brief}
                  now={data.now}
                  actions={
                    <>
                      <Link to={`/advertiser/briefs?dialog=view&id=${brief.id}`} className="btn-secondary">
                        {t.view}
                      </Link>
                      {brief.edit ? (
                        <Link to={brief.edit.href} className="btn-ghost" aria-label={brief.edit.label}>
                          {brief.edit.text}
                        </Link>
                      ) : null}
                      <BriefCampaignsLink campaigns={brief.campaigns} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <Empty testId="no-briefs" title={t.noBriefsTitle} text={t.noBriefsText} />
        )}
      </section>

      <section className="mt-8" aria-labelledby="recommended">
        <div className="flex items-center justify-between gap-3">
          <h2 id="recommended" className="text-lg font-semibold text-slate-900">
            {t.recommended}
          </h2>
          <Link to="/advertiser/search" className="text-sm font-semibold text-brand-700 hover:underline">
            {t.searchCommunities}
          </Link>
        </div>
        {data.communities.length ? (
          <ul className="mt-4 grid gap-4 md:grid-cols-3" data-testid="recommended-list">
            {data.communities.map((community) => (
              <li key={community.id}>
                <CommunityCard community={community} viewer={user} />
              </li>
            ))}
          </ul>
        ) : (
          <Empty testId="no-recommendations" title={t.noRecommendationsTitle} text={t.noRecommendationsText} />
        )}
      </section>

      <DashboardDecisions entries={data.decisions} />

      <DashboardTips id="brief-tips" title={t.tipsTitle} tips={[t.tip1, t.tip2, t.tip3, t.tip4]} />
    </div>
  );
}
