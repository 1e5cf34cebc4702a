import { listApplicationsOfCommunity, toPublicApplication } from "~/models/application.server";
import { ModelError } from "~/models/errors";
import { apiRoute, idParam, requireCaller, respond } from "~/server/api.server";
import { readApiPage, readApplicationStatus } from "~/validation/owner-lists";

/**
 * GET /api/communities/{id}/applications: the community's applications, newest first,
 * for its owner or the admin (403 anyone else, 404 no such community); optional status
 * (either case), limit (1-100, default 20) and offset; the total in X-Total-Count.
 */
export const loader = apiRoute(({ request, params, user }) => {
  const caller = requireCaller(user);
  const communityId = idParam(params.id);
  const query = new URL(request.url).searchParams;
  const status = readApplicationStatus(query.get("status"));
  if (status === false) throw new ModelError("invalid", "invalidInput", { fields: { status: ["invalidValue"] } });
  const { items, total } = listApplicationsOfCommunity(caller, communityId, { status: status ?? undefined }, readApiPage(query));
  return respond(200, items.map(toPublicApplication), { "X-Total-Count": String(total) });
});
