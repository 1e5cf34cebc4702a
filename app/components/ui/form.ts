import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import type * as z from "zod/mini";

/*
 * A light form hook: server-first forms that validate in the browser too.
 *
 * Without JavaScript (or before it loads) the form posts, the action validates with the
 * shared schema and answers Conform's reply; the page renders its errors next to the
 * fields with the user's input kept. With JavaScript, the validator (zod/mini and the
 * form's schema, a few KB) is loaded the first time the user focuses the form; from
 * then on the form checks itself on submit and, after the first submit, as the user
 * types: the same function the server runs, so the same messages (form-data.ts).
 * Loading it on demand keeps every page within its JavaScript budget (Conform's client
 * runtime alone would take 9 KB of the ~12 KB that React and Remix leave): see
 * docs/decisions/007-light-forms-and-the-js-budget.md.
 */

type Errors = Record<string, string[]>;
type Validator = (form: HTMLFormElement) => Errors;

export type FieldMeta = {
  id: string;
  name: string;
  errorId: string;
  /** What the field starts with: the user's last input after a failed post, else the default. */
  initialValue: string | undefined;
  /** For a name given several times (checkboxes). */
  initialValues: string[];
  errors: string[] | undefined;
};

export type FormMeta = {
  id: string;
  errorId: string;
  errors: string[] | undefined;
  /**
   * The errors as of the last submit (the server's answer, or the browser's check on
   * submit), numbered: what an error summary lists. Unlike the fields' errors it does
   * not change as the user types, so a summary never moves under the user's fingers.
   */
  attempt: { n: number; errors: Errors };
  props: {
    id: string;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onInput: (event: FormEvent<HTMLFormElement>) => void;
    onFocus: () => void;
    "aria-describedby"?: string;
  };
};

/**
 * The key of a form element that must start afresh after a successful save (the redirect
 * brings new defaults, or an empty form), and only then. It is the same on the server and
 * in the browser's first render, and stays the same while a failed post's answer (`failed`)
 * is shown: the page reloads its data after the error, and a form remounted then would drop
 * what the user typed meanwhile (as it would during hydration). It changes when a
 * navigation ends with no failed post to show.
 */
export function useResetKey(failed: unknown): string {
  const location = useLocation();
  const mountedAt = useRef(location.key);
  const key = useRef("form");
  if (failed === undefined && location.key !== mountedAt.current) key.current = location.key;
  return key.current;
}

function lookup(source: unknown, name: string): unknown {
  let node = source;
  for (const match of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[match[2] ?? match[1]];
  }
  return node;
}

const asStrings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(String);

function serverErrors(result: SubmissionResult<string[]> | null | undefined): Errors {
  const errors: Errors = {};
  for (const [name, list] of Object.entries(result?.error ?? {})) if (list?.length) errors[name] = list;
  return errors;
}

export function useForm({
  id,
  lastResult,
  defaultValue,
  schema,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, unknown>;
  /** The form's shared schema, loaded on demand: `() => import("~/validation/x").then((m) => m.XSchema)`. */
  schema: () => Promise<z.ZodMiniType>;
}): { form: FormMeta; field: (name: string) => FieldMeta } {
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const [seenResult, setSeenResult] = useState(lastResult);
  const validator = useRef<Validator | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const submitted = useRef(false);
  const [attempt, setAttempt] = useState(() => ({ n: 0, errors: serverErrors(lastResult) }));

  // A new answer from the server replaces what the browser found.
  if (seenResult !== lastResult) {
    setSeenResult(lastResult);
    setClientErrors(null);
    setAttempt({ n: attempt.n + 1, errors: serverErrors(lastResult) });
    submitted.current = true;
  }
  const errors = clientErrors ?? serverErrors(lastResult);
  const errorId = `${id}-form-error`;

  function load() {
    // With the validator comes the guard that keeps a form as typed when its post gets no
    // answer (utils/connection-guard.ts).
    loading.current ??= Promise.all([import("~/validation/client"), schema(), import("~/utils/connection-guard")]).then(
      ([client, loaded, guard]) => {
        guard.installConnectionGuard();
        validator.current = (form) => client.validateForm(form, loaded);
      },
    );
    return loading.current;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    submitted.current = true;
    // Not loaded yet (a very fast submit): the server validates. A button with
    // formnovalidate (the language switch keeping what was typed: utils/keep-typed.ts)
    // sends the form unchecked.
    if (!validator.current || ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.formNoValidate) return;
    const found = validator.current(event.currentTarget);
    setClientErrors(found);
    const invalid = Object.keys(found);
    if (invalid.length === 0) return;
    setAttempt({ n: attempt.n + 1, errors: found });
    event.preventDefault();
    const first = Array.from(event.currentTarget.elements).find(
      (el): el is HTMLInputElement => "name" in el && invalid.includes((el as HTMLInputElement).name),
    );
    first?.focus();
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (!submitted.current) return;
    if (validator.current) setClientErrors(validator.current(form));
    else void load().then(() => validator.current && setClientErrors(validator.current(form)));
  }

  const initial = lastResult?.initialValue ?? defaultValue;
  return {
    form: {
      id,
      errorId,
      errors: errors[""],
      attempt,
      props: {
        id,
        noValidate: true,
        onSubmit,
        onInput,
        onFocus: () => void load(),
        ...(errors[""] ? { "aria-describedby": errorId } : {}),
      },
    },
    field: (name) => {
      const values = asStrings(lookup(initial, name));
      return {
        id: `${id}-${name}`,
        name,
        errorId: `${id}-${name}-error`,
        initialValue: values[0],
        initialValues: values,
        errors: errors[name],
      };
    },
  };
}

/** The attributes that tie an input to its field: name, id, start value, error state. */
export function inputProps(field: FieldMeta, options: { type?: string; value?: string } = {}) {
  const { type = "text", value } = options;
  const checkable = type === "checkbox" || type === "radio";
  return {
    id: field.id,
    name: field.name,
    type,
    ...(checkable
      ? {
          value: value ?? "on",
          defaultChecked: field.initialValues.includes(value ?? "on") || (value === undefined && field.initialValue === "true"),
        }
      : type === "password"
        ? {}
        : { defaultValue: field.initialValue ?? "" }),
    "aria-invalid": field.errors ? true : undefined,
    "aria-describedby": field.errors ? field.errorId : undefined,
  };
}
