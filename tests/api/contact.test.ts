import { describe, expect, it } from "vitest";
import { serverForTests } from "./kit";
import { client } from "./server";

/* POST /api/contact over real HTTP against the built server. */
const server = serverForTests({ seed: false });

const valid = {
  name: "Dewi Anggraini",
  email: "dewi@example.id",
  phone: "081234567890",
  message: "Halo tim Guyub, saya ingin bertanya tentang verifikasi komunitas.",
};

const EN = { "Accept-Language": "en" };

describe("POST /api/contact", () => {
  it("answers 201 with the stored message's id and time", async () => {
    const res = await client(server.url).request("POST", "/api/contact", valid, EN);
    expect(res.status).toBe(201);
    expect(res.json.id).toEqual(expect.any(Number));
    expect(new Date(res.json.created_at).toISOString()).toBe(res.json.created_at);
    expect(Date.now() - Date.parse(res.json.created_at)).toBeLessThan(60_000);
  });

  it("answers 400 with each field's message", async () => {
    const res = await client(server.url).request(
      "POST",
      "/api/contact",
      { name: "A", email: "not-an-email", phone: "123", message: "Hi" },
      EN,
    );
    expect(res.status).toBe(400);
    expect(res.json.message).toBeTruthy();
    expect(res.json.errors).toEqual({
      name: ["Name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
      message: ["Message must be at least 10 characters"],
    });
  });

  it("answers 400 for missing fields too", async () => {
    const res = await client(server.url).request("POST", "/api/contact", {}, EN);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(["email", "message", "name", "phone"]);
  });

  it("translates the messages for Indonesian callers", async () => {
    const res = await client(server.url).request(
      "POST",
      "/api/contact",
      { ...valid, message: "pendek" },
      {
        "Accept-Language": "id-ID",
      },
    );
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ message: ["Pesan minimal 10 karakter"] });
  });

  it("answers 415 for a body that is not JSON", async () => {
    const res = await client(server.url).request("POST", "/api/contact", undefined, {
      ...EN,
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(415);
    expect(res.json.message).toMatch(/JSON/);
  });

  it("answers 403 when the Origin header names another site", async () => {
    const res = await client(server.url).request("POST", "/api/contact", valid, {
      ...EN,
      Origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
  });

  it("answers 405 to GET", async () => {
    const res = await client(server.url).request("GET", "/api/contact");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
  });

  // Last: it uses up this address's allowance (5 messages an hour; one was sent above).
  it("answers 429 with Retry-After past 5 messages an hour from one address", async () => {
    const api = client(server.url);
    for (let i = 0; i < 4; i++) {
      expect((await api.request("POST", "/api/contact", valid, EN)).status).toBe(201);
    }
    const res = await api.request("POST", "/api/contact", valid, EN);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(res.json.message).toMatch(/try again in \d+ minute/);
  });

  // The page's form shares the limit: without JavaScript the refusal must still be clear.
  it("the /contact form answers 429 with Retry-After and says so on the page", async () => {
    const res = await fetch(`${server.url}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en" },
      body: new URLSearchParams({ ...valid }).toString(),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toMatch(/You have sent several messages in a short time\. Please try again in \d+ minute\(s\)\./);
    expect(html).toContain('value="Dewi Anggraini"');
  });
});
