import type { LoaderFunctionArgs } from "@remix-run/node";
import { logoFilePath } from "~/models/logo.server";
import { imageNotFound, sendImageFile } from "~/server/image-file.server";

/*
 * GET /logos/<hash>.webp: a stored community logo (app/models/logo.server.ts). The name is
 * the hash of the content, so the answer never changes: cached for a year, immutable.
 * A resource route: no page, no page cache (page-cache.server.ts lists only public pages).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const file = logoFilePath(name);
  if (!file) return imageNotFound();
  return sendImageFile(request, file, name, "public, max-age=31536000, immutable");
}
