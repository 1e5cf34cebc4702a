import type { ReactNode } from "react";
import { describedBy, FieldFrame } from "./field";
import type { FieldMeta } from "./form";

/** Label, native select (its choice kept after a failed post), a hint and the field's errors. */
export function SelectField({
  label,
  field,
  options,
  placeholder,
  hint,
}: {
  label: ReactNode;
  field: FieldMeta;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Select a city"), for an optional field. */
  placeholder?: string;
  hint?: ReactNode;
}) {
  return (
    <FieldFrame label={label} field={field} hint={hint}>
      <select
        id={field.id}
        name={field.name}
        defaultValue={field.initialValue ?? ""}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        className="input"
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
