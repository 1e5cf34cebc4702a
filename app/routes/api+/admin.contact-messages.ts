import { listContactMessages } from "~/models/contact.server";
import { apiRoute, respond } from "~/server/api.server";
import { readApiPage } from "~/validation/owner-lists";

/** GET /api/admin/contact-messages (admin only): contact-form messages, newest first; limit, offset, X-Total-Count. */
export const loader = apiRoute(({ request, user }) => {
  const { items, total } = listContactMessages(user, {}, readApiPage(new URL(request.url).searchParams));
  return respond(
    200,
    items.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      message: m.message,
      handled: m.isRead,
      created_at: m.createdAt.toISOString(),
    })),
    { "X-Total-Count": String(total) },
  );
});
