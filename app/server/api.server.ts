import { json } from "@remix-run/node";
import type { ActionFunction, ActionFunctionArgs, LoaderFunction, LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod/mini";
import type { User } from "../../db/schema";
import { translateError, translateFieldErrors } from "~/i18n/errors";
import { getLang } from "~/i18n/lang.server";
import { ModelError, isModelError } from "~/models/errors";
import { DuplicateSubmission } from "~/models/submission-claim.server";
import { issuesToErrors } from "~/validation/form-data";
import { getUser } from "./auth.server";
import { storageFailure } from "./storage-error.server";
import { retryWhenLocked } from "./lock-wait.server";
import { BASE_SECURITY_HEADERS } from "./security-headers.server";
import { readUploadForm, type UploadForm, type UploadOptions } from "./upload.server";
import { onceForApi } from "./form-once.server";
import { logger } from "~/lib/server/logger.server";

/*
 * The JSON API's one place for parsing, validation, error mapping and serialising.
 * An endpoint is `export const loader = apiRoute(async ({ request, params, user }) => ...)`
 * returning a plain value (200 JSON), or `respond(status, body, headers)`.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

type Args = (LoaderFunctionArgs | ActionFunctionArgs) & { user: User | null };
type Handler = (args: Args) => Promise<unknown> | unknown;

export class ApiResponse {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: HeadersInit = {},
  ) {}
}

/** An answer with a status other than 200 (204 has no body). */
export function respond(status: number, body: unknown = null, headers: HeadersInit = {}) {
  return new ApiResponse(status, body, headers);
}

function send(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const h = headers instanceof Headers ? headers : new Headers(headers);
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) h.set(name, value);
  h.set("Cache-Control", "no-store");
  if (status === 204) return new Response(null, { status, headers: h });
  return json(body, { status, headers: h });
}

function errorResponse(request: Request, caught: unknown): Response {
  const lang = getLang(request);
  // Disk full or read-only: 503 with Retry-After and the message, like a ModelError.
  const error = storageFailure(caught, request) ?? caught;
  if (isModelError(error)) {
    const headers: Record<string, string> = {};
    if (error.retryAfterSeconds) headers["Retry-After"] = String(error.retryAfterSeconds);
    const body: { message: string; errors?: Record<string, string[]> } = {
      message: translateError(error.message, lang, error.params),
    };
    if (error.fields) body.errors = translateFieldErrors(error.fields, lang, error.params);
    return send(error.status, body, headers);
  }
  if (error instanceof Response) return error;
  logger.error({ err: error }, `API ${request.method} ${new URL(request.url).pathname} failed`);
  return send(500, { message: translateError("internal", lang) });
}

/** An endpoint made by apiRoute, with the HTTP methods it declared (see withApiRouting). */
export type ApiHandler = ((args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<Response>) & {
  readonly methods?: readonly string[];
};

/**
 * Wrap an endpoint: the caller (or null), error mapping, JSON serialising. `methods` says
 * which methods it serves; without it a loader serves GET (and HEAD), an action POST.
 * withApiRouting (applied to every /api route by server.ts) answers the other methods.
 */
export function apiRoute(handler: Handler, options: { methods?: string[]; maxBodyBytes?: number } = {}): ApiHandler {
  // An endpoint that takes uploads (readApiUpload) says how large its bodies may be, so
  // that an Idempotency-Key covers them too; a JSON body is still held to 1 MB by readJson.
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const endpoint = async (args: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> => {
    const { request } = args;
    let user: User | null;
    try {
      user = await getUser(request);
    } catch (error) {
      return errorResponse(request, error);
    }
    const write = request.method !== "GET" && request.method !== "HEAD";
    // Each run reads its own copy of the body: a run that met another process's write
    // lock runs again once it is free (lock-wait.server.ts), or answers 503.
    const run = () => handler({ ...args, request: request.body ? request.clone() : request, user });
    const answer = async (): Promise<Response> => {
      try {
        const result = await retryWhenLocked(run, { write });
        if (result instanceof Response) return result;
        if (result instanceof ApiResponse) return send(result.status, result.body, result.headers);
        return send(200, result);
      } catch (error) {
        // Another request with the same Idempotency-Key wrote first: onceForApi answers.
        if (error instanceof DuplicateSubmission) throw error;
        return errorResponse(request, error);
      }
    };
    // A POST with an Idempotency-Key is done once per key (form-once.server.ts).
    const fail = (status: number, key: string, headers: Record<string, string> = {}) =>
      send(status, { message: translateError(key, getLang(request)) }, headers);
    return onceForApi(request, user?.id ?? null, answer, fail, { maxBodyBytes });
  };
  return Object.assign(endpoint, { methods: options.methods?.map((m) => m.toUpperCase()) });
}

// Remix hands a loader GET, HEAD and OPTIONS, an action the other four.
const LOADER_METHODS = ["GET", "HEAD", "OPTIONS"];
const ACTION_METHODS = ["POST", "PUT", "PATCH", "DELETE"];
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function declaredMethods(handler: unknown, fallback: string[], possible: string[]): string[] {
  if (typeof handler !== "function") return [];
  const declared = (handler as ApiHandler).methods ?? fallback;
  const methods = new Set(declared.map((m) => m.toUpperCase()));
  if (methods.has("GET")) methods.add("HEAD"); // a GET endpoint answers HEAD too
  return possible.filter((m) => methods.has(m));
}

type RouteModule = { loader?: LoaderFunction; action?: ActionFunction };

/**
 * The methods an API route module serves: those its loader and action declared (a loader
 * GET and HEAD, an action POST, when they declare none), and OPTIONS.
 */
function allowedMethods(module: RouteModule): string[] {
  const served = new Set([
    ...declaredMethods(module.loader, ["GET"], LOADER_METHODS),
    ...declaredMethods(module.action, ["POST"], ACTION_METHODS),
    "OPTIONS",
  ]);
  return METHOD_ORDER.filter((m) => served.has(m));
}

/**
 * Give an API route module a loader and an action that answer every method: the ones it
 * serves reach its own loader or action; OPTIONS answers 204 with Allow (unless the
 * loader serves OPTIONS itself); anything else answers 405 with Allow, in JSON. server.ts
 * applies it to every route under /api, so a new endpoint needs nothing more than its
 * `methods`. See docs/decisions/006-api-routing.md.
 */
export function withApiRouting<M extends RouteModule>(module: M): M {
  const allow = allowedMethods(module).join(", ");
  const loaderMethods = declaredMethods(module.loader, ["GET"], LOADER_METHODS);
  const actionMethods = declaredMethods(module.action, ["POST"], ACTION_METHODS);
  const refuse = (request: Request) => send(405, { message: translateError("methodNotAllowed", getLang(request)) }, { Allow: allow });
  const loader: LoaderFunction = (args) => {
    const method = args.request.method.toUpperCase();
    if (module.loader && loaderMethods.includes(method)) return module.loader(args);
    if (method === "OPTIONS") return send(204, null, { Allow: allow });
    return refuse(args.request);
  };
  const action: ActionFunction = (args) => {
    const method = args.request.method.toUpperCase();
    if (module.action && actionMethods.includes(method)) return module.action(args);
    return refuse(args.request);
  };
  return { ...module, loader, action };
}

/** The signed-in caller, or 401. */
export function requireCaller(user: User | null): User {
  if (!user) throw new ModelError("unauthenticated", "notSignedIn");
  return user;
}

/**
 * Read a JSON body (415 unless JSON, 413 over 1 MB, 400 when malformed) and validate it
 * with the same zod schema the forms use (400 with per-field messages).
 */
export async function readJson<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.output<S>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new ModelError("invalid", "notJson", {}).withStatus(415);
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new ModelError("invalid", "tooLarge").withStatus(413);
  const text = await readLimited(request, MAX_BODY_BYTES);
  let data: unknown;
  try {
    data = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new ModelError("invalid", "malformedJson");
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new ModelError("invalid", "malformedJson");
  }
  return parseInput(schema, data);
}

/** Validate a value with a schema; field errors carry the schema's message keys. */
export function parseInput<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const { "": formErrors, ...fields } = issuesToErrors(result.error.issues);
  throw new ModelError("invalid", "invalidInput", { fields: formErrors ? { ...fields, _form: formErrors } : fields });
}

/** A body read whole up to `limit` bytes (413 beyond). */
export async function readLimited(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not cancel(): that destroys the socket before the 413 is written (the client sees
      // a reset). The rest is left unread; the front door discards a little of it and
      // closes the connection (request-context.server.ts).
      reader.releaseLock();
      throw new ModelError("invalid", "tooLarge").withStatus(413);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Whether the request's body is sent as multipart/form-data. */
export function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");
}

/**
 * Read a multipart/form-data body with files (readUploadForm: streamed, part by part,
 * each file and text part bounded) and the whole body held to `maxBodyBytes`: 413
 * (`messageKey`) by its Content-Length before anything is read, or as soon as the count
 * of what arrived passes the limit (chunked bodies too). Nothing beyond the limit is read.
 */
export async function readApiUpload(
  request: Request,
  options: UploadOptions & { maxBodyBytes: number; tooLargeMessage?: string },
): Promise<UploadForm> {
  const { maxBodyBytes, tooLargeMessage = "tooLarge", ...upload } = options;
  const refused = () => new ModelError("invalid", tooLargeMessage).withStatus(413);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBodyBytes) throw refused();
  if (!request.body) return readUploadForm(request, upload);
  let exceeded = false;
  let size = 0;
  const source = request.body.getReader();
  // Not pipeThrough or cancel(): either destroys the socket before the 413 is written. The
  // rest is left unread; the front door discards a little of it and closes the
  // connection (request-context.server.ts).
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) return controller.close();
      size += value.byteLength;
      if (size > maxBodyBytes) {
        exceeded = true;
        source.releaseLock();
        controller.error(refused());
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
  try {
    const form = await readUploadForm(bounded, upload);
    if (exceeded) throw refused();
    return form;
  } catch (error) {
    throw exceeded ? refused() : error;
  }
}

/** A route's numeric id parameter; anything else is a 404 (there is no such thing). */
export function idParam(value: string | undefined): number {
  const id = /^\d{1,15}$/.test(value ?? "") ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new ModelError("not_found", "notFound");
  return id;
}
