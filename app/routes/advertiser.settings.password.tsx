export { passwordAction as action } from "~/utils/settings.server";
export { PasswordTab as default } from "~/components/settings/settings";
