import { describe, expect, it } from "vitest";
import { FACTORY_PASSWORD, makeUser } from "../../tests/factories";
import { refuseWrites } from "../../tests/storage";
import { createSession, findSessionUser } from "~/models/session-store.server";
import { getUserByEmail } from "~/models/user.server";
import { action as registerApi } from "~/routes/api+/register";
import { action as authAction } from "~/routes/_auth+/auth/server";
import { action as logoutAction } from "~/routes/_resources+/logout";
import { withModelErrorResponses } from "./action.server";
import { notificationsAction } from "~/routes/notifications.server";
import { createUserSession } from "./session-cookie.server";

/*
 * Writes refused by the database (tests/storage.ts: the test's own file opened read-only
 * by SQLite, which stops root too) answer 503 with Retry-After and the message in the
 * user's language, keep what the user typed, and never reach the 500 page.
 */
const EN = "Guyub cannot save right now; nothing was lost; try again in a minute.";
const ID = "Guyub tidak dapat menyimpan saat ini; tidak ada yang hilang; coba lagi dalam satu menit.";

type Reply = { intent?: string; result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields), headers });
}

const args = (request: Request) => ({ request, params: {}, context: {} });

/** Run with writes refused; the writable connection is back afterwards. */
async function withWritesRefused<T>(run: () => Promise<T>): Promise<T> {
  const restore = refuseWrites();
  try {
    return await run();
  } finally {
    restore();
  }
}

const registration = {
  intent: "register",
  fullname: "Rina Wijaya",
  email: "rina.disk@example.id",
  phone: "081234567890",
  password: "rahasia-rina-77",
  confirmPassword: "rahasia-rina-77",
  role: "COMMUNITY_OWNER",
  terms: "on",
};

describe("registration on a database that cannot write", () => {
  it.each([
    ["en", EN],
    ["id", ID],
  ])("answers 503 in %s with the message as the form's error, the input kept but the passwords", async (lang, message) => {
    const response = (await withWritesRefused(() =>
      authAction(args(post("/auth?register=true", registration, { cookie: `lang=${lang}` }))),
    )) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    const reply = (await response.json()) as Reply;
    expect(reply.intent).toBe("register");
    // The message alone: not "Registration failed: ...".
    expect(reply.result.error).toEqual({ "": [message] });
    expect(reply.result.initialValue).toMatchObject({ fullname: "Rina Wijaya", email: "rina.disk@example.id", phone: "081234567890" });
    expect(JSON.stringify(reply)).not.toContain("rahasia-rina-77");
    // Nothing was half written.
    expect(getUserByEmail("rina.disk@example.id")).toBeUndefined();
  });
});

describe("sign-in on a database that cannot write", () => {
  it.each([
    ["en", EN],
    ["id", ID],
  ])("answers 503 in %s with the message, the e-mail kept and no session", async (lang, message) => {
    const user = await makeUser();
    const request = post("/auth", { intent: "login", email: user.email, password: FACTORY_PASSWORD }, { cookie: `lang=${lang}` });
    const response = (await withWritesRefused(() => authAction(args(request)))) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const reply = (await response.json()) as Reply;
    expect(reply).toMatchObject({ intent: "login", result: { error: { "": [message] }, initialValue: { email: user.email } } });
    expect(JSON.stringify(reply)).not.toContain(FACTORY_PASSWORD);
  });
});

describe("page actions without handleForm", () => {
  it("dispatchIntent: a handler that writes directly answers 503 on its form", async () => {
    const user = await makeUser();
    const cookie = (await createUserSession(user.id, false)).split(";")[0];
    const request = post("/notifications", { intent: "read-all" }, { cookie: `${cookie}; lang=id` });
    const response = (await withWritesRefused(() => notificationsAction(args(request)))) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await response.json()).toMatchObject({ intent: "read-all", result: { error: { "": [ID] } } });
  });

  it("the page wrapper (server.ts) answers any other action 503 with the message, never 500", async () => {
    const user = await makeUser();
    const cookie = (await createUserSession(user.id, false)).split(";")[0];
    const wrapped = withModelErrorResponses(logoutAction);
    const thrown = await withWritesRefused(() =>
      wrapped(args(post("/logout", {}, { cookie }))).then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await response.json()).toEqual({ message: EN });
  });
});

describe("the JSON API on a database that cannot write", () => {
  it.each([
    ["en", EN],
    ["id", ID],
  ])("answers 503 in %s with { message } and Retry-After", async (lang, message) => {
    const { intent: _intent, terms: _terms, ...body } = registration;
    const request = new Request("http://localhost/api/register", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `lang=${lang}` },
      body: JSON.stringify({ ...body, terms: true }),
    });
    const response = await withWritesRefused(() => registerApi(args(request)));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await response.json()).toEqual({ message });
  });
});

describe("reading while writes fail", () => {
  it("a session whose idle end is due to move still signs its user in", async () => {
    const user = await makeUser();
    const now = Date.now();
    const token = createSession(user.id, false, now);
    // Ten minutes later the use would move the idle end forward: that write fails quietly.
    const found = await withWritesRefused(async () => findSessionUser(token, now + 10 * 60_000));
    expect(found?.user.id).toBe(user.id);
  });
});
