import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { AreaPage } from "~/components/area-page";
import { CampaignStateBadge } from "~/components/campaigns/campaign-state-badge";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { campaignWorkMessages } from "~/i18n/campaign-work";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { CampaignCardData, campaignWorkLoader } from "./server";

/*
 * The owner's campaign work (/community/campaigns): the campaigns of its community, one
 * tab per state with counts, cards paged in SQL (brief, company, state, agreed fee, what
 * to do next) linking to each campaign (/community/campaigns/<id>). All links: no
 * JavaScript needed. The loader lives in ./server.ts.
 */

export { campaignWorkLoader as loader } from "./server";

type loader = typeof campaignWorkLoader;
type Texts = (typeof campaignWorkMessages)["en"];

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.campaignWork);

function CampaignCard({ card, t }: { card: CampaignCardData; t: Texts }) {
  const titleId = useId();
  return (
    <article className="card flex h-full flex-col p-5" aria-labelledby={titleId} data-testid="campaign-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CampaignStateBadge state={card.state} label={t[`state${card.state}`]} />
        <p className="text-xs text-slate-600">{card.startedOn}</p>
      </div>
      <h2 id={titleId} className="card-title mt-3">
        {card.title}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t.company}</dt>
        <dd className="break-words font-medium text-slate-800">{card.companyName}</dd>
        <dt className="text-slate-600">{t.agreedFee}</dt>
        <dd className="font-medium text-slate-800" data-testid="campaign-fee">
          {card.fee}
        </dd>
      </dl>
      <p className="mt-3 text-sm text-slate-700" data-testid="campaign-next">
        <span className="font-semibold text-slate-900">{t.nextStep}: </span>
        {card.next}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Link to={card.href} className="btn-primary" aria-label={interpolate(t.openLabel, { title: card.title })}>
          {t.openCampaign}
        </Link>
        <a href={card.conversation.href} className="btn-secondary" data-testid="conversation-link">
          {card.conversation.text}
        </a>
      </div>
    </article>
  );
}

export default function CampaignWork() {
  const data = useLoaderData<loader>();
  const t = useT<typeof campaignWorkMessages>("campaignWork");
  if (!data.community) {
    return (
      <AreaPage title="communityCampaigns">
        <EmptyState
          title={t.noCommunityTitle}
          text={t.noCommunityText}
          testId="no-community"
          action={
            <Link to="/community/profile" className="btn-primary">
              {t.createCommunity}
            </Link>
          }
        />
      </AreaPage>
    );
  }
  const current = data.tabs.find((tab) => tab.current);
  return (
    <AreaPage title="communityCampaigns">
      <p className="text-sm text-slate-600">{t.subtitle}</p>
      <div className="mt-6">
        <LinkTabs label={t.tabsLabel} tabs={data.tabs} />
      </div>
      <section className="mt-6" aria-label={current?.label}>
        {data.cards.length ? (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {data.cards.map((card) => (
              <li key={card.id}>
                <CampaignCard card={card} t={t} />
              </li>
            ))}
          </ul>
        ) : data.tab === "all" ? (
          <EmptyState
            title={t.emptyAllTitle}
            text={t.emptyAllText}
            action={
              <Link to="/community/briefs" className="btn-primary">
                {t.browseCampaigns}
              </Link>
            }
          />
        ) : (
          <EmptyState
            title={t.emptyStateTitle}
            text={t.emptyStateText}
            action={
              <Link to={data.allHref} className="btn-primary">
                {t.showAll}
              </Link>
            }
          />
        )}
        <Pager pager={data.pager} />
      </section>
    </AreaPage>
  );
}
