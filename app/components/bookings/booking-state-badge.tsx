import type { BookingState } from "~/utils/enums";
import type { BadgeVariant } from "~/components/ui/badge";

/*
 * A booking's state as a badge: solid while someone has to answer, red once declined,
 * soft grey once expired, a ring once accepted. The label comes from the page's texts;
 * it uses the badge's CSS classes (app/tailwind.css), not ui/badge.tsx.
 */
const VARIANT: Record<BookingState, BadgeVariant> = {
  REQUESTED: "default",
  COUNTERED: "default",
  ACCEPTED: "outline",
  DECLINED: "destructive",
  EXPIRED: "secondary",
};

export function BookingStateBadge({ state, label }: { state: BookingState; label: string }) {
  const variant = VARIANT[state];
  return (
    <span className={`badge badge-${variant}`} data-testid="booking-state" data-variant={variant}>
      {label}
    </span>
  );
}
