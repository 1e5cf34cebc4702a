import { confirmPayment } from "~/models/money/money.server";
import { toPublicInvoice } from "~/models/money/public.server";
import { assertRole } from "~/models/permissions.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { wibMidnight } from "~/utils/dates";
import { ConfirmPaymentSchema } from "~/validation/money";

/**
 * PUT /api/admin/invoices/{id}/paid {reference, paidAt, amount}: the admin confirms a
 * transfer. 409 when the amount is not the invoice's total or the invoice is not unpaid.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    // Anyone but the admin: 403, before the body is read.
    assertRole(caller, "ADMIN");
    const body = await readJson(request, ConfirmPaymentSchema);
    return toPublicInvoice(
      confirmPayment(caller, idParam(params.id), { reference: body.reference, paidAt: wibMidnight(body.paid_at), amount: body.amount }),
    );
  },
  { methods: ["PUT"] },
);
