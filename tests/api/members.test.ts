import { describe, expect, it } from "vitest";
import { DEMO, freshAccount, serverForTests, signIn } from "./kit";
import { client } from "./server";

/*
 * The member endpoints over HTTP: GET and POST /api/communities/{id}/members,
 * PUT and DELETE /api/members/{id}. The demo owner (owner@guyub.id) has the seeded
 * community 'Jakarta JavaScript Developers' with its members.
 */

const server = serverForTests();

/** The demo owner, signed in, and its community's id. */
async function demoOwner() {
  const { c, user } = await signIn(server.url, DEMO.owner);
  const res = await c.request("GET", `/api/users/${user.id}/communities`);
  expect(res.status).toBe(200);
  expect(res.json[0].name).toBe("Jakarta JavaScript Developers");
  return { c, communityId: res.json[0].id as number };
}

const MEMBER = {
  name: "Wulan Anggraini",
  role: "Community Manager",
  notes: "Runs the Discord server.",
  social_links: { instagram: "https://instagram.com/wulan.dev", GitHub: "https://github.com/wulan" },
};

describe("the owner's members", () => {
  it("lists the seeded members, adds one (201), changes it (200) and deletes it (204)", async () => {
    const { c, communityId } = await demoOwner();
    const list = await c.request("GET", `/api/communities/${communityId}/members`);
    expect(list.status).toBe(200);
    const total = Number(list.headers.get("x-total-count"));
    expect(total).toBe(list.json.length);
    expect(list.json[0]).toEqual({
      id: expect.any(Number),
      community_id: communityId,
      name: "Dimas Prasetyo",
      role: "Organizer",
      social_links: { linkedin: "https://www.linkedin.com/in/dimasprasetyo", github: "https://github.com/dimasprasetyo" },
      notes: "Founder, hosts the monthly meetup.",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    const created = await c.request("POST", `/api/communities/${communityId}/members`, MEMBER);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toMatchObject({
      community_id: communityId,
      name: "Wulan Anggraini",
      role: "Community Manager",
      notes: "Runs the Discord server.",
      social_links: { instagram: "https://instagram.com/wulan.dev", github: "https://github.com/wulan" },
    });
    const id = created.json.id as number;
    const after = await c.request("GET", `/api/communities/${communityId}/members`);
    expect(Number(after.headers.get("x-total-count"))).toBe(total + 1);
    expect(after.json.at(-1)).toEqual(created.json);

    // PUT replaces the member: GET's answer, changed, goes back as it is (nulls included).
    const updated = await c.request("PUT", `/api/members/${id}`, {
      ...created.json,
      role: null,
      social_links: { tiktok: "https://tiktok.com/@wulan" },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toEqual({ ...created.json, role: null, social_links: { tiktok: "https://tiktok.com/@wulan" } });

    const deleted = await c.request("DELETE", `/api/members/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect((await c.request("DELETE", `/api/members/${id}`)).status).toBe(404);
    expect((await c.request("PUT", `/api/members/${id}`, MEMBER)).status).toBe(404);
    expect(Number((await c.request("GET", `/api/communities/${communityId}/members`)).headers.get("x-total-count"))).toBe(total);
  });

  it("pages the list with limit and offset", async () => {
    const { c, communityId } = await demoOwner();
    const all = await c.request("GET", `/api/communities/${communityId}/members`);
    expect(all.json.length).toBeGreaterThanOrEqual(3);
    const page = await c.request("GET", `/api/communities/${communityId}/members?limit=2&offset=1`);
    expect(page.status).toBe(200);
    expect(page.json).toEqual(all.json.slice(1, 3));
    expect(page.headers.get("x-total-count")).toBe(all.headers.get("x-total-count"));
  });

  it("answers 400 with each field's message, and stores nothing", async () => {
    const { c, communityId } = await demoOwner();
    const before = (await c.request("GET", `/api/communities/${communityId}/members`)).headers.get("x-total-count");
    const bad = await c.request("POST", `/api/communities/${communityId}/members`, {
      name: "W",
      social_links: { instagram: "instagram/wulan", website: "ftp://wulan.example.id" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      name: ["Name must be at least 2 characters"],
      "social_links.instagram": ["Please enter a valid URL"],
      "social_links.website": ["Please enter a valid URL"],
    });
    const noName = await c.request("POST", `/api/communities/${communityId}/members`, {});
    expect(noName.status).toBe(400);
    expect(noName.json.errors).toEqual({ name: ["Name must be at least 2 characters"] });
    const links = await c.request("POST", `/api/communities/${communityId}/members`, { name: "Wulan", social_links: ["https://x.com"] });
    expect(links.status).toBe(400);
    expect(Object.keys(links.json.errors)).toEqual(["social_links"]);
    expect(
      (await c.request("POST", `/api/communities/${communityId}/members`, "name=Wulan", { "Content-Type": "text/plain" })).status,
    ).toBe(415);
    expect((await c.request("GET", `/api/communities/${communityId}/members`)).headers.get("x-total-count")).toBe(before);

    const member = (await c.request("GET", `/api/communities/${communityId}/members`)).json[0];
    const badPut = await c.request("PUT", `/api/members/${member.id}`, { name: "Dimas Prasetyo", social_links: { linkedin: "not a url" } });
    expect(badPut.status).toBe(400);
    expect(badPut.json.errors).toEqual({ "social_links.linkedin": ["Please enter a valid URL"] });
    expect((await c.request("GET", `/api/communities/${communityId}/members?limit=1`)).json[0]).toEqual(member);
  });
});

describe("who may", () => {
  it("answers 401 to a visitor", async () => {
    const { c: owner, communityId } = await demoOwner();
    const member = (await owner.request("GET", `/api/communities/${communityId}/members?limit=1`)).json[0];
    const visitor = client(server.url);
    const answers = [
      await visitor.request("GET", `/api/communities/${communityId}/members`),
      await visitor.request("POST", `/api/communities/${communityId}/members`, MEMBER),
      await visitor.request("PUT", `/api/members/${member.id}`, MEMBER),
      await visitor.request("DELETE", `/api/members/${member.id}`),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect(answers[0].json.message).toBe("Not signed in");
  });

  it("another owner: 403 for the community, 404 for its members; nothing changes", async () => {
    const { c: owner, communityId } = await demoOwner();
    const before = (await owner.request("GET", `/api/communities/${communityId}/members`)).json;
    const member = before[0];
    const { c: other } = await signIn(server.url, await freshAccount(server.url, "COMMUNITY_OWNER"));
    const list = await other.request("GET", `/api/communities/${communityId}/members`);
    expect(list.status).toBe(403);
    expect(list.json.message).toBe("This is not your community");
    expect((await other.request("POST", `/api/communities/${communityId}/members`, MEMBER)).status).toBe(403);
    const put = await other.request("PUT", `/api/members/${member.id}`, { name: "Hacked Name" });
    expect(put.status).toBe(404);
    expect(put.json.message).toBe("Member not found");
    expect((await other.request("DELETE", `/api/members/${member.id}`)).status).toBe(404);
    expect((await owner.request("GET", `/api/communities/${communityId}/members`)).json).toEqual(before);
  });

  it("an advertiser gets 403", async () => {
    const { c: owner, communityId } = await demoOwner();
    const member = (await owner.request("GET", `/api/communities/${communityId}/members?limit=1`)).json[0];
    const { c } = await signIn(server.url, DEMO.advertiser);
    expect((await c.request("GET", `/api/communities/${communityId}/members`)).status).toBe(403);
    expect((await c.request("POST", `/api/communities/${communityId}/members`, MEMBER)).status).toBe(403);
    expect((await c.request("PUT", `/api/members/${member.id}`, MEMBER)).status).toBe(403);
    expect((await c.request("DELETE", `/api/members/${member.id}`)).status).toBe(403);
  });

  it("the admin lists members (200) but does not write them (403)", async () => {
    const { c: owner, communityId } = await demoOwner();
    const before = (await owner.request("GET", `/api/communities/${communityId}/members`)).json;
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const list = await admin.request("GET", `/api/communities/${communityId}/members`);
    expect(list.status).toBe(200);
    expect(list.json).toEqual(before);
    expect((await admin.request("POST", `/api/communities/${communityId}/members`, MEMBER)).status).toBe(403);
    expect((await admin.request("PUT", `/api/members/${before[0].id}`, MEMBER)).status).toBe(403);
    expect((await admin.request("DELETE", `/api/members/${before[0].id}`)).status).toBe(403);
    expect((await owner.request("GET", `/api/communities/${communityId}/members`)).json).toEqual(before);
  });

  it("answers 404 for a community or member that does not exist, or a bad id", async () => {
    const { c } = await demoOwner();
    expect((await c.request("GET", "/api/communities/999999/members")).status).toBe(404);
    expect((await c.request("POST", "/api/communities/999999/members", MEMBER)).status).toBe(404);
    expect((await c.request("GET", "/api/communities/abc/members")).status).toBe(404);
    expect((await c.request("PUT", "/api/members/999999", MEMBER)).status).toBe(404);
    expect((await c.request("DELETE", "/api/members/0")).status).toBe(404);
  });
});

describe("methods", () => {
  it("answers 405 with Allow for the methods an endpoint does not serve", async () => {
    const { c, communityId } = await demoOwner();
    const member = (await c.request("GET", `/api/communities/${communityId}/members?limit=1`)).json[0];
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const res = await c.request(method, `/api/communities/${communityId}/members`, method === "DELETE" ? undefined : MEMBER);
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
      expect(res.json.message).toBe("Method not allowed");
    }
    for (const method of ["GET", "POST", "PATCH"]) {
      const res = await c.request(method, `/api/members/${member.id}`, method === "GET" ? undefined : MEMBER);
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("PUT, DELETE, OPTIONS");
    }
    const options = await c.request("OPTIONS", `/api/members/${member.id}`);
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("PUT, DELETE, OPTIONS");
  });
});
