import net from "node:net";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { DEMO, registrationBody, serverForTests } from "./kit";
import { client, startServer } from "./server";

/* Security holes, each tried against the built server as an attacker would and found closed. */

const server = serverForTests();

describe("a crafted cookie never breaks a page", () => {
  it("ignores cookies that do not decode, on pages and the API", async () => {
    const c = client(server.url);
    for (const cookie of ["lang=%E0%A4%A", "lang=%", "__session=%E0%A4%A", "toast=%E0%A4%A; lang=%ZZ", "lang=\u00ff\u00fe"]) {
      for (const path of ["/", "/browse", "/auth", "/api/categories"]) {
        const res = await c.request("GET", path, undefined, { cookie });
        expect(res.status, `${path} with ${cookie}`).toBe(200);
      }
    }
  });
});

describe("the redirect after a real sign-in stays on this site", () => {
  it("sends the user to / instead of //evil.example", async () => {
    for (const target of ["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example", "/./\\evil.example"]) {
      const form = new URLSearchParams({ intent: "login", ...DEMO.owner, redirectTo: target });
      const answer = await fetch(`${server.url}/auth?redirectTo=${encodeURIComponent(target)}`, {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { origin: server.url },
      });
      expect(answer.status, target).toBe(302);
      const location = answer.headers.get("location") ?? "";
      expect(new URL(location, server.url).origin, `${target} -> ${location}`).toBe(new URL(server.url).origin);
      expect(location.startsWith("//")).toBe(false);
    }
  });
});

describe("signed-in answers are never stored", () => {
  it("documents and loader data of a signed-in user are no-store; anonymous pages are not", async () => {
    const c = client(server.url);
    const login = await c.request("POST", "/api/login", DEMO.advertiser);
    expect(login.status).toBe(200);
    for (const path of [
      "/advertiser/dashboard",
      `/advertiser/dashboard?_data=${encodeURIComponent("routes/advertiser+/dashboard/route")}`,
      "/?_data=root",
      "/browse",
    ]) {
      const res = await c.request("GET", path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    const anonymous = await client(server.url).request("GET", "/browse");
    expect(anonymous.headers.get("cache-control")).not.toBe("no-store");
  });
});

describe("the security headers", () => {
  it("CSP forbids <base> (base-uri 'none')", async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("base-uri 'none'");
  });

  it("sends HSTS only over HTTPS: behind a trusted proxy that says https", async () => {
    expect(
      (await fetch(`${server.url}/`, { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security"),
    ).toBeNull();
    const proxied = await startServer({ env: { TRUST_PROXY: "true" } });
    try {
      const https = await fetch(`${proxied.url}/`, { headers: { "x-forwarded-proto": "https" } });
      expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      const api = await fetch(`${proxied.url}/api/categories`, { headers: { "x-forwarded-proto": "https" } });
      expect(api.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
      expect((await fetch(`${proxied.url}/`)).headers.get("strict-transport-security")).toBeNull();
    } finally {
      await proxied.stop();
    }
  });
});

const contact = { name: "Budi Santoso", email: "budi@example.id", phone: "081234567890", message: "Halo, saya ingin bertanya." };
const from = (address: string) => ({ "x-forwarded-for": address });

describe("behind a trusted proxy (TRUST_PROXY=true: loopback)", () => {
  // REGISTRATIONS_PER_HOUR empty: the default limit, 20.
  const proxied = serverForTests({ env: { TRUST_PROXY: "true", REGISTRATIONS_PER_HOUR: "" } });

  it("an attacker's failures elsewhere never lock the account's owner out", async () => {
    const attacker = client(proxied.url);
    for (let i = 0; i < 5; i++) {
      const res = await attacker.request("POST", "/api/login", { email: DEMO.owner.email, password: `guess-${i}` }, from("203.0.113.9"));
      expect(res.status).toBe(401);
    }
    const blocked = await attacker.request("POST", "/api/login", DEMO.owner, from("203.0.113.9"));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    const owner = await client(proxied.url).request("POST", "/api/login", DEMO.owner, from("36.80.1.2"));
    expect(owner.status).toBe(200);
  });

  it("20 registrations an hour per address, then 429 with Retry-After, on the API and the form", async () => {
    const c = client(proxied.url);
    for (let i = 0; i < 20; i++) {
      const res = await c.request("POST", "/api/register", registrationBody(`flood${i}@example.id`), from("114.4.4.4"));
      expect(res.status, `registration ${i}`).toBe(201);
    }
    const refused = await c.request("POST", "/api/register", registrationBody("flood20@example.id"), from("114.4.4.4"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(refused.json.message).toMatch(/Too many registrations/);

    const form = new URLSearchParams({ intent: "register", ...registrationBody("flood21@example.id"), terms: "on" });
    const page = await fetch(`${proxied.url}/auth?register=true`, {
      method: "POST",
      body: form,
      headers: { origin: proxied.url, ...from("114.4.4.4"), "accept-language": "id" },
    });
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBeTruthy();
    expect(await page.text()).toContain("Terlalu banyak pendaftaran dari jaringan ini");
    // Another address (another subscriber) still registers.
    const other = await c.request("POST", "/api/register", registrationBody("flood22@example.id"), from("114.4.4.5"));
    expect(other.status).toBe(201);
  });

  it("addresses the trusted proxy reports count apart", async () => {
    const c = client(proxied.url);
    for (let i = 0; i < 6; i++) {
      const res = await c.request("POST", "/api/contact", contact, from(`198.51.100.${i}`));
      expect(res.status, `message ${i}`).toBe(201);
    }
  });
});

describe("X-Forwarded-For from a peer TRUST_PROXY does not name is ignored", () => {
  it("limits by the socket's address and sends no HSTS, however the headers vary", async () => {
    const elsewhere = await startServer({ env: { TRUST_PROXY: "10.255.0.1" } });
    try {
      const c = client(elsewhere.url);
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) {
        answers.push((await c.request("POST", "/api/contact", contact, from(`198.51.100.${i}`))).status);
      }
      expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
      const https = await fetch(`${elsewhere.url}/`, { headers: { "x-forwarded-proto": "https" } });
      expect(https.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await elsewhere.stop();
    }
  });
});

describe("page forms over 64 KB are refused unread", () => {
  const big = (bytes: number) => "x".repeat(bytes);

  it("refuses by Content-Length with 413, in the user's language, and stores nothing", async () => {
    for (const path of ["/contact", "/auth"]) {
      const form = new URLSearchParams({ ...contact, message: big(70 * 1024) });
      const res = await fetch(server.url + path, {
        method: "POST",
        body: form,
        headers: { origin: server.url, "accept-language": "id" },
      });
      expect(res.status, path).toBe(413);
      expect(await res.text()).toContain("maksimal 64 KB");
    }
    const admin = client(server.url);
    await admin.request("POST", "/api/login", DEMO.admin);
    const stored = await admin.request("GET", "/api/admin/contact-messages?limit=100");
    expect(JSON.stringify(stored.json)).not.toContain(big(1000));
  });

  it("counts a body sent without Content-Length (chunked) and stops reading it", async () => {
    // A raw socket, not fetch: the answer comes while the body is still being sent, and the
    // server may close the connection under a write (EPIPE): what it answered is still read.
    const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      const url = new URL(server.url + "/contact");
      const socket = net.connect(Number(url.port), url.hostname);
      let sent = 0;
      let answer = "";
      let stopped = false;
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
        if (status) resolve({ status, sent });
        else reject(new Error(`no answer after ${sent} bytes: ${JSON.stringify(answer.slice(0, 200))}`));
      };
      socket.setEncoding("latin1");
      socket.on("data", (data: string) => {
        answer += data;
        stopped = true;
        // The status line is all this test needs: take it as soon as it arrives.
        if (/^HTTP\/1\.1 \d{3}/.test(answer)) {
          socket.destroy();
          finish();
        }
      });
      socket.on("error", (error: NodeJS.ErrnoException) => {
        stopped = true;
        if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
      });
      socket.on("close", finish);
      const head =
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${server.url}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n";
      const piece = big(16 * 1024);
      const chunk = Buffer.from(`${piece.length.toString(16)}\r\n${piece}\r\n`);
      const pump = () => {
        // Up to 50 MB, unless the server answers long before.
        while (!stopped && sent < 50 * 1024 * 1024) {
          sent += piece.length;
          if (!socket.write(chunk)) return void socket.once("drain", pump);
        }
        if (!stopped) socket.end("0\r\n\r\n");
      };
      socket.once("connect", () => {
        socket.write(head);
        socket.write(Buffer.from(`f\r\nname=a&message=\r\n`));
        pump();
      });
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  });

  it("refuses a multipart body over 64 KB where no upload is expected; small forms still work", async () => {
    const form = new FormData();
    form.set("name", "Budi");
    form.set("attachment", new Blob([big(100 * 1024)]), "a.txt");
    const multipart = await fetch(server.url + "/contact", { method: "POST", body: form, headers: { origin: server.url } });
    expect(multipart.status).toBe(413);
    const ok = await fetch(server.url + "/contact", {
      method: "POST",
      body: new URLSearchParams(contact),
      headers: { origin: server.url },
      redirect: "manual",
    });
    expect(ok.status).toBeLessThan(400);
  });
});

describe("the session cookie over HTTPS", () => {
  it("is __Host-session: Secure, Path=/, no Domain; and it signs the user in", async () => {
    const secure = await startServer({ env: { COOKIE_SECURE: "true" } });
    try {
      const login = await fetch(`${secure.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(DEMO.owner),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie().find((c) => c.startsWith("__Host-session="));
      expect(cookie, login.headers.getSetCookie().join(" | ")).toBeTruthy();
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
      expect(cookie).not.toMatch(/Domain=/i);
      const me = await fetch(`${secure.url}/api/user`, { headers: { cookie: cookie!.split(";")[0] } });
      expect(me.status).toBe(200);
      expect(me.headers.get("cache-control")).toBe("no-store");
      const plainName = await fetch(`${secure.url}/api/user`, {
        headers: { cookie: cookie!.split(";")[0].replace("__Host-session", "__session") },
      });
      expect(plainName.status).toBe(401);
    } finally {
      await secure.stop();
    }
  });
});

describe("demo data never passes unnoticed", () => {
  const externalAddress = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === "IPv4" && !i.internal)?.address;

  async function reachable(host: string, port: number): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = net.connect({ host, port, timeout: 2000 }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
      socket.on("timeout", () => (socket.destroy(), resolve(false)));
    });
  }

  it("with demo data and no HOST: a warning in the log, localhost only, a ribbon on every page", async () => {
    const demo = await startServer({ env: { HOST: "" } });
    try {
      expect(demo.output()).toContain("this database holds the demo data");
      expect(demo.output()).toContain("listening on 127.0.0.1 only");
      if (externalAddress) expect(await reachable(externalAddress, demo.port), externalAddress).toBe(false);
      for (const [path, lang, text] of [
        ["/", "en", "Demo data: the demo accounts' passwords are public."],
        ["/browse", "id", "Data demo: kata sandi akun demo bersifat publik."],
        ["/auth", "en", "Demo data"],
      ]) {
        const html = await (await fetch(demo.url + path, { headers: { "accept-language": lang } })).text();
        expect(html, path).toContain(text.replace(/'/g, "&#x27;"));
      }
    } finally {
      await demo.stop();
    }
  });

  it("without demo data: no warning, no ribbon, every interface", async () => {
    const real = await startServer({ seed: false, env: { HOST: "" } });
    try {
      expect(real.output()).not.toContain("demo data");
      expect(await (await fetch(real.url + "/")).text()).not.toContain("demo-ribbon");
      if (externalAddress) expect(await reachable(externalAddress, real.port), externalAddress).toBe(true);
    } finally {
      await real.stop();
    }
  });
});

describe("the security log", () => {
  it("writes one JSON line per sign-in, with the address and never the password", async () => {
    const c = client(server.url);
    await c.request("POST", "/api/login", { email: DEMO.advertiser.email, password: "not-the-password-42" });
    await c.request("POST", "/api/login", DEMO.advertiser);
    await new Promise((r) => setTimeout(r, 200));
    const entries = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{") && line.includes('"channel":"security"'))
      .map((line) => JSON.parse(line));
    const mine = entries.filter((e) => e.email === DEMO.advertiser.email).slice(-2);
    expect(mine.map((e) => e.event)).toEqual(["sign_in_failed", "sign_in"]);
    expect(mine[1]).toMatchObject({ address: "127.0.0.1", userId: expect.any(Number) });
    expect(server.output()).not.toContain("not-the-password-42");
    expect(server.output()).not.toContain(DEMO.advertiser.password);
  });
});

describe("a visitor cannot switch the demo warnings on", () => {
  it("registering a demo account's e-mail on a real database shows no ribbon", async () => {
    const real = await startServer({ seed: false });
    try {
      const res = await client(real.url).request("POST", "/api/register", registrationBody(DEMO.owner.email));
      expect(res.status).toBe(201);
      expect(await (await fetch(real.url + "/about")).text()).not.toContain("demo-ribbon");
    } finally {
      await real.stop();
    }
  });
});
