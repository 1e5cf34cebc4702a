import { ModelError } from "~/models/errors";
import { getBankAccount, setBankAccount } from "~/models/money/payouts.server";
import { toPublicBankAccount } from "~/models/money/public.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { BankAccountSchema } from "~/validation/money";

/**
 * GET and PUT /api/users/{id}/bank-account {bank_code, account_number, holder_name}: the
 * owner reads and writes its own, the admin reads it, both whole; anyone else 404. A
 * change holds the owner's due payouts for 24 hours.
 */
export const loader = apiRoute(({ params, user }) => {
  const account = getBankAccount(requireCaller(user), idParam(params.id));
  if (!account) throw new ModelError("not_found", "notFound");
  return toPublicBankAccount(account);
});

export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    getBankAccount(caller, id);
    const body = await readJson(request, BankAccountSchema);
    const { account } = setBankAccount(caller, id, {
      bankCode: body.bank_code,
      accountNumber: body.account_number,
      holderName: body.holder_name,
    });
    return toPublicBankAccount(account);
  },
  { methods: ["PUT"] },
);
