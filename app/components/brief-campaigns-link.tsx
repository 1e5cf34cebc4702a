import { Link } from "@remix-run/react";

/**
 * An advertiser's brief card's way to its campaigns: "Campaigns (N)" to the brief's
 * report, with how many proofs wait for the advertiser's answer there; the loader words
 * it (nothing for a brief without campaigns).
 */
export function BriefCampaignsLink({
  campaigns,
}: {
  campaigns: { href: string; text: string; label: string; waiting: string | null } | null;
}) {
  if (!campaigns) return null;
  return (
    <Link to={campaigns.href} className="btn-secondary" aria-label={campaigns.label} data-testid="brief-campaigns">
      {campaigns.text}
      {campaigns.waiting ? (
        <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="proofs-waiting">
          {campaigns.waiting}
        </span>
      ) : null}
    </Link>
  );
}
