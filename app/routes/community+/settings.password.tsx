import { PasswordTab } from "~/components/settings/settings";

/** /community/settings/password: the password (the same form as the advertiser's). */
export { passwordAction as action } from "~/routes/settings.server";

export default function Password() {
  return <PasswordTab />;
}
