import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import type { Messages } from "~/i18n";
import { useT } from "~/i18n/use-lang";
import type { validationMessages } from "~/i18n/validation";

/*
 * Errors are validation keys (from the schemas, in the browser or on the server) or
 * texts the server already translated. A page with these fields sends the "validation"
 * texts from its loader.
 */
function useTranslateValidation() {
  const t: Messages = useT<typeof validationMessages>("validation");
  return (message: string) => t[message] ?? message;
}

/** A field's errors, translated; `id` is the field's errorId for aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const translate = useTranslateValidation();
  if (!errors?.length) return null;
  return (
    <div id={id} className="field-error" role="alert">
      {errors.map((e) => (
        <p key={e}>{translate(e)}</p>
      ))}
    </div>
  );
}

type InputType = "text" | "email" | "password" | "tel" | "number" | "url" | "search" | "date";

/** Label, input (its value kept after a failed post) and the field's errors. */
export function TextField({
  label,
  meta,
  type = "text",
  hint,
  inputProps = {},
}: {
  label: ReactNode;
  meta: FieldMetadata<string | number | undefined | null>;
  type?: InputType;
  hint?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const props = getInputProps(meta, { type, ariaAttributes: true });
  const keepValue = type === "password" ? { defaultValue: undefined } : {};
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <input {...props} {...keepValue} {...inputProps} key={props.key} className="input" />
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Form-level errors (e.g. invalid credentials) shown above the submit button. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const translate = useTranslateValidation();
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="form-error">
      {errors.map((e) => (
        <p key={e}>{translate(e)}</p>
      ))}
    </div>
  );
}
