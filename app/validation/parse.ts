import { parse, type Submission } from "@conform-to/react";
import type * as z from "zod/mini";
import { validateValue } from "./form-data";

/*
 * The server's form parser: Conform's submission (its `reply()` keeps the user's input
 * and carries the errors back to the form) around the same validation the browser runs
 * (form-data.ts). Conform's own parseWithZod is not used: it wraps schemas with full
 * zod to coerce values, and our schemas take the strings a form sends themselves.
 */
export function parseForm<S extends z.ZodMiniType>(
  payload: FormData | URLSearchParams,
  options: { schema: S },
): Submission<z.input<S>, string[], z.output<S>> {
  return parse(payload, {
    resolve(value) {
      const result = validateValue(options.schema, value);
      return result.errors ? { error: result.errors } : { value: result.value };
    },
  }) as Submission<z.input<S>, string[], z.output<S>>;
}
