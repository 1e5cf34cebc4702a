import { listApplicationsOfBrief, toPublicApplication } from "~/models/application.server";
import { apiRoute, idParam, respond } from "~/server/api.server";
import { readApiPage } from "~/validation/owner-lists";

/**
 * GET /api/briefs/{id}/applications: the advertiser's own brief's APPROVED applications
 * with the owner's contact (owner_contact: name, phone, email); the admin sees all.
 * Paged by limit and offset, X-Total-Count.
 */
export const loader = apiRoute(({ request, params, user }) => {
  const { items, total } = listApplicationsOfBrief(user, idParam(params.id), readApiPage(new URL(request.url).searchParams));
  return respond(
    200,
    items.map((app) => ({ ...toPublicApplication(app), owner_contact: app.owner })),
    { "X-Total-Count": String(total) },
  );
});
