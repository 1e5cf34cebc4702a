/**
 * The Indonesian banks an owner can be paid at (docs/api.md, "Bank account"): our code,
 * the bank's clearing code and its name as people know it.
 */
export const BANKS = [
  { code: "BCA", clearing: "014", name: "BCA" },
  { code: "BNI", clearing: "009", name: "BNI" },
  { code: "BRI", clearing: "002", name: "BRI" },
  { code: "MANDIRI", clearing: "008", name: "Bank Mandiri" },
  { code: "PERMATA", clearing: "013", name: "Bank Permata" },
  { code: "CIMB", clearing: "022", name: "CIMB Niaga" },
  { code: "BSI", clearing: "451", name: "Bank Syariah Indonesia" },
  { code: "DANAMON", clearing: "011", name: "Bank Danamon" },
  { code: "BTN", clearing: "200", name: "BTN" },
  { code: "OCBC", clearing: "028", name: "OCBC NISP" },
  { code: "MAYBANK", clearing: "016", name: "Maybank Indonesia" },
  { code: "PANIN", clearing: "019", name: "Panin Bank" },
  { code: "BJB", clearing: "110", name: "Bank BJB" },
  { code: "JAGO", clearing: "542", name: "Bank Jago" },
  { code: "SEABANK", clearing: "535", name: "SeaBank" },
] as const;

export type BankCode = (typeof BANKS)[number]["code"];
export const BANK_CODES = BANKS.map((b) => b.code) as [BankCode, ...BankCode[]];

/** An account number shown outside its owner's settings: its last 4 digits only. */
export function maskAccountNumber(number: string): string {
  return number.length <= 4 ? number : `${"•".repeat(Math.min(number.length - 4, 8))}${number.slice(-4)}`;
}
