import { markPayoutSent } from "~/models/money/money.server";
import { toPublicPayout } from "~/models/money/public.server";
import { assertRole } from "~/models/permissions.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { wibMidnight } from "~/utils/dates";
import { SentSchema } from "~/validation/money";

/** PUT /api/admin/payouts/{id}/sent {reference, sentAt}: the admin records a transfer to the owner, once (409 after). */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    // Anyone but the admin: 403, before the body is read.
    assertRole(caller, "ADMIN");
    const body = await readJson(request, SentSchema);
    return toPublicPayout(markPayoutSent(caller, idParam(params.id), { reference: body.reference, sentAt: wibMidnight(body.sent_at) }));
  },
  { methods: ["PUT"] },
);
