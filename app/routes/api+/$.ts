import { ModelError } from "~/models/errors";
import { apiRoute } from "~/server/api.server";

/**
 * Any /api path no endpoint serves, with any method: a JSON 404 (the page splat `$.tsx`
 * would answer an HTML page). See docs/decisions/006-api-routing.md.
 */
const noEndpoint = () => {
  throw new ModelError("not_found", "unknownEndpoint");
};

export const loader = apiRoute(noEndpoint, { methods: ["GET", "HEAD", "OPTIONS"] });
export const action = apiRoute(noEndpoint, { methods: ["POST", "PUT", "PATCH", "DELETE"] });
