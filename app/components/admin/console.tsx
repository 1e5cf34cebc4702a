import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AreaPage } from "~/components/area-page";
import { DecisionList, type DecisionEntry } from "~/components/decision-list";
import { LinkTabs } from "~/components/ui/link-tabs";
import type { LinkTab } from "~/utils/link-tab";
import type { adminConsoleMessages } from "~/i18n/admin";
import { useT } from "~/i18n/use-lang";

/*
 * The admin dashboard: the heading with the admin's welcome line, the
 * tabs (links: one route per tab, so each works without JavaScript and is shareable),
 * then the tab's content. Loaders send the tabs (app/routes/admin+/console.server.ts).
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
export function AuditTrail({ entries }: { entries: DecisionEntry[] }) {
  const t = useT<typeof adminConsoleMessages>("adminConsole");
  return <DecisionList title={t.historyTitle} empty={t.historyEmpty} entries={entries} testId="audit-trail" />;
}

/** A tab whose list failed to load: what failed, and a link that loads the same place again. */
export function LoadFailed({ text, retryHref }: { text: string; retryHref: string }) {
  const t = useT<typeof adminConsoleMessages>("adminConsole");
  return (
    <div
      role="alert"
      className="card flex flex-col items-start gap-3 border-red-200 bg-red-50 p-4 text-sm text-red-800"
      data-testid="load-failed"
    >
      <p>{text}</p>
      <Link to={retryHref} className="btn-secondary">
        {t.retry}
      </Link>
    </div>
  );
}
