import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, notifications } from "../../../db/schema";
import { makeAdmin, makeCampaign, makeUser } from "../../../tests/factories";
import { LANGS } from "~/i18n";
import { emailMessages } from "~/i18n/emails";
import { notificationMessages } from "~/i18n/notifications";
import { db } from "~/lib/server/db.server";
import { findParties, campaignParams } from "../campaign-parties.server";
import { EVENTS, type EventType } from "./registry.server";
import { tell, tellAdmins, tellParty } from "./tell.server";

/*
 * The event registry (docs/events.md): each event is one entry, and what it declares is
 * what people get: its texts in both languages, its audience, its link, its e-mail.
 */

const TYPES = Object.keys(EVENTS) as EventType[];

describe("the event registry", () => {
  it("has each event's notification texts, and its e-mail's, in both languages", () => {
    for (const lang of LANGS) {
      const notes = notificationMessages[lang] as Record<string, string>;
      const mails = emailMessages[lang] as Record<string, string>;
      for (const type of TYPES) {
        expect(notes[`${type}Title`], `${type}Title (${lang})`).toBeTruthy();
        expect(notes[`${type}Text`], `${type}Text (${lang})`).toBeTruthy();
        const kind = EVENTS[type].email?.kind;
        if (kind)
          for (const part of ["Subject", "Body", "Action"]) expect(mails[`${kind}${part}`], `${kind}${part} (${lang})`).toBeTruthy();
      }
    }
  });

  it("gives every event a link into the site, also from a stored notification that lacks its parameters", () => {
    for (const type of TYPES) {
      const entry = EVENTS[type];
      expect(entry.link({}, "/community/dashboard"), type).toMatch(/^\//);
      const link = entry.email && "link" in entry.email ? entry.email.link : undefined;
      if (link) expect(link({}), type).toMatch(/^\//);
    }
  });

  it("tells the audience it declares: a campaign party by the event, every admin, one user; the e-mail only where declared", async () => {
    const { owner, advertiser, campaignId } = await makeCampaign();
    const second = await makeAdmin("second.admin@guyub.test");
    const first = db.select().from(notifications).where(eq(notifications.type, "new_application")).all()[0].userId;
    const parties = findParties(db, campaignId)!;
    const count = (userId: number, type: string) =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .all()
        .filter((n) => n.type === type).length;
    const mails = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all().length;

    const before = [mails(owner.email), mails(advertiser.email)];
    db.transaction((tx) => {
      tellParty(tx, parties, { type: "campaign_cancelled", params: { ...campaignParams(parties), note: "x" } });
      tellParty(tx, parties, { type: "brief_campaign_proof", params: campaignParams(parties) });
    });
    expect([count(owner.id, "campaign_cancelled"), count(advertiser.id, "campaign_cancelled")]).toEqual([1, 0]);
    expect([count(owner.id, "brief_campaign_proof"), count(advertiser.id, "brief_campaign_proof")]).toEqual([0, 1]);
    expect([mails(owner.email), mails(advertiser.email)]).toEqual([before[0] + 1, before[1] + 1]);

    db.transaction((tx) => tellAdmins(tx, { type: "new_brief", params: { briefId: 1, title: "Kopi", company: "PT Kopi" } }));
    expect([count(first, "new_brief"), count(second.id, "new_brief")]).toEqual([1, 1]);

    // An event without an e-mail is a notification only.
    const someone = await makeUser();
    const mailed = mails(someone.email);
    db.transaction((tx) => tell(tx, someone.id, { type: "community_verified", params: { communityId: 1, community: "Kopi" } }));
    expect(count(someone.id, "community_verified")).toBe(1);
    expect(mails(someone.email)).toBe(mailed);
  });
});
