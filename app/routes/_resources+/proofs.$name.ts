import type { LoaderFunctionArgs } from "@remix-run/node";
import { screenshotFileFor } from "~/models/campaign/screenshots.server";
import { isModelError } from "~/models/errors";
import { getUser } from "~/server/auth.server";
import { imageNotFound, sendImageFile } from "~/server/image-file.server";

/*
 * GET /proofs/<name>.webp: a proof screenshot. Private: every request is checked against
 * the campaign's parties and the admin (screenshotFileFor), not by the name alone; anyone
 * else, signed out included, gets 404. Browsers may keep it, shared caches may not.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  let file: string;
  try {
    file = screenshotFileFor(user, params.name ?? "");
  } catch (error) {
    if (isModelError(error)) return imageNotFound();
    throw error;
  }
  return sendImageFile(request, file, params.name ?? "", "private, max-age=3600");
}
