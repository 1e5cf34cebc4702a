import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { DashboardDecisions, DashboardReviewsOwed, DashboardTips } from "~/components/dashboard-sections";
import { BriefCard } from "~/components/brief-card";
import { interpolate } from "~/i18n";
import type { ownerDashboardMessages } from "~/i18n/dashboard";
import { categoryLabel, formatNumber } from "~/i18n/format";
import type { categoryMessages } from "~/i18n/labels";
import { useLang, useOptionalUser, useT } from "~/i18n/use-lang";
import type { loader } from "./server";
import { SharePage } from "./share-page";

export { loader } from "./server";

/*
 * /community/dashboard: the verification state, the member and
 * matching-campaign counts, the community card with a WhatsApp link, three matching
 * briefs and tips; 'No Community Found' before the profile exists. The pending-account
 * banner and 'Loading dashboard...' come from the area layout.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.messages.ownerDashboard.title} — Guyub` : "Guyub" },
  ...(data ? [{ name: "description", content: data.messages.ownerDashboard.metaDescription }] : []),
];

function StatCard({ title, value, text, testId }: { title: string; value: ReactNode; text: string; testId: string }) {
  return (
    <section className="card p-5" data-testid={testId}>
      <h2 className="text-sm font-medium text-slate-600">{title}</h2>
      <p className="mt-2 text-2xl font-bold text-slate-900">{value}</p>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
    </section>
  );
}

export default function CommunityDashboard() {
  const data = useLoaderData<typeof loader>();
  const t = useT<typeof ownerDashboardMessages>("ownerDashboard");
  const categories = useT<typeof categoryMessages>("categories");
  const lang = useLang();
  const community = data.community;
  const user = useOptionalUser();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-1 text-sm text-slate-600" data-testid="welcome">
        {user ? `${interpolate(t.welcome, { name: user.fullname })} ` : null}
        {t.subtitle}
      </p>

      <DashboardReviewsOwed owed={data.owed} />

      {!community ? (
        <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5" role="alert" data-testid="no-community">
          <h2 className="text-lg font-semibold text-amber-900">{t.noCommunityTitle}</h2>
          <p className="mt-1 text-sm text-amber-900">{t.noCommunityText}</p>
          <Link to="/community/profile" className="btn-primary mt-4">
            {t.createProfile}
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-6 grid gap-4 sm:grid-cols-3">
            <StatCard
              testId="verification-card"
              title={t.verificationStatus}
              value={
                <span className={community.isVerified ? "text-emerald-700" : "text-amber-700"}>
                  {community.isVerified ? t.verified : t.pending}
                </span>
              }
              text={community.isVerified ? t.verifiedText : t.pendingText}
            />
            <StatCard testId="members-card" title={t.communityMembers} value={formatNumber(community.members, lang)} text={t.membersText} />
            <StatCard
              testId="matching-card"
              title={t.matchingCampaigns}
              value={formatNumber(community.matching, lang)}
              text={t.matchingText}
            />
          </div>

          <section className="card mt-6 p-5 sm:p-6" aria-labelledby="your-community" data-testid="your-community">
            <h2 id="your-community" className="text-sm font-medium text-slate-600">
              {t.yourCommunity}
            </h2>
            <p className="mt-2 break-words text-xl font-semibold text-slate-900">{community.name}</p>
            <p className="mt-2 break-words text-sm text-slate-700">{community.description}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {community.categories.map((c) => (
                <li key={c} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
                  {categoryLabel(c, categories)}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-700">
              <span className="text-slate-600">{t.location}: </span>
              {community.location ?? t.noLocation}
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              {community.whatsapp ? (
                <a href={community.whatsapp} className="btn-secondary" target="_blank" rel="noopener noreferrer">
                  {t.whatsapp}
                </a>
              ) : null}
              <Link to="/community/profile" className="btn-primary">
                {t.editProfile}
              </Link>
            </div>
          </section>

          <SharePage share={data.share} />

          <section className="mt-8" aria-labelledby="matching-briefs">
            <div className="flex items-center justify-between gap-3">
              <h2 id="matching-briefs" className="text-lg font-semibold text-slate-900">
                {t.matchingBriefs}
              </h2>
              <Link to="/community/briefs" className="text-sm font-semibold text-brand-700 hover:underline">
                {t.viewAll}
              </Link>
            </div>
            {data.briefs && data.briefs.length > 0 ? (
              <ul className="mt-4 grid gap-4 md:grid-cols-3">
                {data.briefs.map((brief) => (
                  <li key={brief.id}>
                    <BriefCard
                      brief={brief}
                      now={data.now}
                      actions={
                        <Link to={`/community/briefs?tab=all&dialog=view&id=${brief.id}`} className="btn-secondary">
                          {t.view}
                        </Link>
                      }
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-5 text-sm text-slate-600">{t.noMatches}</p>
            )}
          </section>
        </>
      )}

      <DashboardDecisions entries={data.decisions} />

      <DashboardTips id="profile-tips" title={t.tipsTitle} tips={[t.tip1, t.tip2, t.tip3, t.tip4]} />
    </div>
  );
}
