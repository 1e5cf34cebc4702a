import { CATEGORIES } from "~/utils/enums";
import { apiRoute } from "~/server/api.server";

/** GET /api/categories: all 15 categories of the data model. */
export const loader = apiRoute(() => [...CATEGORIES]);
