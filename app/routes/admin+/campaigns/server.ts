import { campaignReportHref } from "~/utils/campaign-links";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod/mini";
import type { User } from "~/models/user.server";
import { interpolate } from "~/i18n/index";
import { adminConsoleMessages } from "~/i18n/admin";
import { adminCampaignsMessages } from "~/i18n/admin-campaigns";
import { formatNumber, formatRupiah } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { validationMessages } from "~/i18n/validation";
import { listAuditOf } from "~/models/audit.server";
import { CAMPAIGN_PAGE_SIZE, getCampaign, listCampaigns, screenshotUrl, type CampaignDetail } from "~/models/campaign/queries.server";
import { cancelCampaign } from "~/models/campaign/commands.server";
import { unlessNotFound } from "~/models/errors";
import { CAMPAIGN_STATES, type CampaignState } from "~/utils/enums";
import { AdminIdSchema } from "~/validation/schemas.server";
import { CancelSchema } from "~/validation/campaign";
import { CommunityShareSchema } from "~/validation/money";
import { cancellationSplit } from "~/utils/amounts";
import { invoiceOfCampaign } from "~/models/money/finance.server";
import { searchText } from "~/validation/text";
import { auditView, consoleTabs, loadTabList } from "~/routes/admin+/console.server";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { getReview, reviewsOfCampaign } from "~/models/review/listings.server";
import { reviewMessages } from "~/i18n/reviews";
import { conversationLinks } from "~/routes/conversation-links.server";
import { hideIntent, reviewHtml, reviewTexts } from "~/routes/reviews.server";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { loadPage, pagerData } from "~/utils/paging";
import { dialogParams, listPlace, pageNumber } from "~/utils/place";

/*
 * The admin console's Campaigns (/admin/campaigns): every campaign, newest first, in
 * one state or all (tabs with counts) and searched by brief title or community name
 * (`?q=`), paged in SQL. `?dialog=view&id=N` shows its whole history (the steps 20 at a
 * time, `&steps=` the page; every proof with its answer; the admin's decisions) and,
 * while it is open, the cancel form with its required note and, for a paid campaign, the
 * community's earned share of the fee (`communityShare`; "Show the split" is a GET of the
 * form, so the loader shows what each side gets for it without JavaScript). cancelCampaign
 * checks the state (409 once over) and the share (400), settles the money, writes the
 * history and audit rows and tells both parties (docs/product.md, "Campaigns").
 * A COMPLETED campaign's view shows both reviews (the admin reads every one, published or
 * not), each with a link to `?dialog=hide&id=<review>` (`&part=reply` for its reply):
 * hideReview takes the note, tells the author and writes the audit row ("Reviews").
 */

const BASE = "/admin/campaigns";
type Tab = CampaignState | "all";
const TABS: readonly Tab[] = ["all", ...CAMPAIGN_STATES];
const { placeOf, hrefOf } = listPlace(BASE, {
  // A state in any case (written in lower case); anything else is all of them.
  state: {
    read: (raw): Tab => CAMPAIGN_STATES.find((state) => state === raw?.toUpperCase()) ?? "all",
    write: (tab: Tab) => tab.toLowerCase(),
    fallback: "all",
  },
  q: { read: searchText },
  page: pageNumber,
  // `view` a campaign (id: the campaign); `hide` a review or its reply (id: the review).
  ...dialogParams(["view", "hide"]),
  part: {
    read: (raw): "review" | "reply" => (raw === "reply" ? "reply" : "review"),
    fallback: "review",
    when: (place) => place.dialog === "hide",
  },
  // The page of the viewed campaign's history.
  steps: { ...pageNumber, when: (place) => place.dialog === "view" },
  // The cancel form's "Show the split" (a GET of the form): the share typed and the note kept.
  communityShare: { read: (raw) => raw?.trim().slice(0, 30) || undefined, when: (place) => place.dialog === "view" },
  note: { read: (raw) => raw?.slice(0, 1000) || undefined, when: (place) => place.dialog === "view" },
});

/** Steps of a campaign's history per page of its dialog. */
const STEPS_PAGE_SIZE = 20;
type Place = Parameters<typeof hrefOf>[0];

/** The cancel form: which campaign, and the note both parties read. */
const CancelFormSchema = z.extend(AdminIdSchema, CancelSchema.shape);

type Texts = (typeof adminCampaignsMessages)["en"];

const stateLabel = (state: CampaignState, t: Texts) => t[`state_${state}`];

/** An event kind the catalogue does not know shows as written (a newer step). */
function eventLabel(kind: string, t: Texts): string {
  const key = `event_${kind}`;
  return key in t ? t[key as keyof Texts] : kind;
}

/**
 * The share field of a paid campaign's cancel form: the fee, the share typed (a GET of the
 * form) and, when it is a whole number from 0 to the fee, what each side gets
 * (cancellationSplit, the model's own arithmetic). Null for a campaign not paid.
 */
function shareOf(admin: User, campaignId: number, typed: string | undefined, t: Texts) {
  const invoice = invoiceOfCampaign(admin, campaignId);
  if (!invoice || invoice.state !== "PAID") return null;
  const parsed = z.safeParse(CommunityShareSchema, typed ?? "");
  const earned = parsed.success ? (parsed.data ?? 0) : null;
  const split = earned !== null && earned <= invoice.subtotal ? cancellationSplit(invoice, earned) : null;
  return {
    typed: typed ?? "",
    paid: interpolate(t.paidFee, { total: formatRupiah(invoice.total), fee: formatRupiah(invoice.subtotal) }),
    hint: interpolate(t.shareHint, { fee: formatRupiah(invoice.subtotal) }),
    invalid: typed !== undefined && !split,
    split:
      typed !== undefined && split && earned !== null
        ? {
            title: interpolate(t.splitTitle, { share: formatRupiah(earned) }),
            rows: [
              { key: "owner", label: t.splitOwner, value: formatRupiah(split.owner) },
              { key: "brand", label: t.splitBrand, value: formatRupiah(split.brand) },
              { key: "guyub", label: t.splitGuyub, value: formatRupiah(split.revenue + split.tax) },
              { key: "total", label: t.splitTotal, value: formatRupiah(invoice.total) },
            ],
          }
        : null,
  };
}

function dialogOf(
  request: Request,
  admin: User,
  id: number,
  steps: number,
  t: Texts,
  here: Place,
  typed: { communityShare?: string; note?: string } = {},
) {
  const lang = getLang(request);
  return unlessNotFound(() => {
    // The history a page at a time (past its end, the last page).
    let c!: CampaignDetail;
    const history = loadPage(steps, STEPS_PAGE_SIZE, (slice) => {
      c = getCampaign(admin, id, { steps: slice });
      return { items: c.events, total: c.eventCount };
    });
    const figure = (label: string, value: number | null) => (value === null ? [] : [{ label, value: formatNumber(value, lang) }]);
    return {
      id: c.id,
      state: c.state,
      stateLabel: stateLabel(c.state, t),
      brief: { title: c.brief.title, company: c.brief.companyName },
      community: c.community.name,
      fee: c.agreedFee === null ? null : formatRupiah(c.agreedFee),
      started: formatDate(c.createdAt, lang),
      updated: formatDate(c.updatedAt, lang),
      reportHref: campaignReportHref({ campaignId: c.id, briefId: c.briefId, bookingId: c.bookingId }),
      // Where it came from: the approved application, or the accepted booking.
      source:
        c.applicationId !== null
          ? { href: `/admin/applications?tab=all&dialog=decide&id=${c.applicationId}`, label: t.application }
          : { href: `/admin/bookings?dialog=view&id=${c.bookingId}`, label: t.booking },
      // The campaign's conversation: the admin reads it and writes as Guyub.
      conversation: conversationLinks(request, admin, { campaignIds: [c.id] }).campaign(c.id),
      canCancel: c.moves.includes("cancel"),
      share: c.moves.includes("cancel") ? shareOf(admin, c.id, typed.communityShare, t) : null,
      typedNote: typed.note ?? "",
      // What the cancel form's GET ("Show the split") carries to come back here.
      keep: {
        state: here.state === "all" ? "" : (here.state ?? "").toLowerCase(),
        q: here.q ?? "",
        page: here.page && here.page > 1 ? String(here.page) : "",
      },
      stepsPager: pagerData(
        history.page,
        history.pageCount,
        (page) => `${hrefOf({ ...here, dialog: "view", id: c.id, steps: page })}#campaign-history`,
      ),
      events: c.events.map((e) => ({
        id: e.id,
        label: eventLabel(e.kind, t),
        note: e.note,
        when: interpolate(t.historyWhen, { date: formatDate(e.createdAt, lang), actor: e.actorName ?? t.automatic }),
      })),
      proofs: c.proofs.map((p) => {
        const date = formatDate(p.createdAt, lang);
        return {
          id: p.id,
          title: interpolate(t.proofOf, { date }),
          links: p.links,
          figures: [...figure(t.reach, p.reach), ...figure(t.reactions, p.reactions), ...figure(t.attendees, p.attendees)],
          screenshots: p.screenshots.map((name, i) => ({
            src: screenshotUrl(name),
            alt: interpolate(t.screenshotAlt, { n: i + 1, date }),
          })),
          note: p.note,
          answer: p.decision ? t[`decision_${p.decision}`] : t.waiting,
          reason: p.reason,
        };
      }),
      history: auditView(request, listAuditOf(admin, { type: "campaign", id: c.id })),
      reviews: c.state === "COMPLETED" ? reviewsOf(request, admin, c.id, here) : [],
    };
  });
}

/** Both reviews of a completed campaign as the admin reads them, with the hide links. */
function reviewsOf(request: Request, admin: User, campaignId: number, here: Place) {
  const lang = getLang(request);
  const rt = reviewTexts(request);
  const { byOwner, byAdvertiser } = reviewsOfCampaign(admin, campaignId);
  return [byOwner, byAdvertiser].flatMap((r) =>
    r
      ? [
          {
            id: r.id,
            html: reviewHtml(r, rt, lang),
            hide: r.hiddenAt
              ? null
              : { href: hrefOf({ ...here, dialog: "hide", id: r.id }), label: interpolate(rt.hideReviewOf, { name: r.authorName }) },
            hideReply:
              r.reply && !r.reply.hiddenAt
                ? {
                    href: hrefOf({ ...here, dialog: "hide", id: r.id, part: "reply" }),
                    label: interpolate(rt.hideReplyOf, { name: r.authorName }),
                  }
                : null,
          },
        ]
      : [],
  );
}

/** The hide dialog of `?dialog=hide&id=<review>`: the review (or its reply) and where Cancel goes. */
function hideDialogOf(request: Request, admin: User, reviewId: number, part: "review" | "reply", here: Place) {
  const rt = reviewTexts(request);
  return unlessNotFound(() => {
    const review = getReview(admin, reviewId);
    return {
      reviewId,
      part,
      title: part === "reply" ? rt.hideReplyTitle : rt.hideTitle,
      html: reviewHtml(review, rt, getLang(request)),
      backHref: hrefOf({ ...here, dialog: "view", id: review.campaignId }),
    };
  });
}

export async function adminCampaignsLoader({ request }: LoaderFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const lang = getLang(request);
  const t = messagesFor(request, adminCampaignsMessages);
  const place = placeOf(new URL(request.url));
  const filters = { state: place.state, q: place.q };
  let counts: Record<Tab, number> = {
    all: 0,
    AWAITING_PAYMENT: 0,
    IN_PROGRESS: 0,
    PROOF_SUBMITTED: 0,
    CHANGES_REQUESTED: 0,
    COMPLETED: 0,
    CANCELLED: 0,
  };
  const common = {
    tabs: consoleTabs(request, admin, "campaigns"),
    form: { q: place.q ?? "", state: place.state === "all" ? "" : place.state.toLowerCase() },
    filtered: Boolean(place.q || place.state !== "all"),
    resetHref: BASE,
    messages: pickMessages(request, adminConsoleMessages, adminCampaignsMessages, validationMessages, reviewMessages),
  };
  const retryHref = hrefOf({ ...filters, page: place.page });
  const load = () => {
    const list = loadPage(place.page ?? 1, CAMPAIGN_PAGE_SIZE, (slice) => {
      const result = listCampaigns(admin, { state: place.state === "all" ? undefined : place.state, q: place.q }, slice);
      counts = result.counts;
      return result;
    });
    const here: Place = { ...filters, page: list.page };
    return {
      ...common,
      total: list.total,
      totalText: formatNumber(list.total, lang),
      stateTabs: TABS.map((key) => ({
        key: `state-${key.toLowerCase()}`,
        label: key === "all" ? t.tabAll : stateLabel(key, t),
        href: hrefOf({ state: key, q: place.q }),
        count: formatNumber(counts[key], lang),
        current: key === place.state,
      })),
      campaigns: list.items.map((c) => ({
        id: c.id,
        brief: c.brief.title,
        company: c.brief.companyName,
        // A booking's campaign says so (the tab lists both kinds).
        sourceLabel: c.source === "booking" ? t.fromBooking : null,
        community: c.community.name,
        state: c.state,
        stateLabel: stateLabel(c.state, t),
        fee: c.agreedFee === null ? null : formatRupiah(c.agreedFee),
        updated: formatDate(c.updatedAt, lang),
        href: hrefOf({ ...here, dialog: "view", id: c.id }),
      })),
      pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ ...filters, page })),
      dialog:
        place.dialog === "view" && place.id
          ? dialogOf(request, admin, place.id, place.steps ?? 1, t, here, { communityShare: place.communityShare, note: place.note })
          : null,
      hideDialog: place.dialog === "hide" && place.id ? hideDialogOf(request, admin, place.id, place.part, here) : null,
      closeHref: hrefOf(here),
      retryHref: hrefOf(here),
    };
  };
  return loadTabList("the admin's campaigns", retryHref, load, {
    ...common,
    total: 0,
    totalText: "0",
    stateTabs: [],
    campaigns: [],
    dialog: null,
    hideDialog: null,
    closeHref: retryHref,
  });
}

/** The cancel form and the hide form (`intent`), each back to the campaign's dialog with a toast. */
export async function adminCampaignsAction({ request }: ActionFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const place = placeOf(new URL(request.url));
  const t = messagesFor(request, adminCampaignsMessages);
  const form = await request.formData();
  const back: Place = { state: place.state, q: place.q, page: place.page };
  return dispatchIntent(request, form, {
    cancel: () =>
      handleForm(
        request,
        form,
        CancelFormSchema,
        ({ id, note, communityShare }) => {
          cancelCampaign(admin, id, note, communityShare ?? 0);
          return redirectWithToast(hrefOf({ ...place, communityShare: undefined, note: undefined, dialog: "view", id }), {
            title: "campaignCancelled",
            type: "success",
          });
        },
        { intent: "cancel", describeFailure: (message) => `${t.cancelFailed}: ${message}` },
      ),
    hide: hideIntent(request, form, admin, (campaignId) => hrefOf({ ...back, dialog: "view", id: campaignId })),
  });
}
