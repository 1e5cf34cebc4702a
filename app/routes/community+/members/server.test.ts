import { describe, expect, it, vi } from "vitest";
import { members } from "../../../../db/schema";
import { makeCommunity, makeUser } from "../../../../tests/factories";
import { createMember, listMembers } from "~/models/member.server";
import { db } from "~/lib/server/db.server";
import { membersAction, membersLoader } from "./server";
import { createUserSession } from "~/server/session-cookie.server";
import { captureLogs } from "~/lib/server/logger.server";

/* /community/members through its loader and action, with real Requests and a signed-in owner. */

vi.mock("~/models/member.server", async (original) => {
  const actual = await original<typeof import("~/models/member.server")>();
  return { ...actual, listMembers: vi.fn(actual.listMembers) };
});

async function cookieOf(userId: number, lang?: string) {
  const session = (await createUserSession(userId, false)).split(";")[0];
  return lang ? `${session}; lang=${lang}` : session;
}

async function load(userId: number, search = "") {
  const request = new Request(`http://localhost/community/members${search}`, { headers: { cookie: await cookieOf(userId) } });
  const response = await membersLoader({ request, params: {}, context: {} });
  return { status: response.status, data: await response.json() };
}

async function post(userId: number, fields: Record<string, string>, search = "", lang?: string) {
  const request = new Request(`http://localhost/community/members${search}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie: await cookieOf(userId, lang) },
  });
  return membersAction({ request, params: {}, context: {} });
}

const reply = async (response: Response) =>
  (await response.json()) as { intent?: string; result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };

async function ownerWithCommunity() {
  const owner = await makeUser({ role: "COMMUNITY_OWNER" });
  return { owner, community: makeCommunity(owner) };
}

describe("the loader", () => {
  it("has no community to show for an owner without one", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const { data } = await load(owner.id);
    expect(data).toMatchObject({ community: null, members: [], total: 0, loadFailed: false });
    expect(data.messages.members.noCommunityTitle).toBe("No Community Found");
  });

  it("an empty list says 'Belum ada anggota terdaftar' in English too", async () => {
    const { owner, community } = await ownerWithCommunity();
    const { data } = await load(owner.id);
    expect(data).toMatchObject({ community: { id: community.id, name: community.name }, members: [], total: 0 });
    expect(data.messages.members.emptyTitle).toBe("Belum ada anggota terdaftar");
  });

  it("pages 20 members at a time, oldest first; a page past the end shows the last", async () => {
    const { owner, community } = await ownerWithCommunity();
    for (let i = 1; i <= 23; i++) {
      db.insert(members)
        .values({ communityId: community.id, name: `Anggota ${i}`, createdAt: new Date(Date.UTC(2025, 0, i)) })
        .run();
    }
    const first = (await load(owner.id)).data;
    expect(first.total).toBe(23);
    expect(first.members).toHaveLength(20);
    expect(first.members[0].name).toBe("Anggota 1");
    expect(first.pager).toMatchObject({ page: 1, pageCount: 2, next: "/community/members?page=2" });
    const second = (await load(owner.id, "?page=9")).data;
    expect(second.pager.page).toBe(2);
    expect(second.members.map((m: { name: string }) => m.name)).toEqual(["Anggota 21", "Anggota 22", "Anggota 23"]);
  });

  it("shows only http(s) links in the table, and every stored link to the edit form", async () => {
    const { owner, community } = await ownerWithCommunity();
    const member = createMember(owner, community.id, { name: "Rina Wijaya", social_links: { instagram: "https://instagram.com/rina" } });
    // A row written by other means (an import, an old version).
    db.update(members)
      .set({ socialLinks: { instagram: "https://instagram.com/rina", evil: "javascript:alert(1)" } })
      .run();
    const { data } = await load(owner.id, `?dialog=edit&id=${member.id}`);
    expect(data.members[0].links).toEqual([{ key: "instagram", url: "https://instagram.com/rina" }]);
    expect(data.dialog).toMatchObject({ kind: "edit", member: { id: member.id, socialLinks: { evil: "javascript:alert(1)" } } });
  });

  it("opens no dialog for another owner's member or a bad id", async () => {
    const { owner, community } = await ownerWithCommunity();
    const member = createMember(owner, community.id, { name: "Rina Wijaya" });
    const other = await ownerWithCommunity();
    expect((await load(other.owner.id, `?dialog=delete&id=${member.id}`)).data.dialog).toBeNull();
    expect((await load(owner.id, "?dialog=edit&id=abc")).data.dialog).toBeNull();
    expect((await load(owner.id, `?dialog=delete&id=${member.id}`)).data.dialog).toMatchObject({
      kind: "delete",
      member: { name: "Rina Wijaya" },
    });
    expect((await load(owner.id, "?dialog=add")).data.dialog).toEqual({ kind: "add" });
  });

  it("says 'Failed to load members' (status 500) when the list cannot be read", async () => {
    const { owner } = await ownerWithCommunity();
    const logged = captureLogs("error");
    vi.mocked(listMembers).mockImplementationOnce(() => {
      throw new Error("SQLITE_IOERR: disk I/O error");
    });
    const { status, data } = await load(owner.id);
    expect(status).toBe(500);
    expect(data).toMatchObject({ loadFailed: true, members: [] });
    expect(data.messages.members.loadFailed).toBe("Failed to load members. Please try again later.");
    expect(logged.lines).toEqual([
      expect.objectContaining({
        msg: "loading the members failed",
        err: expect.objectContaining({ message: "SQLITE_IOERR: disk I/O error" }),
      }),
    ]);
    logged.stop();
  });
});

describe("the action", () => {
  it("adds a member and goes to the list's last page with the toast", async () => {
    const { owner, community } = await ownerWithCommunity();
    for (let i = 1; i <= 20; i++) createMember(owner, community.id, { name: `Anggota ${i}` });
    const response = await post(
      owner.id,
      {
        intent: "create",
        name: "Wulan Anggraini",
        role: "",
        "social_links.instagram": "https://instagram.com/wulan",
        "social_links.tiktok": "",
        "new_link.name": "GitHub",
        "new_link.url": "https://github.com/wulan",
      },
      "?dialog=add",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/community/members?page=2");
    expect(response.headers.get("Set-Cookie")).toMatch(/__toast=/);
    const added = listMembers(owner, community.id, { limit: 1, offset: 20 }).items[0];
    expect(added).toMatchObject({
      name: "Wulan Anggraini",
      role: null,
      socialLinks: { instagram: "https://instagram.com/wulan", github: "https://github.com/wulan" },
    });
  });

  it("keeps the input and puts 'Please enter a valid URL' on the field", async () => {
    const { owner, community } = await ownerWithCommunity();
    const response = await post(owner.id, { intent: "create", name: "Wulan", "social_links.instagram": "instagram wulan" }, "?dialog=add");
    expect(response.status).toBe(400);
    const { intent, result } = await reply(response);
    expect(intent).toBe("create");
    expect(result.error).toEqual({ "social_links.instagram": ["urlInvalid"] });
    expect(result.initialValue).toMatchObject({ name: "Wulan", social_links: { instagram: "instagram wulan" } });
    expect(listMembers(owner, community.id, { limit: 10, offset: 0 }).total).toBe(0);
  });

  it("changes and deletes a member, back to the page the dialog was opened on", async () => {
    const { owner, community } = await ownerWithCommunity();
    const member = createMember(owner, community.id, { name: "Rina Wijaya", social_links: { github: "https://github.com/rina" } });
    const updated = await post(
      owner.id,
      {
        intent: "update",
        id: String(member.id),
        name: "Rina W.",
        "social_links.github": "",
        "social_links.website": "https://rina.example.id",
      },
      `?page=2&dialog=edit&id=${member.id}`,
    );
    expect(updated.status).toBe(302);
    expect(updated.headers.get("Location")).toBe("/community/members?page=2");
    expect(listMembers(owner, community.id, { limit: 10, offset: 0 }).items[0]).toMatchObject({
      name: "Rina W.",
      socialLinks: { website: "https://rina.example.id/" },
    });

    const deleted = await post(owner.id, { intent: "delete", id: String(member.id) }, `?dialog=delete&id=${member.id}`);
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/community/members");
    expect(listMembers(owner, community.id, { limit: 10, offset: 0 }).total).toBe(0);
  });

  it("another owner's member: 'Failed to update member: Member not found' (404), in the user's language", async () => {
    const { owner, community } = await ownerWithCommunity();
    const member = createMember(owner, community.id, { name: "Rina Wijaya" });
    const other = await ownerWithCommunity();
    const update = await post(other.owner.id, { intent: "update", id: String(member.id), name: "Hacked" });
    expect(update.status).toBe(404);
    expect((await reply(update)).result.error?.[""]).toEqual(["Failed to update member: Member not found"]);
    const remove = await post(other.owner.id, { intent: "delete", id: String(member.id) }, "", "id");
    expect(remove.status).toBe(404);
    expect((await reply(remove)).result.error?.[""]).toEqual(["Gagal menghapus anggota: Anggota tidak ditemukan"]);
    expect(listMembers(owner, community.id, { limit: 10, offset: 0 }).items[0].name).toBe("Rina Wijaya");
  });

  it("without a community: 'Failed to add member: No Community Found...'; an unknown intent: 400", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    const response = await post(owner.id, { intent: "create", name: "Wulan Anggraini" });
    expect(response.status).toBe(404);
    expect((await reply(response)).result.error?.[""]).toEqual([
      "Failed to add member: No Community Found. Please create your community profile first.",
    ]);
    expect((await post(owner.id, { intent: "promote", name: "Wulan" })).status).toBe(400);
  });
});
