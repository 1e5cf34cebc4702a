import { randomToken } from "./server/random.server";
import { PassThrough } from "node:stream";
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { NonceProvider } from "./utils/nonce";
import { BASE_SECURITY_HEADERS, documentSecurityHeaders } from "~/server/security-headers.server";
import { logger } from "~/lib/server/logger.server";

const ABORT_DELAY = 5_000;
/** React's mark of a Suspense boundary it could not render on the server. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";
/** renderToString, unlike the stream, does not write it before <html>. */
const DOCTYPE = "<!DOCTYPE html>";

/**
 * The doctype and the page as UTF-8, each written straight into one buffer: `DOCTYPE +
 * html` would copy the whole page into a new string first (a page with any character
 * past Latin-1, a dash or a quote mark, is held as two bytes per character).
 */
export function documentBytes(html: string): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.allocUnsafe(DOCTYPE.length + Buffer.byteLength(html));
  bytes.write(DOCTYPE, 0, "latin1");
  bytes.write(html, DOCTYPE.length);
  return bytes;
}

/**
 * A refused form or page (429 too many, 503 storage or lock) says when to try again: the
 * Retry-After its action or loader answered, for every page, without a `headers` export
 * per route (a document answer otherwise carries only what the routes' exports give).
 */
export function retryAfterOf(status: number, context: EntryContext["staticHandlerContext"]): string | null {
  if (status !== 429 && status !== 503) return null;
  for (const headers of [...Object.values(context.actionHeaders ?? {}), ...Object.values(context.loaderHeaders ?? {})]) {
    const value = headers.get("Retry-After");
    if (value) return value;
  }
  return null;
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = randomToken(16, "base64");
  const dev = process.env.NODE_ENV === "development";
  for (const [name, value] of Object.entries(documentSecurityHeaders(nonce, dev))) {
    responseHeaders.set(name, value);
  }
  const retryAfter = retryAfterOf(responseStatusCode, remixContext.staticHandlerContext);
  if (retryAfter && !responseHeaders.has("Retry-After")) responseHeaders.set("Retry-After", retryAfter);
  // Pages differ by signed-in user and language: never shared by caches.
  responseHeaders.append("Vary", "Cookie, Accept-Language");
  // Signed in: never kept, not even on the user's disk (a shared computer, Back after
  // logout). Anonymous: the browser may keep it but asks again.
  if (hasSessionCookie(request)) responseHeaders.set("Cache-Control", "no-store");
  else if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-cache");
  // The whole page at once, for browsers and bots alike: the lazily loaded pieces (the
  // error card, the toaster) are then in the HTML, never a streamed placeholder that only
  // JavaScript would fill in. Loaders have already run; nothing here waits on data.
  const page = (
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>
  );
  // Usually every piece is ready: the page is rendered in one synchronous pass to one
  // string, about a fifth cheaper than the stream below (no encoding per chunk, no bridge
  // from a Node stream to a web stream). A lazy piece this process has not loaded yet
  // (the first pages after a start) leaves a client-rendered boundary in that string;
  // such a page is rendered again by the stream, which waits for it.
  // See docs/decisions/022-render-cost.md.
  const html = renderToString(page);
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(documentBytes(html), { headers: responseHeaders, status: responseStatusCode });
  }
  const callback = "onAllReady";

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [callback]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logger.error({ err: error }, `rendering ${new URL(request.url).pathname} failed`);
      },
    });
    setTimeout(abort, ABORT_DELAY);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  // Loader data (`?_data=`) is the page's content: the same rule as the document.
  if (hasSessionCookie(request)) response.headers.set("Cache-Control", "no-store");
  else if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-cache");
  return response;
};

/** The request carries a session cookie (signed in, or was): its answers are private to that user. */
function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__session|__Host-session)=/.test(request.headers.get("cookie") ?? "");
}

/**
 * An error no loader, action or render caught: one line with the request's id and the
 * error's stack, for the operator; the visitor sees only the error page (root.tsx).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error({ err: error }, `${request.method} ${new URL(request.url).pathname} failed`);
}
