import { deleteMessage, toPublicMessage } from "~/models/storefront/threads.server";
import { apiRoute, idParam, requireCaller } from "~/server/api.server";

/**
 * DELETE /api/messages/{id}: the author deletes its message within 5 minutes of posting
 * it; the row stays (`deleted` true, `text` null, `images` empty). 200 message; 401; 403
 * for another reader of the thread; 404 for anyone else; 409 once deleted or too late.
 */
export const action = apiRoute(
  ({ params, user }) => {
    const caller = requireCaller(user);
    return toPublicMessage(deleteMessage(caller, idParam(params.id)), caller);
  },
  { methods: ["DELETE"] },
);
