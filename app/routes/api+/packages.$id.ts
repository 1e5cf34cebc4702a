import * as z from "zod/mini";
import { deletePackage, getOwnPackage, toPublicPackage, updatePackage } from "~/models/storefront/packages.server";
import { apiRoute, idParam, readJson, requireCaller, respond } from "~/server/api.server";

/** Any JSON object: the model checks the package itself, after who may (401, 403, 404, 409, then 400). */
const Body = z.record(z.string(), z.unknown());

/**
 * PUT /api/packages/{id}: replace one's own package's terms (and its state when `active`
 * is sent). DELETE /api/packages/{id}: 204; 409 while a booking of it is open. Another
 * owner's package answers 404, like one that does not exist; other roles 403.
 */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const caller = requireCaller(user);
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      deletePackage(caller, id);
      return respond(204);
    }
    getOwnPackage(caller, id); // who may, before reading the body
    const body = await readJson(request, Body);
    return toPublicPackage(updatePackage(caller, id, body));
  },
  { methods: ["PUT", "DELETE"] },
);
