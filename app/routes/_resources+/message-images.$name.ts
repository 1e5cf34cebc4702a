import type { LoaderFunctionArgs } from "@remix-run/node";
import { isModelError } from "~/models/errors";
import { messageImageFileFor } from "~/models/storefront/threads.server";
import { getUser } from "~/server/auth.server";
import { imageNotFound, sendImageFile } from "~/server/image-file.server";

/*
 * GET /message-images/<name>.webp: an image of a conversation's message. Private: every
 * request is checked against the thread's parties and the admin (messageImageFileFor),
 * not by the name alone; anyone else, signed out included, gets 404, and so does the
 * image of a deleted message (or a hidden one, for the parties). Browsers may keep it,
 * shared caches may not.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  let file: string;
  try {
    file = messageImageFileFor(user, params.name ?? "");
  } catch (error) {
    if (isModelError(error)) return imageNotFound();
    throw error;
  }
  return sendImageFile(request, file, params.name ?? "", "private, max-age=3600");
}
