import { getLang } from "~/i18n/lang.server";
import { invoicePdf } from "~/models/money/invoice-pdf.server";
import { getInvoice } from "~/models/money/money.server";
import { toPublicInvoice } from "~/models/money/public.server";
import { apiRoute, idParam, requireCaller } from "~/server/api.server";
import { BASE_SECURITY_HEADERS } from "~/server/security-headers.server";

/**
 * GET /api/invoices/{id}: the invoice as JSON; GET /api/invoices/{id}.pdf: the same
 * invoice as an A4 PDF download in the caller's language (invoice-pdf.server.ts), also
 * the "Download PDF" link of the invoice page (the session cookie signs it in). Both for
 * the brand that owes it and the admin; 404 for anyone else, 401 signed out; errors are
 * JSON.
 */
export const loader = apiRoute(async ({ request, params, user }) => {
  const caller = requireCaller(user);
  const pdf = /^(.*)\.pdf$/.exec(params.id ?? "");
  if (!pdf) return toPublicInvoice(getInvoice(caller, idParam(params.id)));
  const { fileName, bytes } = await invoicePdf(caller, idParam(pdf[1]), getLang(request));
  const headers = {
    ...BASE_SECURITY_HEADERS,
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Content-Length": String(bytes.byteLength),
    "Cache-Control": "private, no-store",
  };
  // HEAD: the headers only (Remix drops the body of a HEAD answer unread).
  return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), {
    status: 200,
    headers,
  });
});
