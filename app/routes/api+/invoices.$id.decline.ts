import { declineInvoice } from "~/models/money/money.server";
import { toPublicInvoice } from "~/models/money/public.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { DeclineInvoiceSchema } from "~/validation/money";

/**
 * POST /api/invoices/{id}/decline {reason}: the brand declines an unpaid invoice; its
 * campaign is cancelled and the community told. 409 once paid, void or declined.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const { reason } = await readJson(request, DeclineInvoiceSchema);
    return toPublicInvoice(declineInvoice(caller, idParam(params.id), reason));
  },
  { methods: ["POST"] },
);
