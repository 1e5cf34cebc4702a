import { listPendingBriefs, toPublicBrief } from "~/models/brief.server";
import { apiRoute, respond } from "~/server/api.server";
import { readApiPage } from "~/validation/owner-lists";

/** GET /api/admin/briefs/pending (admin only): PENDING_APPROVAL briefs, oldest first; limit, offset, X-Total-Count. */
export const loader = apiRoute(({ request, user }) => {
  const { items, total } = listPendingBriefs(user, readApiPage(new URL(request.url).searchParams));
  return respond(
    200,
    items.map(({ advertiserName: _name, ...brief }) => toPublicBrief(brief, user)),
    { "X-Total-Count": String(total) },
  );
});
