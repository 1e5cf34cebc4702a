import type { commonMessages } from "~/i18n/common";
import type { Role } from "./enums";

/*
 * The one definition of the signed-in areas: which role owns which base path, where its
 * dashboard is, and its side-navigation menu. The route guard (auth.server.ts), the
 * navbar, the frame (root.tsx) and the side navigation all read it.
 */
type MenuKey = keyof (typeof commonMessages)["en"];
export type MenuItem = { to: string; key: MenuKey };
export type Area = { role: Role; base: string; dashboard: string; menu: readonly MenuItem[] };

export const AREAS: Record<Role, Area> = {
  COMMUNITY_OWNER: {
    role: "COMMUNITY_OWNER",
    base: "/community",
    dashboard: "/community/dashboard",
    menu: [
      { to: "/community/dashboard", key: "sideDashboard" },
      { to: "/community/profile", key: "sideProfile" },
      { to: "/community/members", key: "sideMembers" },
      { to: "/community/briefs", key: "sideCampaigns" },
      { to: "/community/applications", key: "sideApplications" },
      { to: "/community/campaigns", key: "sideCampaignWork" },
      { to: "/community/bookings", key: "sideBookings" },
      { to: "/community/earnings", key: "sideEarnings" },
      { to: "/community/settings", key: "sideSettings" },
    ],
  },
  ADVERTISER: {
    role: "ADVERTISER",
    base: "/advertiser",
    dashboard: "/advertiser/dashboard",
    menu: [
      { to: "/advertiser/dashboard", key: "sideDashboard" },
      { to: "/advertiser/briefs", key: "sideCampaigns" },
      { to: "/advertiser/search", key: "sideSearch" },
      { to: "/advertiser/bookings", key: "sideBookings" },
      { to: "/advertiser/billing", key: "sideBilling" },
      { to: "/advertiser/settings", key: "sideSettings" },
    ],
  },
  ADMIN: {
    role: "ADMIN",
    base: "/admin",
    dashboard: "/admin/dashboard",
    menu: [
      { to: "/admin/dashboard", key: "sideDashboard" },
      { to: "/admin/pending-users", key: "sidePendingUsers" },
      { to: "/admin/communities", key: "sideCommunities" },
      { to: "/admin/settings", key: "sideSettings" },
    ],
  },
};

/** Each role lands on its own dashboard after signing in, the admin included. */
export function dashboardPath(role: Role): string {
  return AREAS[role].dashboard;
}

/** The signed-in area a path belongs to (its base or anything under it), or null. */
export function areaOfPath(pathname: string): Area | null {
  for (const area of Object.values(AREAS)) {
    if (pathname === area.base || pathname.startsWith(`${area.base}/`)) return area;
  }
  return null;
}
