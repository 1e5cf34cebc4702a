import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import type { Messages } from "~/i18n";
import { useT } from "~/i18n/use-lang";
import { inputProps as fieldInputProps, type FieldMeta } from "./form";
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
  field,
  type = "text",
  hint,
  inputProps = {},
}: {
  label: ReactNode;
  field: FieldMeta;
  type?: InputType;
  hint?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const props = fieldInputProps(field, { type });
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [props["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <input {...props} {...inputProps} aria-describedby={describedBy} className="input" />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Label, textarea (its text kept after a failed post), a hint and the field's errors. */
export function TextAreaField({
  label,
  field,
  hint,
  textareaProps = {},
}: {
  label: ReactNode;
  field: FieldMeta;
  hint?: ReactNode;
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [field.errors ? field.errorId : undefined, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <textarea
        id={field.id}
        name={field.name}
        defaultValue={field.initialValue ?? ""}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy}
        rows={5}
        {...textareaProps}
        className="input min-h-[8rem] resize-y"
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
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
