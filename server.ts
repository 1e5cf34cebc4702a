/*
 * The server build that remix-serve loads (remix.config.js `server`). It re-exports the
 * generated build and wraps every route's action with the same-origin check, so no page
 * or API write can skip it; every /api route with the API's method routing (JSON 405
 * with Allow, OPTIONS; docs/decisions/006-api-routing.md); and every page's loader and
 * action so that a ModelError nobody caught answers its status (404, 403), not 500, and
 * work that met another process's write lock runs again once it is free. It also installs the HTTP
 * front door: the cross-site refusal before Remix runs, the client address for the rate
 * limits, and the anonymous page cache.
 */
import * as build from "@remix-run/dev/server-build";
import type { ServerBuild } from "@remix-run/node";
import { withModelErrorResponses } from "./app/server/action.server";
import { withApiRouting } from "./app/server/api.server";
import { UPLOAD_ROUTES, withFormBodyLimit } from "./app/server/form-limit.server";
import { withLockWaits } from "./app/server/lock-wait.server";
import { withOriginCheck } from "./app/server/origin.server";
import { publicDataVersion } from "./app/models/data-version.server";
import { holdsDemoData } from "./app/models/demo.server";
import { env } from "./app/lib/server/env.server";
import { PageCache } from "./app/server/page-cache.server";
import { installHttpFrontDoor } from "./app/server/request-context.server";
import { installGracefulShutdown } from "./app/server/shutdown.server";
import { startMailWorker } from "./app/server/mailer.server";
import { startCampaignWorker } from "./app/server/campaign-worker.server";
import { warnOnMissingFrameworkPatches } from "./app/server/framework-patches.server";
import { logger } from "./app/lib/server/logger.server";

// The demo data's passwords are public (README): say so at every start, and keep such a
// server off the network unless HOST is set on purpose.
if (holdsDemoData()) {
  logger.warn(
    "this database holds the demo data, whose passwords are public. " + "For real use start on an empty database with SEED_DEMO=false.",
  );
  if (!process.env.HOST) {
    process.env.HOST = "127.0.0.1";
    logger.warn("demo data: listening on 127.0.0.1 only (set HOST to choose the interface).");
  }
}

// A framework patch that did not apply at install costs CPU, not correctness: say so.
warnOnMissingFrameworkPatches();
installGracefulShutdown();
// E-mail goes out from the outbox in the background; stopped on SIGTERM.
startMailWorker();
// Proofs left unanswered for 7 days are accepted, invoices past their due date turn
// overdue and then void, in the background; stopped on SIGTERM.
startCampaignWorker({ intervalMs: env.JOB_INTERVAL_SECONDS * 1000 });
installHttpFrontDoor({
  trustedProxies: env.TRUST_PROXY,
  pageCache: new PageCache({ ttlSeconds: env.PAGE_CACHE_SECONDS, version: publicDataVersion }),
  // remix-serve serves public/ (relative to its working directory) before Remix.
  publicDir: "public",
});

export * from "@remix-run/dev/server-build";

/** The JSON API's routes: every route file in app/routes/api+/ (api+/$.ts included). */
const isApi = (id: string) => id.startsWith("routes/api+/");

export const routes: ServerBuild["routes"] = Object.fromEntries(
  Object.entries(build.routes).map(([id, route]) => {
    const module = isApi(id) ? withApiRouting(route.module) : { ...route.module };
    // Work that met another process's write lock runs again once it is free, or answers
    // 503 (app/server/lock-wait.server.ts); the API's shape does the same (apiRoute).
    if (!isApi(id) && module.loader) module.loader = withModelErrorResponses(withLockWaits(module.loader, { write: false }));
    if (!isApi(id) && module.action) {
      const action = withModelErrorResponses(withLockWaits(module.action, { write: true }));
      module.action = withFormBodyLimit(action, { uploads: UPLOAD_ROUTES.has(id) });
    }
    if (module.action) module.action = withOriginCheck(module.action);
    return [id, { ...route, module }];
  }),
);
