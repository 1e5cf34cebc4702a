import type { FormEvent } from "react";

/** A whole number written with '.' as thousands separator (1500000 -> "1.500.000"); non-digits dropped. */
export function groupDigits(value: number | string | null | undefined): string {
  const digits = String(value ?? "")
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "");
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** An input's onInput: shows '1.500.000' as the user types (the server reads it the same with or without the dots). */
export function groupAsTyped(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const grouped = groupDigits(input.value);
  if (grouped !== input.value) input.value = grouped;
}
