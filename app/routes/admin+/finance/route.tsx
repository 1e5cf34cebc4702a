import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminConsole, LoadFailed } from "~/components/admin/console";
import { DialogErrors } from "~/components/admin/dialog-errors";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { adminFinanceMessages } from "~/i18n/admin-finance";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { adminFinanceLoader } from "./server";
import { useIsPending } from "~/utils/use-is-pending";

/*
 * The admin console's Finance tab. Loader and action in ./server.ts; sections and state
 * tabs are links, the number search a GET form, the ledger's CSV a GET form, and the
 * confirm, payout, refund, hold and release dialogs URL state with plain post forms: all
 * of it works without JavaScript.
 */

export { adminFinanceLoader as loader, adminFinanceAction as action } from "./server";

type loader = typeof adminFinanceLoader;
type Data = ReturnType<typeof useLoaderData<loader>>;
type Texts = (typeof adminFinanceMessages)["en"];

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.adminConsole);

const FACTS = "grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm";

export default function AdminFinance() {
  const data = useLoaderData<loader>();
  const t = useT<typeof adminFinanceMessages>("adminFinance");
  return (
    <AdminConsole tabs={data.tabs}>
      <h2 className="sr-only">{t.heading}</h2>
      <LinkTabs label={t.sections} tabs={data.sectionTabs} />
      <div className="mt-4">
        {data.section === "invoices" ? (
          <Form
            method="get"
            role="search"
            aria-label={t.search}
            className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
            key={data.form.q}
          >
            {data.stateTabs.find((tab) => tab.current && tab.key !== "state-unpaid") ? (
              <input type="hidden" name="state" value={data.stateTabs.find((tab) => tab.current)!.key.slice("state-".length)} />
            ) : null}
            <div className="min-w-0 flex-1">
              <label htmlFor="finance-q" className="label">
                {t.search}
              </label>
              <input
                id="finance-q"
                name="q"
                type="search"
                defaultValue={data.form.q}
                placeholder={t.searchPlaceholder}
                maxLength={40}
                className="input"
              />
            </div>
            <div className="flex gap-2">
              <button type="submit" className="btn-primary">
                {t.searchButton}
              </button>
              {data.filtered ? (
                <Link to={data.resetHref} className="btn-secondary">
                  {t.reset}
                </Link>
              ) : null}
            </div>
          </Form>
        ) : null}
        {data.loadFailed ? (
          <LoadFailed text={t.loadFailed} retryHref={data.retryHref} />
        ) : data.ledger ? (
          <Ledger ledger={data.ledger} t={t} />
        ) : (
          <>
            <LinkTabs label={t.stateTabs} tabs={data.stateTabs} />
            {data.total ? (
              <>
                <p className="mt-4 text-sm font-semibold text-slate-700" data-testid="finance-count">
                  {interpolate(data.total === 1 ? t.countOne : t.countOther, { count: data.totalText })}
                </p>
                <ul className="mt-3 space-y-3">
                  {data.invoices.map((i) => (
                    <InvoiceRow key={i.id} i={i} t={t} />
                  ))}
                  {data.payouts.map((p) => (
                    <PayoutRow key={p.id} p={p} t={t} />
                  ))}
                  {data.refunds.map((r) => (
                    <RefundRow key={r.id} r={r} t={t} />
                  ))}
                </ul>
              </>
            ) : (
              <div className="mt-4">
                <EmptyState testId="finance-empty" title={t.emptyTitle} text={data.filtered ? t.emptyFilteredText : t.emptyText} />
              </div>
            )}
            <Pager pager={data.pager} />
          </>
        )}
      </div>
      <FinanceDialog data={data} t={t} />
    </AdminConsole>
  );
}

function InvoiceRow({ i, t }: { i: Data["invoices"][number]; t: Texts }) {
  return (
    <li className="card p-4" data-testid="finance-invoice">
      <p className="break-words font-semibold text-slate-900">{i.number}</p>
      <p className="break-words text-sm text-slate-600">
        {i.brand} · {i.description}
      </p>
      <dl className={`mt-2 ${FACTS}`}>
        <dt className="text-slate-500">{t.state}</dt>
        <dd className="font-medium text-slate-800" data-testid="invoice-state">
          {i.stateLabel}
        </dd>
        <dt className="text-slate-500">{t.total}</dt>
        <dd className="text-slate-800">{i.total}</dd>
        <dt className="text-slate-500">{t.issued}</dt>
        <dd className="text-slate-800">{i.issued}</dd>
        <dt className="text-slate-500">{t.due}</dt>
        <dd className="text-slate-800">{i.due}</dd>
        {i.paid ? (
          <>
            <dt className="text-slate-500">{t.paidAt}</dt>
            <dd className="text-slate-800">{i.paid}</dd>
            <dt className="text-slate-500">{t.reference}</dt>
            <dd className="break-words text-slate-800">{i.reference}</dd>
          </>
        ) : null}
        {i.online ? (
          <>
            <dt className="text-slate-500">{t.online}</dt>
            <dd className="text-slate-800" data-testid="invoice-online">
              {i.online.state}
            </dd>
            <dt className="text-slate-500">{t.lastCallback}</dt>
            <dd className="break-words text-slate-800" data-testid="invoice-callback">
              {i.online.lastCallback}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {i.online?.checkLabel ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="check" />
            <input type="hidden" name="id" value={i.id} />
            <button type="submit" className="btn-secondary" aria-label={i.online.checkLabel} data-testid="check-now">
              {t.checkNow}
            </button>
          </Form>
        ) : null}
        {i.confirmHref ? (
          <Link to={i.confirmHref} preventScrollReset className="btn-primary" aria-label={i.confirmLabel}>
            {t.confirm}
          </Link>
        ) : null}
        <Link to={i.invoiceHref} className="btn-secondary" aria-label={i.openLabel}>
          {t.openInvoice}
        </Link>
        <a href={i.pdfHref} download className="text-sm font-medium text-brand-700 underline" aria-label={i.pdfLabel}>
          {t.downloadPdf}
        </a>
        {i.receiptHref ? (
          <a href={i.receiptHref} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-700 underline">
            {t.receipt}
          </a>
        ) : null}
      </div>
    </li>
  );
}

function PayoutRow({ p, t }: { p: Data["payouts"][number]; t: Texts }) {
  return (
    <li className="card p-4" data-testid="finance-payout">
      <p className="break-words font-semibold text-slate-900">{p.owner}</p>
      <p className="break-words text-sm text-slate-600">{p.description}</p>
      <dl className={`mt-2 ${FACTS}`}>
        <dt className="text-slate-500">{t.amount}</dt>
        <dd className="text-slate-800">{p.amount}</dd>
        <dt className="text-slate-500">{t.state}</dt>
        <dd className="font-medium text-slate-800">{p.stateLabel}</dd>
        <dt className="text-slate-500">{t.bankAccount}</dt>
        <dd className="break-words text-slate-800" data-testid="payout-bank">
          {p.bank ?? t.noBankAccount}
        </dd>
        {p.online ? (
          <>
            <dt className="text-slate-500">{t.online}</dt>
            <dd className="break-words text-slate-800" data-testid="payout-online">
              {p.online.state}
            </dd>
            <dt className="text-slate-500">{t.lastCallback}</dt>
            <dd className="break-words text-slate-800">{p.online.lastCallback}</dd>
          </>
        ) : null}
        {p.sent ? (
          <>
            <dt className="text-slate-500">{t.sentAt}</dt>
            <dd className="text-slate-800">{p.sent}</dd>
            <dt className="text-slate-500">{t.reference}</dt>
            <dd className="break-words text-slate-800">{p.reference}</dd>
          </>
        ) : null}
      </dl>
      {p.heldByAdmin ? (
        <p className="mt-2 text-sm font-medium text-amber-800" data-testid="payout-held-by-admin">
          {p.heldByAdmin}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {p.online?.checkLabel ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="checkPayout" />
            <input type="hidden" name="id" value={p.id} />
            <button type="submit" className="btn-secondary" aria-label={p.online.checkLabel} data-testid="check-payout-now">
              {t.checkNow}
            </button>
          </Form>
        ) : null}
        {p.online?.retryLabel ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="retry" />
            <input type="hidden" name="id" value={p.id} />
            <button type="submit" className="btn-secondary" aria-label={p.online.retryLabel} data-testid="send-again">
              {t.sendAgain}
            </button>
          </Form>
        ) : null}
        {p.sendHref ? (
          <Link to={p.sendHref} preventScrollReset className="btn-primary" aria-label={p.sendLabel}>
            {t.payoutSent}
          </Link>
        ) : null}
        {p.holdHref ? (
          <Link to={p.holdHref} preventScrollReset className="btn-secondary" aria-label={p.holdLabel} data-testid="hold-payout">
            {t.hold}
          </Link>
        ) : null}
        {p.releaseHref ? (
          <Link to={p.releaseHref} preventScrollReset className="btn-primary" aria-label={p.releaseLabel} data-testid="release-payout">
            {t.release}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function RefundRow({ r, t }: { r: Data["refunds"][number]; t: Texts }) {
  return (
    <li className="card p-4" data-testid="finance-refund">
      <p className="break-words font-semibold text-slate-900">{r.brand}</p>
      <p className="break-words text-sm text-slate-600">{r.description}</p>
      <dl className={`mt-2 ${FACTS}`}>
        <dt className="text-slate-500">{t.amount}</dt>
        <dd className="text-slate-800">{r.amount}</dd>
        <dt className="text-slate-500">{t.state}</dt>
        <dd className="font-medium text-slate-800">{r.stateLabel}</dd>
        {r.sent ? (
          <>
            <dt className="text-slate-500">{t.sentAt}</dt>
            <dd className="text-slate-800">{r.sent}</dd>
            <dt className="text-slate-500">{t.reference}</dt>
            <dd className="break-words text-slate-800">{r.reference}</dd>
          </>
        ) : null}
      </dl>
      {r.sendHref ? (
        <Link to={r.sendHref} preventScrollReset className="btn-primary mt-3" aria-label={r.sendLabel}>
          {t.refundSent}
        </Link>
      ) : null}
    </li>
  );
}

function Ledger({ ledger, t }: { ledger: NonNullable<Data["ledger"]>; t: Texts }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="ledger-title" data-testid="trial-balance">
        <h3 id="ledger-title" className="font-semibold text-slate-900">
          {t.ledgerTitle}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t.ledgerText}</p>
        <p
          className={`mt-3 rounded-md border p-3 text-sm font-medium ${ledger.balanced ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900"}`}
          role="status"
          data-testid="ledger-check"
        >
          {ledger.check}
        </p>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.account}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t.balance}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.accounts.map((a) => (
                <tr key={a.account} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">
                    {a.label}
                  </th>
                  <td className="whitespace-nowrap py-2 text-right tabular-nums text-slate-900">{a.balance}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="py-2 pr-3 text-left font-semibold text-slate-900">
                  {t.sum}
                </th>
                <td className="whitespace-nowrap py-2 text-right font-semibold tabular-nums text-slate-900" data-testid="ledger-sum">
                  {ledger.sum}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <section aria-labelledby="journal-title">
        <h3 id="journal-title" className="font-semibold text-slate-900">
          {t.csvTitle}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t.csvText}</p>
        <form
          method="get"
          action={ledger.csvAction}
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
          data-testid="journal-form"
        >
          <div>
            <label htmlFor="journal-from" className="label">
              {t.from}
            </label>
            <input id="journal-from" name="from" type="date" className="input" />
          </div>
          <div>
            <label htmlFor="journal-to" className="label">
              {t.to}
            </label>
            <input id="journal-to" name="to" type="date" className="input" />
          </div>
          <button type="submit" className="btn-secondary">
            {t.download}
          </button>
        </form>
      </section>
    </div>
  );
}

/** One field of a dialog's form: label, input, its error. */
function Field({
  id,
  name,
  label,
  hint,
  errors,
  typed,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  errors?: Record<string, string[] | null>;
  typed?: unknown;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const error = errors?.[name];
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        className="input"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        defaultValue={typeof typed === "string" ? typed : (input.defaultValue as string | undefined)}
      />
      <DialogErrors id={`${id}-error`} className="field-error" errors={error} />
    </div>
  );
}

function FinanceDialog({ data, t }: { data: Data; t: Texts }) {
  const reply = useActionData<FormReply>();
  const busy = useIsPending();
  const d = data.dialog;
  if (!d) return null;
  const mine = reply?.intent === d.kind;
  const errors = mine ? reply.result.error : undefined;
  const typed = mine ? (reply.result.initialValue ?? {}) : {};
  const text =
    d.kind === "confirm"
      ? t.confirmText
      : d.kind === "payout"
        ? t.payoutText
        : d.kind === "hold"
          ? t.holdText
          : d.kind === "release"
            ? t.releaseText
            : t.refundText;
  const confirmOnly = d.kind === "hold" || d.kind === "release";
  return (
    <UrlDialog open closeTo={d.closeHref} title={d.title} description={d.description} testId={`${d.kind}-dialog`}>
      <dl className={FACTS}>
        {d.facts.map((f) => (
          <div key={f.label} className="contents">
            <dt className="text-slate-500">{f.label}</dt>
            <dd className="break-words text-slate-800">{f.value}</dd>
          </div>
        ))}
        <dt className="text-slate-500">{t.state}</dt>
        <dd className="font-medium text-slate-800">{d.stateLabel}</dd>
      </dl>
      {d.bank ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="payout-account">
          <p className="font-medium text-slate-900">{t.bankAccount}</p>
          <p className="text-slate-800">{d.bank.name}</p>
          <p className="font-mono text-base text-slate-900">{d.bank.number}</p>
          <p className="text-slate-800">{d.bank.holder}</p>
          {d.bank.heldUntil ? <p className="mt-1 text-amber-800">{d.bank.heldUntil}</p> : null}
        </div>
      ) : d.kind === "payout" ? (
        <p className="mt-3 text-sm text-amber-800">{t.noBankAccount}</p>
      ) : null}
      {d.receiptHref ? (
        <p className="mt-3 text-sm">
          <a href={d.receiptHref} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
            {t.openReceipt}
          </a>
        </p>
      ) : null}
      {d.payable && confirmOnly ? (
        <Form method="post" className="mt-4 space-y-4" data-testid={`${d.kind}-form`}>
          <p className="text-sm text-slate-600">{text}</p>
          <input type="hidden" name="intent" value={d.kind} />
          <input type="hidden" name="id" value={d.id} />
          <DialogErrors
            id={`${d.kind}-form-error`}
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            errors={errors?.[""]}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel to={d.closeHref}>{t.cancel}</DialogCancel>
            <button type="submit" className="btn-primary" disabled={busy}>
              {d.kind === "hold" ? t.holdButton : t.releaseButton}
            </button>
          </div>
        </Form>
      ) : d.payable ? (
        <Form method="post" className="mt-4 space-y-4" data-testid={`${d.kind}-form`}>
          <p className="text-sm text-slate-600">{text}</p>
          <input type="hidden" name="intent" value={d.kind} />
          <input type="hidden" name="id" value={d.id} />
          <Field
            id={`${d.kind}-reference`}
            name="reference"
            label={t.reference}
            maxLength={120}
            errors={errors}
            typed={typed.reference}
            autoComplete="off"
          />
          {d.kind === "confirm" ? (
            <>
              <Field
                id="confirm-paid-at"
                name="paid_at"
                label={t.dateReceived}
                type="date"
                defaultValue={d.today}
                errors={errors}
                typed={typed.paid_at}
              />
              <Field
                id="confirm-amount"
                name="amount"
                label={t.amountReceived}
                hint={t.amountHint}
                inputMode="numeric"
                errors={errors}
                typed={typed.amount}
                autoComplete="off"
              />
            </>
          ) : (
            <Field
              id={`${d.kind}-sent-at`}
              name="sent_at"
              label={t.dateSent}
              type="date"
              defaultValue={d.today}
              errors={errors}
              typed={typed.sent_at}
            />
          )}
          <DialogErrors
            id={`${d.kind}-form-error`}
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            errors={errors?.[""]}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel to={d.closeHref}>{t.cancel}</DialogCancel>
            <button type="submit" className="btn-primary" disabled={busy}>
              {d.kind === "confirm" ? t.confirmButton : t.saveSent}
            </button>
          </div>
        </Form>
      ) : (
        <div className="mt-5 flex justify-end">
          <DialogCancel to={d.closeHref}>{t.close}</DialogCancel>
        </div>
      )}
    </UrlDialog>
  );
}
