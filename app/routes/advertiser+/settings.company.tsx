export { companyAction as action } from "./settings.server";
export { CompanyTab as default } from "~/components/settings/settings";
