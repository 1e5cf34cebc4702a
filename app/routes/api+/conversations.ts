import { listConversations, toPublicConversation } from "~/models/storefront/threads.server";
import { apiRoute, requireCaller, respond } from "~/server/api.server";
import { readApiPage } from "~/validation/owner-lists";

/**
 * GET /api/conversations: the caller's conversations (the admin: every one), the latest
 * message first, paged by limit and offset, the total in X-Total-Count: what the
 * Messages page lists (docs/api.md, "Conversations").
 */
export const loader = apiRoute(({ request, user }) => {
  const caller = requireCaller(user);
  const { items, total } = listConversations(caller, readApiPage(new URL(request.url).searchParams));
  return respond(200, items.map(toPublicConversation), { "X-Total-Count": String(total) });
});
