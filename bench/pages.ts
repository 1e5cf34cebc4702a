import type { Role } from "../app/utils/enums";
import type { BenchTargets } from "./seed-campaigns";

/*
 * The pages `npm run bench` weighs (HTML, JS, CSS gzip; JS at most 100 KB each) and, for
 * the signed-in ones, times (median server time at most 20 ms over the big data set).
 *
 * A new workspace page, or a settings tab with its own URL, gets ONE line in
 * SIGNED_IN_PAGES: the role it belongs to and its path. The bench signs in as that
 * role's bench account (bench/seed.ts BENCH_ACCOUNTS) and checks the page answers 200.
 * A path may name a seeded row as `{key}` (BenchTargets of bench/seed-campaigns.ts:
 * ownerCampaign, adminCampaign, bigBrief, invitedCommunity, reviewedCommunity, benchInvoice, journalDay, communityPage,
 * reviewedCommunityPage, benchCommunity, benchPackage, advertiserBooking, ownerBooking, bookablePackage, brandThreadCampaign,
 * threadBefore); bench/run.ts fills it in
 * after seeding (resolvePath). A page that answers 404 (its route is not in the build)
 * fails with that message and is not timed.
 */

/** The product rules (1 KB = 1000 bytes). */
export const JS_BUDGET_BYTES = 100_000; // gzipped JS a first visit of any page loads, at most
export const SERVER_MS_BUDGET = 20; // median server time of a signed-in page, at most
/** `--scale`: a page's median on the biggest data set, at most this many times its median on the smallest. */
export const SCALE_GROWTH_LIMIT = 1.5;

/** The admin's campaign search: a word in ~17% of the seeded campaigns (brief titles, community names). */
export const CAMPAIGN_SEARCH = "jakarta";

/** Weighed anonymously. /browse is also load-tested (bench/run.ts cases). */
export const PUBLIC_PAGES: readonly string[] = [
  "/",
  "/browse",
  "/auth",
  "/contact",
  "/browse?sort=rating",
  "/browse?sort=rating&min_rating=4",
];

export const SIGNED_IN_PAGES: readonly { role: Role; path: string }[] = [
  { role: "COMMUNITY_OWNER", path: "/community/dashboard" },
  { role: "COMMUNITY_OWNER", path: "/community/profile" },
  { role: "COMMUNITY_OWNER", path: "/community/members" },
  { role: "COMMUNITY_OWNER", path: "/community/briefs" },
  { role: "COMMUNITY_OWNER", path: "/community/briefs?tab=all" },
  { role: "COMMUNITY_OWNER", path: "/community/briefs?category=EDUCATION" },
  { role: "COMMUNITY_OWNER", path: "/community/applications" },
  { role: "COMMUNITY_OWNER", path: "/community/applications?tab=all" },
  { role: "COMMUNITY_OWNER", path: "/community/settings" },
  { role: "COMMUNITY_OWNER", path: "/community/settings/password" },
  { role: "COMMUNITY_OWNER", path: "/community/settings/danger-zone" },
  { role: "COMMUNITY_OWNER", path: "/community/settings/danger-zone?dialog=delete" },
  { role: "COMMUNITY_OWNER", path: "/community/settings/bank-account" },
  { role: "COMMUNITY_OWNER", path: "/community/earnings" },
  { role: "COMMUNITY_OWNER", path: "/community/earnings?page=2" },
  { role: "ADVERTISER", path: "/advertiser/dashboard" },
  { role: "ADVERTISER", path: "/advertiser/briefs" },
  { role: "ADVERTISER", path: "/advertiser/briefs?tab=drafts" },
  { role: "ADVERTISER", path: "/advertiser/create-brief" },
  { role: "ADVERTISER", path: "/advertiser/search" },
  { role: "ADVERTISER", path: "/advertiser/search?verified=false&page=5" },
  { role: "ADVERTISER", path: "/advertiser/search?category=EDUCATION&location=Jakarta&min_members=1000&max_members=50000" },
  { role: "ADVERTISER", path: "/advertiser/search?q=kopi&category=FOOD_BEVERAGE" },
  { role: "ADVERTISER", path: "/advertiser/search?community=4242" },
  { role: "ADVERTISER", path: "/advertiser/settings" },
  { role: "ADVERTISER", path: "/advertiser/settings/company" },
  { role: "ADVERTISER", path: "/advertiser/settings/password" },
  { role: "ADVERTISER", path: "/advertiser/settings/danger-zone" },
  { role: "ADVERTISER", path: "/advertiser/billing" },
  { role: "ADVERTISER", path: "/advertiser/billing?state=all" },
  { role: "ADVERTISER", path: "/advertiser/billing?state=paid&page=20" },
  { role: "ADVERTISER", path: "/advertiser/billing/{benchInvoice}" },
  { role: "ADMIN", path: "/admin/dashboard" },
  { role: "ADMIN", path: "/admin/pending-users" },
  { role: "ADMIN", path: "/admin/pending-users?page=3" },
  { role: "ADMIN", path: "/admin/users" },
  { role: "ADMIN", path: "/admin/users?q=sari" },
  { role: "ADMIN", path: "/admin/users?q=zzqx" },
  { role: "ADMIN", path: "/admin/users?role=ADVERTISER&status=PENDING" },
  { role: "ADMIN", path: "/admin/users?page=400" },
  { role: "ADMIN", path: "/admin/briefs" },
  { role: "ADMIN", path: "/admin/applications" },
  { role: "ADMIN", path: "/admin/applications?tab=all&page=50" },
  { role: "ADMIN", path: "/admin/applications?tab=approved" },
  { role: "ADMIN", path: "/admin/communities" },
  { role: "ADMIN", path: "/admin/communities?category=EDUCATION&verified=false" },
  { role: "ADMIN", path: "/admin/communities?q=kopi" },
  { role: "ADMIN", path: "/admin/communities?page=300" },
  { role: "ADMIN", path: "/admin/messages" },
  { role: "ADMIN", path: "/admin/messages?tab=all" },
  { role: "ADMIN", path: "/admin/settings" },
  { role: "ADMIN", path: "/admin/notifications" },
  { role: "ADMIN", path: "/admin/notifications?page=200" },
  { role: "COMMUNITY_OWNER", path: "/community/notifications" },
  { role: "ADVERTISER", path: "/advertiser/notifications" },
  // Campaign delivery (docs/product.md, "Campaigns").
  { role: "COMMUNITY_OWNER", path: "/community/campaigns" },
  { role: "COMMUNITY_OWNER", path: "/community/campaigns/{ownerCampaign}" },
  // Conversations (bench/seed-messages.ts): the newest page of a big thread for each
  // reader, and an older page (`before`: its middle).
  { role: "COMMUNITY_OWNER", path: "/conversations/campaign/{ownerCampaign}" },
  { role: "COMMUNITY_OWNER", path: "/conversations/campaign/{ownerCampaign}?before={threadBefore}" },
  { role: "ADVERTISER", path: "/conversations/campaign/{brandThreadCampaign}" },
  { role: "ADMIN", path: "/conversations/campaign/{ownerCampaign}" },
  // A booking's conversation (its thread made with the booking), from each side.
  { role: "ADVERTISER", path: "/conversations/booking/{advertiserBooking}" },
  { role: "COMMUNITY_OWNER", path: "/conversations/booking/{ownerBooking}" },
  // Messages: each reader's conversations, the latest first (the admin's: every one, and a deep page).
  { role: "COMMUNITY_OWNER", path: "/conversations" },
  { role: "ADVERTISER", path: "/conversations" },
  { role: "ADMIN", path: "/conversations" },
  { role: "ADMIN", path: "/conversations?page=1000" },
  { role: "ADVERTISER", path: "/briefs/{bigBrief}/report" },
  { role: "ADVERTISER", path: "/briefs/{bigBrief}/report.csv" },
  { role: "ADVERTISER", path: "/advertiser/briefs?dialog=view&id={bigBrief}" },
  { role: "ADVERTISER", path: "/advertiser/search?community={invitedCommunity}" },
  { role: "ADMIN", path: "/admin/campaigns" },
  { role: "ADMIN", path: "/admin/campaigns?state=PROOF_SUBMITTED" },
  { role: "ADMIN", path: `/admin/campaigns?q=${CAMPAIGN_SEARCH}` },
  { role: "ADMIN", path: "/admin/campaigns?dialog=view&id={adminCampaign}" },
  { role: "ADMIN", path: "/briefs/{bigBrief}/report" },
  // The admin's Finance tab (docs/product.md, "Money"): every section and tab, a deep page, a number search.
  { role: "ADMIN", path: "/admin/finance" },
  { role: "ADMIN", path: "/admin/finance?state=overdue" },
  { role: "ADMIN", path: "/admin/finance?state=paid" },
  { role: "ADMIN", path: "/admin/finance?state=paid&page=500" },
  { role: "ADMIN", path: "/admin/finance?state=void" },
  { role: "ADMIN", path: "/admin/finance?q=GYB%2F2026%2F0001" },
  { role: "ADMIN", path: "/admin/finance?section=payouts" },
  { role: "ADMIN", path: "/admin/finance?section=payouts&state=held" },
  { role: "ADMIN", path: "/admin/finance?section=payouts&state=sent" },
  { role: "ADMIN", path: "/admin/finance?section=payouts&state=sent&page=300" },
  { role: "ADMIN", path: "/admin/finance?section=refunds" },
  { role: "ADMIN", path: "/admin/finance?section=refunds&state=sent" },
  { role: "ADMIN", path: "/admin/finance?section=ledger" },
  // Ratings (docs/decisions/027-rating-search.md): /browse signed in (never from the page cache) and the search.
  { role: "ADVERTISER", path: "/browse?sort=rating" },
  { role: "ADVERTISER", path: "/browse?sort=rating&min_rating=4" },
  { role: "ADVERTISER", path: "/advertiser/search?sort=rating" },
  { role: "ADVERTISER", path: "/advertiser/search?sort=rating&min_rating=4" },
  { role: "ADVERTISER", path: "/advertiser/search?min_rating=4&category=TECHNOLOGY&location=Jakarta" },
  { role: "ADVERTISER", path: "/advertiser/search?sort=rating&min_rating=4&page=20" },
  { role: "ADVERTISER", path: "/advertiser/search?community={reviewedCommunity}" },
  // Packages and the public page (docs/product.md): the owner's full list and a dialog; the public
  // page signed in (never from the page cache: a fresh render, with Book buttons), its reviews paged.
  { role: "COMMUNITY_OWNER", path: "/community/packages" },
  { role: "COMMUNITY_OWNER", path: "/community/packages?dialog=edit&id={benchPackage}" },
  { role: "ADVERTISER", path: "{communityPage}" },
  { role: "ADVERTISER", path: "{reviewedCommunityPage}" },
  { role: "ADVERTISER", path: "{reviewedCommunityPage}?rpage=2" },
  // Bookings (docs/product.md, "Bookings"): both sides' lists, a state tab, a booking page with its dialogs, the form, the admin's tab.
  { role: "ADVERTISER", path: "/advertiser/bookings" },
  { role: "ADVERTISER", path: "/advertiser/bookings?state=declined" },
  { role: "ADVERTISER", path: "/advertiser/bookings/{advertiserBooking}" },
  { role: "ADVERTISER", path: "/advertiser/bookings/new?package={bookablePackage}" },
  { role: "COMMUNITY_OWNER", path: "/community/bookings" },
  { role: "COMMUNITY_OWNER", path: "/community/bookings?state=requested" },
  { role: "COMMUNITY_OWNER", path: "/community/bookings/{ownerBooking}" },
  { role: "COMMUNITY_OWNER", path: "/community/bookings/{ownerBooking}?dialog=counter&id={ownerBooking}" },
  { role: "ADMIN", path: "/admin/bookings" },
  { role: "ADMIN", path: "/admin/bookings?state=expired" },
  { role: "ADMIN", path: "/admin/bookings?state=declined&page=500" },
];

/**
 * Public pages timed anonymously, one request at a time like the signed-in pages (median
 * at most SERVER_MS_BUDGET), and weighed: after the first request the anonymous page
 * cache answers (docs/decisions/005-anonymous-page-cache.md). Same `{key}` placeholders.
 */
export const PUBLIC_TIMED: readonly string[] = ["{communityPage}", "{reviewedCommunityPage}"];

/**
 * Signed-in JSON (and CSV) endpoints, timed like the signed-in pages (median at most
 * SERVER_MS_BUDGET) but not weighed. Same `{key}` placeholders.
 */
export const SIGNED_IN_API: readonly { role: Role; path: string }[] = [
  { role: "COMMUNITY_OWNER", path: "/api/campaigns" },
  { role: "ADVERTISER", path: "/api/campaigns" },
  { role: "ADMIN", path: "/api/campaigns" },
  { role: "ADMIN", path: "/api/campaigns?state=PROOF_SUBMITTED" },
  { role: "COMMUNITY_OWNER", path: "/api/campaigns/{ownerCampaign}" },
  { role: "COMMUNITY_OWNER", path: "/api/campaigns/{ownerCampaign}/messages" },
  { role: "COMMUNITY_OWNER", path: "/api/campaigns/{ownerCampaign}/messages?before={threadBefore}" },
  { role: "ADVERTISER", path: "/api/briefs/{bigBrief}/report" },
  { role: "ADVERTISER", path: "/api/briefs/{bigBrief}/report.csv" },
  // Money (docs/api.md): the brand's invoices, the owner's earnings, the admin's lists and the trial balance.
  { role: "ADVERTISER", path: "/api/invoices" },
  { role: "ADMIN", path: "/api/invoices?state=paid" },
  { role: "COMMUNITY_OWNER", path: "/api/earnings" },
  { role: "ADMIN", path: "/api/payouts" },
  { role: "ADMIN", path: "/api/refunds" },
  { role: "ADMIN", path: "/api/admin/ledger/balance" },
  // The invoice as a PDF, drawn on the server for each request.
  { role: "ADVERTISER", path: "/api/invoices/{benchInvoice}.pdf" },
  { role: "ADVERTISER", path: "/api/communities?sort=rating&min_rating=4" },
  { role: "ADVERTISER", path: "/api/communities?sort=rating&min_rating=4.5&category=EDUCATION" },
  // The community detail's review list (the most reviewed community), first page and the second.
  { role: "ADVERTISER", path: "/api/communities/{reviewedCommunity}/reviews" },
  { role: "ADVERTISER", path: "/api/communities/{reviewedCommunity}/reviews?offset=10&limit=10" },
  // A community's packages (ten, the bench owner's: paused ones too for its owner).
  { role: "ADVERTISER", path: "/api/communities/{benchCommunity}/packages" },
  { role: "COMMUNITY_OWNER", path: "/api/communities/{benchCommunity}/packages" },
  // Bookings: each side's list and one booking.
  { role: "ADVERTISER", path: "/api/bookings" },
  { role: "COMMUNITY_OWNER", path: "/api/bookings?state=requested" },
  { role: "ADMIN", path: "/api/bookings?limit=100&offset=20000" },
  { role: "COMMUNITY_OWNER", path: "/api/bookings/{ownerBooking}" },
];

/** Fill in the `{key}` placeholders of a measured path with the seeded ids. */
export function resolvePath(path: string, targets: BenchTargets): string {
  return path.replace(/\{(\w+)\}/g, (_whole, key: string) => {
    const value = (targets as Record<string, number | string | undefined>)[key];
    if (!value) throw new Error(`bench/pages.ts: ${path} names {${key}}, which the seed did not provide`);
    return String(value);
  });
}

/**
 * Signed-in pages also put under a steady load: requests evenly paced at
 * `rate` per second with the role's cookie, p99 at most `p99Ms` (bench/load.ts pacedRate).
 */
export const STEADY_SIGNED_IN = {
  rate: 50,
  p99Ms: 100,
  pages: [
    { role: "COMMUNITY_OWNER", path: "/community/dashboard" },
    { role: "COMMUNITY_OWNER", path: "/community/briefs" },
    { role: "ADVERTISER", path: "/advertiser/dashboard" },
    { role: "ADVERTISER", path: "/advertiser/briefs" },
    { role: "ADVERTISER", path: "/advertiser/search" },
    { role: "ADVERTISER", path: "/advertiser/search?category=EDUCATION&min_members=1000" },
    { role: "ADMIN", path: "/admin/dashboard" },
    { role: "ADMIN", path: "/admin/users?q=sari" },
    { role: "ADMIN", path: "/admin/briefs" },
    { role: "ADMIN", path: "/admin/communities" },
    { role: "ADMIN", path: "/admin/applications" },
  ] as readonly { role: Role; path: string }[],
};
