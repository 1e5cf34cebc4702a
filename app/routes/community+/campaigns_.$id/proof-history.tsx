import { Fragment } from "react";
import { interpolate } from "~/i18n";
import type { campaignWorkMessages } from "~/i18n/campaign-work";
import { useT } from "~/i18n/use-lang";
import type { ProofDecision } from "~/utils/enums";

/*
 * Every proof of a campaign, newest first: its links, figures, note and screenshots
 * (thumbnails linking to the full image, which only the campaign's parties and the admin
 * may open), and the advertiser's answer with its reason. Dates and figures come
 * formatted by the loader.
 */

export type ProofHistoryEntry = {
  id: number;
  date: string;
  links: string[];
  reach: string | null;
  reactions: string | null;
  attendees: string | null;
  note: string | null;
  /** The screenshots' addresses (/proofs/<name>). */
  screenshots: string[];
  decision: ProofDecision | null;
  decidedOn: string;
  reason: string | null;
};

export function ProofHistory({ proofs }: { proofs: ProofHistoryEntry[] }) {
  const t = useT<typeof campaignWorkMessages>("campaignWork");
  if (!proofs.length) {
    return (
      <p className="text-sm text-slate-600" data-testid="no-proofs">
        {t.noProofs}
      </p>
    );
  }
  return (
    <ol className="space-y-4">
      {proofs.map((proof) => {
        const figures = (
          [
            [t.reach, proof.reach],
            [t.reactions, proof.reactions],
            [t.attendees, proof.attendees],
          ] as const
        ).filter((entry): entry is readonly [string, string] => entry[1] !== null);
        return (
          <li key={proof.id} className="card p-4 text-sm" data-testid="proof">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{interpolate(t.proofTitle, { date: proof.date })}</h3>
              <p className="text-xs font-medium text-slate-700" data-testid="proof-decision">
                {proof.decision
                  ? `${t[`decision${proof.decision}`]} · ${interpolate(t.answeredOn, { date: proof.decidedOn })}`
                  : t.awaitingAnswer}
              </p>
            </div>
            {proof.reason ? (
              <p className="mt-2 whitespace-pre-line break-words rounded-md bg-amber-50 p-2 text-amber-900" data-testid="proof-reason">
                <span className="font-semibold">{t.reason}: </span>
                {proof.reason}
              </p>
            ) : null}
            <h4 className="mt-3 font-medium text-slate-900">{t.links}</h4>
            <ul className="mt-1 space-y-0.5">
              {proof.links.map((link) => (
                <li key={link} className="break-all">
                  <a href={link} target="_blank" rel="noopener noreferrer nofollow ugc" className="text-brand-700 underline">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
            {figures.length ? (
              <dl className="facts mt-3">
                {figures.map(([label, value]) => (
                  <Fragment key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </Fragment>
                ))}
              </dl>
            ) : null}
            {proof.note ? (
              <>
                <h4 className="mt-3 font-medium text-slate-900">{t.note}</h4>
                <p className="mt-1 whitespace-pre-line break-words text-slate-700">{proof.note}</p>
              </>
            ) : null}
            {proof.screenshots.length ? (
              <>
                <h4 className="mt-3 font-medium text-slate-900">{t.screenshots}</h4>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {proof.screenshots.map((src, i) => (
                    <li key={src}>
                      <a
                        href={src}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={interpolate(t.openScreenshot, { n: i + 1 })}
                        className="block"
                      >
                        <img
                          src={src}
                          alt={interpolate(t.screenshotAlt, { n: i + 1, date: proof.date })}
                          loading="lazy"
                          width={96}
                          height={96}
                          className="h-24 w-24 rounded-md border border-slate-200 object-cover"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
