import type { commonMessages } from "~/i18n/common";
import type { Role } from "./enums";

/*
 * The one definition of the signed-in areas: which role owns which base path (its
 * dashboard is <base>/dashboard), and its side-navigation menu. The route guard
 * (auth.server.ts), the navbar, the frame (root.tsx) and the side navigation all read it.
 * The root loader sends the user's base and menu as data (the side navigation draws it),
 * so this file stays out of the pages' JavaScript.
 */
type MenuKey = keyof (typeof commonMessages)["en"];
export type MenuItem = { to: string; key: MenuKey };
export type Area = { base: string; menu: readonly MenuItem[] };

export const AREAS: Record<Role, Area> = {
  COMMUNITY_OWNER: {
    base: "/community",
    menu: [
      { to: "/community/dashboard", key: "sideDashboard" },
      { to: "/community/profile", key: "sideProfile" },
      { to: "/community/members", key: "sideMembers" },
      { to: "/community/packages", key: "sidePackages" },
      { to: "/community/briefs", key: "sideCampaigns" },
      { to: "/community/applications", key: "sideApplications" },
      { to: "/community/campaigns", key: "sideCampaignWork" },
      { to: "/community/bookings", key: "sideBookings" },
      { to: "/conversations", key: "sideMessages" },
      { to: "/community/earnings", key: "sideEarnings" },
      { to: "/community/settings", key: "sideSettings" },
    ],
  },
  ADVERTISER: {
    base: "/advertiser",
    menu: [
      { to: "/advertiser/dashboard", key: "sideDashboard" },
      { to: "/advertiser/briefs", key: "sideCampaigns" },
      { to: "/advertiser/search", key: "sideSearch" },
      { to: "/advertiser/bookings", key: "sideBookings" },
      { to: "/conversations", key: "sideMessages" },
      { to: "/advertiser/billing", key: "sideBilling" },
      { to: "/advertiser/settings", key: "sideSettings" },
    ],
  },
  ADMIN: {
    base: "/admin",
    menu: [
      { to: "/admin/dashboard", key: "sideDashboard" },
      { to: "/admin/pending-users", key: "sidePendingUsers" },
      { to: "/admin/communities", key: "sideCommunities" },
      { to: "/conversations", key: "sideConversations" },
      { to: "/admin/settings", key: "sideSettings" },
    ],
  },
};

/** Each role lands on its own dashboard after signing in, the admin included. */
export function dashboardPath(role: Role): string {
  return `${AREAS[role].base}/dashboard`;
}

/** The signed-in area a path belongs to (its base or anything under it), with its role, or null. */
export function areaOfPath(pathname: string): (Area & { role: Role }) | null {
  // The role is the entry's key, not a field: what can be derived is not stored.
  for (const [role, area] of Object.entries(AREAS) as [Role, Area][]) {
    if (pathname === area.base || pathname.startsWith(`${area.base}/`)) return { ...area, role };
  }
  return null;
}
