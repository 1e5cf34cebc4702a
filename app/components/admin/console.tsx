import type { ReactNode } from "react";
import { AreaPage } from "~/components/area-page";
import { LinkTabs, type LinkTab } from "~/components/ui/link-tabs";
import type { adminConsoleMessages } from "~/i18n/admin";
import { useT } from "~/i18n/use-lang";

/*
 * The admin dashboard (spec section 2): the heading with the admin's welcome line, the
 * tabs (links: one route per tab, so each works without JavaScript and is shareable),
 * then the tab's content. Loaders send the tabs (utils/admin-console.server.ts).
 */
export function AdminConsole({ tabs, children }: { tabs: LinkTab[]; children: ReactNode }) {
  const t = useT<typeof adminConsoleMessages>("adminConsole");
  return (
    <AreaPage title="adminDashboard">
      <p className="text-sm text-slate-600">{t.welcomeText}</p>
      <div className="mt-4">
        <LinkTabs label={t.tabsLabel} tabs={tabs} />
      </div>
      <div className="mt-6">{children}</div>
    </AreaPage>
  );
}

/** The decision history of one subject (an account, a community, a brief, an application). */
export function AuditTrail({ entries }: { entries: { id: number; label: string; note: string | null; when: string }[] }) {
  const t = useT<typeof adminConsoleMessages>("adminConsole");
  return (
    <section className="mt-5 text-sm" data-testid="audit-trail">
      <h3 className="font-semibold text-slate-900">{t.historyTitle}</h3>
      {entries.length ? (
        <ol className="mt-2 space-y-2">
          {entries.map((e) => (
            <li key={e.id} className="rounded-lg bg-slate-50 p-2">
              <p className="font-medium text-slate-800">{e.label}</p>
              {e.note ? <p className="mt-0.5 whitespace-pre-line break-words text-slate-700">{e.note}</p> : null}
              <p className="mt-0.5 text-xs text-slate-500">{e.when}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-slate-600">{t.historyEmpty}</p>
      )}
    </section>
  );
}
