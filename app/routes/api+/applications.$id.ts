import { withdrawApplication } from "~/models/application.server";
import { apiRoute, idParam, requireCaller, respond } from "~/server/api.server";

/**
 * DELETE /api/applications/{id}: the owner withdraws its community's application while
 * it is PENDING. 204; 403 for another role; 404 for another owner's application; 409 once
 * decided.
 */
export const action = apiRoute(
  ({ params, user }) => {
    const caller = requireCaller(user);
    withdrawApplication(caller, idParam(params.id));
    return respond(204);
  },
  { methods: ["DELETE"] },
);
