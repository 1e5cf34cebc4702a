import { DecisionItems, type DecisionEntry } from "~/components/decision-list";
import type { decisionMessages } from "~/i18n/decisions";
import type { reviewsOwedMessages } from "~/i18n/reviews";
import type { OwedReviews } from "~/utils/review-view";
import { useT } from "~/i18n/use-lang";
import { Link } from "@remix-run/react";

/*
 * The sections both dashboards share: the reviews the user still owes (at the top), the
 * user's latest decisions and the tips (at the end). Only the dashboards import this
 * module, so no other page's JavaScript carries them.
 */

/** The reviews the user still owes (docs/product.md, "Reviews"), each a link to where it writes it; nothing when none. */
export function DashboardReviewsOwed({ owed }: { owed: OwedReviews }) {
  const t = useT<typeof reviewsOwedMessages>("reviewsOwed");
  if (!owed.total) return null;
  return (
    <section className="card mt-6 p-5 text-sm sm:p-6" aria-labelledby="reviews-owed" data-testid="reviews-owed">
      <h2 id="reviews-owed" className="text-lg font-semibold text-slate-900">
        {t.owedTitle}
      </h2>
      <p className="mt-0.5 text-slate-600">{t.owedIntro}</p>
      <ul className="mt-3 space-y-2">
        {owed.items.map((o) => (
          <li key={o.campaignId}>
            <Link to={o.href} className="break-words font-medium text-brand-700 underline">
              {o.text}
            </Link>
            <span className="block text-xs text-slate-600">{o.due}</span>
          </li>
        ))}
      </ul>
      {owed.more ? <p className="mt-2 text-slate-600">{owed.more}</p> : null}
    </section>
  );
}

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
