import { toPublicBrief } from "~/models/brief.server";
import { listBriefsOfAdvertiser } from "~/models/advertiser-briefs.server";
import { apiRoute, idParam, respond } from "~/server/api.server";
import { readApiPage } from "~/validation/owner-lists";

/** GET /api/users/{id}/briefs: the advertiser's own briefs (itself, or the admin); X-Total-Count. */
export const loader = apiRoute(({ request, params, user }) => {
  const { items, total } = listBriefsOfAdvertiser(user, idParam(params.id), readApiPage(new URL(request.url).searchParams));
  return respond(
    200,
    items.map((brief) => toPublicBrief(brief, user)),
    { "X-Total-Count": String(total) },
  );
});
