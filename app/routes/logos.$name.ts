import fs from "node:fs";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { logoFilePath } from "~/models/logo.server";

/*
 * GET /logos/<hash>.webp: a stored community logo (app/models/logo.server.ts). The name is
 * the hash of the content, so the answer never changes: cached for a year, immutable.
 * A resource route: no page, no page cache (page-cache.server.ts lists only public pages).
 */

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const file = logoFilePath(name);
  if (!file) return notFound();
  // Opened once, then sized and streamed from the same handle: a logo released meanwhile
  // is still sent whole (or not at all).
  let handle: fs.promises.FileHandle;
  let size: number;
  try {
    handle = await fs.promises.open(file, "r");
  } catch {
    return notFound();
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new Error("not a file");
    size = stat.size;
  } catch {
    await handle.close();
    return notFound();
  }
  const etag = `"${name.slice(0, -".webp".length)}"`;
  const headers = {
    "Content-Type": "image/webp",
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag) {
    await handle.close();
    return new Response(null, { status: 304, headers });
  }
  const body = createReadableStreamFromReadable(handle.createReadStream());
  return new Response(body, { status: 200, headers: { ...headers, "Content-Length": String(size) } });
}
