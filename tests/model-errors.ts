import { expect } from "vitest";
import { ModelError } from "~/models/errors";

/** Run (or await) something that must fail with a ModelError of this kind (and message key). */
export async function expectModelError(promise: Promise<unknown> | (() => unknown), kind: string, message?: string) {
  let caught: unknown;
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (error) {
    caught = error;
  }
  expect(caught, "expected a ModelError").toBeInstanceOf(ModelError);
  expect((caught as ModelError).kind).toBe(kind);
  if (message) expect((caught as ModelError).message).toBe(message);
  return caught as ModelError;
}
