import { DecisionItems, type DecisionEntry } from "~/components/decision-list";
import type { decisionMessages } from "~/i18n/decisions";
import { useT } from "~/i18n/use-lang";

/*
 * The sections both dashboards end with: the user's latest decisions and the tips. Only
 * the dashboards import this module, so no other page's JavaScript carries them.
 */

/** The latest admin decisions about the signed-in user (account, its communities, briefs, applications), with the admin's notes. */
export function DashboardDecisions({ entries }: { entries: DecisionEntry[] }) {
  const t = useT<typeof decisionMessages>("decisions");
  if (!entries.length) return null;
  return (
    <section className="card mt-8 p-5 text-sm sm:p-6" data-testid="decisions">
      <h2 className="text-lg font-semibold text-slate-900">{t.title}</h2>
      <p className="mt-0.5 text-slate-600">{t.text}</p>
      <DecisionItems entries={entries} />
    </section>
  );
}

/** A card of tips under its heading (`id` labels the section). */
export function DashboardTips({ id, title, tips }: { id: string; title: string; tips: string[] }) {
  return (
    <section className="card mt-8 p-5 sm:p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
