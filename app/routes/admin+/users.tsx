import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/i18n/use-lang";
import { adminUsersLoader } from "./accounts.server";

/* The admin console's All Users tab: the screen of admin.pending-users with this tab's loader. */

export function loader(args: LoaderFunctionArgs) {
  return adminUsersLoader("users")(args);
}

export { adminUsersAction as action } from "./accounts.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.messages.adminConsole);

export { default } from "./__accounts";
