import type { MetaFunction } from "@remix-run/node";
import { SettingsLayout, type SettingsTab } from "~/components/settings/settings";
import { settingsLoader } from "~/routes/settings.server";

/** /community/settings: one tab per URL, each its own form. */
export const loader = settingsLoader;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.messages.settings.title} — Guyub` : "Guyub" }];

const TABS: SettingsTab[] = [
  { to: "/community/settings", label: "tabPersonal", end: true },

  { to: "/community/settings/password", label: "tabPassword" },
  { to: "/community/settings/bank-account", label: "tabBankAccount" },
  { to: "/community/settings/danger-zone", label: "tabDanger" },
];

export default function Settings() {
  return <SettingsLayout tabs={TABS} />;
}
