import { DangerZoneTab } from "~/components/settings/settings";

/** /advertiser/settings/danger-zone: deleting the account (the same form as the owner's). */
export { deleteAction as action } from "~/routes/settings.server";

export default function DangerZone() {
  return <DangerZoneTab />;
}
