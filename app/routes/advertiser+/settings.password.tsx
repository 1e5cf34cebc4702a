export { passwordAction as action } from "./settings.server";
export { PasswordTab as default } from "~/components/settings/settings";
