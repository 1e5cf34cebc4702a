import type { CommunityCardData } from "~/utils/community-view";
import { communityPagePath } from "~/utils/community-page";
import { Link } from "@remix-run/react";
import { Fragment, useId } from "react";
import type { Lang } from "~/i18n";
import type { communityMessages } from "~/i18n/community";
import { categoryLabel, formatMemberCount, formatNumber } from "~/i18n/format";
import type { categoryMessages } from "~/i18n/labels";
import { useLang, useT } from "~/i18n/use-lang";
import type { RootUser } from "~/utils/root-data";

/*
 * The 8 accent colour sets, picked by id % 8. Complete literal class names, so
 * Tailwind's JIT finds every one of them in this file.
 */
const ACCENTS = [
  { stripe: "bg-emerald-500", soft: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  { stripe: "bg-sky-500", soft: "bg-sky-50 text-sky-800 ring-sky-200" },
  { stripe: "bg-violet-500", soft: "bg-violet-50 text-violet-800 ring-violet-200" },
  { stripe: "bg-amber-500", soft: "bg-amber-50 text-amber-800 ring-amber-200" },
  { stripe: "bg-rose-500", soft: "bg-rose-50 text-rose-800 ring-rose-200" },
  { stripe: "bg-teal-500", soft: "bg-teal-50 text-teal-800 ring-teal-200" },
  { stripe: "bg-indigo-500", soft: "bg-indigo-50 text-indigo-800 ring-indigo-200" },
  { stripe: "bg-orange-500", soft: "bg-orange-50 text-orange-800 ring-orange-200" },
] as const;

function accentOf(id: number) {
  return ACCENTS[Math.abs(id) % ACCENTS.length];
}

/** The card's label and value rows (the advertiser's detail dialog shows them too). */
export function cardDetails(community: CommunityCardData, t: (typeof communityMessages)["en"], lang: Lang): [string, string][] {
  const platforms = community.platforms.map((p) => p.type).filter(Boolean);
  const rating = community.rating?.toFixed(1);
  // "4.6 ★ (12)" (the decimal comma in Indonesian); no row without reviews. The same
  // text as ratingText in app/routes/reviews.server.ts.
  return [
    ...(rating && community.review_count
      ? [
          [t.rating, `${lang == "id" ? rating.replace(".", ",") : rating} ★ (${formatNumber(community.review_count, lang)})`] as [
            string,
            string,
          ],
        ]
      : []),
    [t.location, community.location || (community.is_online ? t.online : t.notAvailable)],
    [t.members, formatMemberCount(community.member_count, lang)],
    [t.platforms, platforms.length ? platforms.join(", ") : t.notAvailable],
    [t.ageRange, community.demographics.age_range || t.notAvailable],
    [t.genderRatio, community.demographics.gender_ratio || t.notAvailable],
  ];
}

/** The 'Verified' badge of a community (card and detail). */
export function VerifiedBadge({ label }: { label: string }) {
  return (
    <span className="verified-badge">
      <svg width="12" height="12" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      {label}
    </span>
  );
}

type Viewer = Pick<RootUser, "id" | "role"> | null;

/** The action by viewer: sign in, view details (advertisers), manage (its owner), or none. */
function CardAction({
  community,
  viewer,
  describedBy,
  href,
}: {
  community: CommunityCardData;
  viewer: Viewer;
  describedBy: string;
  href?: string;
}) {
  const t = useT<typeof communityMessages>("community");
  const className = "btn-primary w-full";
  if (!viewer) {
    return (
      <Link to="/auth" className={className} aria-describedby={describedBy}>
        {t.loginToViewDetails}
      </Link>
    );
  }
  if (viewer.role === "ADVERTISER") {
    return (
      <Link
        to={href ?? `/advertiser/search?community=${community.id}`}
        className={className}
        aria-describedby={describedBy}
        preventScrollReset
      >
        {t.viewDetails}
      </Link>
    );
  }
  if (viewer.role === "COMMUNITY_OWNER" && viewer.id === community.owner_id) {
    return (
      <Link to="/community/profile" className={className} aria-describedby={describedBy}>
        {t.manageCommunity}
      </Link>
    );
  }
  // Any other signed-in viewer: a 'View Profile' button that leads nowhere. aria-disabled
  // (not disabled) keeps it focusable, so screen reader users still find it.
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-describedby={describedBy}
      className="btn-secondary w-full cursor-not-allowed text-slate-500 opacity-70 hover:bg-white"
    >
      {t.viewProfile}
    </button>
  );
}

/** `href`: the advertiser's 'View Details' link when the page keeps its filters in it. */
export function CommunityCard({ community, viewer, href }: { community: CommunityCardData; viewer: Viewer; href?: string }) {
  const lang = useLang();
  const t = useT<typeof communityMessages>("community");
  const categories = useT<typeof categoryMessages>("categories");
  const nameId = useId();
  const accent = accentOf(community.id);
  const details = cardDetails(community, t, lang);
  return (
    <article className="card flex h-full flex-col overflow-hidden" data-testid="community-card" aria-labelledby={nameId}>
      <div className={`h-1.5 ${accent.stripe}`} aria-hidden="true" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start gap-3">
          {community.logo_url ? (
            <img
              src={community.logo_url}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
              className="h-12 w-12 shrink-0 rounded-lg bg-slate-100 object-cover"
            />
          ) : (
            <span aria-hidden="true" className={`initial-avatar ${accent.soft}`}>
              {community.name.trim().charAt(0).toUpperCase() || "?"}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h3 id={nameId} className="card-title">
              {community.is_verified ? (
                // A verified community's public page (its name, not another button: the card's buttons stay as they are).
                <Link to={communityPagePath(community)} className="hover:underline" data-testid="community-page-link">
                  {community.name}
                </Link>
              ) : (
                community.name
              )}
            </h3>
            {community.is_verified ? <VerifiedBadge label={t.verified} /> : null}
          </div>
        </div>
        {community.category.length ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t.categories}>
            {community.category.map((category) => (
              <li key={category} className={`chip ${accent.soft}`}>
                {categoryLabel(category, categories)}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="facts mt-4 text-sm">
          {details.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <div className="mt-auto pt-5">
          <CardAction community={community} viewer={viewer} describedBy={nameId} href={href} />
        </div>
      </div>
    </article>
  );
}
