import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { billingMessages } from "~/i18n/billing";
import { translateError } from "~/i18n/errors";
import { interpolate } from "~/i18n/index";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { validationMessages } from "~/i18n/validation";
import { ModelError } from "~/models/errors";
import { declineInvoice, getInvoice } from "~/models/money/money.server";
import { invoicePdfPath } from "~/models/money/invoice-pdf.server";
import { invoiceView, isPayable } from "~/models/money/invoice-view.server";
import { RECEIPT_MAX_BYTES, attachReceipt, receiptUrl, withReceiptUpload } from "~/models/money/receipts.server";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { readUploadForm } from "~/server/upload.server";
import { DeclineInvoiceSchema, ReceiptFormSchema } from "~/validation/money";
import { readId } from "~/validation/owner-lists";

/*
 * The loader and the actions of one invoice (/advertiser/billing/<id>, ./route.tsx), for
 * the brand that owes it and the admin (getInvoice: anyone else gets 404, before anything
 * of it is read). Outside the advertiser area's layout so that the admin reads it too;
 * like the campaign report it draws its own page, which prints as an A4 invoice. The
 * brand's posts while it may still pay (UNPAID, OVERDUE): the transfer receipt
 * (`intent=receipt`, multipart `file`, read as the brand's image job after the checks that
 * need no file: receipts.server.ts) and the decline (`intent=decline` with a reason, the
 * URL-state dialog `?dialog=decline`). Every text and figure is made here: the invoice's
 * by invoiceView (invoice-view.server.ts), which its PDF reads too.
 */

const BASE = "/advertiser/billing";

function invoiceIdOf(params: LoaderFunctionArgs["params"]): number {
  const id = readId(params.id ?? null);
  // Not an invoice id: the same 404 as another brand's invoice.
  if (!id) throw new ModelError("not_found", "notFound");
  return id;
}

export async function invoiceLoader({ request, params }: LoaderFunctionArgs) {
  // The brand or the admin; the model decides which invoices each may read.
  const user = await requireUser(request, null);
  const id = invoiceIdOf(params);
  const invoice = getInvoice(user, id);
  const lang = getLang(request);
  const t = messagesFor(request, billingMessages);
  const url = new URL(request.url);
  const canAct = isPayable(invoice) && user.role === "ADVERTISER";
  const { texts: _texts, ...view } = invoiceView(invoice, lang);
  return json({
    id: invoice.id,
    ...view,
    pdfHref: invoicePdfPath(invoice.id),
    // Online (a payment provider): the checkout's link once it is open, a note while it is being opened.
    online:
      isPayable(invoice) && invoice.provider && invoice.providerState === "OPEN" && invoice.checkoutUrl
        ? { ready: true as const, url: invoice.checkoutUrl }
        : isPayable(invoice) && (invoice.providerState === "QUEUED" || invoice.providerState === "CREATING")
          ? { ready: false as const, url: null }
          : null,
    receipt: invoice.receiptFile
      ? { src: receiptUrl(invoice.receiptFile), alt: interpolate(t.receiptImageAlt, { number: invoice.number }) }
      : null,
    canAct,
    declineOpen: canAct && url.searchParams.get("dialog") === "decline",
    declineHref: `${BASE}/${invoice.id}?dialog=decline`,
    here: `${BASE}/${invoice.id}`,
    backHref: user.role === "ADMIN" ? "/admin" : BASE,
    messages: pickMessages(request, billingMessages, validationMessages),
  });
}

export async function invoiceAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const id = invoiceIdOf(params);
  // Another brand's invoice: 404 before the body (and its file) is read.
  getInvoice(user, id);
  const lang = getLang(request);
  const t = messagesFor(request, billingMessages);
  const here = `${BASE}/${id}`;
  const decline = (form: FormData) =>
    handleForm(
      request,
      form,
      DeclineInvoiceSchema,
      (value) => {
        declineInvoice(user, id, value.reason);
        return redirectWithToast(here, { title: "invoiceDeclined", description: "invoiceDeclinedText", type: "success" });
      },
      { intent: "decline", describeFailure: (message) => interpolate(t.failedToDecline, { message }) },
    );
  const receipt = (form: FormData, file: Uint8Array | null, fileError: string | null, refused: ModelError | null) =>
    handleForm(
      request,
      form,
      ReceiptFormSchema,
      async () => {
        if (refused) throw refused;
        if (fileError) throw new ModelError("invalid", "invalidInput", { fields: { file: [fileError] } });
        await attachReceipt(user, id, file);
        return redirectWithToast(here, { title: "receiptUploaded", description: "receiptUploadedText", type: "success" });
      },
      {
        intent: "receipt",
        describeFailure: (message) => interpolate(t.failedToUpload, { message }),
        fieldErrors: fileError ? { file: [translateError(fileError, lang)] } : undefined,
      },
    );
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) {
    const form = await request.formData();
    return dispatchIntent(request, form, { decline, receipt: (f) => receipt(f, null, null, null) });
  }
  // The receipt is read and decoded as the brand's one image job, once the checks that
  // need no file passed; refused, it is not read at all.
  return withReceiptUpload(user, id, async (beforeFile) => {
    const { form, file, fileError, refused } = await readUploadForm(request, {
      fileField: "file",
      maxFileBytes: RECEIPT_MAX_BYTES,
      tooLargeError: "receiptTooLarge",
      beforeFiles: beforeFile,
    });
    return dispatchIntent(request, form, { decline, receipt: (f) => receipt(f, file?.bytes ?? null, fileError, refused) });
  });
}
