import type { ActionFunction } from "@remix-run/node";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A write whose Origin (or, without Origin, Sec-Fetch-Site) names another site is
 * refused. Requests without either header (curl, server-to-server) pass: browsers send
 * Origin on every cross-site POST.
 */
export function isCrossSiteWrite(input: {
  method: string;
  origin: string | null | undefined;
  host: string | null | undefined;
  secFetchSite?: string | null;
}): boolean {
  if (!WRITE_METHODS.has(input.method.toUpperCase())) return false;
  if (input.origin) {
    if (input.origin === "null" || !input.host) return true;
    try {
      return new URL(input.origin).host.toLowerCase() !== input.host.toLowerCase();
    } catch {
      return true;
    }
  }
  return input.secFetchSite === "cross-site";
}

export const CROSS_SITE_MESSAGE = "Cross-site request refused";

function requestIsCrossSite(request: Request): boolean {
  return isCrossSiteWrite({
    method: request.method,
    origin: request.headers.get("origin"),
    host: new URL(request.url).host,
    secFetchSite: request.headers.get("sec-fetch-site"),
  });
}

/**
 * Wrap a route action with the same check (server.ts applies it to every route). The
 * HTTP front door (request-context.server.ts) already answers such requests with 403
 * before Remix sees them; this keeps actions safe wherever else they are called from.
 */
export function withOriginCheck(action: ActionFunction): ActionFunction {
  return (args) => {
    if (requestIsCrossSite(args.request)) {
      const isApi = new URL(args.request.url).pathname.startsWith("/api/");
      throw isApi
        ? new Response(JSON.stringify({ message: CROSS_SITE_MESSAGE }), {
            status: 403,
            headers: { "Content-Type": "application/json; charset=utf-8" },
          })
        : new Response(CROSS_SITE_MESSAGE, { status: 403, statusText: "Forbidden" });
    }
    return action(args);
  };
}
