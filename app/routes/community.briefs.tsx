import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AreaPage } from "~/components/area-page";
import { BriefCard, BriefDetails } from "~/components/brief-card";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { FormErrors, TextAreaField } from "~/components/ui/field";
import { useForm } from "~/components/ui/form";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n";
import { briefCardMessages, briefsMessages } from "~/i18n/briefs";
import { categoryLabel, formatNumber } from "~/i18n/format";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { pageMeta, useT } from "~/i18n/use-lang";
import { appliedBriefIds, applyToBrief } from "~/models/application.server";
import { getBriefViewFor, listBriefsForOwner } from "~/models/brief.server";
import { getOwnCommunity } from "~/models/community.server";
import { actionHeaders, handleForm } from "~/utils/action.server";
import { requireUser } from "~/utils/auth.server";
import { CATEGORIES, type Category } from "~/utils/enums";
import { loadPage, pageParam, pagerData } from "~/utils/paging";
import { redirectWithToast } from "~/utils/toast.server";
import { useIsPending } from "~/utils/use-is-pending";
import { ApplyFormSchema } from "~/validation/schemas.server";
import { BRIEF_PAGE_SIZE, readBriefTab, readCategory, readId } from "~/validation/owner-lists";

/*
 * The owner's Campaigns (spec "/community/briefs"): ACTIVE briefs, filtered by category
 * and by tab (Matching, the default, or All), paged in SQL. Everything is URL state: the
 * filters and tabs are links, the detail and apply dialogs `?dialog=view|apply&id=N`
 * rendered by the server, the apply form a plain post. It all works without JavaScript.
 */

const BASE = "/community/briefs";

type Place = { tab: "matching" | "all"; category?: Category; page?: number; dialog?: "view" | "apply"; id?: number };

/** The page's URL for a place (default values left out, in a fixed order). */
function hrefOf(place: Place): string {
  const params = new URLSearchParams();
  if (place.tab === "all") params.set("tab", "all");
  if (place.category) params.set("category", place.category);
  if (place.page && place.page > 1) params.set("page", String(place.page));
  if (place.dialog && place.id) {
    params.set("dialog", place.dialog);
    params.set("id", String(place.id));
  }
  const search = params.toString();
  return search ? `${BASE}?${search}` : BASE;
}

function placeOf(url: URL): Place {
  const params = url.searchParams;
  const dialog = params.get("dialog");
  return {
    tab: readBriefTab(params.get("tab")),
    category: readCategory(params.get("category")),
    page: pageParam(params),
    dialog: dialog === "view" || dialog === "apply" ? dialog : undefined,
    id: readId(params.get("id")),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.messages.briefs);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const lang = getLang(request);
  const place = placeOf(new URL(request.url));
  const { tab, category } = place;
  const community = getOwnCommunity(user);
  let counts = { matching: 0, all: 0 };
  const list = loadPage(place.page ?? 1, BRIEF_PAGE_SIZE, (slice) => {
    const result = listBriefsForOwner(user, { tab, category }, slice);
    counts = result.counts;
    return result;
  });
  const here: Place = { tab, category, page: list.page };
  // A brief the owner may not read (not ACTIVE, missing) answers 404 (briefNotFound).
  const dialogBrief = place.dialog && place.id ? getBriefViewFor(user, place.id) : null;
  const applied = community
    ? appliedBriefIds(community.id, [...list.items.map((b) => b.id), ...(dialogBrief ? [dialogBrief.id] : [])])
    : new Set<number>();
  const applyState = user.approvalStatus !== "APPROVED" ? "pending" : community ? "ok" : "noCommunity";
  return json({
    tab,
    category: category ?? null,
    total: list.total,
    tabs: (["matching", "all"] as const).map((key) => ({
      key,
      href: hrefOf({ tab: key, category }),
      count: formatNumber(counts[key], lang),
      current: key === tab,
    })),
    categories: [undefined, ...CATEGORIES].map((value) => ({
      value: value ?? null,
      href: hrefOf({ tab, category: value }),
      current: value === category,
    })),
    briefs: list.items.map((brief) => ({
      ...brief,
      applied: applied.has(brief.id),
      viewHref: hrefOf({ ...here, dialog: "view", id: brief.id }),
      applyHref: hrefOf({ ...here, dialog: "apply", id: brief.id }),
    })),
    pager: pagerData(list.page, list.pageCount, (page) => hrefOf({ tab, category, page })),
    dialog: dialogBrief
      ? {
          kind: place.dialog as "view" | "apply",
          brief: {
            ...dialogBrief,
            applied: applied.has(dialogBrief.id),
            applyHref: hrefOf({ ...here, dialog: "apply", id: dialogBrief.id }),
          },
        }
      : null,
    closeHref: hrefOf(here),
    allHref: hrefOf({ tab: "all" }),
    applyState,
    communityName: community?.name ?? null,
    now: Date.now(),
    messages: pickMessages(request, briefsMessages, briefCardMessages, categoryMessages),
  });
}

/** The apply dialog's post: applyToBrief decides everything; success goes back to the list with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const place = placeOf(new URL(request.url));
  const t = messagesFor(request, briefsMessages);
  return handleForm(
    request,
    await request.formData(),
    ApplyFormSchema,
    (value) => {
      applyToBrief(user, value.briefId, { message: value.message });
      return redirectWithToast(hrefOf({ tab: place.tab, category: place.category, page: place.page }), {
        title: "applicationSubmitted",
        description: "applicationSubmittedText",
        type: "success",
      });
    },
    { describeFailure: (message) => interpolate(t.failedToApply, { message }) },
  );
}

export const headers = actionHeaders;

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type ApplyState = Data["applyState"];
type Texts = (typeof briefsMessages)["en"];

/** Apply, Applied (disabled), or what stands in the way instead of the button. */
function ApplyControl({ title, applied, applyHref, state, t }: { title: string; applied: boolean; applyHref: string; state: ApplyState; t: Texts }) {
  if (applied) {
    return (
      <button type="button" className="btn-secondary" disabled data-testid="applied">
        {t.applied}
      </button>
    );
  }
  if (state === "pending") {
    return (
      <p className="text-sm text-slate-600" data-testid="apply-blocked">
        {t.pendingShort}
      </p>
    );
  }
  if (state === "noCommunity") {
    return (
      <Link to="/community/profile" className="text-sm font-medium text-brand-700 underline" data-testid="apply-blocked">
        {t.noCommunityShort}
      </Link>
    );
  }
  return (
    <Link to={applyHref} preventScrollReset className="btn-primary" aria-label={interpolate(t.applyLabel, { title })}>
      {t.apply}
    </Link>
  );
}

function Notice({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="apply-notice">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{text}</p>
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}

export default function Campaigns() {
  const data = useLoaderData<typeof loader>();
  const t = useT<typeof briefsMessages>("briefs");
  const categories = useT<typeof categoryMessages>("categories");
  const createCommunity = (
    <Link to="/community/profile" className="btn-primary">
      {t.createCommunity}
    </Link>
  );
  const noCommunityHere = data.applyState === "noCommunity" && data.tab === "matching";
  return (
    <AreaPage title="communityBriefs">
      <p className="text-sm text-slate-600">{t.subtitle}</p>
      <div className="mt-4 space-y-4">
        {data.applyState === "pending" ? <Notice title={t.pendingTitle} text={t.pendingText} /> : null}
        {data.applyState === "noCommunity" && !noCommunityHere ? (
          <Notice title={t.noCommunityTitle} text={t.noCommunityText} action={createCommunity} />
        ) : null}
      </div>

      <nav aria-label={t.categoryFilter} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {data.categories.map((c) => (
            <li key={c.value ?? "ALL"}>
              <Link
                to={c.href}
                preventScrollReset
                aria-current={c.current ? "page" : undefined}
                data-testid={`category-${c.value ?? "ALL"}`}
                className={`inline-flex rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${
                  c.current ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
                }`}
              >
                {c.value ? categoryLabel(c.value, categories) : t.allCategories}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6">
        <LinkTabs
          label={t.tabsLabel}
          tabs={data.tabs.map((tab) => ({ ...tab, label: tab.key === "all" ? t.allTab : t.matchingTab }))}
        />
      </div>

      <section className="mt-6" aria-label={data.tab === "all" ? t.allTab : t.matchingTab}>
        {data.briefs.length ? (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {data.briefs.map((brief) => (
              <li key={brief.id}>
                <BriefCard
                  brief={brief}
                  now={data.now}
                  actions={
                    <>
                      <Link
                        to={brief.viewHref}
                        preventScrollReset
                        className="btn-secondary"
                        aria-label={interpolate(t.viewLabel, { title: brief.title })}
                      >
                        {t.view}
                      </Link>
                      <ApplyControl title={brief.title} applied={brief.applied} applyHref={brief.applyHref} state={data.applyState} t={t} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        ) : noCommunityHere ? (
          <EmptyState title={t.noCommunityTitle} text={t.noCommunityText} action={createCommunity} testId="no-community" />
        ) : data.category ? (
          <EmptyState
            title={data.tab === "all" ? t.emptyAllTitle : t.emptyMatchingTitle}
            text={t.emptyCategoryText}
            action={
              <Link to={data.categories[0].href} className="btn-primary" preventScrollReset>
                {t.showAllCategories}
              </Link>
            }
          />
        ) : data.tab === "matching" ? (
          <EmptyState
            title={t.emptyMatchingTitle}
            text={t.emptyMatchingText}
            action={
              <Link to={data.allHref} className="btn-primary" preventScrollReset>
                {t.showAll}
              </Link>
            }
          />
        ) : (
          <EmptyState title={t.emptyAllTitle} text={t.emptyAllText} />
        )}
        <Pager pager={data.pager} />
      </section>

      <BriefDialogs />
    </AreaPage>
  );
}

function BriefDialogs() {
  const data = useLoaderData<typeof loader>();
  const t = useT<typeof briefsMessages>("briefs");
  const actionData = useActionData<typeof action>() as { result: SubmissionResult<string[]> } | undefined;
  const dialog = data.dialog;
  if (!dialog) return null;
  const { brief } = dialog;
  if (dialog.kind === "view") {
    return (
      <UrlDialog open closeTo={data.closeHref} title={brief.title} testId="brief-dialog">
        <BriefDetails brief={brief} now={data.now} />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <DialogCancel to={data.closeHref}>{t.close}</DialogCancel>
          <ApplyControl title={brief.title} applied={brief.applied} applyHref={brief.applyHref} state={data.applyState} t={t} />
        </div>
      </UrlDialog>
    );
  }
  const blocked = brief.applied ? t.alreadyAppliedText : data.applyState === "pending" ? t.pendingText : data.applyState === "noCommunity" ? t.noCommunityText : null;
  return (
    <UrlDialog open closeTo={data.closeHref} title={t.applyTitle} description={t.applyText} testId="apply-dialog">
      <div className="rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-semibold text-slate-900">{brief.title}</p>
        <p className="text-slate-600">{brief.companyName}</p>
      </div>
      {blocked ? (
        <div className="mt-4 space-y-4">
          <p role="status" className="text-sm text-slate-700" data-testid="apply-blocked">
            {blocked}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel to={data.closeHref}>{t.close}</DialogCancel>
            {data.applyState === "noCommunity" && !brief.applied ? (
              <Link to="/community/profile" className="btn-primary">
                {t.createCommunity}
              </Link>
            ) : null}
          </div>
        </div>
      ) : (
        <ApplyForm briefId={brief.id} communityName={data.communityName ?? ""} cancelTo={data.closeHref} lastResult={actionData?.result} />
      )}
    </UrlDialog>
  );
}

function ApplyForm({
  briefId,
  communityName,
  cancelTo,
  lastResult,
}: {
  briefId: number;
  communityName: string;
  cancelTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT<typeof briefsMessages>("briefs");
  const busy = useIsPending();
  const { form, field } = useForm({
    id: `apply-${briefId}`,
    lastResult,
    schema: () => import("~/validation/application").then((m) => m.ApplyFormSchema),
  });
  return (
    <Form method="post" {...form.props} className="mt-4 space-y-4" data-testid="apply-form">
      <input type="hidden" name="briefId" value={briefId} />
      <p className="text-sm text-slate-700">{interpolate(t.applyingAs, { community: communityName })}</p>
      <TextAreaField label={t.messageLabel} field={field("message")} hint={t.messageHint} textareaProps={{ maxLength: 2000, rows: 4 }} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel to={cancelTo}>{t.cancel}</DialogCancel>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t.submitting : t.submitApplication}
        </button>
      </div>
    </Form>
  );
}
