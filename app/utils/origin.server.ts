import type { ActionFunction } from "@remix-run/node";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A write whose Origin (or Sec-Fetch-Site) names another site is refused: Remix 2 has no
 * such check of its own. Requests without an Origin header (curl, server-to-server) pass;
 * browsers always send Origin on cross-site POSTs.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (!WRITE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  if (origin) {
    if (origin === "null") return true;
    try {
      return new URL(origin).host !== new URL(request.url).host;
    } catch {
      return true;
    }
  }
  return request.headers.get("sec-fetch-site") === "cross-site";
}

export function crossSiteResponse(request: Request): Response {
  const message = "Cross-site request refused";
  const isApi = new URL(request.url).pathname.startsWith("/api/");
  return isApi
    ? new Response(JSON.stringify({ message }), {
        status: 403,
        headers: { "Content-Type": "application/json; charset=utf-8" },
      })
    : new Response(message, { status: 403, statusText: "Forbidden" });
}

/** Wrap a route action with the same-origin check (applied to every route in server.ts). */
export function withOriginCheck(action: ActionFunction): ActionFunction {
  return (args) => {
    if (isCrossSiteWrite(args.request)) throw crossSiteResponse(args.request);
    return action(args);
  };
}
