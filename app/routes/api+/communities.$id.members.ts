import * as z from "zod/mini";
import { createMember, listMembers, toPublicMember } from "~/models/member.server";
import { apiRoute, idParam, readJson, requireCaller, respond } from "~/server/api.server";
import { apiSlice } from "~/utils/paging";

/** Any JSON object: the model checks the member itself, after who may (401, 403, 404, then 400). */
const Body = z.record(z.string(), z.unknown());

/**
 * GET /api/communities/{id}/members: the community's members in the order they were
 * added, for its owner and the admin; paged by limit (1-100, default 100) and offset,
 * X-Total-Count carrying their number.
 */
export const loader = apiRoute(
  ({ request, params, user }) => {
    const slice = apiSlice(new URL(request.url).searchParams, { fallback: 100, max: 100 });
    const { items, total } = listMembers(user, idParam(params.id), slice);
    return respond(200, items.map(toPublicMember), { "X-Total-Count": String(total) });
  },
  { methods: ["GET", "HEAD"] },
);

/** POST /api/communities/{id}/members: add a member to one's own community (201). */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    const body = await readJson(request, Body);
    return respond(201, toPublicMember(createMember(caller, id, body)));
  },
  { methods: ["POST"] },
);
