import type { LoaderFunctionArgs } from "@remix-run/node";
import { AreaErrorBoundary, AreaLayout } from "~/components/frame/area-layout";

/**
 * /conversations/*: a deal's conversation, read by either side and the admin, in the
 * reader's own signed-in frame (its side navigation and bell); who may read which
 * thread is the model's question.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { areaLoader } = await import("~/server/auth.server");
  return areaLoader(args, null);
}

export default AreaLayout;
export { AreaErrorBoundary as ErrorBoundary };
