import type { CampaignState } from "~/utils/enums";
import type { BadgeVariant } from "~/components/ui/badge";

/*
 * A campaign's state as a badge: solid while the owner has work to do (red when the
 * advertiser asked for changes), soft grey while it waits or after a cancellation, a
 * ring once completed. The label comes from the page's own texts. It uses the badge's
 * CSS classes (app/tailwind.css), not ui/badge.tsx: a page that imports that module
 * beside the brief card's pages splits it into a chunk of its own, which costs those
 * pages (at the edge of their JavaScript budget) ~200 bytes.
 */
const VARIANT: Record<CampaignState, BadgeVariant> = {
  AWAITING_PAYMENT: "outline",
  IN_PROGRESS: "default",
  CHANGES_REQUESTED: "destructive",
  PROOF_SUBMITTED: "secondary",
  COMPLETED: "outline",
  CANCELLED: "secondary",
};

export function CampaignStateBadge({ state, label }: { state: CampaignState; label: string }) {
  const variant = VARIANT[state];
  return (
    <span className={`badge badge-${variant}`} data-testid="campaign-state" data-variant={variant}>
      {label}
    </span>
  );
}
