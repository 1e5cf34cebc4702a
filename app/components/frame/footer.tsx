import { Link } from "@remix-run/react";
import type { commonMessages } from "~/i18n/common";
import { interpolate } from "~/i18n";
import { useT } from "~/i18n/use-lang";
import { LanguageSwitch } from "./language-switch";

import type { FooterColumn, FooterItem as Item } from "~/utils/root-data";

/** Footer placeholders stay visibly inert: no link, a "Coming soon" hint. */
function FooterItem({ item, soon }: { item: Item; soon: string }) {
  if (item.to) {
    return (
      <Link to={item.to} className="text-sm text-slate-300 hover:text-white">
        {item.label}
      </Link>
    );
  }
  return (
    <span className="text-sm text-slate-400" title={soon} aria-disabled="true" data-placeholder="true">
      {item.label} <span className="sr-only">({soon})</span>
    </span>
  );
}

/** The footer; its columns come translated from the root loader (root.server.ts), not as code. */
export function Footer({ year, columns }: { year: number; columns: FooterColumn[] }) {
  const t = useT<typeof commonMessages>("common");
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="container-page py-10">
        <div className="mb-8 max-w-md">
          <p className="text-lg font-bold text-white">{t.brand}</p>
          <p className="mt-2 text-sm text-slate-400">{t.footerTagline}</p>
        </div>
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
              <ul className="space-y-2">
                {column.items.map((item) => (
                  <li key={item.label}>
                    <FooterItem item={item} soon={t.footerComingSoon} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-8 flex flex-col gap-4 border-t border-slate-800 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400" data-testid="copyright">
            {interpolate(t.copyright, { year, brand: t.brand })}
          </p>
          <LanguageSwitch className="lang-switch-dark" />
        </div>
      </div>
    </footer>
  );
}
