import { json } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod/mini";
import type { User } from "../../db/schema";
import { translateError } from "~/i18n/errors";
import { getLang } from "~/i18n/lang.server";
import { translateFieldErrors } from "~/i18n/validation";
import { ModelError, isModelError } from "~/models/errors";
import { issuesToErrors } from "~/validation/form-data";
import { getUser } from "./auth.server";
import { BASE_SECURITY_HEADERS } from "./security-headers.server";

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

export function errorResponse(request: Request, error: unknown): Response {
  const lang = getLang(request);
  if (isModelError(error)) {
    const headers: Record<string, string> = {};
    if (error.retryAfterSeconds) headers["Retry-After"] = String(error.retryAfterSeconds);
    // The rest of an oversized body is never read: close the connection after answering.
    if (error.status === 413) headers["Connection"] = "close";
    const body: { message: string; errors?: Record<string, string[]> } = {
      message: translateError(error.message, lang, error.params),
    };
    if (error.fields) body.errors = translateFieldErrors(error.fields, lang);
    return send(error.status, body, headers);
  }
  if (error instanceof Response) return error;
  console.error(`[guyub] API ${request.method} ${new URL(request.url).pathname}`, error);
  return send(500, { message: translateError("internal", lang) });
}

/** Wrap an endpoint: the caller (or null), error mapping, JSON serialising. */
export function apiRoute(handler: Handler, options: { methods?: string[] } = {}) {
  return async (args: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> => {
    const { request } = args;
    try {
      if (options.methods && !options.methods.includes(request.method.toUpperCase())) {
        return send(405, { message: translateError("methodNotAllowed", getLang(request)) }, {
          Allow: options.methods.join(", "),
        });
      }
      const user = await getUser(request);
      const result = await handler({ ...args, user });
      if (result instanceof Response) return result;
      if (result instanceof ApiResponse) return send(result.status, result.body, result.headers);
      return send(200, result);
    } catch (error) {
      return errorResponse(request, error);
    }
  };
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

async function readLimited(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ModelError("invalid", "tooLarge").withStatus(413);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Integer query parameter within bounds, or the fallback. */
export function intParam(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

/** A route's numeric id parameter; anything else is a 404 (there is no such thing). */
export function idParam(value: string | undefined): number {
  const id = /^\d{1,15}$/.test(value ?? "") ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new ModelError("not_found", "notFound");
  return id;
}
