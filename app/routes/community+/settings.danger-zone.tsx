import { DangerZoneTab } from "~/components/settings/settings";

/** /community/settings/danger-zone: deleting the account (the same form as the advertiser's). */
export { deleteAction as action } from "~/routes/settings.server";

export default function DangerZone() {
  return <DangerZoneTab />;
}
