import { interpolate, type Lang } from "~/i18n/index";
import type { campaignWorkMessages } from "~/i18n/campaign-work";
import { formatRupiah } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import type { CampaignView } from "~/models/campaign/queries.server";

/*
 * What the owner's two campaign screens (campaigns/: the list,
 * campaigns_.$id/: one campaign) both say about a campaign.
 */

type Texts = (typeof campaignWorkMessages)["en"];

/** What to do next in `campaign`'s state, for its owner ("accepted automatically on ..." while a proof waits). */
export function nextStepText(campaign: Pick<CampaignView, "state" | "answerDueAt">, t: Texts, lang: Lang): string {
  return interpolate(t[`next${campaign.state}`], { date: formatDate(campaign.answerDueAt, lang) });
}

/** The agreed fee in Rupiah, or that none was agreed in Guyub. */
export function feeText(fee: number | null, t: Texts): string {
  return fee === null ? t.feeNotSet : formatRupiah(fee);
}
