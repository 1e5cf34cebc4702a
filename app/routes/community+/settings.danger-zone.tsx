export { deleteAction as action } from "~/routes/settings.server";
export { DangerZoneTab as default } from "~/components/settings/settings";
