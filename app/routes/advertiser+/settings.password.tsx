import { PasswordTab } from "~/components/settings/settings";

/** /advertiser/settings/password: the password (the same form as the owner's). */
export { passwordAction as action } from "~/routes/settings.server";

export default function Password() {
  return <PasswordTab />;
}
