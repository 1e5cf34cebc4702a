import { useRouteLoaderData } from "@remix-run/react";
import type { Lang } from "~/i18n";
import type { ApprovalStatus, Role } from "./enums";

/** What the root loader gives every page. */
export type RootUser = {
  id: number;
  fullname: string;
  email: string;
  role: Role;
  approval_status: ApprovalStatus;
};
export type RootToast = {
  id: string;
  title: string;
  description?: string;
  params?: Record<string, string | number>;
  type?: "success" | "error" | "info";
};
export type RootData = {
  lang: Lang;
  user: RootUser | null;
  toast: RootToast | null;
  year: number;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The signed-in user (from the root loader), or null. */
export function useOptionalUser(): RootUser | null {
  return useRootData()?.user ?? null;
}

export const DASHBOARDS: Record<Role, string> = {
  COMMUNITY_OWNER: "/community/dashboard",
  ADVERTISER: "/advertiser/dashboard",
  ADMIN: "/admin/dashboard",
};
