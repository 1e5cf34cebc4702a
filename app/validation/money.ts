import * as z from "zod/mini";
import { BANK_CODES } from "~/utils/banks";
import { INVOICE_STATES, PAYOUT_STATES, REFUND_STATES } from "~/utils/enums";
import { DateSchema } from "./brief";
import { MinLine, MinText, UpperEnum, WholeNumber, msg } from "./fields";

/*
 * The money forms and the JSON API's bodies (docs/product.md, "Money"; docs/api.md):
 * amounts are whole Rupiah typed with '.' grouping or sent as JSON numbers.
 */

const REFERENCE_MAX = 120;
const REASON_MAX = 1000;

const required = <T extends z.ZodMiniType>(schema: T, key: Parameters<typeof msg>[0]) =>
  z.pipe(
    schema,
    z.custom<NonNullable<z.infer<T>>>((v) => v !== undefined && v !== null, msg(key)),
  );

/** Settings, "Bank account": the bank from the list, the number's digits, the holder's name. */
export const BankAccountSchema = z.object({
  bank_code: UpperEnum(BANK_CODES, "bankRequired"),
  account_number: z.pipe(
    z.string(msg("accountNumberInvalid")).check(z.trim()),
    z.pipe(
      z.transform((v: string) => v.replace(/[\s.-]/g, "")),
      z.string().check(z.regex(/^\d{5,20}$/, msg("accountNumberInvalid"))),
    ),
  ),
  holder_name: MinLine(2, "holderNameMin", 100),
});

/** The admin confirms a transfer: the bank's reference, the day it arrived, the amount received. */
export const ConfirmPaymentSchema = z.object({
  reference: MinLine(2, "referenceRequired", REFERENCE_MAX),
  paid_at: required(DateSchema, "dateInvalid"),
  amount: required(WholeNumber("amountInvalid"), "amountInvalid"),
});

/** The admin records a payout or a refund as sent. */
export const SentSchema = z.object({
  reference: MinLine(2, "referenceRequired", REFERENCE_MAX),
  sent_at: required(DateSchema, "dateInvalid"),
});

/** The brand declines an invoice: a reason for the community. */
export const DeclineInvoiceSchema = z.object({ reason: MinText(3, "declineReasonRequired", REASON_MAX) });

/** The brand's transfer receipt form: its one field is the file (`file`), checked by the model. */
export const ReceiptFormSchema = z.object({});

/** The list filters of Billing and the Finance tab. */
export const InvoiceStateSchema = z.optional(UpperEnum(INVOICE_STATES, "invalidValue"));
export const PayoutStateSchema = z.optional(UpperEnum(PAYOUT_STATES, "invalidValue"));
export const RefundStateSchema = z.optional(UpperEnum(REFUND_STATES, "invalidValue"));

/** The admin's cancel dialog: how much of the fee the community earned (blank: 0). */
export const CommunityShareSchema = WholeNumber("shareOutOfRange");
