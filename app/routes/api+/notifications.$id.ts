import { dismissNotification } from "~/models/notification.server";
import { apiRoute, idParam, requireCaller, respond } from "~/server/api.server";

/** DELETE /api/notifications/{id}: dismiss; 204; another user's notification is 404. */
export const action = apiRoute(
  ({ params, user }) => {
    dismissNotification(requireCaller(user), idParam(params.id));
    return respond(204);
  },
  { methods: ["DELETE"] },
);
