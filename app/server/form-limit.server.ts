import type { ActionFunction, ActionFunctionArgs } from "@remix-run/node";
import { translateError } from "~/i18n/errors";
import { getLang } from "~/i18n/lang.server";
import { fieldNamesFit } from "~/validation/form-data";

/*
 * Page actions read their form with request.formData(), which holds the whole body in
 * memory. No form of ours comes near 64 KB (the longest field is a brief's description),
 * so a bigger body is refused with 413 before it is read: by its Content-Length, and for
 * a body sent without one by counting the stream as the action reads it. The routes
 * that take a file upload (UPLOAD_ROUTES) read multipart bodies with their own streamed
 * limits (upload.server.ts); any other body they get is held to this limit too. The
 * language switch gets a proof form's multipart body when it keeps what was typed, and
 * never reads it (routes/_resources+/language.tsx, utils/keep-typed.ts).
 * The JSON API has its own limit (1 MB, api.server.ts).
 *
 * A form whose field names no form of ours has (an index above 100, deeper nesting than
 * our schemas use: fieldNameFits) is refused with 400 as soon as it is read, before any
 * parser builds a value from it.
 */
export const MAX_FORM_BYTES = 64 * 1024;

/** Route ids whose action reads multipart uploads through readUploadForm (or, /language, never reads them). */
export const UPLOAD_ROUTES = new Set([
  "routes/community+/profile/route",
  "routes/community+/campaigns_.$id/route",
  "routes/_resources+/language",
]);

function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");
}

function tooLarge(request: Request): Response {
  return new Response(translateError("formTooLarge", getLang(request)), {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function unreadable(request: Request): Response {
  return new Response(translateError("formUnreadable", getLang(request)), {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The action gets a request whose formData() answers 413 past the limit and 400 when
 * the body cannot be read as a form (a wrong Content-Type, a broken body): never a 500.
 */
export function withFormBodyLimit(action: ActionFunction, options: { uploads: boolean }): ActionFunction {
  return async (args: ActionFunctionArgs) => {
    const { request } = args;
    if (options.uploads && isMultipart(request)) return action(args);
    const declared = Number(request.headers.get("content-length"));
    if (declared > MAX_FORM_BYTES) throw tooLarge(request);
    let exceeded = false;
    let bounded = request;
    if (request.body) {
      let size = 0;
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
      bounded = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: counted,
        signal: request.signal,
        duplex: "half",
      } as RequestInit);
    }
    // formData() of the request, and of its clones (remix-auth reads a clone), answers
    // 413 or 400 instead of throwing a TypeError, and 400 for field names out of shape.
    const guard = (target: Request): Request => {
      const readForm = target.formData.bind(target);
      const clone = target.clone.bind(target);
      Object.defineProperty(target, "formData", {
        value: async () => {
          let form: FormData;
          try {
            form = await readForm();
          } catch {
            throw exceeded ? tooLarge(request) : unreadable(request);
          }
          if (!fieldNamesFit(form.keys())) throw unreadable(request);
          return form;
        },
      });
      Object.defineProperty(target, "clone", { value: () => guard(clone()) });
      return target;
    };
    guard(bounded);
    const result = await action({ ...args, request: bounded });
    // An action that swallowed the read error still answers 413: it never had the form.
    if (exceeded) throw tooLarge(request);
    return result;
  };
}
