export { companyAction as action } from "~/routes/settings.server";
export { CompanyTab as default } from "~/components/settings/settings";
