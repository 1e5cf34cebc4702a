export { companyAction as action } from "~/utils/settings.server";
export { CompanyTab as default } from "~/components/settings/settings";
