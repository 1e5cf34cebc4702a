import { markAllNotificationsRead } from "~/models/notification.server";
import { apiRoute, requireCaller, respond } from "~/server/api.server";

/** PUT /api/notifications/read-all: every notification of the caller read; 204. */
export const action = apiRoute(
  ({ user }) => {
    markAllNotificationsRead(requireCaller(user));
    return respond(204);
  },
  { methods: ["PUT"] },
);
