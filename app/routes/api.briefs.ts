import { listBriefsVisibleTo, toPublicBrief } from "~/models/brief.server";
import { ModelError } from "~/models/errors";
import { apiRoute, requireCaller, respond } from "~/utils/api.server";
import { readApiPage, readBriefStatus } from "~/validation/owner-lists";

/**
 * GET /api/briefs: the briefs the caller may see (PRODUCT.md: an owner the ACTIVE ones,
 * an advertiser its own, the admin all), newest first, optionally in one status (either
 * case; an unknown word is 400), paged by limit (1-100, default 20) and offset, the
 * total in X-Total-Count. POST (an advertiser's new brief) comes with the advertiser
 * workspace; until then it answers 405.
 */
export const loader = apiRoute(({ request, user }) => {
  const caller = requireCaller(user);
  const params = new URL(request.url).searchParams;
  const status = readBriefStatus(params.get("status"));
  if (status === false) throw new ModelError("invalid", "invalidInput", { fields: { status: ["invalidValue"] } });
  const { items, total } = listBriefsVisibleTo(caller, { status: status ?? undefined }, readApiPage(params));
  return respond(
    200,
    items.map((brief) => toPublicBrief(brief, caller)),
    { "X-Total-Count": String(total) },
  );
});
