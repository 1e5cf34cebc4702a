import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, invitations, notifications, users, type User } from "../../db/schema";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../tests/factories";
import { expectModelError } from "../../tests/model-errors";
import { db } from "~/lib/server/db.server";
import { env } from "~/lib/server/env.server";
import { applyToBrief } from "./application.server";
import { INVITATIONS_PER_DAY, inviteCommunity, invitedCommunityIds } from "./invitation.server";
import { renderNotification } from "./notification.server";

/* Invitations to apply (docs/product.md, "Invitations"): who may invite whom, once, how often; the owner is told. */

async function setup() {
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const owner = await makeUser();
  const community = makeCommunity(owner, { categories: ["TECHNOLOGY"] });
  const admin = await makeAdmin();
  const brief = makeBrief(advertiser, { contactPhone: "0813-7778-8899" });
  return { advertiser, owner, community, admin, brief };
}

function notificationsOf(user: User) {
  return db.select().from(notifications).where(eq(notifications.userId, user.id)).all();
}

describe("inviteCommunity", () => {
  it("an APPROVED advertiser invites a community to its ACTIVE brief: the owner is told, with a link to apply", async () => {
    const { owner, community, advertiser, brief } = await setup();
    const invitation = inviteCommunity(advertiser, brief.id, community.id);
    expect(invitation).toMatchObject({ briefId: brief.id, communityId: community.id });
    const [note] = notificationsOf(owner).filter((n) => n.type === "brief_invitation");
    expect(note.data).toEqual({
      briefId: brief.id,
      communityId: community.id,
      brief: brief.title,
      community: community.name,
      company: brief.companyName,
    });
    expect(renderNotification(note, "en")).toMatchObject({
      title: "Invitation to apply",
      href: `/community/briefs?dialog=view&id=${brief.id}`,
    });
    expect(renderNotification(note, "id").title).toBe("Undangan melamar");
    expect(invitedCommunityIds(advertiser, brief.id, [community.id, 424242])).toEqual(new Set([community.id]));
    const rival = await makeUser({ role: "ADVERTISER" });
    expect(invitedCommunityIds(rival, brief.id, [community.id])).toEqual(new Set());
  });

  it("e-mails the owner too, in the owner's language, with the link to the brief's apply dialog", async () => {
    const { owner, community, advertiser, brief } = await setup();
    db.update(users).set({ lang: "id" }).where(eq(users.id, owner.id)).run();
    const before = db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner.email)).all().length;
    inviteCommunity(advertiser, brief.id, community.id);
    const mails = db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner.email)).all();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatchObject({
      kind: "brief_invitation",
      lang: "id",
      subject: `${brief.companyName} mengundang ${community.name} melamar ke "${brief.title}"`,
    });
    expect(mail.textBody).toContain(`untuk melamar ke brief kampanyenya "${brief.title}"`);
    expect(mail.textBody).toContain(`Baca brief: http://localhost:${env.PORT}/community/briefs?dialog=view&id=${brief.id}`);
    expect(mail.htmlBody).toContain('<html lang="id">');

    // In English for an owner who reads Guyub in English.
    const other = await makeUser();
    const english = makeCommunity(other);
    inviteCommunity(advertiser, brief.id, english.id);
    const [sent] = db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, other.email))
      .all()
      .filter((m) => m.kind === "brief_invitation");
    expect(sent).toMatchObject({ lang: "en", subject: `${brief.companyName} invites ${english.name} to apply to "${brief.title}"` });
  });

  it("refuses: another's or a non-ACTIVE brief 404, an unknown community 404, twice 409, already applied 409, other roles 403", async () => {
    const { owner, community, advertiser, admin, brief } = await setup();
    const rival = await makeUser({ role: "ADVERTISER" });
    await expectModelError(() => inviteCommunity(rival, brief.id, community.id), "not_found", "briefNotFound");
    for (const status of ["DRAFT", "PENDING_APPROVAL", "COMPLETED", "CANCELLED"] as const) {
      await expectModelError(
        () => inviteCommunity(advertiser, makeBrief(advertiser, { status }).id, community.id),
        "not_found",
        "briefNotFound",
      );
    }
    await expectModelError(() => inviteCommunity(advertiser, brief.id, 999_999), "not_found", "communityNotFound");
    const unapproved = await makeUser({ status: "PENDING" });
    await expectModelError(() => inviteCommunity(advertiser, brief.id, makeCommunity(unapproved).id), "not_found", "communityNotFound");
    await expectModelError(() => inviteCommunity(owner, brief.id, community.id), "forbidden", "wrongRole");
    await expectModelError(() => inviteCommunity(admin, brief.id, community.id), "forbidden", "wrongRole");
    const pendingAdvertiser = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    await expectModelError(
      () => inviteCommunity(pendingAdvertiser, makeBrief(pendingAdvertiser).id, community.id),
      "forbidden",
      "accountNotApproved",
    );

    inviteCommunity(advertiser, brief.id, community.id);
    const twice = await expectModelError(() => inviteCommunity(advertiser, brief.id, community.id), "conflict", "alreadyInvited");
    expect(twice.status).toBe(409);
    const applied = makeBrief(advertiser);
    applyToBrief(owner, applied.id);
    await expectModelError(() => inviteCommunity(advertiser, applied.id, community.id), "conflict", "alreadyAppliedToBrief");
    expect(db.select().from(invitations).all()).toHaveLength(1);
    expect(notificationsOf(owner).filter((n) => n.type === "brief_invitation")).toHaveLength(1);
  });

  it("allows 20 in 24 hours: the 21st is 429 until the oldest is a day old", async () => {
    const { advertiser, brief } = await setup();
    const invited: number[] = [];
    for (let i = 0; i < INVITATIONS_PER_DAY + 1; i += 1) {
      const owner = await makeUser();
      invited.push(makeCommunity(owner).id);
    }
    for (const id of invited.slice(0, INVITATIONS_PER_DAY)) inviteCommunity(advertiser, brief.id, id);
    const error = await expectModelError(
      () => inviteCommunity(advertiser, brief.id, invited[INVITATIONS_PER_DAY]),
      "too_many",
      "tooManyInvitations",
    );
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    // Another advertiser has its own 20.
    const rival = await makeUser({ role: "ADVERTISER" });
    expect(inviteCommunity(rival, makeBrief(rival).id, invited[0]).communityId).toBe(invited[0]);

    const first = db
      .select()
      .from(invitations)
      .where(eq(invitations.communityId, invited[0]))
      .all()
      .find((i) => i.advertiserId === advertiser.id)!;
    db.update(invitations)
      .set({ createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000) })
      .where(eq(invitations.id, first.id))
      .run();
    expect(inviteCommunity(advertiser, brief.id, invited[INVITATIONS_PER_DAY]).communityId).toBe(invited[INVITATIONS_PER_DAY]);
  });
});
