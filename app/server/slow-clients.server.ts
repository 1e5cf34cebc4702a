import type http from "node:http";

/*
 * Slow clients: a connection that sends its headers or its body slowly holds a socket
 * and a slot of the worker's parser, so a few hundred such connections (a "slowloris")
 * would crowd out everyone else. The limits are set so that a phone on slow 3G
 * (a few hundred kbit/s, seconds of stall) still gets through:
 *  - the headers must arrive within HEADERS_TIMEOUT_MS of the connection (or of the end
 *    of the previous request): Node answers 408 and closes;
 *  - a body must keep coming: it may take BODY_GRACE_MS, plus one second for every
 *    BODY_MIN_BYTES_PER_SECOND bytes received (so a 2 MB screenshot at 16 kbit/s still
 *    fits, while one byte every few seconds does not); past that the connection is
 *    closed. A whole request may never take longer than REQUEST_TIMEOUT_MS;
 *  - a keep-alive connection with no request for KEEP_ALIVE_TIMEOUT_MS is closed.
 * Node checks its own timeouts every CHECK_INTERVAL_MS (30 s by default: far too late).
 */
export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 300_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
export const BODY_GRACE_MS = 15_000;
export const BODY_MIN_BYTES_PER_SECOND = 2_048;
const CHECK_INTERVAL_MS = 1_000;

/** The options every HTTP server of Guyub is created with (`http.createServer(options, listener)`). */
export const SERVER_TIMEOUTS: http.ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: CHECK_INTERVAL_MS,
};

/**
 * Close the connection of a request whose body stops coming at the minimum rate (see
 * above). It counts the bytes the socket has read, never the body's own stream (a
 * listener there would start reading it before the app does). A request without a body
 * costs nothing; the watch ends with the answer.
 */
export function guardBodyRate(req: http.IncomingMessage, res: http.ServerResponse): void {
  const length = Number(req.headers["content-length"] ?? 0);
  const chunked = /chunked/i.test(String(req.headers["transfer-encoding"] ?? ""));
  if (!chunked && !(length > 0)) return;
  const socket = req.socket;
  const started = Date.now();
  const bytesAtStart = socket.bytesRead;
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    if (req.complete) return;
    const earned = ((socket.bytesRead - bytesAtStart) / BODY_MIN_BYTES_PER_SECOND) * 1000;
    const left = started + BODY_GRACE_MS + earned - Date.now();
    if (left > 0) {
      timer = setTimeout(check, Math.max(left, 250));
      timer.unref();
      return;
    }
    socket.destroy();
  };
  const done = () => clearTimeout(timer);
  res.once("close", done);
  res.once("finish", done);
  timer = setTimeout(check, BODY_GRACE_MS);
  timer.unref();
}
