import type { ActionFunction, ActionFunctionArgs } from "@remix-run/node";
import { translateError } from "~/i18n/errors";
import { getLang } from "~/i18n/lang.server";

/*
 * Page actions read their form with request.formData(), which holds the whole body in
 * memory. No form of ours comes near 64 KB (the longest field is a brief's description),
 * so a bigger body is refused with 413 before it is read: by its Content-Length, and for
 * a body sent without one by counting the stream as the action reads it. The routes
 * that take a file upload (UPLOAD_ROUTES) read multipart bodies with their own streamed
 * limits (upload.server.ts); any other body they get is held to this limit too.
 * The JSON API has its own limit (1 MB, api.server.ts).
 */
export const MAX_FORM_BYTES = 64 * 1024;

/** Route ids whose action reads multipart uploads through readUploadForm. */
export const UPLOAD_ROUTES = new Set(["routes/community.profile"]);

function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");
}

function tooLarge(request: Request): Response {
  return new Response(translateError("formTooLarge", getLang(request)), {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function withFormBodyLimit(action: ActionFunction, options: { uploads: boolean }): ActionFunction {
  return async (args: ActionFunctionArgs) => {
    const { request } = args;
    if (!request.body || (options.uploads && isMultipart(request))) return action(args);
    const declared = Number(request.headers.get("content-length"));
    if (declared > MAX_FORM_BYTES) throw tooLarge(request);
    let size = 0;
    let exceeded = false;
    const source = request.body.getReader();
    // Not pipeThrough: an error there cancels the source, which destroys the socket
    // before the 413 is written. The source is left unread instead: Node discards the
    // rest as it arrives (never held in memory; requestTimeout ends a slow sender), and
    // the browser, which may still be sending, gets the answer instead of a reset.
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await source.read();
        if (done) return controller.close();
        size += value.byteLength;
        if (size > MAX_FORM_BYTES) {
          exceeded = true;
          controller.error(new Error("form body too large"));
        } else {
          controller.enqueue(value);
        }
      },
    });
    const bounded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: counted,
      signal: request.signal,
      duplex: "half",
    } as RequestInit);
    let result: Awaited<ReturnType<ActionFunction>>;
    try {
      result = await action({ ...args, request: bounded });
    } catch (error) {
      if (exceeded) throw tooLarge(request);
      throw error;
    }
    // An action that swallowed the read error still answers 413: it never had the form.
    if (exceeded) throw tooLarge(request);
    return result;
  };
}
