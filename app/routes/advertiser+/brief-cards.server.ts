import { interpolate, type Lang } from "~/i18n";
import { briefCardMessages } from "~/i18n/briefs";
import { formatNumber } from "~/i18n/format";
import { briefEditMode } from "~/models/brief-write.server";
import type { BriefCampaignCounts } from "~/models/campaign/queries.server";
import type { BriefStatus } from "~/utils/enums";

/* What the advertiser's brief cards share: /advertiser/briefs and the dashboard. */

/** A brief's campaign report. */
export const reportHref = (briefId: number) => `/briefs/${briefId}/report`;

/**
 * A brief card's "Campaigns (N)": its report, how many campaigns, how many proofs wait
 * for the advertiser's answer and how many messages of their conversations are unread, worded here in the reader's language (the card's script
 * only places them); none for a brief without campaigns. Its accessible name says which
 * brief, as the card's other actions do.
 */
export function campaignsAction(
  counts: BriefCampaignCounts | undefined,
  brief: { id: number; title: string },
  lang: Lang,
  unreadMessages = 0,
) {
  if (!counts) return null;
  const t = briefCardMessages[lang];
  const count = formatNumber(counts.campaigns, lang);
  const proofs = !counts.proofsWaiting
    ? null
    : counts.proofsWaiting === 1
      ? t.proofsWaitingOne
      : interpolate(t.proofsWaitingOther, { count: formatNumber(counts.proofsWaiting, lang) });
  // The brand's unread messages in the campaigns' conversations wait for it too.
  const unread = !unreadMessages
    ? null
    : unreadMessages === 1
      ? t.messagesUnreadOne
      : interpolate(t.messagesUnreadOther, { count: formatNumber(unreadMessages, lang) });
  const waiting = [proofs, unread].filter(Boolean).join(" · ") || null;
  const label = interpolate(t.campaignsLabel, { count, title: brief.title });
  return {
    href: reportHref(brief.id),
    text: interpolate(t.campaignsAction, { count }),
    label: waiting ? `${label}, ${waiting}` : label,
    waiting,
  };
}

/**
 * A brief card's way to its edit page, as what can be done there (briefEditMode): "Edit"
 * while a draft or in review, "Change status" while active (complete or cancel it),
 * nothing once completed or cancelled. Worded here in the reader's language.
 */
export function editAction(brief: { id: number; title: string; status: BriefStatus }, lang: Lang) {
  const t = briefCardMessages[lang];
  const mode = briefEditMode(brief.status);
  if (mode === "final") return null;
  const [text, label] = mode === "edit" ? [t.editAction, t.editActionLabel] : [t.statusAction, t.statusActionLabel];
  return { href: `/advertiser/briefs/${brief.id}/edit`, text, label: interpolate(label, { title: brief.title }) };
}
