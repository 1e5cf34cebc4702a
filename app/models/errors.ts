/**
 * Errors the models throw. Routes and the API map them to status codes in one place
 * (app/server/api.server.ts, app/server/action.server.ts). `message` is a key of a
 * message catalogue or plain English; `fields` carries per-field validation keys.
 */
export type ModelErrorKind = "invalid" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "too_many" | "unavailable";

const STATUS: Record<ModelErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  unavailable: 503,
};

export class ModelError extends Error {
  readonly kind: ModelErrorKind;
  readonly fields?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;
  readonly params?: Record<string, string | number>;

  constructor(
    kind: ModelErrorKind,
    message: string,
    options: {
      fields?: Record<string, string[]>;
      retryAfterSeconds?: number;
      params?: Record<string, string | number>;
    } = {},
  ) {
    super(message);
    this.name = "ModelError";
    this.kind = kind;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.params = options.params;
  }

  private statusOverride?: number;

  /** A more precise status for the same kind (413 or 415 for invalid input). */
  withStatus(status: number): this {
    this.statusOverride = status;
    return this;
  }

  get status(): number {
    return this.statusOverride ?? STATUS[this.kind];
  }
}

export function isModelError(error: unknown): error is ModelError {
  return error instanceof ModelError;
}

/** How long a client waits before trying a write again after a storage failure. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

/**
 * A write that failed for disk or permission reasons (disk full, read-only data folder):
 * 503 with Retry-After and "Guyub cannot save right now; nothing was lost; try again in a
 * minute." `field` puts the message next to that field (the logo) instead of on the form.
 */
export function storageUnavailable(field?: string): ModelError {
  return new ModelError("unavailable", "storageUnavailable", {
    retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS,
    ...(field ? { fields: { [field]: ["storageUnavailable"] } } : {}),
  });
}

/** How long a client waits before trying a write again after the database stayed busy. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * A write that did not get the database's write lock within the wait (another process
 * held it): 503 with Retry-After and "Guyub is busy saving other changes and could not
 * save yours; nothing was lost. Try again in a few seconds."
 */
export function databaseBusy(): ModelError {
  return new ModelError("unavailable", "databaseBusy", { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
}

/**
 * What `load` finds, or null when it throws not_found (a dialog's id that is gone or not
 * the actor's): the page then simply shows no dialog. Any other error goes on.
 */
export function unlessNotFound<T>(load: () => T): T | null {
  try {
    return load();
  } catch (error) {
    if (isModelError(error) && error.kind === "not_found") return null;
    throw error;
  }
}
