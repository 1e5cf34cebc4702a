import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { members } from "../../db/schema";
import { expectModelError } from "../../tests/model-errors";
import { makeAdmin, makeCommunity, makeUser } from "../../tests/factories";
import { db } from "~/lib/server/db.server";
import {
  countMembers,
  createMember,
  deleteMember,
  getMember,
  listMembers,
  listMembersForAdvertiser,
  toPublicMember,
  updateMember,
} from "./member.server";

/* The member rules: the owner reads and writes, the admin reads, nobody else either. */

const ALL = { limit: 100, offset: 0 };

async function ownerWithCommunity() {
  const owner = await makeUser({ role: "COMMUNITY_OWNER" });
  const community = makeCommunity(owner);
  return { owner, community };
}

const rina = {
  name: "Rina Wijaya",
  role: "Organizer",
  notes: "Hosts the monthly meetup.",
  social_links: { instagram: "https://instagram.com/rina.codes", "Personal Blog": "https://rina.example.id/blog" },
};

describe("the owner's members", () => {
  it("adds, lists, changes and deletes its own members", async () => {
    const { owner, community } = await ownerWithCommunity();
    const created = createMember(owner, community.id, rina);
    expect(toPublicMember(created)).toEqual({
      id: created.id,
      community_id: community.id,
      name: "Rina Wijaya",
      role: "Organizer",
      notes: "Hosts the monthly meetup.",
      // Link names are stored lower-cased, spaces as "-".
      social_links: { instagram: "https://instagram.com/rina.codes", "personal-blog": "https://rina.example.id/blog" },
      created_at: created.createdAt.toISOString(),
    });
    expect(listMembers(owner, community.id, ALL)).toEqual({ items: [created], total: 1 });
    expect(getMember(owner, created.id)).toEqual(created);

    // A change replaces the member: what is left out is cleared.
    const changed = updateMember(owner, created.id, { name: "  Rina W.  ", social_links: { tiktok: "https://tiktok.com/@rina" } });
    expect(changed).toMatchObject({
      id: created.id,
      name: "Rina W.",
      role: null,
      notes: null,
      socialLinks: { tiktok: "https://tiktok.com/@rina" },
    });
    expect(getMember(owner, created.id)).toEqual(changed);

    expect(deleteMember(owner, created.id).id).toBe(created.id);
    expect(listMembers(owner, community.id, ALL)).toEqual({ items: [], total: 0 });
    await expectModelError(() => getMember(owner, created.id), "not_found", "memberNotFound");
    await expectModelError(() => deleteMember(owner, created.id), "not_found", "memberNotFound");
  });

  it("lists in the order members were added, paged, with the total", async () => {
    const { owner, community } = await ownerWithCommunity();
    const names = ["Ayu", "Budi", "Citra", "Dimas", "Eko"];
    names.forEach((name, i) =>
      db
        .insert(members)
        .values({ communityId: community.id, name, createdAt: new Date(Date.UTC(2025, 0, 1 + i)) })
        .run(),
    );
    // Same time as Eko: the id keeps the order stable.
    db.insert(members)
      .values({ communityId: community.id, name: "Fajar", createdAt: new Date(Date.UTC(2025, 0, 5)) })
      .run();
    const page = (offset: number) => listMembers(owner, community.id, { limit: 2, offset });
    expect(page(0)).toMatchObject({ total: 6, items: [{ name: "Ayu" }, { name: "Budi" }] });
    expect(page(2).items.map((m) => m.name)).toEqual(["Citra", "Dimas"]);
    expect(page(4).items.map((m) => m.name)).toEqual(["Eko", "Fajar"]);
    expect(page(6)).toEqual({ items: [], total: 6 });
    expect(countMembers(community.id)).toBe(6);
  });

  it("counts only the community's own members", async () => {
    const a = await ownerWithCommunity();
    const b = await ownerWithCommunity();
    createMember(a.owner, a.community.id, { name: "Agus Santoso" });
    createMember(a.owner, a.community.id, { name: "Dewi Lestari" });
    createMember(b.owner, b.community.id, { name: "Joko Pratama" });
    expect(countMembers(a.community.id)).toBe(2);
    expect(countMembers(b.community.id)).toBe(1);
    expect(listMembers(b.owner, b.community.id, ALL).items.map((m) => m.name)).toEqual(["Joko Pratama"]);
  });

  it("a pending owner manages its members too", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER", status: "PENDING" });
    const community = makeCommunity(owner);
    const member = createMember(owner, community.id, { name: "Putri Kusuma" });
    expect(listMembers(owner, community.id, ALL).total).toBe(1);
    expect(updateMember(owner, member.id, { name: "Putri K." }).name).toBe("Putri K.");
  });
});

describe("validation", () => {
  it("refuses a short name and an invalid URL with a message per field; nothing is stored", async () => {
    const { owner, community } = await ownerWithCommunity();
    const error = await expectModelError(
      () => createMember(owner, community.id, { name: "R", social_links: { instagram: "instagram/rina", x: "ftp://x.com/r" } }),
      "invalid",
      "invalidInput",
    );
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      name: ["nameMin"],
      "social_links.instagram": ["urlInvalid"],
      "social_links.x": ["urlInvalid"],
    });
    expect(countMembers(community.id)).toBe(0);
  });

  it("stores a link typed without its scheme with https:// in front", async () => {
    const { owner, community } = await ownerWithCommunity();
    const member = createMember(owner, community.id, {
      name: "Budi Kopi",
      social_links: { instagram: "instagram.com/budikopi", website: "//budikopi.id/menu" },
    });
    expect(member.socialLinks).toEqual({ instagram: "https://instagram.com/budikopi", website: "https://budikopi.id/menu" });
  });

  it("an update with an invalid URL changes nothing", async () => {
    const { owner, community } = await ownerWithCommunity();
    const member = createMember(owner, community.id, rina);
    const error = await expectModelError(
      () => updateMember(owner, member.id, { name: "Rina Wijaya", social_links: { website: "javascript:alert(1)" } }),
      "invalid",
    );
    expect(error.fields).toEqual({ "social_links.website": ["urlInvalid"] });
    expect(getMember(owner, member.id)).toEqual(member);
  });

  it("refuses link names that cannot be a field name, and more than 20 links", async () => {
    const { owner, community } = await ownerWithCommunity();
    const badName = await expectModelError(
      () => createMember(owner, community.id, { name: "Rina", social_links: { "my.site": "https://rina.example.id" } }),
      "invalid",
    );
    expect(badName.fields).toEqual({ "social_links.my.site": ["linkNameInvalid"] });
    const links = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`link${i}`, `https://rina.example.id/${i}`]));
    const tooMany = await expectModelError(() => createMember(owner, community.id, { name: "Rina", social_links: links }), "invalid");
    expect(tooMany.fields).toEqual({ social_links: ["tooManyLinks"] });
  });
});

describe("who may", () => {
  it("another owner: 403 for the community, 404 for its members; nothing changes", async () => {
    const { owner, community } = await ownerWithCommunity();
    const member = createMember(owner, community.id, rina);
    const other = await ownerWithCommunity();

    await expectModelError(() => listMembers(other.owner, community.id, ALL), "forbidden", "notYourCommunity");
    await expectModelError(() => createMember(other.owner, community.id, { name: "Intruder" }), "forbidden", "notYourCommunity");
    await expectModelError(() => getMember(other.owner, member.id), "not_found", "memberNotFound");
    await expectModelError(() => updateMember(other.owner, member.id, { name: "Hacked" }), "not_found", "memberNotFound");
    // Even invalid input says 404 first: nothing about the member is revealed.
    await expectModelError(() => updateMember(other.owner, member.id, { name: "" }), "not_found", "memberNotFound");
    await expectModelError(() => deleteMember(other.owner, member.id), "not_found", "memberNotFound");
    expect(listMembers(owner, community.id, ALL)).toEqual({ items: [member], total: 1 });
    expect(countMembers(other.community.id)).toBe(0);
  });

  it("an owner without a community, or a community that does not exist", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER" });
    await expectModelError(() => listMembers(owner, 999_999, ALL), "not_found", "communityNotFound");
    await expectModelError(() => createMember(owner, 999_999, { name: "Rina" }), "not_found", "communityNotFound");
  });

  it("the admin lists and reads members but never writes them", async () => {
    const { owner, community } = await ownerWithCommunity();
    const member = createMember(owner, community.id, rina);
    const admin = await makeAdmin();
    expect(listMembers(admin, community.id, ALL)).toEqual({ items: [member], total: 1 });
    expect(getMember(admin, member.id)).toEqual(member);
    await expectModelError(() => createMember(admin, community.id, { name: "Admin Added" }), "forbidden", "wrongRole");
    await expectModelError(() => updateMember(admin, member.id, { name: "Admin Edit" }), "forbidden", "wrongRole");
    await expectModelError(() => deleteMember(admin, member.id), "forbidden", "wrongRole");
    expect(db.select().from(members).where(eq(members.id, member.id)).get()).toEqual(member);
  });

  it("an advertiser gets 403; a visitor 401", async () => {
    const { owner, community } = await ownerWithCommunity();
    const member = createMember(owner, community.id, rina);
    const advertiser = await makeUser({ role: "ADVERTISER" });
    await expectModelError(() => listMembers(advertiser, community.id, ALL), "forbidden", "notYourCommunity");
    await expectModelError(() => createMember(advertiser, community.id, { name: "Ad Person" }), "forbidden", "wrongRole");
    await expectModelError(() => updateMember(advertiser, member.id, { name: "Ad Person" }), "forbidden", "wrongRole");
    await expectModelError(() => getMember(advertiser, member.id), "not_found", "memberNotFound");
    await expectModelError(() => listMembers(null, community.id, ALL), "unauthenticated", "notSignedIn");
    await expectModelError(() => createMember(null, community.id, { name: "Nobody" }), "unauthenticated", "notSignedIn");
    await expectModelError(() => deleteMember(undefined, member.id), "unauthenticated", "notSignedIn");
    await expectModelError(() => getMember(null, member.id), "unauthenticated", "notSignedIn");
  });
});

describe("toPublicMember", () => {
  it("reads a malformed social_links column as no links", async () => {
    const { owner, community } = await ownerWithCommunity();
    const member = createMember(owner, community.id, { name: "Rina" });
    expect(toPublicMember({ ...member, socialLinks: ["x"] as unknown as Record<string, string> }).social_links).toEqual({});
    expect(toPublicMember({ ...member, socialLinks: null as unknown as Record<string, string> }).social_links).toEqual({});
  });
});

describe("an advertiser reads who runs a listed community", () => {
  it("gets names, roles and social links in the order they were added, never the notes, and the total", async () => {
    const { owner, community } = await ownerWithCommunity();
    const first = createMember(owner, community.id, rina);
    const second = createMember(owner, community.id, { name: "Budi Santoso", notes: "Only for the owner." });
    createMember(owner, community.id, { name: "Citra Lestari" });
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const shown = listMembersForAdvertiser(advertiser, community.id, 2);
    expect(shown).toEqual({
      items: [
        {
          id: first.id,
          name: "Rina Wijaya",
          role: "Organizer",
          social_links: { instagram: "https://instagram.com/rina.codes", "personal-blog": "https://rina.example.id/blog" },
        },
        { id: second.id, name: "Budi Santoso", role: null, social_links: {} },
      ],
      total: 3,
    });
    expect(JSON.stringify(listMembersForAdvertiser(advertiser, community.id, 10))).not.toMatch(
      /notes|Hosts the monthly|Only for the owner/,
    );
    // An advertiser awaiting approval may look too (no contact is given).
    const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    expect(listMembersForAdvertiser(pending, community.id, 10).total).toBe(3);
  });

  it("refuses other roles (403) and a community that is not listed or does not exist (404)", async () => {
    const { owner, community } = await ownerWithCommunity();
    createMember(owner, community.id, rina);
    const advertiser = await makeUser({ role: "ADVERTISER" });
    await expectModelError(() => listMembersForAdvertiser(owner, community.id, 10), "forbidden", "wrongRole");
    await expectModelError(async () => listMembersForAdvertiser(await makeAdmin(), community.id, 10), "forbidden", "wrongRole");
    await expectModelError(() => listMembersForAdvertiser(null, community.id, 10), "unauthenticated", "notSignedIn");
    await expectModelError(() => listMembersForAdvertiser(advertiser, 999_999, 10), "not_found", "communityNotFound");
    const hiddenOwner = await makeUser({ role: "COMMUNITY_OWNER", status: "PENDING" });
    const hidden = makeCommunity(hiddenOwner);
    createMember(hiddenOwner, hidden.id, rina);
    await expectModelError(() => listMembersForAdvertiser(advertiser, hidden.id, 10), "not_found", "communityNotFound");
  });
});
