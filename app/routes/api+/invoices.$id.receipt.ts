import { ModelError } from "~/models/errors";
import { getInvoice } from "~/models/money/money.server";
import { toPublicInvoice } from "~/models/money/public.server";
import { RECEIPT_MAX_BYTES, attachReceipt, withReceiptUpload } from "~/models/money/receipts.server";
import { assertRole } from "~/models/permissions.server";
import { MAX_BODY_BYTES, apiRoute, idParam, isMultipart, readApiUpload, requireCaller, respond } from "~/server/api.server";

/** A receipt body: the file at its largest, and up to 1 MB of part headers. */
const RECEIPT_MAX_BODY_BYTES = RECEIPT_MAX_BYTES + MAX_BODY_BYTES;

/**
 * POST /api/invoices/{id}/receipt (multipart/form-data, one `file`: a PNG, JPEG or WebP of
 * at most 5 MB and 12 megapixels): the brand attaches its transfer receipt, re-encoded and
 * private to it and the admin; a new one replaces the last. 201 invoice; 403 for another
 * role; 404 for an invoice that is not the caller's (before the body is read); 409 once
 * paid, void or declined; 400 on `file`; 413 over the limit; 429 with Retry-After while
 * another image upload of the caller runs, or past the hourly limit (receipts.server.ts).
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    assertRole(caller, "ADVERTISER");
    getInvoice(caller, id); // 404 for another brand's invoice, before the body is read
    if (!isMultipart(request)) throw new ModelError("invalid", "invalidInput", { fields: { file: ["receiptRequired"] } });
    return withReceiptUpload(caller, id, async (beforeFile) => {
      const { file, fileError, refused } = await readApiUpload(request, {
        fileField: "file",
        maxFileBytes: RECEIPT_MAX_BYTES,
        tooLargeError: "receiptTooLarge",
        maxBodyBytes: RECEIPT_MAX_BODY_BYTES,
        beforeFiles: beforeFile,
      });
      if (refused) throw refused;
      if (fileError) throw new ModelError("invalid", "invalidInput", { fields: { file: [fileError] } });
      return respond(201, toPublicInvoice(await attachReceipt(caller, id, file?.bytes ?? null)));
    });
  },
  { methods: ["POST"], maxBodyBytes: RECEIPT_MAX_BODY_BYTES },
);
