import type * as z from "zod/mini";
import { formDataToObject, validateValue } from "./form-data";

/**
 * The browser's validator, loaded on demand by useForm (app/components/ui/form.ts) the
 * first time a user touches a form: the errors of the form's current values, by field
 * name ("" for the form), exactly as the server's parseForm would report them.
 */
export function validateForm(form: HTMLFormElement, schema: z.ZodMiniType): Record<string, string[]> {
  const data = new FormData(form);
  return validateValue(schema, formDataToObject(data.entries())).errors ?? {};
}
