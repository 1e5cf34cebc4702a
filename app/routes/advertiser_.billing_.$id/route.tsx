import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { InvoiceStateBadge } from "~/components/money/invoice-state-badge";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { FieldFrame, FormErrors, TextAreaField, describedBy } from "~/components/ui/field";
import { useForm, type FieldMeta } from "~/components/ui/form";
import type { billingMessages } from "~/i18n/billing";
import { interpolate } from "~/i18n/index";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import { useIsPending } from "~/utils/use-is-pending";
import type { invoiceLoader } from "./server";

/*
 * One invoice (/advertiser/billing/<id>) for the brand that owes it and the admin: the
 * invoice as printed on A4 (number, dates, seller and buyer with their NPWP, the one line,
 * subtotal, PPN with its rate, total, how to pay, the e-Faktur note, the state) with its
 * "Download PDF" link (the same invoice as an A4 PDF made on the server, from the API's
 * /api/invoices/<id>.pdf: a plain link, the session cookie signs it in), then,
 * while the brand may still pay, the transfer receipt upload and the Decline link, which
 * opens the URL-state dialog (`?dialog=decline`) with the required reason. The print
 * stylesheet (app/tailwind.css, `.report`) leaves out the frame, forms and buttons: black
 * on white. Forms post without JavaScript. Loader and action in ./server.ts.
 */

export { invoiceLoader as loader, invoiceAction as action } from "./server";

type loader = typeof invoiceLoader;
type Texts = (typeof billingMessages)["en"];

export const meta: MetaFunction<loader> = ({ data }) => {
  const texts = data?.messages.billing;
  if (!data || !texts) return pageMeta(texts);
  return [
    { title: `${interpolate(texts.invoiceTitle, { number: data.number })} — Guyub` },
    { name: "description", content: texts.metaDescription },
  ];
};

function Party({ title, party }: { title: string; party: { name: string; address: string; npwp: string } }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600 print:text-black">{title}</h2>
      <p className="mt-1 font-semibold text-slate-900">{party.name}</p>
      {party.address ? <p className="whitespace-pre-line text-sm text-slate-700 print:text-black">{party.address}</p> : null}
      <p className="text-sm text-slate-700 print:text-black">{party.npwp}</p>
    </div>
  );
}

function Row({ label, value, strong, testId }: { label: ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? "border-t border-slate-300 pt-2 font-semibold text-slate-900" : "text-slate-700"}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function ReceiptForm({ t, lastResult, replacing }: { t: Texts; lastResult?: FormReply["result"]; replacing: boolean }) {
  const { form, field } = useForm({
    id: "receipt",
    lastResult,
    schema: () => import("~/validation/money").then((m) => m.ReceiptFormSchema),
  });
  const file: FieldMeta = field("file");
  const busy = useIsPending({ intent: "receipt" });
  return (
    <Form method="post" encType="multipart/form-data" {...form.props} className="mt-4 space-y-4" data-testid="receipt-form">
      <input type="hidden" name="intent" value="receipt" />
      <FieldFrame label={t.receiptFile} field={file}>
        <input
          id={file.id}
          name={file.name}
          type="file"
          required
          accept="image/png,image/jpeg,image/webp"
          aria-invalid={file.errors ? true : undefined}
          aria-describedby={describedBy(file, undefined)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800"
        />
      </FieldFrame>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? t.uploading : replacing ? t.replaceReceipt : t.uploadReceipt}
      </button>
    </Form>
  );
}

function DeclineForm({ t, cancelTo, lastResult }: { t: Texts; cancelTo: string; lastResult?: FormReply["result"] }) {
  const { form, field } = useForm({
    id: "decline",
    lastResult,
    schema: () => import("~/validation/money").then((m) => m.DeclineInvoiceSchema),
  });
  const busy = useIsPending({ intent: "decline" });
  return (
    <Form method="post" {...form.props} className="space-y-4" data-testid="decline-form">
      <input type="hidden" name="intent" value="decline" />
      <TextAreaField label={t.declineReason} field={field("reason")} textareaProps={{ rows: 4, required: true }} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel to={cancelTo}>{t.cancel}</DialogCancel>
        <button type="submit" className="btn-danger" disabled={busy}>
          {busy ? t.declining : t.declineInvoice}
        </button>
      </div>
    </Form>
  );
}

export default function Invoice() {
  const data = useLoaderData<loader>();
  const t = useT<typeof billingMessages>("billing");
  const reply = useActionData<FormReply>();
  const receiptReply = reply?.intent === "receipt" ? reply : undefined;
  const declineReply = reply?.intent === "decline" ? reply : undefined;
  return (
    <main id="main" className="report flex-1 bg-slate-50 print:bg-white">
      <div className="container-page max-w-3xl py-8 print:py-0">
        <p className="text-sm print:hidden">
          <Link to={data.backHref} className="font-medium text-brand-700 underline">
            {t.backToBilling}
          </Link>
        </p>
        <article className="card mt-4 p-5 sm:p-8 print:mt-0 print:border-0 print:p-0" data-testid="invoice">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 print:text-black">{t.invoiceHeading}</p>
              <h1 className="mt-1 break-words text-2xl font-bold text-slate-900" data-testid="invoice-number">
                {data.number}
              </h1>
            </div>
            <span className="flex flex-wrap items-center gap-3 print:hidden">
              <InvoiceStateBadge state={data.state} label={data.badge} />
              <a href={data.pdfHref} download className="btn-secondary" data-testid="invoice-pdf">
                {t.downloadPdf}
              </a>
            </span>
          </div>
          <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600 print:text-black">{t.date}</dt>
            <dd className="text-slate-900">{data.issuedOn}</dd>
            <dt className="text-slate-600 print:text-black">{t.dueDate}</dt>
            <dd className="text-slate-900" data-testid="invoice-due">
              {data.dueOn}
            </dd>
          </dl>
          <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 print:grid-cols-2">
            <Party title={t.seller} party={data.seller} />
            <Party title={t.buyer} party={data.buyer} />
          </div>
          <section className="mt-6" aria-labelledby="invoice-line">
            <h2 id="invoice-line" className="sr-only">
              {t.description}
            </h2>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 font-semibold text-slate-700">
                    {t.description}
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold text-slate-700">
                    {t.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td className="break-words py-2 pr-4 text-slate-900" data-testid="invoice-description">
                    {data.description}
                  </td>
                  <td className="py-2 text-right text-slate-900">{data.subtotal}</td>
                </tr>
              </tbody>
            </table>
            <dl className="ml-auto mt-4 max-w-xs text-sm">
              <Row label={t.subtotal} value={data.subtotal} />
              <Row label={data.taxLabel} value={data.tax} testId="invoice-tax" />
              <Row label={t.total} value={data.total} strong testId="invoice-total" />
            </dl>
          </section>
          {data.online ? (
            <section
              className="mt-6 rounded-md border border-slate-200 p-4 print:hidden"
              aria-labelledby="pay-online"
              data-testid="pay-online"
            >
              <h2 id="pay-online" className="font-semibold text-slate-900">
                {t.payOnline}
              </h2>
              {data.online.ready ? (
                <>
                  <p className="mt-1 text-sm text-slate-700">{t.payNowHint}</p>
                  <a href={data.online.url} className="btn-primary mt-3 inline-block" data-testid="pay-now">
                    {t.payNow}
                  </a>
                </>
              ) : (
                <p className="mt-1 text-sm text-slate-700" data-testid="pay-online-not-ready">
                  {t.payOnlineNotReady}
                </p>
              )}
            </section>
          ) : null}
          {data.pay ? (
            <section
              className="mt-6 rounded-md border border-slate-200 p-4 print:border-black"
              aria-labelledby="how-to-pay"
              data-testid="how-to-pay"
            >
              <h2 id="how-to-pay" className="font-semibold text-slate-900">
                {data.online ? t.orByTransfer : t.howToPay}
              </h2>
              <p className="mt-1 text-sm text-slate-700">{data.pay.line}</p>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600 print:text-black">{t.bank}</dt>
                <dd className="text-slate-900">{data.pay.bank}</dd>
                <dt className="text-slate-600 print:text-black">{t.accountNumber}</dt>
                <dd className="font-mono text-slate-900">{data.pay.accountNumber}</dd>
                <dt className="text-slate-600 print:text-black">{t.accountHolder}</dt>
                <dd className="text-slate-900">{data.pay.accountHolder}</dd>
                <dt className="text-slate-600 print:text-black">{t.transferNote}</dt>
                <dd className="font-mono text-slate-900">{data.number}</dd>
              </dl>
              <p className="mt-2 text-sm text-slate-600 print:text-black">{t.transferNoteHint}</p>
            </section>
          ) : null}
          <p className="mt-6 text-sm font-medium text-slate-900" data-testid="invoice-state-line">
            {data.stateLabel}
          </p>
          {data.status ? (
            <p className="mt-1 text-sm text-slate-700" data-testid="invoice-status">
              {data.status}
            </p>
          ) : null}
          <p className="mt-6 border-t border-slate-200 pt-4 text-xs text-slate-600 print:text-black" data-testid="efaktur-note">
            {t.eFakturNote}
          </p>
        </article>
        {data.receipt || data.canAct ? (
          <section className="card mt-6 p-5 print:hidden" aria-labelledby="receipt-title" data-testid="receipt-section">
            <h2 id="receipt-title" className="text-lg font-semibold text-slate-900">
              {t.receiptTitle}
            </h2>
            {data.receipt ? (
              <>
                <p className="mt-1 text-sm text-slate-700">{t.receiptSent}</p>
                <img
                  src={data.receipt.src}
                  alt={data.receipt.alt}
                  className="mt-3 max-h-96 rounded border border-slate-200"
                  data-testid="receipt-image"
                />
              </>
            ) : (
              <p className="mt-1 text-sm text-slate-700">{t.receiptNone}</p>
            )}
            {data.canAct ? <ReceiptForm t={t} lastResult={receiptReply?.result} replacing={Boolean(data.receipt)} /> : null}
          </section>
        ) : null}
        {data.canAct ? (
          <div className="mt-6 print:hidden">
            <Link to={data.declineHref} preventScrollReset className="btn-danger" data-testid="open-decline">
              {t.declineInvoice}
            </Link>
            <UrlDialog
              open={data.declineOpen || declineReply !== undefined}
              closeTo={data.here}
              title={interpolate(t.declineTitle, { number: data.number })}
              description={t.declineText}
              tone="danger"
              testId="decline-dialog"
            >
              <DeclineForm t={t} cancelTo={data.here} lastResult={declineReply?.result} />
            </UrlDialog>
          </div>
        ) : null}
      </div>
    </main>
  );
}
