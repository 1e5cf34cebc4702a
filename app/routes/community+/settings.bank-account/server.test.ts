import { describe, expect, it } from "vitest";
import { makeCampaign, makeUser, proofInput } from "../../../../tests/factories";
import { acceptProof, submitProof } from "~/models/campaign/commands.server";
import { getBankAccount } from "~/models/money/payouts.server";
import { db } from "~/lib/server/db.server";
import { payouts } from "../../../../db/schema";
import { eq } from "drizzle-orm";
import { createUserSession } from "~/server/session-cookie.server";
import type { User } from "~/models/user.server";
import { bankAccountAction, bankAccountLoader } from "./server";

/* /community/settings/bank-account: the owner's own account shown whole, checked input, a change holds payouts. */

async function cookieOf(user: User) {
  return (await createUserSession(user.id, false)).split(";")[0];
}

async function load(user: User) {
  const request = new Request("http://localhost/community/settings/bank-account", { headers: { cookie: await cookieOf(user) } });
  return (await bankAccountLoader({ request, params: {}, context: {} })).json();
}

async function post(user: User, fields: Record<string, string>, lang = "en") {
  const request = new Request("http://localhost/community/settings/bank-account", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie: `${await cookieOf(user)}; lang=${lang}`, "content-type": "application/x-www-form-urlencoded" },
  });
  try {
    return await bankAccountAction({ request, params: {}, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

type Reply = { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };

describe("the Bank account tab", () => {
  it("refuses bad input next to its fields with what was typed kept", async () => {
    const owner = await makeUser();
    const bad = await post(owner, { bank_code: "NOPE", account_number: "12ab", holder_name: "A" });
    expect(bad.status).toBe(400);
    const reply = (await bad.json()) as Reply;
    expect(reply.result.error).toMatchObject({
      bank_code: ["bankRequired"],
      account_number: ["accountNumberInvalid"],
      holder_name: ["holderNameMin"],
    });
    expect(reply.result.initialValue).toMatchObject({ account_number: "12ab" });
    expect(getBankAccount(owner, owner.id)).toBeNull();
  });

  it("saves the first account holding nothing, shows it whole; a change holds the due payouts for 24 hours", async () => {
    const owner = await makeUser();
    const done = await makeCampaign({ owner, agreedFee: 1_000_000 });
    await submitProof(owner, done.campaignId, proofInput());
    acceptProof(done.advertiser, done.campaignId);
    const payoutState = () => db.select().from(payouts).where(eq(payouts.campaignId, done.campaignId)).get()?.state;

    const first = await post(owner, { bank_code: "bca", account_number: "123-456 7890", holder_name: "Komunitas Kopi Bandung" });
    expect(first.status).toBe(302);
    expect(payoutState()).toBe("DUE");
    const data = await load(owner);
    expect(data.account).toEqual({ bank_code: "BCA", account_number: "1234567890", holder_name: "Komunitas Kopi Bandung" });
    expect(data.heldUntil).toBeNull();
    expect(data.banks[0]).toEqual({ value: "BCA", label: "BCA (014)" });

    const changed = await post(owner, { bank_code: "BNI", account_number: "9876543210", holder_name: "Komunitas Kopi Bandung" });
    expect(changed.status).toBe(302);
    expect(payoutState()).toBe("HELD");
    expect((await load(owner)).heldUntil).toMatch(/^Payouts are held until /);
  });

  it("is the owners' only", async () => {
    const brand = await makeUser({ role: "ADVERTISER" });
    const refused = await post(brand, { bank_code: "BCA", account_number: "1234567890", holder_name: "PT Kopi" });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).not.toContain("bank-account");
  });
});
