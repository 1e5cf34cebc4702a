import { getBriefFor, listBriefsVisibleTo, toPublicBrief } from "~/models/brief.server";
import { createBrief } from "~/models/brief-write.server";
import { assertRole } from "~/models/permissions.server";
import { ModelError } from "~/models/errors";
import { apiRoute, readJson, requireCaller, respond } from "~/server/api.server";
import { BriefSchema } from "~/validation/brief";
import { readApiPage, readBriefStatus } from "~/validation/owner-lists";

/**
 * GET /api/briefs: the briefs the caller may see (an owner the ACTIVE ones,
 * an advertiser its own, the admin all), newest first, optionally in one status (either
 * case; an unknown word is 400), paged by limit (1-100, default 20) and offset, the
 * total in X-Total-Count.
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

/**
 * POST /api/briefs: an advertiser's new brief, DRAFT (the default) or PENDING_APPROVAL
 * (an approved account only); 201 with the brief, 409 naming the allowed statuses.
 */
export const action = apiRoute(async ({ request, user }) => {
  assertRole(user, "ADVERTISER"); // who may, before reading the body
  const input = await readJson(request, BriefSchema);
  const brief = createBrief(user, input);
  return respond(201, toPublicBrief(getBriefFor(user, brief.id), user));
});
