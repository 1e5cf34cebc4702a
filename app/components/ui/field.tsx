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
export function useTranslateValidation() {
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

/** The parts every field shares: its label, the control, a hint and its errors. */
export function FieldFrame({
  label,
  field,
  hint,
  children,
}: {
  label: ReactNode;
  field: FieldMeta;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** What the control's aria-describedby names: its errors (when any) and its hint. */
export function describedBy(field: FieldMeta, hint: ReactNode) {
  return [field.errors ? field.errorId : undefined, hint ? `${field.id}-hint` : undefined].filter(Boolean).join(" ") || undefined;
}

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
  return (
    <FieldFrame label={label} field={field} hint={hint}>
      <input {...fieldInputProps(field, { type })} {...inputProps} aria-describedby={describedBy(field, hint)} className="input" />
    </FieldFrame>
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
  return (
    <FieldFrame label={label} field={field} hint={hint}>
      <textarea
        id={field.id}
        name={field.name}
        defaultValue={field.initialValue ?? ""}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        rows={5}
        {...textareaProps}
        className="input min-h-[8rem] resize-y"
      />
    </FieldFrame>
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
