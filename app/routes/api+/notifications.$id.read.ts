import { markNotificationRead } from "~/models/notification.server";
import { apiRoute, idParam, requireCaller, respond } from "~/server/api.server";

/** PUT /api/notifications/{id}/read: 204; another user's notification is 404. */
export const action = apiRoute(
  ({ params, user }) => {
    markNotificationRead(requireCaller(user), idParam(params.id));
    return respond(204);
  },
  { methods: ["PUT"] },
);
