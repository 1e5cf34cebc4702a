export { deleteAction as action } from "~/utils/settings.server";
export { DangerZoneTab as default } from "~/components/settings/settings";
