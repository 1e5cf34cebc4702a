import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { AreaPage } from "~/components/area-page";
import { requireUser } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "ADVERTISER");
  return json({});
}

export default function Screen() {
  return <AreaPage title="advertiserSearch" />;
}
