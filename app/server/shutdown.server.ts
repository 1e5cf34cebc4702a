import type http from "node:http";
import { db } from "~/lib/server/db.server";
import { logger } from "~/lib/server/logger.server";

/*
 * Graceful shutdown. On SIGTERM or SIGINT remix-serve closes its
 * HTTP server: no new connections, requests in flight run to their end. Here, once
 * every server has closed (or after GRACE_MS, when the connections still open are cut),
 * the background workers stop, the WAL is checkpointed into the database file and the
 * database is closed; then the process exits, within 10 seconds of the signal.
 */
const GRACE_MS = 8_000;

const servers = new Set<http.Server>();
const workers: Array<() => void | Promise<void>> = [];
let installed = false;
let stopping = false;

/** The front door reports every HTTP server it wraps (request-context.server.ts). */
export function trackServer(server: http.Server): void {
  servers.add(server);
  server.once("close", () => servers.delete(server));
}

/** A background worker's stop function, called before the database closes. */
export function onShutdown(stop: () => void | Promise<void>): void {
  workers.push(stop);
}

function allClosed(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (servers.size === 0 ? resolve() : undefined);
    for (const server of servers) server.once("close", () => setImmediate(check));
    check();
  });
}

async function shutDown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  logger.info(`${signal}: finishing the requests in flight, then stopping`);
  // remix-serve calls server.close() on the same signal. Keep-alive connections that are
  // idle, now or once their request is answered, are closed as they become so.
  const closeIdle = () => {
    for (const server of servers) server.closeIdleConnections();
  };
  setImmediate(closeIdle);
  const idleSweep = setInterval(closeIdle, 100);
  idleSweep.unref();
  const grace = setTimeout(() => {
    logger.warn("requests still open after the grace period: closing their connections");
    for (const server of servers) server.closeAllConnections();
  }, GRACE_MS);
  grace.unref();
  await allClosed();
  clearTimeout(grace);
  clearInterval(idleSweep);
  for (const stop of workers) {
    try {
      await stop();
    } catch (error) {
      logger.error({ err: error }, "a background worker failed to stop");
    }
  }
  try {
    db.$client.pragma("wal_checkpoint(TRUNCATE)");
    db.$client.close();
  } catch (error) {
    logger.error({ err: error }, "closing the database failed");
  }
  logger.info(`stopped cleanly in ${Date.now() - started} ms`);
  process.exit(0);
}

export function installGracefulShutdown(): void {
  if (installed) return;
  installed = true;
  // Kept for every signal, not once: a second one (Ctrl-C reaches the workers from the
  // terminal and again from scripts/serve.js; systemd signals every process of the
  // service) must not end the process before the requests in flight are answered.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutDown(signal));
}
