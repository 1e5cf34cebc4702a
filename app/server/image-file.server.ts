import fs from "node:fs";
import { createReadableStreamFromReadable } from "@remix-run/node";

/*
 * Sending a stored WebP image (a logo, a proof screenshot): opened once, then sized and
 * streamed from the same handle, so a file deleted meanwhile is sent whole or not at all.
 * The ETag is the file's name (names never change meaning).
 */

export function imageNotFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export async function sendImageFile(request: Request, file: string, name: string, cacheControl: string): Promise<Response> {
  let handle: fs.promises.FileHandle;
  let size: number;
  try {
    handle = await fs.promises.open(file, "r");
  } catch {
    return imageNotFound();
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new Error("not a file");
    size = stat.size;
  } catch {
    await handle.close();
    return imageNotFound();
  }
  const etag = `"${name.replace(/\.webp$/, "")}"`;
  const headers = {
    "Content-Type": "image/webp",
    "Cache-Control": cacheControl,
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
