import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminConsole } from "~/components/admin/console";
import { NotReady } from "~/components/area-page";
import { pageMeta } from "~/i18n/use-lang";
import { adminPlaceholderLoader } from "~/utils/admin-console.server";

export function loader(args: LoaderFunctionArgs) {
  return adminPlaceholderLoader(args, "briefs");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.messages.adminConsole);

export default function Screen() {
  const { tabs } = useLoaderData<typeof loader>();
  return (
    <AdminConsole tabs={tabs}>
      <NotReady />
    </AdminConsole>
  );
}
