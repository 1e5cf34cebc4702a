import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { interpolate } from "~/i18n/index";
import { campaignWorkMessages } from "~/i18n/campaign-work";
import { formatNumber } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { CAMPAIGN_PAGE_SIZE, listCampaigns, type CampaignCounts } from "~/models/campaign/queries.server";
import { getOwnCommunity } from "~/models/community.server";
import { requireUser } from "~/server/auth.server";
import { feeText, nextStepText } from "~/routes/community+/campaign-work.server";
import { conversationLinks } from "~/routes/conversation-links.server";
import type { ConversationLinkData } from "~/utils/conversation-view";
import { CAMPAIGN_STATES, type CampaignState } from "~/utils/enums";
import { loadPage, pagerData } from "~/utils/paging";
import { listPlace, oneOf, pageNumber } from "~/utils/place";

/*
 * The loader of the owner's campaign work (./route.tsx): the campaigns of the owner's
 * community (listCampaigns scopes them to it), one tab per state (`?state=in_progress`)
 * with the counts of each, paged in SQL. Every text that depends on the campaign (the
 * fee, the date, what to do next) is made here, so the page ships no formatter.
 */

const BASE = "/community/campaigns";

/** A tab: every campaign, or the campaigns in one state (lower case in the URL). */
const TABS = ["all", ...CAMPAIGN_STATES.map((s) => s.toLowerCase())] as const;
type Tab = (typeof TABS)[number];

const { placeOf, hrefOf } = listPlace(BASE, {
  state: oneOf(TABS, "all"),
  page: pageNumber,
});

const stateOf = (tab: Tab): CampaignState | undefined => (tab === "all" ? undefined : (tab.toUpperCase() as CampaignState));

/** What a campaign card shows. */
export type CampaignCardData = {
  id: number;
  state: CampaignState;
  title: string;
  companyName: string;
  fee: string;
  startedOn: string;
  next: string;
  href: string;
  /** Its conversation, with the owner's unread count. */
  conversation: ConversationLinkData;
};

export async function campaignWorkLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const lang = getLang(request);
  const place = placeOf(new URL(request.url));
  const tab = place.state;
  const messages = pickMessages(request, campaignWorkMessages);
  if (!getOwnCommunity(user)) return json({ community: false as const, messages });
  const t = messagesFor(request, campaignWorkMessages);
  let counts: CampaignCounts | null = null;
  const list = loadPage(place.page, CAMPAIGN_PAGE_SIZE, (slice) => {
    const result = listCampaigns(user, { state: stateOf(tab) }, slice);
    counts = result.counts;
    return result;
  });
  const talk = conversationLinks(request, user, { campaignIds: list.items.map((campaign) => campaign.id) });
  const countOf = (key: Tab) => (counts ? counts[key === "all" ? "all" : (key.toUpperCase() as CampaignState)] : 0);
  return json({
    community: true as const,
    tab,
    tabs: TABS.map((key) => ({
      key,
      label: key === "all" ? t.tabAll : t[`state${key.toUpperCase() as CampaignState}`],
      href: hrefOf({ state: key }),
      count: formatNumber(countOf(key), lang),
      current: key === tab,
    })),
    cards: list.items.map((campaign): CampaignCardData => ({
      id: campaign.id,
      state: campaign.state,
      title: campaign.brief.title,
      companyName: campaign.brief.companyName,
      fee: feeText(campaign.agreedFee, t),
      startedOn: interpolate(t.startedOn, { date: formatDate(campaign.createdAt, lang) }),
      next: nextStepText(campaign, t, lang),
      href: `${BASE}/${campaign.id}`,
      conversation: talk.campaign(campaign.id),
    })),
    pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ state: tab, page })),
    allHref: hrefOf({}),
    messages,
  });
}
