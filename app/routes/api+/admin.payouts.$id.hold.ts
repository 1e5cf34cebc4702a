import { toPublicPayout } from "~/models/money/public.server";
import { holdPayout } from "~/models/money/payouts.server";
import { apiRoute, idParam, requireCaller } from "~/server/api.server";

/**
 * PUT /api/admin/payouts/{id}/hold (no body): the admin holds a payout; it is not sent
 * until released. 403 for anyone else; 404; 409 once sent, already held, or while the
 * payment provider has it or may have it.
 */
export const action = apiRoute(async ({ params, user }) => toPublicPayout(holdPayout(requireCaller(user), idParam(params.id))), {
  methods: ["PUT"],
});
