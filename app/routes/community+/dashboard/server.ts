import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { briefCardMessages } from "~/i18n/briefs";
import { ownerDashboardMessages } from "~/i18n/dashboard";
import { categoryMessages } from "~/i18n/labels";
import { decisionMessages } from "~/i18n/decisions";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { listBriefsForOwner } from "~/models/brief.server";
import { getOwnCommunityProfile } from "~/models/community-profile.server";
import { countMembers } from "~/models/member.server";
import { requireUser } from "~/server/auth.server";
import { reviewsOwedMessages } from "~/i18n/reviews";
import { owedReviewsData, reviewTexts } from "~/routes/reviews.server";
import { withBriefDates } from "~/routes/brief-card.server";
import { decisionsAbout } from "~/routes/admin+/console.server";
import { whatsappLink } from "~/utils/whatsapp";
import { interpolate } from "~/i18n/index";
import { sharePageMessages, storefrontMessages } from "~/i18n/packages";
import { siteUrl } from "~/lib/server/env.server";
import { communityPagePath } from "~/utils/community-page";

/*
 * The owner's dashboard's loader: the community, its counts, three matching briefs and the
 * latest decisions about the owner, in the reader's language.
 */

const MATCHING_SHOWN = 3;

/** "Share your page": the public page's address and a WhatsApp message carrying it. */
function shareOf(community: { id: number; name: string }, message: string) {
  const path = communityPagePath(community);
  const url = siteUrl() + path;
  return { url, path, whatsapp: `https://wa.me/?text=${encodeURIComponent(`${interpolate(message, { name: community.name })} ${url}`)}` };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const lang = getLang(request);
  const messages = pickMessages(
    request,
    ownerDashboardMessages,
    briefCardMessages,
    categoryMessages,
    decisionMessages,
    reviewsOwedMessages,
    sharePageMessages,
  );
  const decisions = decisionsAbout(request, user);
  const owed = owedReviewsData(user, lang, reviewTexts(request));
  const profile = getOwnCommunityProfile(user);
  if (!profile) return json({ community: null, decisions, owed, now: Date.now(), messages });
  const briefs = listBriefsForOwner(user, { tab: "matching" }, { limit: MATCHING_SHOWN, offset: 0 });
  return json({
    community: {
      name: profile.name,
      description: profile.description,
      categories: profile.categories,
      location: profile.location,
      isVerified: profile.isVerified,
      members: countMembers(profile.id),
      matching: briefs.counts.matching,
      // The owner's own phone, digits only with 62 for the leading 0.
      whatsapp: whatsappLink(user.phone),
    },
    share: profile.isVerified ? shareOf(profile, messagesFor(request, storefrontMessages).shareMessage) : null,
    briefs: briefs.items.map((b) => withBriefDates(b, lang)),
    decisions,
    owed,
    now: Date.now(),
    messages,
  });
}
