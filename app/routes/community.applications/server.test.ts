import { describe, expect, it } from "vitest";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../../tests/factories";
import { applyToBrief, decideApplication, getApplicationFor } from "~/models/application.server";
import type { User } from "~/models/user.server";
import { createUserSession } from "~/server/session.server";
import { applicationsAction } from "./server";

/*
 * Withdrawing a PENDING application (this page's confirmation), on a real database.
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
    const decided = (await postTo("http://localhost/community/applications", owner, { intent: "withdraw", id: String(application.id) })) as Response;
    expect(decided.status).toBe(409);
    expect(((await decided.json()) as Reply).result.error?.[""]).toEqual(["Failed to withdraw: Only a pending application can be withdrawn"]);

    const other = await setting();
    const theirs = applyToBrief(other.owner, other.brief.id, {});
    const stranger = (await postTo("http://localhost/community/applications", owner, { intent: "withdraw", id: String(theirs.id) })) as Response;
    expect(stranger.status).toBe(404);
    expect(getApplicationFor(other.owner, theirs.id).status).toBe("PENDING");
  });
});
