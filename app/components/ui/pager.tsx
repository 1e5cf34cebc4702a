import { Link } from "@remix-run/react";
import { interpolate } from "~/i18n";
import type { commonMessages } from "~/i18n/common";
import { useT } from "~/i18n/use-lang";
import type { PagerData } from "~/utils/paging";

/** The pager of a list: Previous, the page links, Next (links the loader made). Nothing for one page. */
export function Pager({ pager, className = "mt-8" }: { pager: PagerData; className?: string }) {
  const t = useT<typeof commonMessages>("common");
  if (pager.pageCount <= 1) return null;
  const edge = "btn-secondary px-3";
  const inert = `${edge} pointer-events-none opacity-50`;
  return (
    <nav className={`${className} flex flex-col items-center gap-2`} aria-label={t.pagination}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {pager.prev ? (
            <Link to={pager.prev} className={edge} rel="prev">
              {t.previous}
            </Link>
          ) : (
            <span className={inert} aria-disabled="true">
              {t.previous}
            </span>
          )}
        </li>
        {pager.items.map((item, i) =>
          item ? (
            <li key={item.page}>
              <Link
                to={item.href}
                aria-label={interpolate(t.pageLabel, { page: item.page })}
                aria-current={item.page === pager.page ? "page" : undefined}
                className={`btn min-w-[2.5rem] px-3 ${
                  item.page === pager.page
                    ? "bg-brand-600 text-white hover:bg-brand-700"
                    : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
                }`}
              >
                {item.page}
              </Link>
            </li>
          ) : (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ),
        )}
        <li>
          {pager.next ? (
            <Link to={pager.next} className={edge} rel="next">
              {t.next}
            </Link>
          ) : (
            <span className={inert} aria-disabled="true">
              {t.next}
            </span>
          )}
        </li>
      </ul>
      <p className="text-xs text-slate-600">{interpolate(t.pageSummary, { page: pager.page, count: pager.pageCount })}</p>
    </nav>
  );
}
