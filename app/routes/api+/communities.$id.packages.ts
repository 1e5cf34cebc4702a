import { listCommunityPackages, toPublicPackage } from "~/models/storefront/packages.server";
import { apiRoute, idParam } from "~/server/api.server";

/**
 * GET /api/communities/{id}/packages: a community's packages in the owner's order. To
 * everyone the active ones of a verified community whose owner is approved; to its owner
 * and the admin all of them, paused too. 404 otherwise. At most 10, so never paged.
 */
export const loader = apiRoute(({ params, user }) => listCommunityPackages(user, idParam(params.id)).map(toPublicPackage));
