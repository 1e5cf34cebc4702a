import * as z from "zod/mini";

/*
 * Form data -> value -> errors, with no dependency but zod/mini: the browser's lazy
 * validator (./client.ts) and the server's parser (./parse.ts) both validate through
 * `validateValue`, so a user sees the same messages with and without JavaScript.
 * Field names follow Conform's convention: "email", "platforms[0].url", "tags" repeated.
 */

type Part = string | number;

/*
 * The shape a field name may have. Our forms nest at most one list of rows
 * ("social_links[3].url": three parts) and no list holds more than a few dozen rows, so a
 * name with an index above MAX_FIELD_INDEX or more than MAX_FIELD_PARTS parts is not one of
 * our forms: it is refused before any parser builds the value. Without this bound one
 * 15-byte field ("x[100000000]=1") makes a parser allocate, walk and echo back an array
 * of a hundred million holes.
 */
export const MAX_FIELD_INDEX = 100;
export const MAX_FIELD_PARTS = 4;
export const MAX_FIELD_NAME_LENGTH = 200;

/**
 * Whether a field name fits the shape above and Conform's path syntax ("a.b", "a[0]",
 * "a[]"; one "." between parts; no "__proto__" or "constructor"), which its parser would
 * otherwise refuse by throwing. Cheap: no value is built.
 */
export function fieldNameFits(name: string): boolean {
  if (name.length > MAX_FIELD_NAME_LENGTH) return false;
  const token = /([^.[\]]+)|\[(\d*)\]/g;
  let parts = 0;
  let last = 0;
  for (let match = token.exec(name); match; match = token.exec(name)) {
    if (match.index !== last && !(match.index === last + 1 && name[last] === ".")) return false;
    parts += 1;
    if (parts > MAX_FIELD_PARTS) return false;
    const [, key, index] = match;
    if (key === "__proto__" || key === "constructor") return false;
    if (index && (index.length > 3 || Number(index) > MAX_FIELD_INDEX)) return false;
    last = token.lastIndex;
  }
  return last === name.length;
}

/** A field that holds a password (its name says so): never sent back, never kept. */
export function isPasswordField(name: string): boolean {
  return /password/i.test(name);
}

/** Whether every field name of a form fits (see fieldNameFits). */
export function fieldNamesFit(names: Iterable<string>): boolean {
  for (const name of names) if (!fieldNameFits(name)) return false;
  return true;
}

/** "platforms[0].url" -> ["platforms", 0, "url"]. */
export function pathOf(name: string): Part[] {
  const parts: Part[] = [];
  for (const match of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    parts.push(match[2] !== undefined ? Number(match[2]) : match[1]);
  }
  return parts;
}

/** Conform's name of a path: ["platforms", 0, "url"] -> "platforms[0].url". */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, part) => {
    if (typeof part === "number") return `${name}[${part}]`;
    return name ? `${name}.${String(part)}` : String(part);
  }, "");
}

/** The nested value of form entries; a name given twice becomes a list. */
export function formDataToObject(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    // A name no form of ours has (fieldNameFits) is left out, never built.
    if (!fieldNameFits(name)) continue;
    const path = pathOf(name);
    if (path.length === 0) continue;
    let node: Record<string | number, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        const existing = node[part];
        node[part] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
        return;
      }
      if (node[part] === undefined || typeof node[part] !== "object") node[part] = typeof path[i + 1] === "number" ? [] : {};
      node = node[part] as Record<string | number, unknown>;
    });
  }
  return root;
}

/** Blank strings and empty file inputs become undefined, at any depth. */
export function blankToUndefined(value: unknown): unknown {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (typeof File !== "undefined" && value instanceof File) return value.size === 0 && value.name === "" ? undefined : value;
  if (Array.isArray(value)) return value.map(blankToUndefined);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = blankToUndefined(inner);
    return out;
  }
  return value;
}

/**
 * A schema's issues as field errors (message keys) by field name; "" is the form. A
 * message is listed once per field (a URL can fail two checks with the same message).
 */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const list = (errors[fieldName(issue.path)] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export type Validated<T> = { value: T; errors?: undefined } | { value?: undefined; errors: Record<string, string[]> };

/** Validate a form's value (blank is missing) with a shared schema. */
export function validateValue<S extends z.ZodMiniType>(schema: S, value: unknown): Validated<z.output<S>> {
  const result = z.safeParse(schema, blankToUndefined(value));
  return result.success ? { value: result.data } : { errors: issuesToErrors(result.error.issues) };
}
