import { campaignReportHref } from "~/utils/campaign-links";
import * as z from "zod/mini";
import { interpolate, type Lang } from "~/i18n/index";
import { formatNumber } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { messagesFor } from "~/i18n/lang.server";
import { reviewMessages } from "~/i18n/reviews";
import type { User } from "~/models/user.server";
import { ModelError } from "~/models/errors";
import {
  REVIEW_PAGE_SIZE,
  listAdvertiserReviews,
  listReviewsOwed,
  reviewsOfCampaign,
  type CampaignReviews,
  type ReviewView,
} from "~/models/review/listings.server";
import { hideReview, replyToReview, writeReview } from "~/models/review/writing.server";
import { handleForm } from "~/server/action.server";
import { redirectWithToast } from "~/server/toast.server";
import { loadPage, pagerData, type ListResult, type Slice } from "~/utils/paging";
import type { OwedReviews, ReviewListData, ReviewPanelData } from "~/utils/review-view";
import { Id } from "~/validation/application";
import { HideReviewSchema, ReplySchema, ReviewSchema } from "~/validation/review";

/*
 * What the screens show of reviews (docs/product.md, "Reviews"), shared by the owner's
 * campaign page, the brief's report, the dashboards, the detail dialogs and the admin's
 * campaign view; and the forms' handlers (intents `review`, `reply`, `hide`).
 *
 * A review as read (stars, author, date, text, the reply, a hidden note for its author or
 * the admin) is HTML made here, every text escaped, and shown as markup: the pages that
 * list reviews are within a few hundred bytes of the 100 KB JavaScript budget
 * (docs/decisions/007-light-forms-and-the-js-budget.md), and a review has nothing
 * interactive. The forms are components (app/components/reviews/review-panel.tsx).
 * Blindness is the model's (readableWhere): what it does not load cannot show.
 */

type Texts = (typeof reviewMessages)["en"];

export const reviewTexts = (request: Request) => messagesFor(request, reviewMessages);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Text as HTML: every character that could open markup or end an attribute escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A rating to one decimal in the reader's language ("4.6", "4,6"). */
function ratingNumber(rating: number, lang: Lang): string {
  const text = rating.toFixed(1);
  return lang === "id" ? text.replace(".", ",") : text;
}

/** "4.6 ★ (12)", or null with no reviews (the card's rule too: app/components/community-card.tsx). */
export function ratingText(rating: { rating: number | null; count: number }, lang: Lang): string | null {
  if (rating.count === 0 || rating.rating === null) return null;
  return `${ratingNumber(rating.rating, lang)} ★ (${formatNumber(rating.count, lang)})`;
}

const starsHtml = (rating: number, t: Texts) =>
  `<p class="text-lg leading-none text-amber-600"><span aria-hidden="true">${"★".repeat(rating)}<span class="text-slate-300">${"★".repeat(5 - rating)}</span></span>` +
  `<span class="sr-only">${escapeHtml(interpolate(t.stars, { rating }))}</span></p>`;

const hiddenHtml = (template: string, note: string | null) =>
  `<p class="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="review-hidden">${escapeHtml(
    interpolate(template, { note: note ?? "" }),
  )}</p>`;

/**
 * One review as HTML: the stars, who wrote it and when, the text, the reviewed side's
 * reply. A hidden review or reply reaches here only for its author and the admin (the
 * model's rule), and says so with the admin's note.
 */
export function reviewHtml(review: ReviewView, t: Texts, lang: Lang): string {
  const date = formatDate(review.publishedAt ?? review.createdAt, lang);
  const parts = [
    `<article class="rounded-lg border border-slate-200 bg-white p-3" data-testid="review" data-review-id="${review.id}">`,
    starsHtml(review.rating, t),
    `<p class="mt-2 text-sm"><span class="font-semibold text-slate-900">${escapeHtml(review.authorName)}</span> <span class="text-slate-600">· ${escapeHtml(date)}</span>`,
    review.publishedAt ? "" : ` <span class="text-slate-600">· ${escapeHtml(t.notPublished)}</span>`,
    "</p>",
    review.text ? `<p class="mt-1 whitespace-pre-line break-words text-sm text-slate-800">${escapeHtml(review.text)}</p>` : "",
    review.hiddenAt ? hiddenHtml(t.hiddenNote, review.hiddenNote) : "",
  ];
  const reply = review.reply;
  if (reply) {
    const from = review.authorSide === "OWNER" ? t.replyFromBrand : t.replyFromCommunity;
    parts.push(
      `<div class="mt-3 border-l-2 border-slate-300 pl-3" data-testid="review-reply">`,
      `<p class="text-xs font-semibold text-slate-700">${escapeHtml(from)} <span class="font-normal text-slate-600">· ${escapeHtml(formatDate(reply.createdAt, lang))}</span></p>`,
      `<p class="mt-1 whitespace-pre-line break-words text-sm text-slate-800">${escapeHtml(reply.text)}</p>`,
      reply.hiddenAt ? hiddenHtml(t.replyHiddenNote, reply.hiddenNote) : "",
      "</div>",
    );
  }
  parts.push("</article>");
  return parts.join("");
}

/**
 * A paged list of published reviews (a community's, a brand's) for a detail dialog, as
 * HTML under its own heading (`title`) with the count: `list` is the model call, `href` a
 * page's URL (the `rpage` parameter beside the page's own); `lead`, HTML shown between
 * the heading and the list.
 */
export function reviewListData(
  wanted: number,
  list: (slice: Slice) => ListResult<ReviewView>,
  href: (page: number) => string,
  title: string,
  t: Texts,
  lang: Lang,
  lead = "",
): ReviewListData {
  const paged = loadPage(wanted, REVIEW_PAGE_SIZE, list);
  const count = paged.total
    ? ` <span class="text-sm font-normal text-slate-600">(${escapeHtml(formatNumber(paged.total, lang))})</span>`
    : "";
  const body = paged.items.length
    ? `<ul class="mt-2 space-y-3" data-testid="review-list">${paged.items.map((r) => `<li>${reviewHtml(r, t, lang)}</li>`).join("")}</ul>`
    : `<p class="mt-1 text-sm text-slate-600" data-testid="review-list-empty">${escapeHtml(t.noReviews)}</p>`;
  return {
    html: `<h3 class="mt-4 text-sm font-semibold text-slate-900" id="reviews">${escapeHtml(title)}${count}</h3>${lead}${body}`,
    pager: pagerData(paged.page, paged.pageCount, href),
  };
}

type Rating = { rating: number | null; count: number };

/** A brand's rating as a brief card's row (["Brand rating", "4.6 ★ (12)"]), or null with no reviews. */
export function brandRatingRow(rating: Rating | undefined, t: Texts, lang: Lang): [string, string] | null {
  const text = rating ? ratingText(rating, lang) : null;
  return text ? [t.brandRating, text] : null;
}

/**
 * A brand's rating and its published reviews (the community owners' reviews of the
 * advertiser's campaigns), paged, for the brief's detail dialog an owner reads: the
 * rating line under the heading (none without reviews), then the list. Nothing at all
 * for an advertiser whose reviews are not listed (not APPROVED: listAdvertiserReviews).
 */
export function brandReviewsData(
  viewer: User,
  advertiserId: number,
  rating: Rating | undefined,
  wanted: number,
  href: (page: number) => string,
  t: Texts,
  lang: Lang,
): ReviewListData {
  const row = brandRatingRow(rating, t, lang);
  const lead = row
    ? `<p class="mt-1 text-sm" data-testid="brand-rating"><span class="text-slate-600">${escapeHtml(row[0])}:</span> <span class="font-medium text-slate-800">${escapeHtml(row[1])}</span></p>`
    : "";
  try {
    return reviewListData(wanted, (slice) => listAdvertiserReviews(viewer, advertiserId, slice), href, t.brandReviews, t, lang, lead);
  } catch (error) {
    if (error instanceof ModelError && error.kind === "not_found") return { html: "", pager: pagerData(1, 1, href) };
    throw error;
  }
}

/**
 * The panel of `campaignId` for its owner or advertiser: `other` names the reviewed side
 * (the brand's company, or the community). Reads through reviewsOfCampaign, so the other
 * side's review is there only once published.
 */
export function reviewPanelData(
  user: User,
  campaignId: number,
  other: string,
  lang: Lang,
  t: Texts,
  now: Date = new Date(),
): ReviewPanelData | null {
  return reviewPanelOf(reviewsOfCampaign(user, campaignId, now), other, lang, t);
}

/** The panel of a campaign's reviews as its reader may read them (reviewsOfCampaign, reviewsOfCampaigns). */
export function reviewPanelOf(reviews: CampaignReviews, other: string, lang: Lang, t: Texts): ReviewPanelData | null {
  const campaignId = reviews.campaignId;
  if (reviews.state !== "COMPLETED" || reviews.side === "admin") return null;
  const owner = reviews.side === "owner";
  const mine = owner ? reviews.byOwner : reviews.byAdvertiser;
  const theirs = owner ? reviews.byAdvertiser : reviews.byOwner;
  const due = formatDate(reviews.dueAt, lang);
  let status: string | null = null;
  if (reviews.publishedAt) status = mine && theirs ? t.published : t.publishedAlone;
  else if (mine) status = interpolate(t.waiting, { name: other, date: due });
  else if (!reviews.mayWrite) status = t.closed;
  if (reviews.publishedAt && !mine) status = `${status} ${t.closed}`;
  const stars = [1, 2, 3, 4, 5].map((n) => (n === 1 ? t.starOne : interpolate(t.starMany, { n })));
  return {
    campaignId,
    title: owner ? t.writeBrand : t.writeCommunity,
    status,
    form: reviews.mayWrite ? { intro: interpolate(t.writeIntro, { name: other, date: due }), stars } : null,
    mine: mine ? { title: interpolate(t.yourReview, { name: other }), html: reviewHtml(mine, t, lang) } : null,
    theirs: theirs
      ? { title: interpolate(t.theirReview, { name: other }), html: reviewHtml(theirs, t, lang) }
      : reviews.publishedAt
        ? {
            title: interpolate(t.theirReview, { name: other }),
            html: `<p class="text-sm text-slate-600">${escapeHtml(interpolate(t.noTheirReview, { name: other }))}</p>`,
          }
        : null,
    replyTo: theirs && theirs.publishedAt && !theirs.hiddenAt && !theirs.reply ? theirs.id : null,
  };
}

/** The reviews `user` still owes (the first few, soonest to close first), each with where it writes it. */
export function owedReviewsData(user: User, lang: Lang, t: Texts, now: Date = new Date(), shown = 5): OwedReviews {
  const { items, total } = listReviewsOwed(user, { limit: shown, offset: 0 }, now);
  const owner = user.role === "COMMUNITY_OWNER";
  return {
    total,
    items: items.map((o) => ({
      campaignId: o.campaignId,
      text: owner
        ? interpolate(t.owedBrand, { company: o.companyName, brief: o.briefTitle })
        : interpolate(t.owedCommunity, { community: o.communityName, brief: o.briefTitle }),
      due: interpolate(t.owedDue, { date: formatDate(o.dueAt, lang) }),
      // The report pages its campaigns: ?campaign= opens the page that holds this one.
      href: owner ? `/community/campaigns/${o.campaignId}#reviews` : campaignReportHref(o),
    })),
    more: total > items.length ? interpolate(t.owedMore, { count: formatNumber(total - items.length, lang) }) : null,
  };
}

// ---------------------------------------------------------------------------------------
// The forms' handlers: each names its campaign (and the reply its review), so a page
// with several campaigns shows an error next to the right form.

const ReviewFormSchema = z.extend(ReviewSchema, { campaignId: Id });
const ReplyFormSchema = z.extend(ReplySchema, { campaignId: Id, reviewId: Id });
const HideFormSchema = z.extend(HideReviewSchema, { reviewId: Id });

/** `review` and `reply` for a campaign's party; `back` is where the answer goes (with its anchor). */
export function reviewIntents(request: Request, form: FormData, user: User, back: (campaignId: number) => string) {
  const t = reviewTexts(request);
  return {
    review: () =>
      handleForm(
        request,
        form,
        ReviewFormSchema,
        ({ campaignId, rating, text }) => {
          const review = writeReview(user, campaignId, { rating, text });
          const toast = review.publishedAt
            ? { title: "reviewsNowPublished", description: "reviewsNowPublishedText", type: "success" as const }
            : { title: "reviewSent", description: "reviewSentText", type: "success" as const };
          return redirectWithToast(back(campaignId), toast);
        },
        { intent: "review", describeFailure: (message) => interpolate(t.failedToReview, { message }) },
      ),
    reply: () =>
      handleForm(
        request,
        form,
        ReplyFormSchema,
        ({ campaignId, reviewId, text }) => {
          replyToReview(user, reviewId, { text });
          return redirectWithToast(back(campaignId), { title: "replyPosted", description: "replyPostedText", type: "success" });
        },
        { intent: "reply", describeFailure: (message) => interpolate(t.failedToReply, { message }) },
      ),
  };
}

/** The admin's `hide` (a review, or with part=reply its reply), then `back` to its campaign. */
export function hideIntent(request: Request, form: FormData, admin: User, back: (campaignId: number) => string) {
  const t = reviewTexts(request);
  return () =>
    handleForm(
      request,
      form,
      HideFormSchema,
      ({ reviewId, note, part }) => {
        const hidden = hideReview(admin, reviewId, { note, part });
        return redirectWithToast(back(hidden.campaignId), {
          title: part === "reply" ? "replyHidden" : "reviewHidden",
          description: "hiddenText",
          type: "success",
        });
      },
      { intent: "hide", describeFailure: (message) => interpolate(t.failedToHide, { message }) },
    );
}
