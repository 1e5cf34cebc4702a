import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { countText, interpolate, type Lang } from "~/i18n/index";
import { categoryLabel, formatMemberCount, formatNumber, formatRupiah } from "~/i18n/format";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { packageKindMessages, storefrontMessages } from "~/i18n/packages";
import { siteUrl } from "~/lib/server/env.server";
import { listCommunityReviews } from "~/models/review/listings.server";
import { getCommunityPage, shareCardOf, shareImagePath, type CommunityPage } from "~/models/storefront/community-page.server";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "~/models/storefront/share-image.server";
import type { User } from "~/models/user.server";
import { getUser } from "~/server/auth.server";
import { ratingText, reviewListData, reviewTexts } from "~/routes/reviews.server";
import { communityPageId, communityPagePath } from "~/utils/community-page";
import { kindLabel, platformLabel } from "~/utils/package-view";
import { pageParam } from "~/utils/paging";
import { platformName } from "~/utils/platforms";

/*
 * The loader of a verified community's public page, /c/<id>-<slug> (./route.tsx;
 * docs/product.md, "The community's public page"). Only the id finds the community; a
 * missing or different slug answers 301 to the canonical address, an id without a page
 * (not verified, owner not approved, missing) 404. Visitors get it from the anonymous
 * page cache like /browse (page-cache.server.ts). The reviews are paged by `rpage`.
 * Each package's button depends on who reads: "Book" (an approved advertiser), "Log in
 * to book" (a visitor, back here after signing in), a note for a pending advertiser,
 * nothing for the other roles.
 */

type Texts = (typeof storefrontMessages)["en"];

/** What a reader may do with a package: book it, sign in first, wait for approval, or nothing. */
export type BookAs = "book" | "login" | "pending" | null;

function bookAsOf(user: User | null): BookAs {
  if (!user) return "login";
  if (user.role !== "ADVERTISER") return null;
  return user.approvalStatus === "APPROVED" ? "book" : "pending";
}

function placeOf(page: CommunityPage, t: Texts): string {
  const { location, is_online } = page.community;
  if (location) return is_online ? `${location} · ${t.online}` : location;
  return is_online ? t.online : t.offline;
}

/** The facts list: label and value, those without a value left out. */
function factsOf(page: CommunityPage, t: Texts, lang: Lang): [string, string][] {
  const c = page.community;
  const rows: [string, string | null][] = [
    [t.location, placeOf(page, t)],
    [t.members, formatMemberCount(c.member_count, lang)],
    [t.rating, ratingText({ rating: c.rating, count: c.review_count }, lang) ?? t.noRating],
    [t.completedCampaigns, formatNumber(page.completedCampaigns, lang)],
    [t.platforms, c.platforms.map((p) => platformName(p.type)).join(", ") || null],
    [t.ageRange, c.demographics.age_range],
    [t.genderRatio, c.demographics.gender_ratio],
    [t.interests, c.demographics.interests.join(", ") || null],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = communityPageId(params.slug);
  const page = id === null ? undefined : getCommunityPage(id);
  if (!page) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const path = communityPagePath(page.community);
  if (url.pathname !== path) throw redirect(path + url.search, 301);

  const user = await getUser(request);
  const lang = getLang(request);
  const t = messagesFor(request, storefrontMessages);
  const kinds = messagesFor(request, packageKindMessages);
  const categories = messagesFor(request, categoryMessages);
  const rt = reviewTexts(request);
  const c = page.community;
  const canonical = siteUrl() + path;
  const image = siteUrl() + shareImagePath(shareCardOf(c));
  const rating = ratingText({ rating: c.rating, count: c.review_count }, lang);
  const description = interpolate(t.metaDescription, {
    name: c.name,
    facts: [placeOf(page, t), `${formatMemberCount(c.member_count, lang)} ${t.members.toLowerCase()}`, rating].filter(Boolean).join(" · "),
  });
  const bookAs = bookAsOf(user);
  const reviews = reviewListData(
    pageParam(url.searchParams, "rpage"),
    (slice) => listCommunityReviews(null, c.id, slice),
    (rpage) => `${path}?rpage=${rpage}#reviews`,
    t.reviewsTitle,
    rt,
    lang,
  );
  return json({
    community: {
      id: c.id,
      name: c.name,
      description: c.description,
      logoUrl: c.logo_url,
      categories: c.category.map((value) => categoryLabel(value, categories)),
    },
    facts: factsOf(page, t, lang),
    packages: page.packages.map((pkg) => ({
      id: pkg.id,
      title: pkg.title,
      description: pkg.description,
      kind: kindLabel(pkg.kind, kinds),
      platform: platformLabel(pkg.platform, kinds),
      price: formatRupiah(pkg.price),
      delivery: countText(pkg.deliveryDays, t.deliveryDaysOne, t.deliveryDays, formatNumber(pkg.deliveryDays, lang)),
      brandProvides: pkg.brandProvides,
      href:
        bookAs === "book"
          ? `/advertiser/bookings/new?package=${pkg.id}`
          : bookAs === "login"
            ? `/auth?redirectTo=${encodeURIComponent(path)}`
            : null,
    })),
    bookAs,
    reviews,
    head: {
      title: `${c.name} — Guyub`,
      description,
      canonical,
      image,
      imageAlt: [c.name, rating, c.location].filter(Boolean).join(" · "),
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: c.name,
        description: c.description,
        url: canonical,
        ...(c.logo_url ? { logo: c.logo_url.startsWith("/") ? siteUrl() + c.logo_url : c.logo_url } : {}),
        ...(c.location ? { address: { "@type": "PostalAddress", addressLocality: c.location, addressCountry: "ID" } } : {}),
        ...(page.packages.length
          ? {
              makesOffer: page.packages.map((pkg) => ({
                "@type": "Offer",
                name: pkg.title,
                description: pkg.description,
                price: pkg.price,
                priceCurrency: "IDR",
              })),
            }
          : {}),
        ...(c.rating !== null && c.review_count > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: c.rating,
                reviewCount: c.review_count,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      locale: lang === "id" ? "id_ID" : "en_US",
    },
    messages: pickMessages(request, storefrontMessages),
  });
}
