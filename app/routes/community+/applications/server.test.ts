import { describe, expect, it } from "vitest";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../../../tests/factories";
import { applyToBrief, decideApplication, getApplicationFor } from "~/models/application.server";
import type { User } from "~/models/user.server";
import { createUserSession } from "~/server/session-cookie.server";
import { applicationsAction, applicationsLoader } from "./server";

/*
 * Which tab the page opens on, and withdrawing a PENDING application (this page's
 * confirmation), on a real database.
 */

async function postTo(url: string, user: User, fields: Record<string, string>) {
  const cookie = (await createUserSession(user.id, false)).split(";")[0];
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields), headers: { cookie } });
  return applicationsAction({ request, params: {}, context: {} }).then(
    (answer) => answer as Response,
    (caught: unknown) => caught,
  );
}

type Reply = { result: { error?: Record<string, string[]> } };

async function setting() {
  const owner = await makeUser();
  makeCommunity(owner);
  const advertiser = await makeUser({ role: "ADVERTISER" });
  return { owner, brief: makeBrief(advertiser) };
}

describe("withdrawing an application", () => {
  it("deletes a PENDING one and goes back to the tab with a toast", async () => {
    const { owner, brief } = await setting();
    const application = applyToBrief(owner, brief.id, {});
    const answer = (await postTo("http://localhost/community/applications?tab=pending&dialog=withdraw&id=" + application.id, owner, {
      intent: "withdraw",
      id: String(application.id),
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/community/applications?tab=pending");
    expect(answer.headers.get("set-cookie")).toContain("__toast");
    expect(() => getApplicationFor(owner, application.id)).toThrow();
  });

  it("refuses a decided one as the form's error, and another owner's as not found", async () => {
    const { owner, brief } = await setting();
    const application = applyToBrief(owner, brief.id, {});
    decideApplication(await makeAdmin(), application.id, { status: "APPROVED" });
    const decided = (await postTo("http://localhost/community/applications", owner, {
      intent: "withdraw",
      id: String(application.id),
    })) as Response;
    expect(decided.status).toBe(409);
    expect(((await decided.json()) as Reply).result.error?.[""]).toEqual([
      "Failed to withdraw: Only a pending application can be withdrawn",
    ]);

    const other = await setting();
    const theirs = applyToBrief(other.owner, other.brief.id, {});
    const stranger = (await postTo("http://localhost/community/applications", owner, {
      intent: "withdraw",
      id: String(theirs.id),
    })) as Response;
    expect(stranger.status).toBe(404);
    expect(getApplicationFor(other.owner, theirs.id).status).toBe("PENDING");
  });
});

async function load(url: string, user: User) {
  const cookie = (await createUserSession(user.id, false)).split(";")[0];
  const answer = (await applicationsLoader({ request: new Request(url, { headers: { cookie } }), params: {}, context: {} })) as Response;
  return (await answer.json()) as {
    tab: string;
    tabs: { key: string; href: string; current: boolean }[];
    cards: { title: string }[];
    elsewhere: { key: string; href: string; count: string }[] | null;
  };
}

describe("the tab the page opens on", () => {
  it("is the first one with applications when no tab is asked for and Approved is empty; an asked tab stays", async () => {
    const { owner, brief } = await setting();
    const empty = await load("http://localhost/community/applications", owner);
    expect(empty.tab).toBe("approved");
    expect(empty.elsewhere).toBeNull();

    applyToBrief(owner, brief.id, {});
    const opened = await load("http://localhost/community/applications", owner);
    expect(opened.tab).toBe("pending");
    expect(opened.cards.map((c) => c.title)).toEqual([brief.title]);
    expect(opened.elsewhere).toEqual([{ key: "pending", href: "/community/applications?tab=pending", count: "1" }]);
    expect(opened.tabs.find((t) => t.current)?.key).toBe("pending");
    expect(opened.tabs.find((t) => t.key === "approved")?.href).toBe("/community/applications?tab=approved");

    const asked = await load("http://localhost/community/applications?tab=approved", owner);
    expect(asked.tab).toBe("approved");
    expect(asked.cards).toEqual([]);
    expect(asked.elsewhere).toBeNull();
  });

  it("stays on Approved when it has applications", async () => {
    const { owner, brief } = await setting();
    const application = applyToBrief(owner, brief.id, {});
    decideApplication(await makeAdmin(), application.id, { status: "APPROVED" });
    const page = await load("http://localhost/community/applications", owner);
    expect(page.tab).toBe("approved");
    expect(page.cards).toHaveLength(1);
    expect(page.elsewhere).toBeNull();
  });
});

describe("what the community receives", () => {
  it("shows the share of the proposed fee in the application, of the agreed fee once approved", async () => {
    const { owner, brief } = await setting();
    const application = applyToBrief(owner, brief.id, { proposedFee: 5_000_000 });
    const cookie = (await createUserSession(owner.id, false)).split(";")[0];
    const dialogOf = async (lang: string) => {
      const request = new Request(`http://localhost/community/applications?tab=all&dialog=view&id=${application.id}`, {
        headers: { cookie: `${cookie}; lang=${lang}` },
      });
      const answer = (await applicationsLoader({ request, params: {}, context: {} })) as Response;
      return ((await answer.json()) as { dialog: { youReceive: string | null } }).dialog;
    };
    expect((await dialogOf("en")).youReceive).toBe("You receive Rp 4.500.000 after Guyub's 10%");
    expect((await dialogOf("id")).youReceive).toBe("Anda menerima Rp 4.500.000 setelah 10% untuk Guyub");
    decideApplication(await makeAdmin(), application.id, { status: "APPROVED", agreedFee: 1_234_567 });
    // 10% of 1.234.567 is 123.456,7: rounded half up, once.
    expect((await dialogOf("en")).youReceive).toBe("You receive Rp 1.111.110 after Guyub's 10%");
  });
});
