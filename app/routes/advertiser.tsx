import type { LoaderFunctionArgs } from "@remix-run/node";
import { AreaErrorBoundary, AreaLayout } from "~/components/frame/area-layout";
import { areaLoader } from "~/utils/auth.server";

/** The /advertiser area: ADVERTISER only (route guard), with the side navigation. */
export function loader(args: LoaderFunctionArgs) {
  return areaLoader(args, "ADVERTISER");
}

export default AreaLayout;
export { AreaErrorBoundary as ErrorBoundary };
