import * as z from "zod/mini";
import { deleteMember, updateMember, toPublicMember } from "~/models/member.server";
import { apiRoute, idParam, readJson, requireCaller, respond } from "~/server/api.server";

/** Any JSON object: the model checks the member itself, after who may (401, 403, 404, then 400). */
const Body = z.record(z.string(), z.unknown());

/**
 * PUT /api/members/{id}: replace a member of one's own community (name, role,
 * social_links, notes; a field left out is cleared). DELETE /api/members/{id}: 204.
 * Another owner's member answers 404, like one that does not exist; the admin 403.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      deleteMember(caller, id);
      return respond(204);
    }
    const body = await readJson(request, Body);
    return toPublicMember(updateMember(caller, id, body));
  },
  { methods: ["PUT", "DELETE"] },
);
