import { storageFailureCode } from "../../db/storage";
import { isModelError, storageUnavailable, type ModelError } from "~/models/errors";
import { logger } from "~/lib/server/logger.server";

/*
 * A write that fails for disk or permission reasons (disk full, read-only data folder or
 * database: db/storage.ts says which errors those are) is not a bug and not the user's
 * fault: it answers 503 with Retry-After and "Guyub cannot save right now; nothing was
 * lost; try again in a minute." in the user's language, like any other ModelError. Page
 * actions keep the user's input (handleForm, dispatchIntent), the page wrapper and the
 * JSON API answer the same status. The operator gets one line per failed request.
 */

/**
 * `error` as the 503 ModelError the user sees when it is a storage failure (logged once,
 * in one line, with the request); null for any other error.
 */
export function storageFailure(error: unknown, request?: Request): ModelError | null {
  if (isModelError(error)) return null;
  const code = storageFailureCode(error);
  if (!code) return null;
  const where = request ? `${request.method} ${new URL(request.url).pathname}: ` : "";
  logger.error({ code }, `${where}cannot save, the data folder refused the write (${code})`);
  return storageUnavailable();
}
