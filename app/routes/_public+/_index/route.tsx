import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CommunityCard } from "~/components/community-card";
import type { homeMessages } from "~/i18n/home";
import { pageMeta, useOptionalUser, useT } from "~/i18n/use-lang";
import type { loader } from "./server";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.messages.home);

export { loader } from "./server";

/*
 * The preview is part of the server-rendered HTML, so the page never shows a loading
 * spinner for it (a spinner would belong to a client-side fetch). Only the card
 * fields travel, to keep the document small.
 */

type Key = keyof (typeof homeMessages)["en"];

const STATS: [Key, Key][] = [
  ["statConnectedValue", "statConnected"],
  ["statVerifiedValue", "statVerified"],
  ["statEngagementValue", "statEngagement"],
  ["statRevenueValue", "statRevenue"],
];

const FEATURES: { title: Key; text: Key; icon: ReactNode }[] = [
  {
    title: "featureVerifiedTitle",
    text: "featureVerifiedText",
    icon: <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4" />,
  },
  {
    title: "featureSearchTitle",
    text: "featureSearchText",
    icon: (
      <>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </>
    ),
  },
  {
    title: "featureBriefsTitle",
    text: "featureBriefsText",
    icon: (
      <>
        <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6Z" />
        <path d="M14 3v6h6M8 13h8M8 17h5" />
      </>
    ),
  },
  {
    title: "featurePrivacyTitle",
    text: "featurePrivacyText",
    icon: (
      <>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </>
    ),
  },
];

const STEPS: [Key, Key][] = [
  ["step1Title", "step1Text"],
  ["step2Title", "step2Text"],
  ["step3Title", "step3Text"],
  ["step4Title", "step4Text"],
];

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export default function Home() {
  const t = useT<typeof homeMessages>("home");
  return (
    <main id="main" className="flex-1">
      <Hero />

      <section className="py-14 sm:py-20" aria-labelledby="features-title">
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t.featuresTitle}
            </h2>
            <p className="mt-3 text-slate-600">{t.featuresText}</p>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="card p-5">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon>{feature.icon}</Icon>
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{t[feature.title]}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t[feature.text]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-slate-50 py-14 sm:py-20" aria-labelledby="how-title">
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="how-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t.howTitle}
            </h2>
            <p className="mt-3 text-slate-600">{t.howText}</p>
          </div>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(([title, text], i) => (
              <li key={title} className="flex gap-4 lg:flex-col lg:items-center lg:text-center">
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{t[title]}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{t[text]}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-10 text-center">
            <Link to="/how-it-works" className="btn-secondary">
              {t.howLink}
            </Link>
          </div>
        </div>
      </section>

      <BrowsePreview />
    </main>
  );
}

function Hero() {
  const t = useT<typeof homeMessages>("home");
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50" aria-labelledby="hero-title">
      <div className="container-page py-14 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">{t.heroBadge}</p>
          <h1 id="hero-title" className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t.heroTitle}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-slate-600 sm:text-lg">{t.heroText}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/auth?register=COMMUNITY_OWNER" className="btn-primary px-6 py-3 text-base">
              {t.ctaOwner}
            </Link>
            <Link to="/auth?register=ADVERTISER" className="btn-secondary px-6 py-3 text-base">
              {t.ctaAdvertiser}
            </Link>
          </div>
        </div>
        <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label={t.statsLabel}>
          {STATS.map(([value, label]) => (
            <div key={label} className="card flex flex-col-reverse p-4 text-center">
              <dt className="mt-1 text-xs text-slate-600 sm:text-sm">{t[label]}</dt>
              <dd className="whitespace-nowrap text-2xl font-extrabold text-brand-700 sm:text-3xl">{t[value]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function BrowsePreview() {
  const t = useT<typeof homeMessages>("home");
  const { communities } = useLoaderData<typeof loader>();
  const viewer = useOptionalUser();
  return (
    <section id="browse" className="scroll-mt-16 py-14 sm:py-20" aria-labelledby="browse-title">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="browse-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t.browseTitle}
          </h2>
          <p className="mt-3 text-slate-600">{t.browseText}</p>
        </div>
        {communities.length ? (
          <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="home-preview">
            {communities.map((community) => (
              <li key={community.id}>
                <CommunityCard community={community} viewer={viewer} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="card mt-10 p-8 text-center text-slate-600" data-testid="home-preview-empty">
            {t.browseEmpty}
          </p>
        )}
        <div className="mt-10 text-center">
          <Link to="/browse" className="btn-primary">
            {t.browseAll}
          </Link>
        </div>
      </div>
    </section>
  );
}
