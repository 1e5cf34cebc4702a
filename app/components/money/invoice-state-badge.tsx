import type { BadgeVariant } from "~/components/ui/badge";
import type { InvoiceState } from "~/utils/enums";

/*
 * An invoice's state as a badge (the badge's CSS classes, as CampaignStateBadge): red
 * while overdue, solid while it is to be paid, a ring once paid, grey once closed unpaid.
 * The label comes from the page's own texts.
 */
const VARIANT: Record<InvoiceState, BadgeVariant> = {
  UNPAID: "default",
  OVERDUE: "destructive",
  PAID: "outline",
  VOID: "secondary",
  DECLINED: "secondary",
};

export function InvoiceStateBadge({ state, label }: { state: InvoiceState; label: string }) {
  const variant = VARIANT[state];
  return (
    <span className={`badge badge-${variant}`} data-testid="invoice-state" data-variant={variant}>
      {label}
    </span>
  );
}
