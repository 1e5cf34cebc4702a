import { renderNotification } from "./notification.server";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages, notifications } from "../../db/schema";
import { db } from "~/lib/server/db.server";
import { ContactSchema } from "~/validation/contact";
import { contactLimiter, createContactMessage } from "./contact.server";
import { ModelError } from "./errors";
import { createAdmin } from "./user.server";

function contact(overrides: Record<string, unknown> = {}) {
  return ContactSchema.parse({
    name: "Dewi Anggraini",
    email: "Dewi@Example.id",
    phone: "0812 3456 7890",
    message: "Halo, saya ingin tahu cara mendaftarkan komunitas lari kami.",
    ...overrides,
  });
}

function refusal(fn: () => unknown): ModelError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ModelError);
    return error as ModelError;
  }
  throw new Error("expected a ModelError");
}

beforeEach(() => {
  // The limiter lives in memory for the whole worker; every test starts with none used.
  contactLimiter.clear();
});

describe("ContactSchema", () => {
  it("gives a validation key per invalid field", () => {
    const result = ContactSchema.safeParse({ name: "A", email: "nope", phone: "123", message: "short" });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byField).toEqual({
      name: "nameMin",
      email: "emailInvalid",
      phone: "phoneInvalid",
      message: "messageMin",
    });
  });

  it("refuses a message over 5000 characters", () => {
    const result = ContactSchema.safeParse({ ...contact(), message: "a".repeat(5001) });
    expect(result.error?.issues[0].message).toBe("tooLong");
  });
});

describe("createContactMessage", () => {
  it("stores the message and notifies every admin in one go", async () => {
    const first = await createAdmin({ email: "admin1@guyub.id", password: "admin12345" });
    const second = await createAdmin({ email: "admin2@guyub.id", password: "admin12345", fullname: "Admin Dua" });

    const row = createContactMessage(contact(), { clientAddress: "10.0.0.1" });

    expect(row).not.toBeNull();
    expect(row!.id).toBeGreaterThan(0);
    expect(row!.email).toBe("dewi@example.id");
    expect(row!.createdAt).toBeInstanceOf(Date);
    const stored = db.select().from(contactMessages).where(eq(contactMessages.id, row!.id)).get();
    expect(stored?.message).toBe("Halo, saya ingin tahu cara mendaftarkan komunitas lari kami.");
    expect(stored?.isRead).toBe(false);

    const sent = db.select().from(notifications).where(eq(notifications.type, "new_contact_message")).all();
    expect(sent.map((n) => n.userId).sort()).toEqual([first!.id, second!.id].sort());
    for (const n of sent) {
      expect(n.data).toEqual({ contactMessageId: row!.id, name: "Dewi Anggraini", email: row!.email });
      expect(renderNotification(n, "id").message).toContain("Dewi Anggraini");
    }
  });

  it("stores nothing for a filled honeypot but pretends it worked", async () => {
    await createAdmin({ email: "admin@guyub.id", password: "admin12345" });
    const row = createContactMessage(contact({ website: "http://spam.example" }), { clientAddress: "10.0.0.2" });
    expect(row).toBeNull();
    expect(db.select().from(contactMessages).all()).toHaveLength(0);
    expect(db.select().from(notifications).all()).toHaveLength(0);
  });

  it("refuses the 6th message from one address within the hour; other addresses still work", () => {
    for (let i = 0; i < 5; i++) createContactMessage(contact(), { clientAddress: "10.0.0.3" });

    const error = refusal(() => createContactMessage(contact(), { clientAddress: "10.0.0.3" }));
    expect(error.kind).toBe("too_many");
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(error.params?.minutes).toBeGreaterThanOrEqual(1);
    expect(db.select().from(contactMessages).all()).toHaveLength(5);

    expect(createContactMessage(contact(), { clientAddress: "10.0.0.4" })).not.toBeNull();
    expect(db.select().from(contactMessages).all()).toHaveLength(6);
  });

  it("frees the address again after an hour", () => {
    const start = Date.now();
    for (let i = 0; i < 5; i++) contactLimiter.fail("contact:10.0.0.5", start - 61 * 60 * 1000);
    expect(createContactMessage(contact(), { clientAddress: "10.0.0.5" })).not.toBeNull();
  });
});
