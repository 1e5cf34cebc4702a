import { assertRole } from "~/models/permissions.server";
import { hideMessage, requireMessageReader, toPublicMessage } from "~/models/storefront/threads.server";
import { apiRoute, idParam, readJson, requireCaller } from "~/server/api.server";
import { HideMessageSchema } from "~/validation/message";

/**
 * PUT /api/admin/messages/{id}/hide {note}: the admin hides a message of a conversation
 * (audited); its parties see that it was hidden, not what it said. 200 message (with
 * `hidden_note`); 401; 403 for anyone else and 404 for no such message, both before the
 * body is read; 400 without a note; 409 when already hidden or deleted.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    assertRole(caller, "ADMIN");
    requireMessageReader(caller, id); // 404 before the body is read
    return toPublicMessage(hideMessage(caller, id, await readJson(request, HideMessageSchema)), caller);
  },
  { methods: ["PUT"] },
);
