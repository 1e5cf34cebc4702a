/**
 * A wa.me chat link: leading 0 replaced by 62, other non-digits removed,
 * prefilled text URL-encoded. Returns null when the phone has no digits.
 */
export function whatsappLink(phone: string | null | undefined, text?: string): string | null {
  let digits = (phone ?? "").replace(/\D/g, "");
  if (!digits) return null;
  if (digits.startsWith("0")) digits = `62${digits.slice(1)}`;
  const query = text ? `?text=${encodeURIComponent(text)}` : "";
  return `https://wa.me/${digits}${query}`;
}
