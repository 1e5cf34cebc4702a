import { feePreviewMessages } from "~/i18n/fee-preview";
import { formatRupiah } from "~/i18n/format";
import { interpolate } from "~/i18n/index";
import { messagesFor } from "~/i18n/lang.server";
import { invoiceFigures } from "~/utils/amounts";
import { moneySettings } from "~/models/money/money.server";

/*
 * What a fee leaves the community after Guyub's commission (docs/product.md, "Money"),
 * written on the server with the operator's settings and the invoice's own arithmetic
 * (invoiceFigures): the owner sees it when it proposes a fee and in its application, the
 * admin beside the agreed fee it decides. Nothing when payments are off (no commission
 * is taken in Guyub) or there is no fee.
 */

const EXAMPLE_FEE = 5_000_000;

/** "You receive Rp 4.500.000 after Guyub's 10%", for the owner. */
export function ownerFeePreview(request: Request, fee: number | null | undefined): string | null {
  const settings = moneySettings();
  if (settings.mode === "off" || !fee || fee <= 0) return null;
  const t = messagesFor(request, feePreviewMessages);
  const figures = invoiceFigures(fee, settings.commissionPercent, settings.taxPercent);
  return interpolate(t.youReceive, { share: formatRupiah(figures.communityShare), percent: settings.commissionPercent });
}

/** The apply form's note on the commission, with an example. */
export function commissionNote(request: Request): string | null {
  const settings = moneySettings();
  if (settings.mode === "off") return null;
  const t = messagesFor(request, feePreviewMessages);
  const example = ownerFeePreview(request, EXAMPLE_FEE) ?? "";
  return interpolate(t.commissionNote, { percent: settings.commissionPercent, example });
}

/** The community's share and Guyub's commission of a fee, as the admin's decision shows them. */
export function feeSplitRows(request: Request, fee: number | null | undefined): { label: string; value: string }[] {
  const settings = moneySettings();
  if (settings.mode === "off" || !fee || fee <= 0) return [];
  const t = messagesFor(request, feePreviewMessages);
  const figures = invoiceFigures(fee, settings.commissionPercent, settings.taxPercent);
  return [
    { label: t.communityShare, value: formatRupiah(figures.communityShare) },
    { label: interpolate(t.commission, { percent: settings.commissionPercent }), value: formatRupiah(figures.commission) },
  ];
}
