import { describe, expect, it } from "vitest";
import { makeUser } from "../../tests/factories";
import { ModelError } from "~/models/errors";
import { getUserById } from "~/models/user.server";
import { PasswordChangeSchema } from "~/validation/account";
import { dispatchIntent, handleForm, withModelErrorResponses } from "./action.server";
import { createUserSession, sessionCookie } from "./session-cookie.server";
import { deleteAction, passwordAction, personalAction } from "~/routes/settings.server";

/* Route-level tests: real Requests into the action helpers and the settings actions. */

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields), headers });
}

async function signedIn(userId: number, extra: Record<string, string> = {}) {
  const setCookie = await createUserSession(userId, false);
  return { cookie: setCookie.split(";")[0], ...extra };
}

const body = async (response: Response) =>
  (await response.json()) as { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };

describe("handleForm", () => {
  it("answers 400 with the errors, and never sends a password back", async () => {
    const request = post("/x", { currentPassword: "secret-one", newPassword: "abc", confirmPassword: "abd" });
    const response = await handleForm(request, await request.formData(), PasswordChangeSchema, () => new Response("ok"));
    expect(response.status).toBe(400);
    const { result } = await body(response);
    expect(result.error).toMatchObject({
      newPassword: ["passwordMin"],
      confirmPassword: ["confirmPasswordRequired", "passwordsDontMatch"],
    });
    expect(JSON.stringify(result)).not.toContain("secret-one");
  });

  it("turns a ModelError into translated field errors with its status, or a form error with Retry-After", async () => {
    const request = post(
      "/x",
      { currentPassword: "secret-one", newPassword: "secret-two", confirmPassword: "secret-two" },
      { cookie: "lang=id" },
    );
    const taken = await handleForm(request, await request.formData(), PasswordChangeSchema, () => {
      throw new ModelError("conflict", "emailTaken", { fields: { email: ["emailTaken"] } });
    });
    expect(taken.status).toBe(409);
    expect((await body(taken)).result.error).toEqual({ email: ["Akun dengan email ini sudah ada"] });

    const again = post("/x", { currentPassword: "secret-one", newPassword: "secret-two", confirmPassword: "secret-two" });
    const limited = await handleForm(
      again,
      await again.formData(),
      PasswordChangeSchema,
      () => {
        throw new ModelError("too_many", "tooManyAttempts", { retryAfterSeconds: 120, params: { minutes: 2 } });
      },
      { describeFailure: (message) => `Failed to change password: ${message}` },
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("120");
    expect((await body(limited)).result.error?.[""]).toEqual([
      "Failed to change password: Too many failed attempts. Please try again in 2 minute(s).",
    ]);
  });

  it("lets any other error through (to the error page)", async () => {
    const request = post("/x", { currentPassword: "secret-one", newPassword: "secret-two", confirmPassword: "secret-two" });
    const form = await request.formData();
    await expect(
      handleForm(request, form, PasswordChangeSchema, () => {
        throw new Error("disk full");
      }),
    ).rejects.toThrow("disk full");
  });
});

describe("a language switch's post (utils/keep-typed.ts)", () => {
  it("answers the values as sent: nothing saved, no error even for an incomplete form, no password sent back", async () => {
    let saved = 0;
    const request = post("/x", {
      lang: "id",
      currentPassword: "secret-one",
      newPassword: "abc",
      confirmPassword: "",
      note: "Ditulis sebelum ganti bahasa.",
    });
    const response = await handleForm(
      request,
      await request.formData(),
      PasswordChangeSchema,
      () => {
        saved += 1;
        return new Response("ok");
      },
      { intent: "password" },
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      intent: string;
      result: { status: string; error?: unknown; initialValue: Record<string, unknown> };
    };
    expect(answer).toMatchObject({ intent: "password", result: { status: "success" } });
    expect(answer.result.error).toBeUndefined();
    expect(answer.result.initialValue).toEqual({ lang: "id", note: "Ditulis sebelum ganti bahasa." });
    expect(JSON.stringify(answer)).not.toContain("secret-one");
    expect(saved).toBe(0);
  });

  it("reaches /language as a body it never reads: 307 back to the page with the language cookie", async () => {
    const { action } = await import("~/routes/_resources+/language");
    const huge = new Request("http://localhost/language?lang=id&redirectTo=%2Fcommunity%2Fcampaigns%2F5", {
      method: "POST",
      body: new ReadableStream({ pull: () => Promise.reject(new Error("the body was read")) }),
      headers: { "content-type": "multipart/form-data; boundary=x" },
      duplex: "half",
    } as RequestInit);
    const answer = await action({ request: huge, params: {}, context: {} });
    expect(answer.status).toBe(307);
    expect(answer.headers.get("location")).toBe("/community/campaigns/5");
    expect(answer.headers.get("set-cookie")).toMatch(/^lang=[^;]+; Max-Age=/);
    // Another site is never a target; a plain switch still answers 302.
    const away = await action({
      request: new Request("http://localhost/language?lang=en&redirectTo=https%3A%2F%2Fevil.example", { method: "POST" }),
      params: {},
      context: {},
    });
    expect(away.headers.get("location")).toBe("/");
    const plain = await action({ request: post("/language", { lang: "en", redirectTo: "/about" }), params: {}, context: {} });
    expect([plain.status, plain.headers.get("location")]).toEqual([302, "/about"]);
  });
});

describe("dispatchIntent", () => {
  it("runs the handler of the intent and answers 400 for an unknown or missing one", async () => {
    const handlers = { save: () => new Response("saved") };
    const ok = post("/x", { intent: "save" });
    expect(await (await dispatchIntent(ok, await ok.formData(), handlers)).text()).toBe("saved");
    for (const intent of ["delete", "toString", ""]) {
      const bad = post("/x", { intent });
      const response = await dispatchIntent(bad, await bad.formData(), handlers);
      expect(response.status, intent).toBe(400);
    }
  });
});

describe("withModelErrorResponses", () => {
  it("turns a stray not_found or forbidden into a 404 or 403 response with a message", async () => {
    const request = new Request("http://localhost/x");
    for (const [kind, status] of [
      ["not_found", 404],
      ["forbidden", 403],
    ] as const) {
      const loader = withModelErrorResponses((_args: { request: Request }) => {
        throw new ModelError(kind, "notFound");
      });
      const thrown = await loader({ request }).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(status);
      expect(await (thrown as Response).json()).toEqual({ message: "Not found" });
    }
  });
});

describe("settings actions", () => {
  it("Personal Information saves and redirects with the toast; a taken e-mail is a field error", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const headers = await signedIn(owner.id);
    const ok = await personalAction({
      request: post(
        "/community/settings",
        { fullname: "Komunitas Kopi", pic_name: "Rina", email: owner.email, phone: "081277776666" },
        headers,
      ),
      params: {},
      context: {},
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/community/settings");
    expect(ok.headers.get("Set-Cookie")).toContain("__toast=");
    expect(getUserById(owner.id)).toMatchObject({ fullname: "Komunitas Kopi", picName: "Rina", phone: "081277776666" });

    const taken = await personalAction({
      request: post(
        "/community/settings",
        { fullname: "Komunitas Kopi", pic_name: "Rina", email: other.email, phone: "081277776666" },
        headers,
      ),
      params: {},
      context: {},
    });
    expect(taken.status).toBe(409);
    const { result } = await body(taken);
    expect(result.error).toEqual({ email: ["An account with this email already exists"] });
    expect(result.initialValue).toMatchObject({ email: other.email, fullname: "Komunitas Kopi" });
  });

  it("Password refuses a wrong current password next to the field", async () => {
    const owner = await makeUser();
    const response = await passwordAction({
      request: post(
        "/community/settings/password",
        { currentPassword: "not-mine", newPassword: "kopi-susu-2026", confirmPassword: "kopi-susu-2026" },
        await signedIn(owner.id),
      ),
      params: {},
      context: {},
    });
    expect(response.status).toBe(400);
    expect((await body(response)).result.error).toEqual({ currentPassword: ["Current password is incorrect"] });
  });

  it("Danger Zone needs the typed e-mail, then deletes the account and clears the session cookie", async () => {
    const owner = await makeUser();
    const headers = await signedIn(owner.id);
    const wrong = await deleteAction({
      request: post("/community/settings/danger-zone", { confirmation: "someone@else.id" }, headers),
      params: {},
      context: {},
    });
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).result.error).toEqual({ confirmation: ["deleteConfirmationMismatch"] });
    expect(getUserById(owner.id)).toBeDefined();

    const done = await deleteAction({
      request: post("/community/settings/danger-zone", { confirmation: owner.email.toUpperCase() }, headers),
      params: {},
      context: {},
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/");
    const cookies = done.headers.get("Set-Cookie") ?? "";
    expect(cookies).toMatch(/__session=;/);
    expect(await sessionCookie.parse(cookies.split(",").find((c) => c.includes("__session")) ?? "")).toBeFalsy();
    expect(getUserById(owner.id)).toBeUndefined();
  });
});
