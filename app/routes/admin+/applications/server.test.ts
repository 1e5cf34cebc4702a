import { describe, expect, it } from "vitest";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../../../tests/factories";
import { adminApplicationsAction, adminApplicationsLoader } from "./server";
import type { User } from "~/models/user.server";
import { applyToBrief } from "~/models/application.server";
import { getCampaign } from "~/models/campaign/queries.server";
import { createUserSession } from "~/server/session-cookie.server";

/* /admin/applications: the decision dialog's proposed fee beside the brief's budget, the agreed fee, and the link to the campaign an approval starts. */

async function cookieOf(user: User) {
  return (await createUserSession(user.id, false)).split(";")[0];
}

async function load(admin: User, search: string) {
  const request = new Request(`http://localhost/admin/applications${search}`, { headers: { cookie: await cookieOf(admin) } });
  return (await adminApplicationsLoader({ request, params: {}, context: {} })).json();
}

/** The decision dialog of application `id` at `search` (it must be open). */
async function dialogAt(admin: User, search: string) {
  const dialog = (await load(admin, search)).dialog;
  expect(dialog).not.toBeNull();
  return dialog!;
}

async function post(admin: User, fields: Record<string, string>) {
  const request = new Request("http://localhost/admin/applications", {
    method: "POST",
    headers: { cookie: await cookieOf(admin), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return adminApplicationsAction({ request, params: {}, context: {} });
}

async function pending(proposedFee?: number) {
  const owner = await makeUser();
  const brief = makeBrief(await makeUser({ role: "ADVERTISER" }));
  const community = makeCommunity(owner);
  return applyToBrief(owner, brief.id, { communityId: community.id, proposedFee });
}

describe("the decision dialog's fee", () => {
  it("shows the proposed fee and offers it as the agreed one; an approval with a typed fee starts the campaign with it, waiting for payment", async () => {
    const admin = await makeAdmin();
    const app = await pending(1_750_000);
    const before = await dialogAt(admin, `?dialog=decide&id=${app.id}`);
    // The brief's budget beside the proposed fee (tests/factories.ts: 1 to 5 million).
    expect(before).toMatchObject({
      proposedFee: "Rp 1.750.000",
      budget: "Rp 1.000.000 – Rp 5.000.000",
      agreedFee: null,
      agreedFeeInput: "1.750.000",
      campaignHref: null,
    });
    // Beside the fee: the community's share and Guyub's commission (10% by default, half up).
    expect(before.feeSplit).toEqual([
      { label: "Community's share", value: "Rp 1.575.000" },
      { label: "Guyub's commission (10%)", value: "Rp 175.000" },
    ]);

    const approved = await post(admin, { intent: "approve", id: String(app.id), agreedFee: "2.250.000", adminNotes: "" });
    expect(approved.status).toBe(302);

    const after = await load(admin, `?tab=approved&dialog=decide&id=${app.id}`);
    const dialog = after.dialog!;
    expect(dialog.agreedFee).toBe("Rp 2.250.000");
    expect(dialog.feeSplit).toEqual([
      { label: "Community's share", value: "Rp 2.025.000" },
      { label: "Guyub's commission (10%)", value: "Rp 225.000" },
    ]);
    expect(dialog.campaignHref).toMatch(/^\/admin\/campaigns\?dialog=view&id=\d+$/);
    const row = after.applications.find((a: { id: number }) => a.id === app.id);
    expect(row).toMatchObject({ agreedFee: "Rp 2.250.000", campaignHref: dialog.campaignHref });
    const campaignId = Number(new URL(dialog.campaignHref ?? "", "http://x").searchParams.get("id"));
    expect(getCampaign(admin, campaignId)).toMatchObject({ state: "AWAITING_PAYMENT", agreedFee: 2_250_000 });
  });

  it("takes the proposed fee when the field is blank, and none when nothing was proposed", async () => {
    const admin = await makeAdmin();
    const proposed = await pending(900_000);
    expect((await post(admin, { intent: "approve", id: String(proposed.id), agreedFee: "" })).status).toBe(302);
    expect((await dialogAt(admin, `?tab=approved&dialog=decide&id=${proposed.id}`)).agreedFee).toBe("Rp 900.000");

    const none = await pending();
    expect(await dialogAt(admin, `?dialog=decide&id=${none.id}`)).toMatchObject({ proposedFee: null, agreedFeeInput: "" });
    expect((await post(admin, { intent: "approve", id: String(none.id), agreedFee: "" })).status).toBe(302);
    expect((await dialogAt(admin, `?tab=approved&dialog=decide&id=${none.id}`)).agreedFee).toBeNull();
  });

  it("refuses a fee that is not rupiah next to the field, the input kept, nothing decided", async () => {
    const admin = await makeAdmin();
    const app = await pending(500_000);
    const refused = await post(admin, { intent: "approve", id: String(app.id), agreedFee: "2,5 juta", adminNotes: "Catatan" });
    expect(refused.status).toBe(400);
    const reply = await refused.json();
    expect(reply.result.error?.agreedFee).toEqual(["budgetInvalid"]);
    expect(reply.result.initialValue).toMatchObject({ agreedFee: "2,5 juta", adminNotes: "Catatan" });
    expect((await dialogAt(admin, `?dialog=decide&id=${app.id}`)).status).toBe("PENDING");
  });

  it("a rejection keeps no agreed fee", async () => {
    const admin = await makeAdmin();
    const app = await pending(500_000);
    expect((await post(admin, { intent: "reject", id: String(app.id), agreedFee: "700.000" })).status).toBe(302);
    expect(await dialogAt(admin, `?tab=rejected&dialog=decide&id=${app.id}`)).toMatchObject({
      status: "REJECTED",
      agreedFee: null,
      campaignHref: null,
    });
  });
});
