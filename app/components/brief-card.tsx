import { Fragment, useId, type ReactNode } from "react";
import { interpolate } from "~/i18n";
import type { briefCardMessages } from "~/i18n/briefs";
import { categoryLabel, formatNumber, timeLeftDays } from "~/i18n/format";
import type { categoryMessages } from "~/i18n/labels";
import { useLang, useT } from "~/i18n/use-lang";
import type { BriefStatus } from "~/utils/enums";
import { Badge, type BadgeVariant } from "./ui/badge";
import { budgetText } from "~/utils/brief-view";

/*
 * The brief card, reused by the owner's Campaigns, the dashboard and
 * the advertiser's and admin's screens: title, status badge, company, category, budget,
 * timeline, time left (ACTIVE briefs with an end date), description, and the viewer's
 * actions in a slot. Loaders send the "briefCard" and "categories" texts, and the dates
 * already formatted (withBriefDates, app/routes/brief-card.server.ts): the date formatter's
 * month names (date-fns) would cost every page that shares its chunk ~6 KB of JavaScript.
 */

/** What the card shows (the model's BriefView has these fields and more). */
export type BriefCardData = {
  id: number;
  title: string;
  status: BriefStatus;
  companyName: string;
  targetCategory: string;
  budgetMin: number | null;
  budgetMax: number | null;
  /** The end date "YYYY-MM-DD" (WIB), for the time left. */
  timelineEnd: string | null;
  /** The timeline's dates as 'dd MMM yyyy' in the page's language ("" when not set). */
  dates: { start: string; end: string };
  description: string;
  /**
   * The brand's rating as its row, worded by the loader (["Brand rating", "4.6 ★ (12)"],
   * brandRatingRow in app/routes/reviews.server.ts); absent without reviews or where not shown.
   */
  brandRating?: [string, string] | null;
};

/** A brief's detail view adds these (the model's BriefDetails). */
export type BriefDetailData = BriefCardData & {
  agencyName: string | null;
  campaignCategory: string;
  terms: string | null;
  contactPerson: string | null;
  /** The contact phone, for the readers who may see it (the admin); never sent to owners. */
  contactPhone?: string | null;
  requirements: { ageRange: string[]; gender: string | null; minFollowers: number | null; location: string | null };
  communityGuidelines: string;
  schedulePost: string;
  scopeOfWork: string;
};

type Texts = (typeof briefCardMessages)["en"];

/** The badge style per status: default, secondary, outline, destructive. */
const BADGE: Record<BriefStatus, BadgeVariant> = {
  ACTIVE: "default",
  DRAFT: "secondary",
  PENDING_APPROVAL: "secondary",
  COMPLETED: "outline",
  CANCELLED: "destructive",
};

export function BriefStatusBadge({ status }: { status: BriefStatus }) {
  const t = useT<typeof briefCardMessages>("briefCard");
  return (
    <Badge variant={BADGE[status] ?? "secondary"} testId="brief-status">
      {t[`status${status}`] ?? status}
    </Badge>
  );
}

/** 'dd MMM yyyy – dd MMM yyyy', one end when only one is set. */
export function timelineText({ start, end }: BriefCardData["dates"], t: Texts): string {
  if (!start && !end) return t.timelineNotSet;
  return start && end ? `${start} – ${end}` : start || end;
}

/** 'Expired', 'Last day' or 'N days left' (WIB), or null when the card shows none. */
export function timeLeftText(brief: Pick<BriefCardData, "status" | "timelineEnd">, now: number, t: Texts): string | null {
  if (brief.status !== "ACTIVE") return null;
  const days = timeLeftDays(brief.timelineEnd, now);
  if (days === null) return null;
  if (days < 0) return t.expired;
  if (days === 0) return t.lastDay;
  return interpolate(days === 1 ? t.dayLeft : t.daysLeft, { count: days });
}

export function BriefCard({
  brief,
  now,
  actions,
  headingLevel = 3,
}: {
  brief: BriefCardData;
  /** The loader's clock (ms), so the server's and the browser's renders agree. */
  now: number;
  /** The viewer's buttons (View, Apply, Edit...). */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const t = useT<typeof briefCardMessages>("briefCard");
  const categories = useT<typeof categoryMessages>("categories");
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const left = timeLeftText(brief, now, t);
  const facts: [string, string][] = [
    [t.category, categoryLabel(brief.targetCategory, categories)],
    [t.budget, budgetText(brief, t)],
    [t.timeline, timelineText(brief.dates, t)],
  ];
  if (left) facts.push([t.timeLeft, left]);
  if (brief.brandRating) facts.unshift(brief.brandRating);
  return (
    <article className="card flex h-full flex-col p-5" aria-labelledby={titleId} data-testid="brief-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={titleId} className="card-title">
            {brief.title}
          </Heading>
          <p className="mt-0.5 break-words text-sm text-slate-600">{brief.companyName}</p>
        </div>
        <BriefStatusBadge status={brief.status} />
      </div>
      <dl className="facts mt-4 text-sm">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd data-testid={label === t.timeLeft ? "time-left" : undefined}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="mt-3 line-clamp-3 break-words text-sm text-slate-700">{brief.description}</p>
      {actions ? <div className="mt-auto flex flex-wrap items-center gap-2 pt-5">{actions}</div> : null}
    </article>
  );
}

/** Everything of a brief, for a detail dialog: the card's facts, then its requirements and texts. */
export function BriefDetails({ brief, now }: { brief: BriefDetailData; now: number }) {
  const t = useT<typeof briefCardMessages>("briefCard");
  const categories = useT<typeof categoryMessages>("categories");
  const lang = useLang();
  const left = timeLeftText(brief, now, t);
  const campaign = (t as Record<string, string>)[`campaign${brief.campaignCategory}`] ?? brief.campaignCategory;
  const r = brief.requirements;
  const facts: [string, string | null][] = [
    [t.company, brief.companyName],
    [t.agency, brief.agencyName],
    [t.category, categoryLabel(brief.targetCategory, categories)],
    [t.campaignType, campaign],
    [t.budget, budgetText(brief, t)],
    [t.timeline, timelineText(brief.dates, t)],
    [t.timeLeft, left],
    [t.contactPerson, brief.contactPerson],
    [t.contactPhone, brief.contactPhone ?? null],
  ];
  const requirements: [string, string][] = [
    [t.ageRange, r.ageRange.length ? r.ageRange.join(", ") : t.anyValue],
    [t.gender, r.gender && r.gender !== "any" ? ((t as Record<string, string>)[`gender_${r.gender}`] ?? r.gender) : t.anyValue],
    [t.minFollowers, r.minFollowers != null ? formatNumber(r.minFollowers, lang) : t.anyValue],
    [t.location, r.location || t.anyValue],
  ];
  const texts: [string, string | null][] = [
    [t.description, brief.description],
    [t.scopeOfWork, brief.scopeOfWork],
    [t.schedulePost, brief.schedulePost],
    [t.communityGuidelines, brief.communityGuidelines],
    [t.terms, brief.terms],
  ];
  return (
    <div className="space-y-5 text-sm" data-testid="brief-details">
      <div className="flex flex-wrap items-center gap-2">
        <BriefStatusBadge status={brief.status} />
      </div>
      <dl className="facts">
        {facts
          .filter((f): f is [string, string] => Boolean(f[1]))
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </dl>
      <section>
        <h3 className="font-semibold text-slate-900">{t.requirements}</h3>
        <dl className="facts mt-2">
          {requirements.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      {texts
        .filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()))
        .map(([label, value]) => (
          <section key={label}>
            <h3 className="font-semibold text-slate-900">{label}</h3>
            <p className="mt-1 whitespace-pre-line break-words text-slate-700">{value}</p>
          </section>
        ))}
    </div>
  );
}
