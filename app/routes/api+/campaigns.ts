import { listCampaigns, toPublicCampaign } from "~/models/campaign/queries.server";
import { ModelError } from "~/models/errors";
import { apiRoute, requireCaller, respond } from "~/server/api.server";
import { CAMPAIGN_STATES } from "~/utils/enums";
import { readApiPage, readStatus } from "~/validation/owner-lists";

/**
 * GET /api/campaigns: the campaigns the caller is a party to (an owner its community's,
 * an advertiser its briefs', the admin all), newest first, without their proofs;
 * optionally in one state (either case; an unknown word is 400), paged by limit and
 * offset, the total in X-Total-Count.
 */
export const loader = apiRoute(({ request, user }) => {
  const caller = requireCaller(user);
  const params = new URL(request.url).searchParams;
  const state = readStatus(params.get("state"), CAMPAIGN_STATES);
  if (state === false) throw new ModelError("invalid", "invalidInput", { fields: { state: ["invalidValue"] } });
  const { items, total } = listCampaigns(caller, { state: state ?? undefined }, readApiPage(params));
  return respond(200, items.map(toPublicCampaign), { "X-Total-Count": String(total) });
});
