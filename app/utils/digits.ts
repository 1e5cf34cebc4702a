/** A whole number written with '.' as thousands separator (1500000 -> "1.500.000"); non-digits dropped. */
export function groupDigits(value: number | string | null | undefined): string {
  const digits = String(value ?? "").replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}
