/**
 * Where the brand (and the admin) reads a campaign: its brief's report, or for a booking's
 * campaign its booking's report (docs/product.md, "Bookings"). `?campaign=` opens the page
 * of the report that holds it.
 */
export function campaignReportHref(c: { campaignId: number; briefId: number | null; bookingId?: number | null }): string {
  const base =
    c.briefId !== null ? `/briefs/${c.briefId}/report` : typeof c.bookingId === "number" ? `/bookings/${c.bookingId}/report` : null;
  return base ? `${base}?campaign=${c.campaignId}#campaign-${c.campaignId}` : "/advertiser/briefs";
}
