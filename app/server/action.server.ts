import { parse, type Submission, type SubmissionResult } from "@conform-to/react";
import { json, type TypedResponse } from "@remix-run/node";
import type * as z from "zod/mini";
import { translateError, translateFieldErrors } from "~/i18n/errors";
import { getLang } from "~/i18n/lang.server";
import { isModelError, type ModelError } from "~/models/errors";
import { storageFailure } from "~/server/storage-error.server";
import { retryWhenLocked } from "./lock-wait.server";
import { KEEP_TYPED_FIELD } from "~/utils/keep-typed";
import { isPasswordField } from "~/validation/form-data";
import { parseForm } from "~/validation/parse";
import { onceForForm } from "./form-once.server";

/*
 * The one shape of a page action, the page twin of apiRoute (api.server.ts):
 *
 *   export async function action({ request }: ActionFunctionArgs) {
 *     const user = await requireUser(request);
 *     return handleForm(request, await request.formData(), ProfileSchema, async (value) => {
 *       updateProfile(user, user.id, value);
 *       return redirectWithToast("/community/settings", { title: "profileUpdated", type: "success" });
 *     });
 *   }
 *
 * Invalid input answers 400 with Conform's reply (password fields hidden); a ModelError
 * from the model becomes field or form errors in the user's language with its status
 * (and Retry-After); success is whatever `onValid` returns (a redirect with a toast).
 * When another server process holds the database's write lock, `onValid` runs again once
 * it is free, or the form answers 503 with its input kept (lock-wait.server.ts).
 * A form with several buttons sends `intent`: `dispatchIntent` picks the handler and
 * answers 400 for an unknown intent. A form that creates something renders
 * `<input {...useSubmissionKey()} />` and its model claims the key in its write transaction: the same
 * form sent twice creates one thing (form-once.server.ts). A form posted by the language
 * switch comes back as it was sent (keptTypedReply, utils/keep-typed.ts).
 */

/** What a page action answers when the form comes back: Conform's result, and which form. */
export type FormReply = { intent?: string; result: SubmissionResult<string[]> };

/** Fields never sent back to the browser: any field whose name mentions a password. */
function passwordFields(submission: Submission<unknown>): string[] {
  return Object.keys(submission.payload).filter(isPasswordField);
}

/** The texts of a ModelError as Conform errors, translated. */
function modelErrorReply(
  request: Request,
  submission: Submission<unknown>,
  error: ModelError,
  options: FormOptions = {},
): TypedResponse<FormReply> {
  const { intent, describeFailure = (message: string) => message } = options;
  const lang = getLang(request);
  const { _form, ...fields } = translateFieldErrors(error.fields, lang, error.params);
  const fieldErrors: Record<string, string[]> = _form ? { ...fields, "": _form } : fields;
  const formErrors = error.fields ? [] : [describeFailure(translateError(error.message, lang, error.params))];
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds) headers["Retry-After"] = String(error.retryAfterSeconds);
  return json(
    {
      ...(intent ? { intent } : {}),
      result: submission.reply({ hideFields: passwordFields(submission), fieldErrors, formErrors }),
    },
    { status: error.status, headers },
  );
}

/** 400 with the submission's errors and any found outside it (password fields hidden). */
function invalidReply(submission: Submission<unknown>, intent?: string, fieldErrors?: Record<string, string[]>): TypedResponse<FormReply> {
  return json(
    {
      ...(intent ? { intent } : {}),
      result: submission.reply({ hideFields: passwordFields(submission), ...(fieldErrors ? { fieldErrors } : {}) }),
    },
    { status: 400 },
  );
}

/**
 * A language switch's post of this form (utils/keep-typed.ts): the values as sent, for
 * the form to be drawn again with them in the new language; nothing saved, no error
 * shown, the one-time key left unclaimed. Null for any other post.
 */
function keptTypedReply(form: FormData, intent?: string): TypedResponse<FormReply> | null {
  if (!form.has(KEEP_TYPED_FIELD)) return null;
  const submission = parse<unknown, string[]>(form, { resolve: () => ({ value: {} }) });
  return json({ ...(intent ? { intent } : {}), result: submission.reply({ hideFields: passwordFields(submission) }) });
}

type FormOptions = {
  /** Which form of the page answered (a page with several forms). */
  intent?: string;
  /** The form-level error text around the model's message, e.g. 'Failed to update profile: {message}'. */
  describeFailure?: (message: string) => string;
  /**
   * Errors found before the schema ran (an upload over its size limit), already in the
   * user's language: the form fails with them next to the schema's own.
   */
  fieldErrors?: Record<string, string[]>;
};

/**
 * Parse `form` with `schema`; on success run `onValid` with the value. A ModelError that
 * `onValid` throws becomes the form's errors; any other error goes on (to the error page).
 */
export async function handleForm<S extends z.ZodMiniType, R extends Response>(
  request: Request,
  form: FormData,
  schema: S,
  onValid: (value: z.output<S>, submission: Submission<z.input<S>, string[], z.output<S>>) => Promise<R> | R,
  options: FormOptions = {},
): Promise<R | TypedResponse<FormReply>> {
  const kept = keptTypedReply(form, options.intent);
  if (kept) return kept;
  // A form that carries a one-time key (it creates something) is done once however often
  // it is sent: a repeat answers with the first answer (form-once.server.ts).
  return onceForForm(request, form, () => handleFormOnce(request, form, schema, onValid, options)) as Promise<R | TypedResponse<FormReply>>;
}

async function handleFormOnce<S extends z.ZodMiniType, R extends Response>(
  request: Request,
  form: FormData,
  schema: S,
  onValid: (value: z.output<S>, submission: Submission<z.input<S>, string[], z.output<S>>) => Promise<R> | R,
  options: FormOptions,
): Promise<R | TypedResponse<FormReply>> {
  const submission = parseForm(form, { schema });
  const extra = options.fieldErrors && Object.keys(options.fieldErrors).length ? options.fieldErrors : undefined;
  if (submission.status !== "success" || extra) return invalidReply(submission, options.intent, extra);
  try {
    // Another process holding the write lock: wait without blocking and run again, or
    // answer 503 with the form kept (lock-wait.server.ts).
    return await retryWhenLocked(() => onValid(submission.value, submission), { write: true });
  } catch (error) {
    if (isModelError(error)) return modelErrorReply(request, submission, error, options);
    // Disk full or read-only: 503 with the message alone as the form's error, input kept.
    const unavailable = storageFailure(error, request);
    if (unavailable) return modelErrorReply(request, submission, unavailable, { intent: options.intent });
    throw error;
  }
}

/**
 * A form with several buttons: each `intent` has its own handler. An unknown or missing
 * intent answers 400 (never falls through to another form's handler).
 */
export async function dispatchIntent<R extends Response>(
  request: Request,
  form: FormData,
  handlers: Record<string, (form: FormData, intent: string) => Promise<R> | R>,
): Promise<R | TypedResponse<FormReply>> {
  const intent = form.get("intent");
  const handler = typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) {
    const message = translateError("unknownIntent", getLang(request));
    return json({ result: { status: "error" as const, error: { "": [message] } } }, { status: 400 });
  }
  try {
    return await retryWhenLocked(() => handler(form, intent as string), { write: true });
  } catch (error) {
    // A handler that writes without handleForm: a storage failure, or the database busy
    // past the wait, still answers the form.
    const unavailable = isModelError(error) && error.message === "databaseBusy" ? error : storageFailure(error, request);
    if (!unavailable) throw error;
    const submission = parse<unknown, string[]>(form, { resolve: () => ({ value: {} }) });
    return modelErrorReply(request, submission, unavailable, { intent: intent as string });
  }
}

/**
 * Page loaders and actions: a ModelError nobody caught becomes an error response with
 * its status (404 for not_found, 403 for forbidden, ...) instead of a 500, so the route's
 * error boundary says what happened. server.ts wraps every page route with it.
 */
export function withModelErrorResponses<A extends unknown[], T>(fn: (...args: A) => Promise<T> | T) {
  return async (...args: A): Promise<T> => {
    try {
      return await fn(...args);
    } catch (caught) {
      const request = (args[0] as { request?: Request } | undefined)?.request;
      const error = isModelError(caught) ? caught : storageFailure(caught, request);
      if (!error) throw caught;
      const lang = request ? getLang(request) : "en";
      const headers: Record<string, string> = {};
      if (error.retryAfterSeconds) headers["Retry-After"] = String(error.retryAfterSeconds);
      throw json({ message: translateError(error.message, lang, error.params) }, { status: error.status, headers });
    }
  };
}
