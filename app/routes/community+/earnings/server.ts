import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { earningsMessages } from "~/i18n/earnings";
import { interpolate } from "~/i18n/index";
import { formatRupiah } from "~/i18n/format";
import { messagesFor, pickMessages } from "~/i18n/lang.server";
import { getBankAccount, getEarnings } from "~/models/money/payouts.server";
import { requireUser } from "~/server/auth.server";
import { loadPage, pagerData } from "~/utils/paging";
import { listPlace, pageNumber } from "~/utils/place";

/*
 * The loader of the owner's Earnings (./route.tsx): what Guyub holds for its running paid
 * campaigns, what is payable to it and what was paid out (getEarnings, from the ledger),
 * and per campaign the fee, Guyub's commission, the owner's share and the state, newest
 * first, paged in SQL. With money to receive and no bank account, the page says to add
 * one. Every text and figure is made here.
 */

const BASE = "/community/earnings";
export const EARNINGS_PAGE_SIZE = 20;

const { placeOf, hrefOf } = listPlace(BASE, { page: pageNumber });

export async function earningsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const t = messagesFor(request, earningsMessages);
  const { page } = placeOf(new URL(request.url));
  let totals = { held: 0, payable: 0, paidOut: 0 };
  const list = loadPage(page, EARNINGS_PAGE_SIZE, (slice) => {
    const earnings = getEarnings(user, user.id, slice);
    totals = { held: earnings.held, payable: earnings.payable, paidOut: earnings.paidOut };
    return earnings;
  });
  const needsAccount = totals.payable > 0 && !getBankAccount(user, user.id);
  return json({
    summary: { held: formatRupiah(totals.held), payable: formatRupiah(totals.payable), paidOut: formatRupiah(totals.paidOut) },
    needsAccount,
    items: list.items.map((item) => ({
      campaignId: item.campaignId,
      title: item.description,
      fee: formatRupiah(item.fee),
      commissionLabel: interpolate(t.commission, { percent: item.commissionPercent }),
      commission: formatRupiah(item.commission),
      share: formatRupiah(item.communityShare),
      state: item.state,
      // A payout HELD by a bank account change reads differently from money held for a running campaign.
      stateLabel: item.running
        ? t.state_HELD
        : item.state === "DUE"
          ? t.state_DUE
          : item.state === "SENT"
            ? t.state_SENT
            : item.state === "NONE"
              ? t.state_NONE
              : item.heldByAdmin
                ? t.state_HELD_BY_ADMIN
                : t.state_HELD_PAYOUT,
      href: `/community/campaigns/${item.campaignId}`,
      openLabel: interpolate(t.openLabel, { title: item.description }),
    })),
    pager: pagerData(list.page, list.pageCount, (p) => hrefOf({ page: p })),
    messages: pickMessages(request, earningsMessages),
  });
}
