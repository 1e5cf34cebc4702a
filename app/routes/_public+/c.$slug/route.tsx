import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { VerifiedBadge } from "~/components/community-card";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { storefrontMessages } from "~/i18n/packages";
import { useT } from "~/i18n/use-lang";
import type { loader } from "./server";

export { loader } from "./server";

/*
 * A verified community's public page, /c/<id>-<slug>: its logo, name, categories and
 * facts, what it is about, its active packages with prices (each with "Book" or "Log in
 * to book") and its published reviews, paged. Made to be shared: Open Graph and Twitter
 * tags with the server-drawn 1200x630 image, the canonical address and JSON-LD
 * (Organization with its aggregateRating). Everything is server-rendered; the page needs
 * no JavaScript. The loader is in ./server.ts.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Guyub" }];
  const h = data.head;
  return [
    { title: h.title },
    { name: "description", content: h.description },
    { tagName: "link", rel: "canonical", href: h.canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Guyub" },
    { property: "og:locale", content: h.locale },
    { property: "og:url", content: h.canonical },
    { property: "og:title", content: h.title },
    { property: "og:description", content: h.description },
    { property: "og:image", content: h.image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(h.width) },
    { property: "og:image:height", content: String(h.height) },
    { property: "og:image:alt", content: h.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: h.title },
    { name: "twitter:description", content: h.description },
    { name: "twitter:image", content: h.image },
    { name: "twitter:image:alt", content: h.imageAlt },
    { "script:ld+json": h.jsonLd },
  ];
};

export default function CommunityPublicPage() {
  const data = useLoaderData<typeof loader>();
  const t = useT<typeof storefrontMessages>("storefront");
  const { community } = data;
  return (
    <div className="mx-auto w-full min-w-0 max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="card p-5 sm:p-6" data-testid="community-header">
        <div className="flex items-start gap-4">
          {community.logoUrl ? (
            <img
              src={community.logoUrl}
              alt=""
              width={72}
              height={72}
              className="h-16 w-16 shrink-0 rounded-xl bg-slate-100 object-cover sm:h-[72px] sm:w-[72px]"
            />
          ) : (
            <span aria-hidden="true" className="initial-avatar h-16 w-16 bg-brand-50 text-2xl text-brand-800 ring-brand-200">
              {community.name.trim().charAt(0).toUpperCase() || "?"}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold text-slate-900 [overflow-wrap:anywhere] sm:text-3xl">{community.name}</h1>
            <div className="mt-1">
              <VerifiedBadge label={t.verified} />
            </div>
            {community.categories.length ? (
              <ul className="mt-3 flex flex-wrap gap-1.5">
                {community.categories.map((category) => (
                  <li key={category} className="chip bg-brand-50 text-brand-800 ring-brand-200">
                    {category}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <dl className="facts mt-5 text-sm" data-testid="community-facts">
          {data.facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </header>

      <section className="mt-6" aria-labelledby="about">
        <h2 id="about" className="text-lg font-semibold text-slate-900">
          {t.about}
        </h2>
        <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">{community.description}</p>
      </section>

      <section className="mt-8" aria-labelledby="packages">
        <h2 id="packages" className="text-lg font-semibold text-slate-900">
          {t.packagesTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.packagesIntro}</p>
        {data.bookAs === "pending" ? (
          <p
            className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            role="status"
            data-testid="pending-note"
          >
            {t.pendingAdvertiser}
          </p>
        ) : null}
        {data.packages.length === 0 ? (
          <div className="mt-4">
            <EmptyState testId="no-packages" title={t.noPackagesTitle} text={t.noPackages} />
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="public-packages">
            {data.packages.map((pkg) => (
              <li key={pkg.id} className="card flex flex-col p-5" data-testid="public-package">
                <h3 className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">{pkg.title}</h3>
                <p className="text-sm text-slate-600">
                  {pkg.kind} · {pkg.platform}
                </p>
                <p className="mt-2 text-xl font-bold text-slate-900" data-testid="public-package-price">
                  {pkg.price}
                </p>
                <p className="text-sm text-slate-600">{pkg.delivery}</p>
                <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-700">{pkg.description}</p>
                {pkg.brandProvides ? (
                  <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">
                    <span className="font-semibold">{t.brandProvides}: </span>
                    {pkg.brandProvides}
                  </p>
                ) : null}
                {pkg.href ? (
                  <div className="mt-auto pt-4">
                    <Link
                      to={pkg.href}
                      className="btn-primary w-full"
                      aria-label={interpolate(data.bookAs === "book" ? t.bookLabel : t.loginToBookLabel, { title: pkg.title })}
                      data-testid="book-package"
                    >
                      {data.bookAs === "book" ? t.book : t.loginToBook}
                    </Link>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mt-8" data-testid="community-reviews">
        <div dangerouslySetInnerHTML={{ __html: data.reviews.html }} />
        <Pager pager={data.reviews.pager} className="mt-3" />
      </section>
    </div>
  );
}
