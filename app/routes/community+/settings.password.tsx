export { passwordAction as action } from "~/routes/settings.server";
export { PasswordTab as default } from "~/components/settings/settings";
