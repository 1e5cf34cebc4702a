import { LOCATIONS } from "~/utils/locations";
import { apiRoute } from "~/server/api.server";

/** GET /api/locations: the cities, in Indonesian collation. */
export const loader = apiRoute(() => [...LOCATIONS]);
