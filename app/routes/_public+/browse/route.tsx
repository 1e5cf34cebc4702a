import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { CommunityCard } from "~/components/community-card";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import { interpolate, type Lang, type Messages as Texts } from "~/i18n";
import type { browseMessages } from "~/i18n/browse";
import { categoryLabel, formatNumber } from "~/i18n/format";
import type { categoryMessages } from "~/i18n/labels";
import { pageMeta, useLang, useOptionalUser, useT } from "~/i18n/use-lang";
import { CATEGORIES } from "~/utils/enums";
import { LOCATIONS } from "~/utils/locations";
import type { loader } from "./server";

export { loader } from "./server";

/*
 * The public community browser (/browse, and /browse-communities: remix.config.js gives it this route module too).
 * One GET form over URL parameters, filtered and paged in SQL by the loader: it works
 * without JavaScript and every result page is a shareable link. With JavaScript the
 * form submits itself as filters change (search text debounced).
 *
 * The component deliberately imports nothing from ~/validation/browse (zod would land
 * in the client bundle): the loader sends the member steps, chip and pager links.
 */

const RESET_HREF = "/browse";
const SEARCH_DEBOUNCE_MS = 300;
/** The pickers' "no filter" choice: ALL of ~/validation/browse, repeated to keep zod out. */
const ANY = "ALL";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.messages.browse);

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type Chip = LoaderData["chips"][number];
type Messages = (typeof browseMessages)["en"];

function chipLabel(chip: Chip, t: Messages, categories: Texts, lang: Lang): string {
  const count = () => formatNumber(Number(chip.value), lang);
  switch (chip.param) {
    case "q":
      return interpolate(t.chipSearch, { q: chip.value });
    case "category":
      return categoryLabel(chip.value, categories);
    case "location":
      return chip.value;
    case "verified":
      return t.chipVerified;
    case "min_members":
      return interpolate(t.chipMinMembers, { count: count() });
    case "max_members":
      return interpolate(t.chipMaxMembers, { count: count() });
    case "min_rating":
      return interpolate(t.chipMinRating, { rating: count() });
  }
}

/** The steps of a member picker, plus the current value if a hand-written URL set another. */
function withValue(steps: number[], value: number): number[] {
  return steps.includes(value) ? steps : [...steps, value].sort((a, b) => a - b);
}

export default function BrowseCommunities() {
  const data = useLoaderData<typeof loader>();
  const t = useT<typeof browseMessages>("browse");
  const categories = useT<typeof categoryMessages>("categories");
  const lang = useLang();
  const viewer = useOptionalUser();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout>>();
  const memberMax = data.memberSteps[data.memberSteps.length - 1];
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  useEffect(() => () => clearTimeout(debounce.current), []);

  // The fields are uncontrolled (typing never fights a re-render). When the URL changes
  // by other means (a chip, Reset, Back), bring them in line; the search box only when
  // it is not being typed in, as its debounced text may be ahead of the URL.
  const { q, category, location: city, verified, min, max, minRating, sort } = data.form;
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values: Record<string, string | boolean> = {
      q,
      category,
      location: city,
      verified,
      min_members: String(min),
      max_members: String(max),
      min_rating: minRating,
      sort,
    };
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
      if (name === "q" && field === document.activeElement) continue;
      if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = value === true;
      else field.value = String(value);
    }
  }, [q, category, city, verified, min, max, minRating, sort]);

  /** Submit the form with only the parameters that filter, so the URL stays clean. */
  function submitFilters(form: HTMLFormElement) {
    clearTimeout(debounce.current);
    const params = new URLSearchParams();
    for (const [name, raw] of new FormData(form)) {
      const value = typeof raw === "string" ? raw.trim() : "";
      const isDefault =
        value === "" ||
        value === ANY ||
        (name === "min_members" && value === "0") ||
        (name === "max_members" && value === String(memberMax));
      if (!isDefault) params.set(name, value);
    }
    const current = new URLSearchParams(location.search);
    current.delete("page");
    if (params.toString() === current.toString()) return;
    submit(params, { method: "get", replace: true, preventScrollReset: true });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if ((event.target as HTMLInputElement).name === "q") {
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => submitFilters(form), SEARCH_DEBOUNCE_MS);
    } else {
      submitFilters(form);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitFilters(event.currentTarget);
  }

  return (
    <main id="main" className="flex-1">
      <Form method="get" ref={formRef} onChange={onChange} onSubmit={onSubmit} aria-label={t.title}>
        <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
          <div className="container-page py-10 sm:py-14">
            <h1 className="text-3xl font-bold sm:text-4xl">{t.title}</h1>
            <p className="mt-2 max-w-2xl text-brand-50">{t.subtitle}</p>
            <div className="mt-6 flex max-w-2xl gap-2">
              <label htmlFor="browse-q" className="sr-only">
                {t.searchLabel}
              </label>
              <input
                id="browse-q"
                type="search"
                name="q"
                defaultValue={q}
                placeholder={t.searchPlaceholder}
                maxLength={100}
                autoComplete="off"
                enterKeyHint="search"
                className="input min-w-0 flex-1"
              />
              <button type="submit" className="btn bg-white text-brand-800 hover:bg-brand-50">
                {t.search}
              </button>
            </div>
          </div>
        </section>

        <div className="container-page py-8">
          <section className="card p-4 sm:p-6" aria-labelledby="filters-title">
            <div className="flex items-center justify-between gap-3">
              <h2 id="filters-title" className="text-lg font-semibold text-slate-900">
                {t.advancedFilters}
              </h2>
              {data.canReset ? (
                <Link to={RESET_HREF} className="btn-secondary" preventScrollReset>
                  {t.reset}
                </Link>
              ) : (
                <button type="button" className="btn-secondary" disabled>
                  {t.reset}
                </button>
              )}
            </div>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              <div>
                <label htmlFor="browse-category" className="label">
                  {t.category}
                </label>
                <select id="browse-category" name="category" defaultValue={category} className="input">
                  <option value={ANY}>{t.allCategories}</option>
                  {CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {categoryLabel(c, categories)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="browse-location" className="label">
                  {t.location}
                </label>
                <select id="browse-location" name="location" defaultValue={city} className="input">
                  <option value={ANY}>{t.allLocations}</option>
                  {LOCATIONS.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset>
                <legend className="label">{t.memberRange}</legend>
                <div className="grid grid-cols-2 gap-2">
                  <label className="block">
                    <span className="sr-only">{t.minMembers}</span>
                    <select name="min_members" defaultValue={min} className="input">
                      {withValue(data.memberSteps.slice(0, -1), min).map((n) => (
                        <option key={n} value={n}>
                          {formatNumber(n, lang)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="block">
                    <span className="sr-only">{t.maxMembers}</span>
                    <select name="max_members" defaultValue={max} className="input">
                      {withValue(data.memberSteps.slice(1), max).map((n) => (
                        <option key={n} value={n}>
                          {n === memberMax ? t.tenThousandPlus : formatNumber(n, lang)}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              </fieldset>
              <div>
                <label htmlFor="browse-min-rating" className="label">
                  {t.minRating}
                </label>
                <select id="browse-min-rating" name="min_rating" defaultValue={minRating} className="input">
                  <option value="">{t.anyRating}</option>
                  {data.ratingOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col justify-end gap-3">
                <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                  <input
                    type="checkbox"
                    name="verified"
                    value="true"
                    defaultChecked={verified}
                    className="h-4 w-4 rounded border-slate-300"
                  />
                  {t.verifiedOnly}
                </label>
                <button type="submit" className="btn-primary w-full">
                  {t.applyFilters}
                </button>
              </div>
            </div>
          </section>

          {data.chips.length ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t.activeFilters}>
              {data.chips.map((chip) => {
                const label = chipLabel(chip, t, categories, lang);
                return (
                  <li key={chip.param} className="min-w-0 max-w-full">
                    <Link
                      to={chip.href}
                      preventScrollReset
                      aria-label={interpolate(t.removeFilter, { label })}
                      data-testid={`chip-${chip.param}`}
                      className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                    >
                      <span className="min-w-0 truncate">{label}</span>
                      <svg width="14" height="14" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="shrink-0">
                        <path d="M6.3 5 5 6.3 8.7 10 5 13.7 6.3 15l3.7-3.7 3.7 3.7 1.3-1.3-3.7-3.7L15 6.3 13.7 5 10 8.7 6.3 5Z" />
                      </svg>
                    </Link>
                  </li>
                );
              })}
            </ul>
          ) : null}

          <section id="results" className="mt-6 scroll-mt-20" aria-labelledby="results-title">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex items-center gap-2">
                <h2 id="results-title" className="sr-only">
                  {t.results}
                </h2>
                <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700" data-testid="result-count">
                  {interpolate(data.total === 1 ? t.resultCountOne : t.resultCountOther, {
                    count: formatNumber(data.total, lang),
                  })}
                </span>
              </div>
              <div className="flex items-center gap-2">
                <label htmlFor="browse-sort" className="text-sm text-slate-600">
                  {t.sortBy}
                </label>
                <select id="browse-sort" name="sort" defaultValue={sort} className="input w-auto py-1.5">
                  <option value="">{t.sortRecommended}</option>
                  <option value="rating">{t.sortRating}</option>
                </select>
              </div>
            </div>

            <div className="relative mt-4" aria-busy={loading}>
              <div role="status" className="pointer-events-none absolute inset-x-0 top-2 z-10 flex justify-center">
                {loading ? (
                  <span className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-md ring-1 ring-slate-200">
                    <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
                    {t.loading}
                  </span>
                ) : null}
              </div>
              <div className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
                {data.communities.length ? (
                  <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
                    {data.communities.map((community) => (
                      <li key={community.id}>
                        <CommunityCard community={community} viewer={viewer} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <EmptyState
                    title={t.emptyTitle}
                    text={t.emptyText}
                    action={
                      <Link to={RESET_HREF} className="btn-primary" preventScrollReset>
                        {t.resetAll}
                      </Link>
                    }
                  />
                )}
              </div>
            </div>

            <Pager pager={data.pager} />
          </section>
        </div>
      </Form>
    </main>
  );
}
