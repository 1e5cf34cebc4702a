import { toPublicPayout } from "~/models/money/public.server";
import { releasePayout } from "~/models/money/payouts.server";
import { apiRoute, idParam, requireCaller } from "~/server/api.server";

/**
 * PUT /api/admin/payouts/{id}/release (no body): the admin releases a payout it held; it is
 * due again (still HELD while a changed bank account holds it). 403 for anyone else; 404;
 * 409 unless the admin holds it.
 */
export const action = apiRoute(async ({ params, user }) => toPublicPayout(releasePayout(requireCaller(user), idParam(params.id))), {
  methods: ["PUT"],
});
