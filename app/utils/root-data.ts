import type { Lang, MessagesOf } from "~/i18n";
import type { commonMessages } from "~/i18n/common";
import type { MenuItem } from "./areas";
import type { ApprovalStatus, Role } from "./enums";

/** What the root loader gives every page. */
export type RootUser = {
  id: number;
  fullname: string;
  email: string;
  role: Role;
  approval_status: ApprovalStatus;
  /** The dashboard of the user's role (app/utils/areas.ts). */
  dashboard: string;
  /** Its area's base path and side-navigation menu (app/utils/areas.ts), sent as data so the menu is not in every page's JavaScript. */
  base: string;
  menu: readonly MenuItem[];
};
/** A toast, its texts already in the page's language. */
export type RootToast = {
  id: string;
  title: string;
  description?: string;
  type?: "success" | "error" | "info";
};
/** A footer link (a placeholder when `to` is missing) and a column of them. */
export type FooterItem = { label: string; to?: string };
export type FooterColumn = { title: string; items: FooterItem[] };

export type RootData = {
  lang: Lang;
  user: RootUser | null;
  toast: RootToast | null;
  year: number;
  /** The frame's texts (navigation, footer, side navigation, status pages). */
  messages: MessagesOf<[typeof commonMessages]>;
  /** The base paths of the signed-in areas, which have their own frame. */
  areaPaths: string[];
  /** The public pages' footer, translated. */
  footer: FooterColumn[];
  /** The database holds the demo data (published passwords): every page says so. */
  demo: boolean;
  /** This page's one-time key for forms that create something (useSubmissionKey in i18n/use-lang.ts). */
  formKey: string;
};

// The hooks that read it (useRootData, useOptionalUser) live beside useLang in
// i18n/use-lang.ts: one module, one browser chunk less.
