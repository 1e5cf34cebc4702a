import crypto from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { negotiateLang } from "~/i18n/index";
import { logger } from "~/lib/server/logger.server";
import { runInRequestContext, type RequestContext } from "~/lib/server/client-address.server";
import { translateError } from "~/i18n/errors";
import { parseLangCookie } from "~/i18n/lang.server";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "./origin.server";
import type { PageCache } from "./page-cache.server";
import { resolveClientAddress, type TrustedProxies } from "~/lib/server/proxy.server";
import { trackServer } from "./shutdown.server";
import { SERVER_TIMEOUTS, guardBodyRate } from "./slow-clients.server";
import { BASE_SECURITY_HEADERS } from "./security-headers.server";
import { limitRootStaticToFiles, listPublicFiles } from "./static-files.server";

/*
 * remix-serve gives us no middleware and a Fetch Request without the client address.
 * When the server build loads (before remix-serve creates its HTTP server) we wrap the
 * request listener of http.createServer once, to:
 *  - refuse with 403 every write whose Origin names another site, pages and API alike
 *    (Remix's own check answers 500, and only for document posts);
 *  - answer a method Remix cannot route (TRACE, PROPFIND...) under /api with a JSON 501
 *    (docs/decisions/006-api-routing.md);
 *  - remember the socket's address for the rate limits (AsyncLocalStorage), and the
 *    request's id for the log; log one line when the answer is done (logRequest);
 *  - answer anonymous visitors' public pages from the page cache (page-cache.server.ts);
 *  - let only public/'s files reach remix-serve's express.static (static-files.server.ts).
 * See docs/decisions/003-http-front-door.md.
 */
let installed = false;

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function isApiPath(url: string | undefined): boolean {
  return /^\/api(?:[/?#]|$)/.test(url ?? "");
}

function refuseCrossSite(req: http.IncomingMessage, res: http.ServerResponse, fromProxy: boolean): boolean {
  const forwardedHost = fromProxy ? firstHeader(req.headers["x-forwarded-host"])?.split(",")[0]?.trim() : undefined;
  const crossSite = isCrossSiteWrite({
    method: req.method ?? "GET",
    origin: firstHeader(req.headers.origin),
    host: forwardedHost || req.headers.host,
    secFetchSite: firstHeader(req.headers["sec-fetch-site"]),
  });
  if (!crossSite) return false;
  const isApi = isApiPath(req.url);
  res.writeHead(403, {
    ...BASE_SECURITY_HEADERS,
    "Content-Type": isApi ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(isApi ? JSON.stringify({ message: CROSS_SITE_MESSAGE }) : CROSS_SITE_MESSAGE);
  return true;
}

// The methods Remix routes to a loader or an action; withApiRouting answers them all.
const ROUTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Under /api, a method no route can serve: 501 in JSON (Remix would answer 405 or 500). */
function refuseUnroutedApiMethod(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (ROUTED_METHODS.has((req.method ?? "GET").toUpperCase()) || !isApiPath(req.url)) return false;
  const lang = negotiateLang(parseLangCookie(req.headers.cookie), firstHeader(req.headers["accept-language"]) ?? null);
  res.writeHead(501, {
    ...BASE_SECURITY_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(JSON.stringify({ message: translateError("methodNotImplemented", lang) }));
  return true;
}

/** Serve from the page cache (true), or arrange to capture the app's answer (false). */
function serveOrCapture(pageCache: PageCache, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  try {
    const key = pageCache.keyOf(req);
    if (!key) return false;
    if (pageCache.serve(key, req, res)) return true;
    pageCache.capture(key, req, res);
  } catch (error) {
    // The cache is an optimisation: whatever goes wrong there, the app still answers.
    logger.error({ err: error }, "page cache failed; the app answers");
  }
  return false;
}

const HSTS = "max-age=31536000; includeSubDomains";

function isSecure(req: http.IncomingMessage, fromProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return fromProxy && firstHeader(req.headers["x-forwarded-proto"])?.split(",")[0]?.trim().toLowerCase() === "https";
}

/** How much of a refused body is read and dropped, and for how long, before the connection closes. */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 2000;

/**
 * An answer went out before its request's body was read to the end (413: too large).
 * Closing the socket at once would reset the connection under a client that is still
 * sending, before it reads the answer; keeping it would read the whole body. So the rest
 * is read and dropped (up to LINGER_BYTES or LINGER_MS): a body that ends by then leaves
 * the connection open for the client's next request; one that does not is cut off.
 */
function closeAfterUnreadBody(req: http.IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  let dropped = 0;
  const close = () => {
    clearTimeout(timer);
    req.socket.destroySoon();
  };
  const timer = setTimeout(close, LINGER_MS);
  // Whoever read the body before (Remix's stream) would pause it again when its queue is
  // full: the rest is ours to drop, so the connection can serve the client's next request.
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > LINGER_BYTES) close();
  });
  req.once("end", () => clearTimeout(timer));
  req.resume();
}

/** A request id a trusted proxy sent (X-Request-Id) is kept when it looks like one. */
const FORWARDED_REQUEST_ID = /^[\w.:-]{1,100}$/;

/** The request's id in the log: the trusted proxy's X-Request-Id, or a new random one. */
function requestIdOf(req: http.IncomingMessage, fromProxy: boolean): string {
  const forwarded = fromProxy ? firstHeader(req.headers["x-request-id"]) : undefined;
  return forwarded && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : crypto.randomUUID();
}

/** How much of a request's URL its log line keeps. */
const LOGGED_URL_LENGTH = 300;

/**
 * The request log: one line once the answer is sent (or the client went away first,
 * "aborted"), with the request's id and, when its session named one, the user's id, the
 * method, the URL (its first 300 characters), the status and the milliseconds it took.
 */
function logRequest(req: http.IncomingMessage, res: http.ServerResponse, context: RequestContext): void {
  const started = performance.now();
  res.once("close", () => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const url = (req.url ?? "/").slice(0, LOGGED_URL_LENGTH);
    const line: Record<string, unknown> = {
      channel: "request",
      reqId: context.reqId,
      method: req.method,
      url,
      status: res.statusCode,
      ms,
    };
    if (context.userId !== undefined) line.userId = context.userId;
    if (!res.writableFinished) line.aborted = true;
    logger.info(line, `${req.method} ${url} ${res.statusCode} ${ms} ms`);
  });
}

/**
 * remix-serve logs every request in plain text (morgan, a middleware named "logger" in
 * its express app): logRequest writes that line, as JSON with the request's id, instead.
 */
function dropPlainRequestLog(app: unknown): void {
  const stack = (app as { _router?: { stack?: Array<{ handle?: { name?: string } }> } } | null)?._router?.stack;
  if (!Array.isArray(stack)) return;
  for (let i = stack.length - 1; i >= 0; i -= 1) if (stack[i].handle?.name === "logger") stack.splice(i, 1);
}

export function installHttpFrontDoor({
  trustedProxies,
  pageCache,
  publicDir,
}: {
  trustedProxies: TrustedProxies;
  pageCache?: PageCache;
  /** The folder remix-serve's express.static serves ("public"): listed once, see static-files.server.ts. */
  publicDir?: string;
}): void {
  if (installed) return;
  installed = true;
  const original = http.createServer;
  const patched = function createServer(this: unknown, ...args: unknown[]) {
    const listenerIndex = args.findIndex((a) => typeof a === "function");
    if (listenerIndex >= 0) {
      const listener = args[listenerIndex] as http.RequestListener;
      if (publicDir) limitRootStaticToFiles(listener, listPublicFiles(publicDir));
      dropPlainRequestLog(listener);
      const answer = (req: http.IncomingMessage, res: http.ServerResponse, fromProxy: boolean) => {
        if (refuseCrossSite(req, res, fromProxy)) return;
        if (refuseUnroutedApiMethod(req, res)) return;
        // Over HTTPS (TLS here, or a trusted proxy that says so) browsers must stay on it.
        if (isSecure(req, fromProxy)) res.setHeader("Strict-Transport-Security", HSTS);
        if (pageCache && serveOrCapture(pageCache, req, res)) return;
        res.once("finish", () => closeAfterUnreadBody(req));
        guardBodyRate(req, res);
        listener(req, res);
      };
      args[listenerIndex] = function (req: http.IncomingMessage, res: http.ServerResponse) {
        // Forwarded headers count only from a proxy TRUST_PROXY names.
        const fromProxy = trustedProxies.trusts(req.socket.remoteAddress);
        const forwardedFor = req.headers["x-forwarded-for"];
        const context: RequestContext = {
          remoteAddress: resolveClientAddress(
            req.socket.remoteAddress,
            Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor,
            trustedProxies,
          ),
          reqId: requestIdOf(req, fromProxy),
        };
        logRequest(req, res, context);
        runInRequestContext(context, () => answer(req, res, fromProxy));
      };
    }
    // Slow clients get the limits of slow-clients.server.ts (remix-serve passes no options).
    const options = typeof args[0] === "object" && args[0] !== null ? (args.shift() as http.ServerOptions) : {};
    args.unshift({ ...SERVER_TIMEOUTS, ...options });
    const server = (original as (...a: unknown[]) => http.Server).apply(this, args);
    trackServer(server);
    server.once("listening", () => {
      const address = server.address();
      logger.info({ address }, `listening on ${typeof address === "string" ? address : `${address?.address}:${address?.port}`}`);
    });
    return server;
  };
  (http as { createServer: unknown }).createServer = patched;
}
