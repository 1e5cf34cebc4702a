import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { Fragment, Suspense, lazy, type FormEvent } from "react";
import { AreaPage } from "~/components/area-page";
import { CommunityCard, VerifiedBadge, cardDetails } from "~/components/community-card";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { advertiserSearchMessages } from "~/i18n/advertiser-search";
import type { communityMessages } from "~/i18n/community";
import { categoryLabel } from "~/i18n/format";
import type { categoryMessages } from "~/i18n/labels";
import { pageMeta, useLang, useOptionalUser, useT } from "~/i18n/use-lang";
import type { advertiserSearchLoader } from "./server";

/*
 * The advertiser's community search (/advertiser/search): a GET form with the
 * search box and a filter panel that opens and closes (<details>, no JavaScript needed),
 * community cards paged in SQL, and the detail dialog of `?community=N` with the logo,
 * who runs the community, 'Invite to apply' and 'Contact Community'. The loader (./server.ts) makes every link.
 *
 * 'Verified Communities Only' is on by default: a hidden `verified=false` goes before the
 * checkbox, so an unchecked box still says "off" without JavaScript (the loader reads the
 * last value). With JavaScript the form submits only what differs from the defaults.
 * The pickers' options come from the loader, labelled there (no lists in the bundle).
 */

export { advertiserSearchLoader as loader, advertiserSearchAction as action } from "./server";

type loader = typeof advertiserSearchLoader;
type Data = ReturnType<typeof useLoaderData<loader>>;
type Texts = (typeof advertiserSearchMessages)["en"];

// Loaded with the dialog only (the server's HTML has them whole): the page's JS stays in
// budget. Both come from one module, so the bundler adds no chunk of its own for the members
// (a lazy module that imports React alone splits React out of the shared chunk, every page paying).
const dialogSections = () => import("./invite-section");
const InviteSection = lazy(dialogSections);
const CommunityMembers = lazy(() => dialogSections().then((m) => ({ default: m.CommunityMembers })));

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.advertiserSearch);

/** The query without empty fields, and without the verified default (on). */
function cleanQuery(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    // `set`: the checkbox's value comes after the hidden default and wins.
    if (typeof value === "string" && value.trim()) params.set(name, value.trim());
  }
  if (params.get("verified") === "true") params.delete("verified");
  return params;
}

export default function AdvertiserSearch() {
  const data = useLoaderData<loader>();
  const t = useT<typeof advertiserSearchMessages>("advertiserSearch");
  const viewer = useOptionalUser();
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/advertiser/search";
  const { form, range } = data;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(cleanQuery(event.currentTarget), { method: "get", preventScrollReset: true });
  }

  return (
    <AreaPage title="advertiserSearch">
      <p className="text-sm text-slate-600">{t.subtitle}</p>

      {/* Keyed by the applied filters: after a search, Reset or Back the fields show them. */}
      <Form
        method="get"
        role="search"
        aria-label={t.searchLabel}
        onSubmit={onSubmit}
        key={JSON.stringify(form)}
        className="mt-6"
        data-testid="search-form"
      >
        <div className="flex gap-2">
          <label htmlFor="search-q" className="sr-only">
            {t.searchLabel}
          </label>
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={form.q}
            placeholder={t.searchPlaceholder}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className="input min-w-0 flex-1"
          />
          <button type="submit" className="btn-primary">
            {t.search}
          </button>
        </div>

        <div className="mt-3 flex items-center gap-2">
          <label htmlFor="search-sort" className="text-sm text-slate-600">
            {t.sortBy}
          </label>
          {/* A plain field of the GET form, sent by Search or Apply Filters like the panel's (no code: the page is at its JS budget). */}
          <select id="search-sort" name="sort" defaultValue={form.sort} className="input w-auto py-1.5">
            <option value="">{t.sortRecommended}</option>
            <option value="rating">{t.sortRating}</option>
          </select>
        </div>

        <details className="card mt-4" open={data.filtersOn > 0} data-testid="filter-panel">
          <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-slate-900">
            <span>
              {t.filters}
              {data.filtersOn ? (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                  {interpolate(data.filtersOn === 1 ? t.filtersActiveOne : t.filtersActiveOther, { count: data.filtersOn })}
                </span>
              ) : null}
            </span>
            <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="shrink-0 text-slate-500">
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </summary>
          <div className="grid gap-4 border-t border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-3">
            <div>
              <label htmlFor="search-category" className="label">
                {t.category}
              </label>
              <select id="search-category" name="category" defaultValue={form.category} className="input">
                <option value="">{t.allCategories}</option>
                {data.categories.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="search-location" className="label">
                {t.location}
              </label>
              <select id="search-location" name="location" defaultValue={form.location} className="input">
                <option value="">{t.allLocations}</option>
                {data.locations.map((city) => (
                  <option key={city} value={city}>
                    {city}
                  </option>
                ))}
              </select>
            </div>
            <fieldset aria-describedby="search-range-hint">
              <legend className="label">{t.memberRange}</legend>
              <div className="grid grid-cols-2 gap-2">
                <label className="block text-xs text-slate-600">
                  {t.minMembers}
                  <input
                    name="min_members"
                    type="number"
                    inputMode="numeric"
                    min={range.min}
                    max={range.max}
                    step={range.step}
                    defaultValue={form.min}
                    placeholder={String(range.min)}
                    className="input mt-1"
                  />
                </label>
                <label className="block text-xs text-slate-600">
                  {t.maxMembers}
                  <input
                    name="max_members"
                    type="number"
                    inputMode="numeric"
                    min={range.min}
                    max={range.max}
                    step={range.step}
                    defaultValue={form.max}
                    placeholder={String(range.max)}
                    className="input mt-1"
                  />
                </label>
              </div>
              <p id="search-range-hint" className="mt-1 text-xs text-slate-500">
                {data.rangeHint}
              </p>
            </fieldset>
            <div>
              <label htmlFor="search-min-rating" className="label">
                {t.minRating}
              </label>
              <select id="search-min-rating" name="min_rating" defaultValue={form.minRating} className="input">
                <option value="">{t.anyRating}</option>
                {data.ratingOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col justify-end gap-3 sm:col-span-2 lg:col-span-2 sm:flex-row sm:items-center sm:justify-between">
              <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                <input type="hidden" name="verified" value="false" />
                <input
                  type="checkbox"
                  name="verified"
                  value="true"
                  defaultChecked={form.verified}
                  className="h-4 w-4 rounded border-slate-300"
                />
                {t.verifiedOnly}
              </label>
              <div className="flex gap-2">
                {data.canReset ? (
                  <Link to={data.resetHref} className="btn-secondary" preventScrollReset>
                    {t.resetFilters}
                  </Link>
                ) : null}
                <button type="submit" className="btn-primary">
                  {t.applyFilters}
                </button>
              </div>
            </div>
          </div>
        </details>
      </Form>

      <section id="results" className="mt-6 scroll-mt-20" aria-labelledby="results-count" aria-busy={loading}>
        <h2 id="results-count" className="text-sm font-semibold text-slate-700" data-testid="result-count">
          {interpolate(data.total === 1 ? t.resultCountOne : t.resultCountOther, { count: data.totalText })}
        </h2>
        <div className={`mt-4 transition-opacity ${loading ? "opacity-60" : ""}`}>
          {data.communities.length ? (
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
              {data.communities.map((community) => (
                <li key={community.id}>
                  <CommunityCard community={community} viewer={viewer} href={community.href} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              title={t.emptyTitle}
              text={form.verified ? t.emptyVerifiedText : t.emptyText}
              action={
                data.canReset ? (
                  <Link to={data.resetHref} className="btn-primary">
                    {t.resetFilters}
                  </Link>
                ) : null
              }
            />
          )}
        </div>
        <Pager pager={data.pager} />
      </section>

      <CommunityDetail detail={data.detail} closeHref={data.closeHref} t={t} />
    </AreaPage>
  );
}

function CommunityDetail({ detail, closeHref, t }: { detail: Data["detail"]; closeHref: string; t: Texts }) {
  const card = useT<typeof communityMessages>("community");
  const categories = useT<typeof categoryMessages>("categories");
  const lang = useLang();
  const close = <DialogCancel to={closeHref}>{t.close}</DialogCancel>;
  if (!detail?.found) {
    return (
      <UrlDialog open={Boolean(detail)} closeTo={closeHref} title={t.notFoundTitle} description={t.notFoundText} testId="community-detail">
        <div className="flex justify-end">{close}</div>
      </UrlDialog>
    );
  }
  const { community } = detail;
  return (
    <UrlDialog open closeTo={closeHref} title={community.name} testId="community-detail">
      {community.logo_url ? (
        <img
          src={community.logo_url}
          alt={detail.logoAlt}
          width={64}
          height={64}
          className="mb-3 h-16 w-16 rounded-lg bg-slate-100 object-cover"
          data-testid="community-logo"
        />
      ) : null}
      {community.is_verified ? <VerifiedBadge label={card.verified} /> : null}
      {detail.publicPage ? (
        <Link
          to={detail.publicPage.href}
          className="ml-2 text-sm font-semibold text-brand-700 hover:underline"
          data-testid="community-page-link"
        >
          {detail.publicPage.label}
        </Link>
      ) : null}
      {community.category.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={card.categories}>
          {community.category.map((c) => (
            <li key={c} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {categoryLabel(c, categories)}
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t.about}</h3>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{detail.description}</p>
      <dl className="facts mt-4 text-sm">
        {[
          ...cardDetails(community, card, lang),
          ...(detail.interests.length ? [[t.interests, detail.interests.join(", ")] as [string, string]] : []),
        ].map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <div dangerouslySetInnerHTML={{ __html: detail.packagesHtml }} />
      <Suspense fallback={null}>
        <CommunityMembers members={detail.members} socialLinks={detail.socialLinks} t={t} />
      </Suspense>
      <div dangerouslySetInnerHTML={{ __html: detail.reviews.html }} />
      <Pager pager={detail.reviews.pager} className="mt-3" />
      <p className="mt-4 text-xs text-slate-500">{detail.since}</p>
      <Suspense fallback={null}>
        <InviteSection invite={detail.invite} communityId={community.id} t={t} />
      </Suspense>
      <div className="mt-5 border-t border-slate-200 pt-4">
        {detail.contactHref ? (
          <p id="contact-hint" className="text-sm text-slate-600">
            {t.contactHint}
          </p>
        ) : (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="contact-pending">
            {t.contactPending}
          </p>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {close}
          {detail.contactHref ? (
            <a href={detail.contactHref} className="btn-primary" aria-describedby="contact-hint">
              {t.contactCommunity}
            </a>
          ) : null}
        </div>
      </div>
    </UrlDialog>
  );
}
