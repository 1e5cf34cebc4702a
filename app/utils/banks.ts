/**
 * The Indonesian banks an owner can be paid at (docs/api.md, "Bank account"): our code,
 * the bank's clearing code, its name as people know it, and the channel code Xendit's
 * Payouts API names it by (docs.xendit.co/bank-codes).
 */
export const BANKS = [
  { code: "BCA", clearing: "014", name: "BCA", xendit: "ID_BCA" },
  { code: "BNI", clearing: "009", name: "BNI", xendit: "ID_BNI" },
  { code: "BRI", clearing: "002", name: "BRI", xendit: "ID_BRI" },
  { code: "MANDIRI", clearing: "008", name: "Bank Mandiri", xendit: "ID_MANDIRI" },
  { code: "PERMATA", clearing: "013", name: "Bank Permata", xendit: "ID_PERMATA" },
  { code: "CIMB", clearing: "022", name: "CIMB Niaga", xendit: "ID_CIMB" },
  { code: "BSI", clearing: "451", name: "Bank Syariah Indonesia", xendit: "ID_BSI" },
  { code: "DANAMON", clearing: "011", name: "Bank Danamon", xendit: "ID_DANAMON" },
  { code: "BTN", clearing: "200", name: "BTN", xendit: "ID_BTN" },
  { code: "OCBC", clearing: "028", name: "OCBC NISP", xendit: "ID_OCBC" },
  { code: "MAYBANK", clearing: "016", name: "Maybank Indonesia", xendit: "ID_MAYBANK" },
  { code: "PANIN", clearing: "019", name: "Panin Bank", xendit: "ID_PANIN" },
  { code: "BJB", clearing: "110", name: "Bank BJB", xendit: "ID_BJB" },
  { code: "JAGO", clearing: "542", name: "Bank Jago", xendit: "ID_JAGO" },
  { code: "SEABANK", clearing: "535", name: "SeaBank", xendit: "ID_SEABANK" },
] as const;

export type BankCode = (typeof BANKS)[number]["code"];

/** Xendit's payout channel code for one of our bank codes (undefined for a code not in the list). */
export function xenditChannelOf(bankCode: string): string | undefined {
  return BANKS.find((b) => b.code === bankCode)?.xendit;
}

export const BANK_CODES = BANKS.map((b) => b.code) as [BankCode, ...BankCode[]];

/** An account number shown outside its owner's settings: its last 4 digits only. */
export function maskAccountNumber(number: string): string {
  return number.length <= 4 ? number : `${"•".repeat(Math.min(number.length - 4, 8))}${number.slice(-4)}`;
}
