import { createHash } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { client } from "./server";
import { briefBody, cookieOf, DEMO, formKeyOf, freshAccount, serverForTests, signIn, uniqueEmail, type Client, payCampaign } from "./kit";

/*
 * A double or retried submit never duplicates, against the built server: every page form
 * that creates something carries a one-time key, every creating API POST takes an
 * Idempotency-Key; ten identical posts at once create one row, and a post sent again
 * after its answer was lost gets the first answer.
 */

const server = serverForTests();

/** How many rows of `table` match `where` (read from the server's own database file). */
function count(table: string, where: string, ...params: unknown[]): number {
  const sqlite = new Database(path.join(server.dataDir, "guyub.db"), { readonly: true });
  try {
    return (sqlite.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...params) as { n: number }).n;
  } finally {
    sqlite.close();
  }
}

type Answer = { status: number; location: string | null; toast: string | null; body: string };

async function postPage(pathname: string, fields: [string, string][], cookie = ""): Promise<Answer> {
  const res = await fetch(server.url + pathname, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
  const toast = res.headers.getSetCookie().find((c) => c.startsWith("toast=") || c.includes("toast")) ?? null;
  return { status: res.status, location: res.headers.get("location"), toast, body: await res.text() };
}

/** Ten identical posts at once, then one more after all answered (its answer was "lost"). */
async function tenAtOnceThenAgain(pathname: string, fields: [string, string][], cookie = "") {
  const answers = await Promise.all(Array.from({ length: 10 }, () => postPage(pathname, fields, cookie)));
  const again = await postPage(pathname, fields, cookie);
  return { answers, again };
}

function expectSameAnswer(answers: Answer[], again: Answer) {
  const first = answers[0];
  expect(first.status, first.body.slice(0, 300)).toBe(302);
  for (const answer of [...answers, again]) {
    expect(answer.status, answer.body.slice(0, 300)).toBe(302);
    expect(answer.location).toBe(first.location);
    expect(answer.toast).toBe(first.toast);
  }
}

describe("page forms that create something", () => {
  it("/contact: ten identical sends store one message; a resend gets the same redirect and toast", async () => {
    const key = await formKeyOf(server.url, "/contact");
    const message = `Pesan uji ${Date.now()}: kami ingin bekerja sama.`;
    const fields: [string, string][] = [
      ["_key", key],
      ["name", "Budi Santoso"],
      ["email", "budi@example.id"],
      ["phone", "081234567890"],
      ["message", message],
    ];
    const { answers, again } = await tenAtOnceThenAgain("/contact", fields);
    expectSameAnswer(answers, again);
    expect(count("contact_messages", "message = ?", message)).toBe(1);
    // The same key with another message (back button, edit, send) is a new message.
    const other = await postPage(
      "/contact",
      fields.map(([k, v]) => [k, k === "message" ? `${message} Satu lagi.` : v]),
    );
    expect(other.status).toBe(302);
    expect(count("contact_messages", "message LIKE ?", `${message}%`)).toBe(2);
  });

  it("registration: ten identical sends make one account, and each answer is the success dialog", async () => {
    const key = await formKeyOf(server.url, "/auth?register=true");
    const email = uniqueEmail("double.register");
    const fields: [string, string][] = [
      ["_key", key],
      ["intent", "register"],
      ["fullname", "Dewi Anggraini"],
      ["email", email],
      ["phone", "081298765432"],
      ["password", "rahasia123"],
      ["confirmPassword", "rahasia123"],
      ["role", "COMMUNITY_OWNER"],
      ["terms", "on"],
    ];
    const { answers, again } = await tenAtOnceThenAgain("/auth", fields);
    expectSameAnswer(answers, again);
    expect(answers[0].location).toContain("dialog=registered");
    expect(count("users", "email = ?", email)).toBe(1);
    // Passwords are not part of what is kept: the same form with another password is
    // the same submission (its first answer), and no second account appears.
    const retyped = await postPage(
      "/auth",
      fields.map(([k, v]) => [k, /password/i.test(k) ? "lainlagi99" : v]),
    );
    expect(retyped.location).toBe(answers[0].location);
    expect(count("users", "email = ?", email)).toBe(1);
  });

  it("keeps no plain digest of what was sent: fingerprints are keyed with the server's secret", async () => {
    const stamp = Date.now();
    const body = JSON.stringify(briefBody(`Sidik jari ${stamp}`, "DRAFT"));
    const key = `fingerprint-${stamp}`;
    const { c } = await signIn(server.url, DEMO.advertiser);
    const res = await c.request("POST", "/api/briefs", body, { "Idempotency-Key": key });
    expect(res.status, res.text).toBe(201);
    const sqlite = new Database(path.join(server.dataDir, "guyub.db"), { readonly: true });
    const row = sqlite.prepare("SELECT fingerprint FROM submission_keys WHERE key = ?").get(key) as { fingerprint: string };
    sqlite.close();
    const plain = createHash("sha256");
    for (const part of ["POST", "/api/briefs", body]) plain.update(part).update("\u0000");
    expect(row.fingerprint).toMatch(/^[\w-]{43}$/);
    expect(row.fingerprint).not.toBe(plain.digest("base64url"));
  });

  it("members: ten identical adds make one member", async () => {
    const { c } = await signIn(server.url, DEMO.owner);
    const cookie = cookieOf(c);
    const key = await formKeyOf(server.url, "/community/members?dialog=add", cookie);
    const name = `Anggota Ganda ${Date.now()}`;
    const { answers, again } = await tenAtOnceThenAgain(
      "/community/members",
      [
        ["_key", key],
        ["intent", "create"],
        ["name", name],
        ["role", "Moderator"],
        ["notes", "Mengelola grup Telegram."],
      ],
      cookie,
    );
    expectSameAnswer(answers, again);
    expect(count("members", "name = ?", name)).toBe(1);
  });

  it("the community profile: ten identical creates make one community", async () => {
    const owner = await freshAccount(server.url, "COMMUNITY_OWNER", { prefix: "double.profile" });
    const { c } = await signIn(server.url, owner);
    const cookie = cookieOf(c);
    const key = await formKeyOf(server.url, "/community/profile", cookie);
    const name = `Pelari Ganda ${Date.now()}`;
    const { answers, again } = await tenAtOnceThenAgain(
      "/community/profile",
      [
        ["_key", key],
        ["name", name],
        ["description", "Lari pagi bersama setiap Minggu di Simpang Lima."],
        ["category", "SPORTS"],
        ["location", "Semarang"],
        ["member_count", "640"],
        ["platforms[0].type", "WHATSAPP"],
        ["platforms[0].url", "https://chat.whatsapp.com/pelari"],
      ],
      cookie,
    );
    expectSameAnswer(answers, again);
    expect(count("communities", "owner_id = ?", owner.id)).toBe(1);
  });

  it("a brief: ten identical creates make one brief", async () => {
    const { c } = await signIn(server.url, DEMO.advertiser);
    const cookie = cookieOf(c);
    const key = await formKeyOf(server.url, "/advertiser/create-brief", cookie);
    const title = `Brief ganda ${Date.now()}`;
    const { answers, again } = await tenAtOnceThenAgain(
      "/advertiser/create-brief",
      [
        ["_key", key],
        ["title", title],
        ["company_name", "PT Kopi Nusantara"],
        ["description", "Kampanye kopi susu gula aren untuk komunitas kampus di Jakarta."],
        ["target_category", "FOOD_BEVERAGE"],
        ["campaign_category", "ONLINE"],
        ["budget_min", "1.000.000"],
        ["budget_max", "5.000.000"],
        ["community_guidelines", "Sopan dan jujur."],
        ["schedule_post", "Setiap Jumat pukul 19.00."],
        ["scope_of_work", "Satu unggahan dan satu cerita."],
        ["status", "DRAFT"],
      ],
      cookie,
    );
    expectSameAnswer(answers, again);
    expect(count("briefs", "title = ?", title)).toBe(1);
  });

  it("applying: ten identical applications make one, and every answer is the first one's", async () => {
    const owner = await freshAccount(server.url, "COMMUNITY_OWNER", { prefix: "double.apply" });
    const { c } = await signIn(server.url, owner);
    const created = await c.request("POST", "/api/communities", {
      name: `Apply Ganda ${Date.now()}`,
      description: "Komunitas untuk menguji lamaran ganda.",
      category: ["TECHNOLOGY"],
      location: "Bandung",
      is_online: true,
      member_count: 120,
      platforms: [{ type: "TELEGRAM", url: "https://t.me/applyganda" }],
    });
    expect(created.status, created.text).toBe(201);
    const briefs = await c.request("GET", "/api/briefs?status=ACTIVE");
    const briefId = (briefs.json as { id: number }[])[0].id;
    const cookie = cookieOf(c);
    const key = await formKeyOf(server.url, `/community/briefs?dialog=apply&id=${briefId}`, cookie);
    const { answers, again } = await tenAtOnceThenAgain(
      "/community/briefs",
      [
        ["_key", key],
        ["briefId", String(briefId)],
        ["message", "Kami siap membantu kampanye ini."],
      ],
      cookie,
    );
    expectSameAnswer(answers, again);
    expect(count("applications", "community_id = ? AND brief_id = ?", created.json.id, briefId)).toBe(1);
  });

  it("a proof of campaign work: ten identical sends write one proof, and every answer is the first one's", async () => {
    const owner = await freshAccount(server.url, "COMMUNITY_OWNER", { prefix: "double.proof" });
    const { c } = await signIn(server.url, owner);
    const created = await c.request("POST", "/api/communities", {
      name: `Bukti Ganda ${Date.now()}`,
      description: "Komunitas untuk menguji bukti ganda.",
      category: ["TECHNOLOGY"],
      location: "Bandung",
      is_online: true,
      member_count: 80,
      platforms: [{ type: "DISCORD", url: "https://discord.gg/buktiganda" }],
    });
    expect(created.status, created.text).toBe(201);
    const briefs = await c.request("GET", "/api/briefs?status=ACTIVE");
    const briefId = (briefs.json as { id: number }[])[0].id;
    const applied = await c.request("POST", `/api/briefs/${briefId}/apply`, { message: "Siap.", proposed_fee: 1500000 });
    expect(applied.status, applied.text).toBe(201);
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const approved = await admin.request("PUT", `/api/admin/applications/${applied.json.id}/status`, { status: "APPROVED" });
    expect(approved.status, approved.text).toBe(200);
    const campaignId = approved.json.campaign_id as number;
    expect(approved.json.agreed_fee).toBe(1500000);
    await payCampaign(admin, campaignId);
    const cookie = cookieOf(c);
    const page = `/community/campaigns/${campaignId}`;
    const key = await formKeyOf(server.url, page, cookie);
    const { answers, again } = await tenAtOnceThenAgain(
      page,
      [
        ["_key", key],
        ["intent", "proof"],
        ["links", "https://discord.com/channels/1/2"],
        ["reach", "1.200"],
        ["note", "Sudah diumumkan."],
      ],
      cookie,
    );
    expectSameAnswer(answers, again);
    expect(count("campaign_proofs", "campaign_id = ?", campaignId)).toBe(1);
  });

  it("a form without a key, or with a key that is not ours, still works (once per send)", async () => {
    const message = `Tanpa kunci ${Date.now()}: pesan biasa.`;
    const fields: [string, string][] = [
      ["name", "Budi"],
      ["email", "budi@example.id"],
      ["phone", "081234567890"],
      ["message", message],
    ];
    expect((await postPage("/contact", fields)).status).toBe(302);
    expect((await postPage("/contact", [["_key", "not-a-key"], ...fields])).status).toBe(302);
    expect(count("contact_messages", "message = ?", message)).toBe(2);
  });

  it("each visitor of the cached /contact page gets a key of its own", async () => {
    const stamp = Date.now();
    const keys = new Set<string>();
    const caches: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/contact?visit=${stamp}`);
      caches.push(res.headers.get("x-cache"));
      keys.add((await res.text()).match(/name="_key" value="(fk_[A-Za-z0-9_-]{22})"/)![1]);
    }
    expect(caches).toEqual(["MISS", "HIT", "HIT"]);
    expect(keys.size).toBe(3);
  });
});

describe("the JSON API's Idempotency-Key", () => {
  async function tenAtOnce(c: Client, pathname: string, body: unknown, key: string) {
    return Promise.all(Array.from({ length: 10 }, () => c.request("POST", pathname, body, { "Idempotency-Key": key })));
  }

  function expectOneCreated(answers: { status: number; json: unknown }[]) {
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // The others were the same request: replayed (201, the same body) or still running (409).
    for (const answer of answers) expect([201, 409], JSON.stringify(answer.json)).toContain(answer.status);
    for (const answer of created) expect(answer.json).toEqual(created[0].json);
  }

  it("every creating endpoint: ten identical posts make one row; the key again gives the first answer", async () => {
    const { c: advertiser } = await signIn(server.url, DEMO.advertiser);
    const owner = await freshAccount(server.url, "COMMUNITY_OWNER", { prefix: "idem.owner" });
    const { c: ownerClient } = await signIn(server.url, owner);
    const stamp = Date.now();

    const communityBody = {
      name: `Idem Komunitas ${stamp}`,
      description: "Komunitas untuk menguji kunci idempoten.",
      category: ["GAMING"],
      location: "Surabaya",
      is_online: true,
      member_count: 300,
      platforms: [{ type: "DISCORD", url: "https://discord.gg/idem" }],
    };
    const cases: { c: Client; path: string; body: Record<string, unknown>; rows: () => number }[] = [
      {
        c: client(server.url),
        path: "/api/contact",
        body: { name: "Budi", email: "budi@example.id", phone: "081234567890", message: `API idem ${stamp} halo Guyub.` },
        rows: () => count("contact_messages", "message = ?", `API idem ${stamp} halo Guyub.`),
      },
      {
        c: client(server.url),
        path: "/api/register",
        body: {
          fullname: "Idem Pendaftar",
          email: `idem.${stamp}@example.id`,
          phone: "081298765432",
          password: "rahasia123",
          confirmPassword: "rahasia123",
          role: "ADVERTISER",
          terms: true,
          company_name: "PT Idem",
        },
        rows: () => count("users", "email = ?", `idem.${stamp}@example.id`),
      },
      { c: ownerClient, path: "/api/communities", body: communityBody, rows: () => count("communities", "name = ?", communityBody.name) },
      {
        c: advertiser,
        path: "/api/briefs",
        body: {
          title: `Brief idem ${stamp}`,
          company_name: "PT Kopi Nusantara",
          description: "Kampanye kopi untuk komunitas gamer di Surabaya dan sekitarnya.",
          target_category: "GAMING",
          community_guidelines: "Sopan.",
          schedule_post: "Jumat malam.",
          scope_of_work: "Satu unggahan.",
          status: "DRAFT",
        },
        rows: () => count("briefs", "title = ?", `Brief idem ${stamp}`),
      },
    ];
    for (const { c, path: pathname, body, rows } of cases) {
      const key = `key-${pathname}-${stamp}`;
      const answers = await tenAtOnce(c, pathname, body, key);
      expectOneCreated(answers);
      expect(rows(), pathname).toBe(1);
      const again = await c.request("POST", pathname, body, { "Idempotency-Key": key });
      expect(again.status, pathname).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.json).toEqual(answers.find((a) => a.status === 201)!.json);
      expect(rows(), pathname).toBe(1);
      // The same key with another body: 422, and nothing written.
      const changed = await c.request("POST", pathname, { ...body, name: "Lain", title: "Lain sama sekali" }, { "Idempotency-Key": key });
      expect(changed.status, pathname).toBe(422);
      expect(changed.json.message).toMatch(/different request body/);
    }

    // Members and applications hang off the community made above.
    const communityId =
      count("communities", "name = ?", communityBody.name) &&
      (await ownerClient.request("GET", `/api/users/${owner.id}/communities`)).json[0].id;
    const memberBody = { name: `Idem Anggota ${stamp}`, role: "Admin", social_links: {}, notes: "" };
    const members = await tenAtOnce(ownerClient, `/api/communities/${communityId}/members`, memberBody, `member-${stamp}`);
    expectOneCreated(members);
    expect(count("members", "name = ?", memberBody.name)).toBe(1);

    const briefId = ((await ownerClient.request("GET", "/api/briefs?status=ACTIVE")).json as { id: number }[])[0].id;
    const applies = await tenAtOnce(ownerClient, `/api/briefs/${briefId}/apply`, { communityId, message: "Siap." }, `apply-${stamp}`);
    expectOneCreated(applies);
    expect(count("applications", "community_id = ? AND brief_id = ?", communityId, briefId)).toBe(1);
  });

  it("a key belongs to its caller: another user's same key is a new request", async () => {
    const stamp = Date.now();
    const body = { name: `Kunci bersama ${stamp}`, role: "Admin", social_links: {}, notes: "" };
    const { c: demoOwner } = await signIn(server.url, DEMO.owner);
    const communityId = (
      await demoOwner.request("GET", "/api/users/" + (await demoOwner.request("GET", "/api/user")).json.id + "/communities")
    ).json[0].id;
    expect(
      (await demoOwner.request("POST", `/api/communities/${communityId}/members`, body, { "Idempotency-Key": `shared-${stamp}` })).status,
    ).toBe(201);
    const { c: admin } = await signIn(server.url, DEMO.admin);
    // The admin may not add members: its own answer (403), not the owner's 201.
    expect(
      (await admin.request("POST", `/api/communities/${communityId}/members`, body, { "Idempotency-Key": `shared-${stamp}` })).status,
    ).toBe(403);
  });

  it("refuses a malformed key with 400", async () => {
    const res = await client(server.url).request("POST", "/api/contact", { name: "Budi" }, { "Idempotency-Key": "x".repeat(300) });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Idempotency-Key/);
  });
});
