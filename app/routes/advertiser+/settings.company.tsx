import { CompanyTab } from "~/components/settings/settings";

/** /advertiser/settings/company: Company Information, the advertiser's own tab. */
export { companyAction as action } from "~/routes/settings.server";

export default function CompanyInformation() {
  return <CompanyTab />;
}
