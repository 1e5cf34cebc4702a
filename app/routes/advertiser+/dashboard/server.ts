import { unreadByBrief } from "~/models/storefront/threads.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { toCardData } from "~/utils/community-view";
import { advertiserDashboardMessages } from "~/i18n/advertiser-dashboard";
import { briefCardMessages } from "~/i18n/briefs";
import { communityMessages } from "~/i18n/community";
import { categoryMessages } from "~/i18n/labels";
import { decisionMessages } from "~/i18n/decisions";
import { getLang, pickMessages } from "~/i18n/lang.server";
import { countAdvertiserBriefs, listOwnBriefCards } from "~/models/advertiser-briefs.server";
import { campaignCountsOfBriefs } from "~/models/campaign/queries.server";
import { listRecommendedCommunities } from "~/models/community.server";
import { requireUser } from "~/server/auth.server";
import { reviewsOwedMessages } from "~/i18n/reviews";
import { owedReviewsData, reviewTexts } from "~/routes/reviews.server";
import { withBriefDates } from "~/routes/brief-card.server";
import { decisionsAbout } from "~/routes/admin+/console.server";
import { campaignsAction, editAction } from "~/routes/advertiser+/brief-cards.server";

/*
 * The advertiser's dashboard's loader: its brief counts, four briefs (each with
 * "Campaigns (N)" and the proofs waiting for an answer, as on /advertiser/briefs), three
 * recommended communities and the latest decisions about the advertiser, in the reader's
 * language.
 */

const BRIEFS_SHOWN = 4;
const RECOMMENDED_SHOWN = 3;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const lang = getLang(request);
  const briefs = listOwnBriefCards(user, { limit: BRIEFS_SHOWN, offset: 0 });
  const { targetCategories, ...counts } = countAdvertiserBriefs(user);
  const campaignCounts = campaignCountsOfBriefs(
    user,
    briefs.items.map((b) => b.id),
  );
  // The brand's unread messages over each brief's campaigns.
  const unread = unreadByBrief(
    user,
    briefs.items.map((b) => b.id),
  );
  return json({
    counts,
    briefs: briefs.items.map((b) => ({
      ...withBriefDates(b, lang),
      campaigns: campaignsAction(campaignCounts.get(b.id), b, lang, unread.get(b.id)),
      edit: editAction(b, lang),
    })),
    moreBriefs: briefs.total > BRIEFS_SHOWN,
    communities: listRecommendedCommunities(user, RECOMMENDED_SHOWN, targetCategories).map(toCardData),
    decisions: decisionsAbout(request, user),
    owed: owedReviewsData(user, lang, reviewTexts(request)),
    now: Date.now(),
    messages: pickMessages(
      request,
      advertiserDashboardMessages,
      briefCardMessages,
      communityMessages,
      categoryMessages,
      decisionMessages,
      reviewsOwedMessages,
    ),
  });
}
