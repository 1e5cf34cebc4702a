import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { earningsMessages } from "~/i18n/earnings";
import { interpolate } from "~/i18n/index";
import { formatDate } from "~/i18n/format.server";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { getBankAccount, setBankAccount } from "~/models/money/payouts.server";
import { handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { BANKS } from "~/utils/banks";
import { BankAccountSchema } from "~/validation/money";

/*
 * The owner's Bank account settings tab (/community/settings/bank-account, ./route.tsx):
 * its one account for payouts, shown whole (it is the owner's own), the bank from the
 * list (utils/banks.ts), the number's digits and the holder's name. setBankAccount holds
 * the owner's payouts for 24 hours after a change (not after the first account); the
 * toast says so. The e-mail about the change is sent by the money events, not here.
 */

const HERE = "/community/settings/bank-account";

export async function bankAccountLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const lang = getLang(request);
  const t = messagesFor(request, earningsMessages);
  const account = getBankAccount(user, user.id);
  const heldUntil = account?.holdUntil && account.holdUntil.getTime() > Date.now() ? account.holdUntil : null;
  return json({
    account: account ? { bank_code: account.bankCode, account_number: account.accountNumber, holder_name: account.holderName } : null,
    heldUntil: heldUntil ? interpolate(t.bankHeldUntil, { date: formatDate(heldUntil, lang) }) : null,
    banks: BANKS.map((bank) => ({ value: bank.code, label: `${bank.name} (${bank.clearing})` })),
    messages: pickMessages(request, earningsMessages),
  });
}

export async function bankAccountAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const t = messagesFor(request, earningsMessages);
  return handleForm(
    request,
    await request.formData(),
    BankAccountSchema,
    (value) => {
      const { changed } = setBankAccount(user, user.id, {
        bankCode: value.bank_code,
        accountNumber: value.account_number,
        holderName: value.holder_name,
      });
      return redirectWithToast(HERE, {
        title: "bankAccountSaved",
        description: changed ? "bankAccountChangedText" : "bankAccountSavedText",
        type: "success",
      });
    },
    { describeFailure: (message) => interpolate(t.failedToSave, { message }) },
  );
}
