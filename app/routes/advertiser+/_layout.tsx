import type { LoaderFunctionArgs } from "@remix-run/node";
import { AreaErrorBoundary, AreaLayout } from "~/components/frame/area-layout";

/** The /advertiser area: ADVERTISER only (route guard), with the side navigation. */
export async function loader(args: LoaderFunctionArgs) {
  // Imported here, not at the top: the browser build then keeps no stand-in module
  // for auth.server (a chunk and an import on every page of the area).
  const { areaLoader } = await import("~/server/auth.server");
  return areaLoader(args, "ADVERTISER");
}

export default AreaLayout;
export { AreaErrorBoundary as ErrorBoundary };
