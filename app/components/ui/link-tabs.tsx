import { Link } from "@remix-run/react";

/*
 * Tabs that are links (`?tab=all`): each is a URL, so they work without JavaScript and a
 * tab is a shareable link. The current one carries aria-current="page". A count, when
 * given, shows beside the label. Tabs that do not fit on one line wrap onto the next, so
 * every tab, the current one above all, is always whole on the screen, at any width,
 * with or without JavaScript: a bar that scrolled sideways hid tabs with no hint (and
 * cut one at its edge).
 */
import type { LinkTab } from "~/utils/link-tab";

export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  return (
    <nav aria-label={label} className="link-tabs border-b border-slate-200">
      <ul className="flex flex-wrap gap-x-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              preventScrollReset
              aria-current={tab.current ? "page" : undefined}
              data-testid={`tab-${tab.key}`}
              className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium ${
                tab.current ? "border-brand-600 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
            >
              {tab.label}
              {tab.count !== undefined ? (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    tab.current ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-700"
                  }`}
                  data-testid={`tab-${tab.key}-count`}
                >
                  {tab.count}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
