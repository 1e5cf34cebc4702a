import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "COMMUNITY_OWNER");
  return redirect("/community/dashboard");
}
