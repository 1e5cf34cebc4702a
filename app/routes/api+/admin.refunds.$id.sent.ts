import { markRefundSent } from "~/models/money/money.server";
import { toPublicRefund } from "~/models/money/public.server";
import { assertRole } from "~/models/permissions.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { wibMidnight } from "~/utils/dates";
import { SentSchema } from "~/validation/money";

/** PUT /api/admin/refunds/{id}/sent {reference, sentAt}: the admin records a refund to the brand, once (409 after). */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    // Anyone but the admin: 403, before the body is read.
    assertRole(caller, "ADMIN");
    const body = await readJson(request, SentSchema);
    return toPublicRefund(markRefundSent(caller, idParam(params.id), { reference: body.reference, sentAt: wibMidnight(body.sent_at) }));
  },
  { methods: ["PUT"] },
);
