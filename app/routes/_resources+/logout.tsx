import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { destroyUserSession } from "~/server/session-cookie.server";
import { toastCookie } from "~/server/toast.server";

/** Sign-out is a POST: it deletes the session and goes home with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const headers = new Headers();
  headers.append("Set-Cookie", await destroyUserSession(request));
  headers.append("Set-Cookie", await toastCookie({ title: "loggedOut", description: "loggedOutText", type: "success" }));
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
