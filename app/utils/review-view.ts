import type { PagerData } from "./paging";

/*
 * How reviews are shown (docs/product.md, "Reviews"), shared by the components and the
 * server code that prepares it (app/routes/reviews.server.ts). A review as read comes as
 * HTML made there, every text escaped.
 */

/** A page of published reviews: its heading, count and list (or "No reviews yet.") as HTML, and its pager. */
export type ReviewListData = { html: string; pager: PagerData };

/** What the review panel of one campaign shows to one of its parties (none before COMPLETED). */
export type ReviewPanelData = {
  campaignId: number;
  /** "Review the brand" (the owner) or "Review the community" (the advertiser). */
  title: string;
  /** Where things stand: waiting for the other side, published, or closed. */
  status: string | null;
  /** The form while the reader may still write: its intro and the five stars' labels. */
  form: { intro: string; stars: string[] } | null;
  mine: { title: string; html: string } | null;
  theirs: { title: string; html: string } | null;
  /** The review the reader may still reply to (about it, published, not replied, not hidden). */
  replyTo: number | null;
};

/** The reviews a party still owes (the first few), each with where it writes it. */
export type OwedReviews = { total: number; items: { campaignId: number; text: string; due: string; href: string }[]; more: string | null };
