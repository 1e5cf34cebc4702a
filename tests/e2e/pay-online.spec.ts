import { freePort } from "../../bench/server";
import { startServer, type TestServer } from "../api/server";
import { startXenditStandIn, type XenditStandIn } from "../xendit-stand-in";
import { startCampaign, unique, type Kit } from "./campaigns-kit";
import { DEMO, expect, expectNoHorizontalScroll, test as kit } from "./fixtures";

/*
 * Paying online (PAYMENTS=xendit) in the browser, at 360 px, with and without
 * JavaScript: an approval with a fee opens the invoice's checkout; the brand's invoice
 * page offers Pay now (the checkout) with the bank transfer below as the fallback; on the
 * checkout page the brand pays, Xendit calls back and sends the brand back to its invoice,
 * which reads Paid; the owner's campaign is in progress. The rest of the browser tests run
 * against the manual-mode server of playwright.config.ts; this file starts its own: the
 * built server (tests/api/server.ts) in Xendit mode on a free port (never E2E_PORT's, which
 * is already taken by then), with XENDIT_BASE_URL at the local stand-in
 * (tests/xendit-stand-in.ts), whose checkout page reports the payment to the server's
 * callback with the token: nothing reaches Xendit. The a11y fixture runs axe on every page
 * of ours the tests open.
 */

const TOKEN = "e2e-callback-token-0123456789abcdef";
const PHONE = { width: 360, height: 800 };

type Xendit = { standIn: XenditStandIn; server: TestServer };

const test = kit.extend<object, { xendit: Xendit }>({
  // One stand-in and one server for the file's tests (they run in one worker, below).
  xendit: [
    async ({}, provide) => {
      const standIn = await startXenditStandIn();
      const port = await freePort();
      const server = await startServer({
        port,
        env: {
          PAYMENTS: "xendit",
          XENDIT_SECRET_KEY: standIn.secretKey,
          XENDIT_CALLBACK_TOKEN: TOKEN,
          XENDIT_BASE_URL: standIn.url,
          // The checkout returns the brand here: the address the browser uses, so its cookie goes along.
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          PAGE_CACHE_SECONDS: "0",
        },
      });
      standIn.checkout = { callbackUrl: `${server.url}/api/payments/xendit/invoice`, token: TOKEN };
      await provide({ standIn, server });
      await server.stop();
      await standIn.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  // The kit's fixtures (fresh users, the admin's API client, the pages) on this server.
  adminRequest: [
    async ({ playwright, xendit }, provide) => {
      const api = await playwright.request.newContext({ baseURL: xendit.server.url });
      const answer = await api.post("/api/login", { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
      expect(answer.status(), await answer.text()).toBe(200);
      await provide(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ xendit }, provide) => provide(xendit.server.url),
});

test.describe.configure({ mode: "default" });

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js, viewport: PHONE });

    test("the brand pays on the checkout; the callback marks the invoice paid and starts the campaign", async ({
      page,
      owner,
      makeUser,
      signInAs,
      adminRequest,
      playwright,
      baseURL,
      xendit,
    }) => {
      const kit: Kit = { page, makeUser, adminRequest, playwright, baseURL };
      const brand = await makeUser({ role: "ADVERTISER" });
      // Approved with a fee of Rp 2.000.000 (Rp 2.220.000 with PPN); the checkout opens right after.
      const { campaignId } = await startCampaign(kit, `Bayar Daring ${unique()}`, {}, brand, { paid: false });
      const { invoice_id: invoiceId } = (await (await adminRequest.get(`/api/campaigns/${campaignId}`)).json()) as { invoice_id: number };
      const invoiceOf = async () =>
        (await (await adminRequest.get(`/api/invoices/${invoiceId}`)).json()) as { number: string; provider_state: string | null };
      await expect.poll(async () => (await invoiceOf()).provider_state, { timeout: 10_000 }).toBe("OPEN");
      const { number } = await invoiceOf();
      const remote = xendit.standIn.invoiceFor(number);
      expect(remote).toMatchObject({
        amount: 2_220_000,
        currency: "IDR",
        success_redirect_url: `${baseURL}/advertiser/billing/${invoiceId}`,
      });

      await signInAs(brand);
      await page.goto(`/advertiser/billing/${invoiceId}`);
      await expect(page.getByTestId("invoice-state-line")).toHaveText("State: Unpaid");
      const payNow = page.getByRole("link", { name: "Pay now", exact: true });
      await expect(payNow).toHaveAttribute("href", remote.invoice_url);
      // The bank transfer stays, as the fallback the admin confirms by hand.
      await expect(page.getByRole("heading", { name: "Or pay by bank transfer" })).toBeVisible();
      await expect(page.getByTestId("how-to-pay")).toContainText(number);
      await expectNoHorizontalScroll(page);

      // Xendit's checkout: the brand pays; Xendit calls back, then sends the brand back to its invoice.
      await payNow.click();
      await expect(page).toHaveURL(remote.invoice_url);
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await expect(page).toHaveURL(`/advertiser/billing/${invoiceId}`);
      await expect(page.getByTestId("invoice-state-line")).toHaveText("State: Paid");
      await expect(page.getByTestId("invoice-status")).toContainText(`xendit:${xendit.standIn.invoices.get(remote.id)!.payment_id}`);
      await expect(page.getByTestId("pay-online")).toHaveCount(0);
      await expectNoHorizontalScroll(page);

      // The owner's campaign runs.
      await signInAs(owner);
      await page.goto(`/community/campaigns/${campaignId}`);
      await expect(page.getByTestId("campaign-state")).toHaveText("In progress");
      await expect(page.getByTestId("campaign-next")).not.toContainText("Waiting for the brand's payment");
    });
  });
}
