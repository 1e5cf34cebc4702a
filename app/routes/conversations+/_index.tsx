import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { dashboardPath } from "~/utils/areas";

/** /conversations alone: each conversation is reached from its deal, so the reader's dashboard. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, null);
  return redirect(dashboardPath(user.role));
}
