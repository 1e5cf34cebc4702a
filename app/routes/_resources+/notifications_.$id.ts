import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isModelError } from "~/models/errors";
import { openNotification } from "~/models/notification.server";
import { requireUser } from "~/server/auth.server";
import { AREAS } from "~/utils/areas";

/*
 * GET /notifications/<id>: open one of the reader's notifications. It is marked read and
 * the reader goes where it acts on it; one that is gone (dismissed, another user's)
 * leads to the reader's notification list. Works without JavaScript: a plain link.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = Number(params.id);
  const list = `${AREAS[user.role].base}/notifications`;
  if (!Number.isSafeInteger(id) || id < 1) return redirect(list);
  try {
    return redirect(openNotification(user, id));
  } catch (error) {
    if (isModelError(error) && error.kind === "not_found") return redirect(list);
    throw error;
  }
}
