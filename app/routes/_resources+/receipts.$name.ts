import type { LoaderFunctionArgs } from "@remix-run/node";
import { isModelError } from "~/models/errors";
import { receiptFileFor } from "~/models/money/receipts.server";
import { getUser } from "~/server/auth.server";
import { imageNotFound, sendImageFile } from "~/server/image-file.server";

/*
 * GET /receipts/<name>.webp: a brand's transfer receipt. Private: every request is checked
 * against the invoice's brand and the admin (receiptFileFor), not by the name alone; anyone
 * else, signed out included, gets 404. Browsers may keep it, shared caches may not.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  let file: string;
  try {
    file = receiptFileFor(user, params.name ?? "");
  } catch (error) {
    if (isModelError(error)) return imageNotFound();
    throw error;
  }
  return sendImageFile(request, file, params.name ?? "", "private, max-age=3600");
}
