import { env } from "../env.server";
import type { PaymentProvider } from "./provider.server";
import { XenditProvider } from "./xendit.server";

/*
 * The provider PAYMENTS names (docs/decisions/033-payment-provider.md): Xendit with
 * PAYMENTS=xendit, none in manual or off mode (the admin confirms payments and records
 * payouts by hand).
 */

let current: PaymentProvider | null | undefined;

export function paymentProvider(): PaymentProvider | null {
  if (current !== undefined) return current;
  current =
    env.PAYMENTS === "xendit" && env.XENDIT_SECRET_KEY
      ? new XenditProvider({ secretKey: env.XENDIT_SECRET_KEY, baseUrl: env.XENDIT_BASE_URL })
      : null;
  return current;
}

/** Tests: the provider every caller gets from now on (a client of a local stand-in), or null for none. */
export function useProvider(provider: PaymentProvider | null): void {
  current = provider;
}

/** The token every provider callback must carry (empty outside PAYMENTS=xendit: every callback is refused). */
export function providerCallbackToken(): string {
  return env.PAYMENTS === "xendit" ? (env.XENDIT_CALLBACK_TOKEN ?? "") : "";
}
