export { deleteAction as action } from "./settings.server";
export { DangerZoneTab as default } from "~/components/settings/settings";
