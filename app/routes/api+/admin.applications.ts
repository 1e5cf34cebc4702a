import { listApplicationsForAdmin, toPublicApplication } from "~/models/application.server";
import { apiRoute, respond } from "~/server/api.server";
import { APPLICATION_STATUSES, type ApplicationStatus } from "~/utils/enums";
import { readApiPage } from "~/validation/owner-lists";

/**
 * GET /api/admin/applications (admin only): ?status=pending|approved|rejected (either
 * case; anything else lists all), limit, offset; PENDING oldest first, the others newest
 * first; X-Total-Count.
 */
export const loader = apiRoute(({ request, user }) => {
  const params = new URL(request.url).searchParams;
  const wanted = params.get("status")?.trim().toUpperCase() ?? "";
  const status = (APPLICATION_STATUSES as readonly string[]).includes(wanted) ? (wanted as ApplicationStatus) : undefined;
  const { items, total } = listApplicationsForAdmin(user, { status }, readApiPage(params));
  return respond(200, items.map(toPublicApplication), { "X-Total-Count": String(total) });
});
