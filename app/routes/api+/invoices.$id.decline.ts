import { declineInvoice, getInvoice } from "~/models/money/money.server";
import { toPublicInvoice } from "~/models/money/public.server";
import { assertRole } from "~/models/permissions.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { DeclineInvoiceSchema } from "~/validation/money";

/**
 * POST /api/invoices/{id}/decline {reason}: the brand declines an unpaid invoice; its
 * campaign is cancelled and the community told. 403 for another role and 404 for an
 * invoice that is not the caller's, before the body is read; 409 once paid, void or declined.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    assertRole(caller, "ADVERTISER");
    getInvoice(caller, id);
    const { reason } = await readJson(request, DeclineInvoiceSchema);
    return toPublicInvoice(declineInvoice(caller, id, reason));
  },
  { methods: ["POST"] },
);
