import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { FormErrors, TextField } from "~/components/ui/field";
import { useForm, useResetKey } from "~/components/ui/form";
import { SelectField } from "~/components/ui/select-field";
import type { earningsMessages } from "~/i18n/earnings";
import { pageMeta, useT } from "~/i18n/use-lang";
import { useIsPending } from "~/utils/use-is-pending";
import type { bankAccountLoader } from "./server";

/*
 * The owner's Bank account tab (/community/settings/bank-account): the bank (from the
 * list with its clearing code), the account number and the holder's name, the owner's own
 * account shown whole, and the note that a change holds payouts for 24 hours. The same
 * schema checks it in the browser and on the server; it posts without JavaScript.
 */

export { bankAccountLoader as loader, bankAccountAction as action } from "./server";

type loader = typeof bankAccountLoader;

export const meta: MetaFunction<loader> = ({ data }) =>
  data ? [{ title: `${data.messages.earnings.bankTitle} — Guyub` }] : pageMeta(undefined);

export default function BankAccount() {
  const data = useLoaderData<loader>();
  const t = useT<typeof earningsMessages>("earnings");
  const location = useLocation();
  const actionData = useActionData() as { result: SubmissionResult<string[]> } | undefined;
  const busy = useIsPending();
  // After a save the form starts again from the saved account (digits only).
  const formKey = useResetKey(actionData);
  const { form, field } = useForm({
    id: `bank-account-${location.key}`,
    lastResult: actionData?.result,
    defaultValue: data.account ?? undefined,
    schema: () => import("~/validation/money").then((m) => m.BankAccountSchema),
  });
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="bank-account-title">
      <h2 id="bank-account-title" className="text-lg font-semibold text-slate-900">
        {t.bankTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.bankText}</p>
      <p className="mt-2 text-sm text-slate-700" data-testid="bank-hold-note">
        {t.bankHoldNote}
      </p>
      {data.heldUntil ? (
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="bank-held-until">
          {data.heldUntil}
        </p>
      ) : null}
      <Form key={formKey} method="post" {...form.props} className="mt-5 space-y-4" data-testid="bank-account-form">
        <SelectField label={t.bank} field={field("bank_code")} options={data.banks} placeholder={t.chooseBank} />
        <TextField
          label={t.accountNumber}
          field={field("account_number")}
          hint={t.accountNumberHint}
          inputProps={{ inputMode: "numeric", autoComplete: "off", spellCheck: false }}
        />
        <TextField label={t.holderName} field={field("holder_name")} hint={t.holderNameHint} inputProps={{ autoComplete: "name" }} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? t.saving : t.save}
        </button>
      </Form>
    </section>
  );
}
