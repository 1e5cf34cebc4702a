import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { members, submissionKeys } from "../../db/schema";
import { makeCommunity, makeUser } from "../../tests/factories";
import { db } from "~/lib/server/db.server";
import { MemberSchema } from "~/validation/member";
import { createMember } from "./member.server";
import {
  DuplicateSubmission,
  SUBMISSION_TTL_MS,
  deleteExpiredSubmissions,
  findSubmission,
  finishSubmission,
  runSubmission,
} from "./submission-claim.server";

/*
 * One-time submission keys on a real SQLite file: the key is written in the transaction
 * of the write it guards, a second claim of the same key rolls its whole write back, and
 * keys expire after 24 hours.
 */

const member = (name: string) => MemberSchema.parse({ name, role: "Moderator" });
const key = (k: string) => ({ scope: "user:1", key: k, fingerprint: "f1" });

async function ownerWithCommunity() {
  const owner = await makeUser({ role: "COMMUNITY_OWNER" });
  return { owner, community: makeCommunity(owner) };
}

describe("claimSubmission inside a creating write", () => {
  it("stores the key with the member, and a second run of the same key writes nothing", async () => {
    const { owner, community } = await ownerWithCommunity();
    const first = await runSubmission(key("k1"), async () => createMember(owner, community.id, member("Rudi Hartono")));
    expect(first.claimed).toBe(true);
    expect(findSubmission(key("k1"))).toEqual({ fingerprint: "f1", response: null });

    await expect(runSubmission(key("k1"), async () => createMember(owner, community.id, member("Rudi Hartono")))).rejects.toBeInstanceOf(
      DuplicateSubmission,
    );
    expect(db.select().from(members).where(eq(members.name, "Rudi Hartono")).all()).toHaveLength(1);
    finishSubmission(key("k1"), '{"status":302}');
    expect(findSubmission(key("k1"))?.response).toBe('{"status":302}');
  });

  it("rolls the key back with a write that fails, so the same key can be sent again", async () => {
    const { owner, community } = await ownerWithCommunity();
    const stranger = await makeUser({ role: "COMMUNITY_OWNER" });
    await expect(runSubmission(key("k2"), async () => createMember(stranger, community.id, member("Sinta Dewi")))).rejects.toThrow();
    expect(findSubmission(key("k2"))).toBeNull();
    const retried = await runSubmission(key("k2"), async () => createMember(owner, community.id, member("Sinta Dewi")));
    expect(retried.claimed).toBe(true);
  });

  it("writes no key outside a keyed submission, and keys of other scopes are apart", async () => {
    const { owner, community } = await ownerWithCommunity();
    createMember(owner, community.id, member("Tanpa Kunci"));
    expect(db.select().from(submissionKeys).all()).toHaveLength(0);
    await runSubmission(key("same"), async () => createMember(owner, community.id, member("Satu")));
    const other = await runSubmission({ ...key("same"), scope: "user:2" }, async () => createMember(owner, community.id, member("Dua")));
    expect(other.claimed).toBe(true);
  });
});

describe("expiry", () => {
  it("forgets a key after 24 hours: found no more, claimable again, and swept", async () => {
    const { owner, community } = await ownerWithCommunity();
    const then = new Date("2026-11-01T08:00:00Z");
    await runSubmission(
      key("old"),
      async () => createMember(owner, community.id, member("Lama")),
      () => then,
    );
    const later = new Date(then.getTime() + SUBMISSION_TTL_MS + 1000);
    expect(findSubmission(key("old"), new Date(then.getTime() + 1000))).not.toBeNull();
    expect(findSubmission(key("old"), later)).toBeNull();
    const again = await runSubmission(
      key("old"),
      async () => createMember(owner, community.id, member("Lama")),
      () => later,
    );
    expect(again.claimed).toBe(true);

    await runSubmission(
      key("older"),
      async () => createMember(owner, community.id, member("Lebih Lama")),
      () => then,
    );
    expect(deleteExpiredSubmissions(later)).toBe(1);
    expect(
      db
        .select()
        .from(submissionKeys)
        .all()
        .map((row) => row.key),
    ).toEqual(["old"]);
  });
});
