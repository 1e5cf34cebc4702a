import { describe, expect, it } from "vitest";
import { makeCampaign, makeUser } from "../../tests/factories";
import { getInvoice } from "~/models/money/money.server";
import { getUserById, toPublicUser, type User } from "~/models/user.server";
import { createUserSession } from "~/server/session-cookie.server";
import { companyAction, settingsLoader } from "./settings.server";

/* The advertiser's Company Information tab: the billing details printed on its next invoices. */

async function cookieOf(user: User) {
  return (await createUserSession(user.id, false)).split(";")[0];
}

async function postCompany(user: User, fields: Record<string, string>) {
  const request = new Request("http://localhost/advertiser/settings/company", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie: await cookieOf(user), "content-type": "application/x-www-form-urlencoded" },
  });
  return companyAction({ request, params: {}, context: {} });
}

type Reply = { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };

describe("Company Information's billing details", () => {
  it("refuses a bad NPWP next to its field, the input kept", async () => {
    const brand = await makeUser({ role: "ADVERTISER" });
    const bad = await postCompany(brand, { company_name: "Kopi Nusantara", billing_name: "PT Kopi Nusantara", billing_npwp: "12.345" });
    expect(bad.status).toBe(400);
    const reply = (await bad.json()) as Reply;
    expect(reply.result.error?.billing_npwp).toEqual(["npwpInvalid"]);
    expect(reply.result.initialValue).toMatchObject({ billing_name: "PT Kopi Nusantara", billing_npwp: "12.345" });
  });

  it("saves them (the NPWP as digits), shows them back, and prints them on the next invoice", async () => {
    const brand = await makeUser({ role: "ADVERTISER" });
    const saved = await postCompany(brand, {
      company_name: "Kopi Nusantara",
      billing_name: "PT Kopi Nusantara Tbk",
      billing_address: "Jl. Braga No. 1\nBandung 40111",
      billing_npwp: "01.234.567.8-901.000",
    });
    expect(saved.status).toBe(302);
    expect(getUserById(brand.id)).toMatchObject({
      billingName: "PT Kopi Nusantara Tbk",
      billingAddress: "Jl. Braga No. 1\nBandung 40111",
      billingNpwp: "012345678901000",
    });
    // The API's user object (the user itself and the admin) carries them too.
    expect(toPublicUser(getUserById(brand.id)!)).toMatchObject({ billing_name: "PT Kopi Nusantara Tbk", billing_npwp: "012345678901000" });
    const request = new Request("http://localhost/advertiser/settings/company", { headers: { cookie: await cookieOf(brand) } });
    const data = await (await settingsLoader({ request, params: {}, context: {} })).json();
    expect(data.account).toMatchObject({ billing_name: "PT Kopi Nusantara Tbk", billing_npwp: "012345678901000" });

    const { invoiceId } = await makeCampaign({ advertiser: getUserById(brand.id)!, agreedFee: 1_000_000, paid: false });
    expect(getInvoice(brand, invoiceId!).buyer).toEqual({
      name: "PT Kopi Nusantara Tbk",
      address: "Jl. Braga No. 1\nBandung 40111",
      npwp: "012345678901000",
    });

    // Blank again: cleared (the invoice then names the company).
    expect(
      (await postCompany(brand, { company_name: "Kopi Nusantara", billing_name: "", billing_address: "", billing_npwp: "" })).status,
    ).toBe(302);
    expect(getUserById(brand.id)).toMatchObject({ billingName: null, billingAddress: null, billingNpwp: null });
  });
});
