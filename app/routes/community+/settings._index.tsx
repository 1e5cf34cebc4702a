import { PersonalInfoTab } from "~/components/settings/settings";

/** /community/settings: Personal Information, the default tab. */
export { personalAction as action } from "~/routes/settings.server";

export default function PersonalInformation() {
  return <PersonalInfoTab owner={true} />;
}
