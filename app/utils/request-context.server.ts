import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";

/*
 * remix-serve builds a Fetch Request that carries no client address. To rate-limit per
 * address we remember the socket's address for the duration of each HTTP request
 * (AsyncLocalStorage, installed once when the server build loads, before remix-serve
 * creates its HTTP server). See docs/decisions/004-client-address.md.
 */
type RequestContext = { remoteAddress: string };

const storage = new AsyncLocalStorage<RequestContext>();
let installed = false;

export function installClientAddressCapture(): void {
  if (installed) return;
  installed = true;
  const original = http.createServer;
  const patched = function createServer(this: unknown, ...args: unknown[]) {
    const listenerIndex = args.findIndex((a) => typeof a === "function");
    if (listenerIndex >= 0) {
      const listener = args[listenerIndex] as http.RequestListener;
      args[listenerIndex] = function (req: http.IncomingMessage, res: http.ServerResponse) {
        storage.run({ remoteAddress: req.socket.remoteAddress ?? "unknown" }, () =>
          listener(req, res),
        );
      };
    }
    return (original as (...a: unknown[]) => http.Server).apply(this, args);
  };
  (http as { createServer: unknown }).createServer = patched;
}

/**
 * The client's address: with TRUST_PROXY the address the proxy appended last to
 * X-Forwarded-For, otherwise the socket's address; "unknown" outside a request.
 */
export function clientAddress(request: Request, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for");
    const last = forwarded?.split(",").map((s) => s.trim()).filter(Boolean).pop();
    if (last) return last;
  }
  return storage.getStore()?.remoteAddress ?? "unknown";
}
