import { getInvoice } from "~/models/money/money.server";
import { toPublicInvoice } from "~/models/money/public.server";
import { apiRoute, idParam, requireCaller } from "~/server/api.server";

/** GET /api/invoices/{id}: for the brand that owes it and the admin; 404 for anyone else. */
export const loader = apiRoute(({ params, user }) => toPublicInvoice(getInvoice(requireCaller(user), idParam(params.id))));
