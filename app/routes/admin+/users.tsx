import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/i18n/use-lang";
import { AccountTabs } from "./__accounts";
import { adminUsersLoader } from "./accounts.server";

/** /admin/users: the console's All Users tab (the account tabs' screen is ./__accounts.tsx). */
export function loader(args: LoaderFunctionArgs) {
  return adminUsersLoader("users")(args);
}

export { adminUsersAction as action } from "./accounts.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.messages.adminConsole);

export default AccountTabs;
