import { createContactMessage } from "~/models/contact.server";
import { apiRoute, readJson, respond } from "~/server/api.server";
import { clientAddress } from "~/lib/server/client-address.server";
import { ContactSchema } from "~/validation/contact";

/**
 * POST /api/contact: store a contact message for the admins, and notify every admin.
 * 201 { id, created_at }; 400 with per-field errors; 429 with Retry-After.
 */
export const action = apiRoute(
  async ({ request }) => {
    const input = await readJson(request, ContactSchema);
    const row = createContactMessage(input, { clientAddress: clientAddress() });
    // A caught spam trap (row null) gets the same 201 shape, without an id.
    return respond(201, {
      id: row?.id ?? null,
      created_at: (row?.createdAt ?? new Date()).toISOString(),
    });
  },
  { methods: ["POST"] },
);
