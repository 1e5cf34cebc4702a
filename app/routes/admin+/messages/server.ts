import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { interpolate } from "~/i18n/index";
import { adminConsoleMessages } from "~/i18n/admin";
import { adminMessagesMessages } from "~/i18n/admin-messages";
import { formatNumber } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { listContactMessages, setMessageHandled } from "~/models/contact.server";
import { AdminIdSchema } from "~/validation/schemas.server";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { consoleTabs, loadTabList } from "~/routes/admin+/console.server";
import { requireUser } from "~/server/auth.server";
import { loadPage, pagerData } from "~/utils/paging";
import { listPlace, oneOf, pageNumber } from "~/utils/place";
import { redirectWithToast } from "~/server/toast.server";
import { whatsappLink } from "~/utils/whatsapp";

/*
 * The admin console's Messages (/admin/messages): contact-form messages,
 * newest first, under Open (default), Handled and All with counts, paged in SQL; each
 * is marked handled (or reopened) by a plain post.
 */

const BASE = "/admin/messages";
const PAGE_SIZE = 20;
type Tab = "open" | "handled" | "all";
const TABS: readonly Tab[] = ["open", "handled", "all"];
const { placeOf, hrefOf } = listPlace(BASE, { tab: oneOf(TABS, "open"), page: pageNumber });

const LABEL = { open: "tabOpen", handled: "tabHandled", all: "tabAll" } as const;

export async function adminMessagesLoader({ request }: LoaderFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const lang = getLang(request);
  const t = messagesFor(request, adminMessagesMessages);
  const place = placeOf(new URL(request.url));
  const common = {
    tabs: consoleTabs(request, admin, "messages"),
    tab: place.tab,
    messages: pickMessages(request, adminConsoleMessages, adminMessagesMessages),
  };
  const load = () => {
    let counts = { open: 0, handled: 0, all: 0 };
    const list = loadPage(place.page ?? 1, PAGE_SIZE, (slice) => {
      const result = listContactMessages(admin, { handled: place.tab === "all" ? undefined : place.tab === "handled" }, slice);
      counts = result.counts;
      return result;
    });
    return {
      ...common,
      stateTabs: TABS.map((key) => ({
        key: `state-${key}`,
        label: t[LABEL[key]],
        href: hrefOf({ tab: key }),
        count: formatNumber(counts[key], lang),
        current: key === place.tab,
      })),
      items: list.items.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        phone: m.phone,
        whatsapp: whatsappLink(m.phone, interpolate(t.whatsappText, { name: m.name })),
        message: m.message,
        handled: m.isRead,
        received: interpolate(t.received, { date: formatDate(m.createdAt, lang) }),
      })),
      pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ tab: place.tab, page })),
      retryHref: hrefOf(place),
    };
  };
  return loadTabList("the contact messages", hrefOf(place), load, { ...common, stateTabs: [], items: [] });
}

export async function adminMessagesAction({ request }: ActionFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const back = hrefOf(placeOf(new URL(request.url)));
  const t = messagesFor(request, adminMessagesMessages);
  const form = await request.formData();
  const mark = (handled: boolean) => () =>
    handleForm(
      request,
      form,
      AdminIdSchema,
      ({ id }) => {
        setMessageHandled(admin, id, handled);
        return redirectWithToast(back, { title: handled ? "messageHandled" : "messageReopened", type: "success" });
      },
      { intent: handled ? "handled" : "reopen", describeFailure: (message) => `${t.failed}: ${message}` },
    );
  return dispatchIntent(request, form, { handled: mark(true), reopen: mark(false) });
}
