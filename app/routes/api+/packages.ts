import * as z from "zod/mini";
import { createPackage, toPublicPackage } from "~/models/storefront/packages.server";
import { apiRoute, readJson, requireCaller, respond } from "~/server/api.server";

/** Any JSON object: the model checks the package itself, after who may (401, 403, 404, 409, then 400). */
const Body = z.record(z.string(), z.unknown());

/**
 * POST /api/packages: add a package to the caller's own community (201). A community
 * owner only (403); 404 without a community; 409 before it is verified or at 10 packages.
 */
export const action = apiRoute(
  async ({ request, user }) => {
    const caller = requireCaller(user);
    const body = await readJson(request, Body);
    return respond(201, toPublicPackage(createPackage(caller, body)));
  },
  { methods: ["POST"] },
);
