import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/models/user.server";
import type { BriefFormValues } from "~/utils/brief-view";
import { interpolate } from "~/i18n/index";
import { briefFormMessages } from "~/i18n/advertiser-briefs";
import { briefCardMessages } from "~/i18n/briefs";
import { categoryMessages } from "~/i18n/labels";
import { messagesFor, pickMessages } from "~/i18n/lang.server";
import { detailsOf, getBriefFor, type BriefRow } from "~/models/brief.server";
import { briefEditMode, briefInputOf, createBrief, statusChoices, updateBrief } from "~/models/brief-write.server";
import type { BriefStatus } from "~/utils/enums";
import { BriefSchema, BriefStatusFormSchema } from "~/validation/brief";
import { readId } from "~/validation/owner-lists";
import { handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { groupDigits } from "~/utils/digits";
import { LOCATIONS } from "~/utils/locations";
import { redirectWithToast, type Toast } from "~/server/toast.server";
import { whatsappLink } from "~/utils/whatsapp";

/*
 * The brief form's pages: /advertiser/create-brief (new) and /advertiser/briefs/{id}/edit
 * (routes create-brief.tsx and briefs_.$id.edit.tsx beside this file). The model
 * decides every rule (brief-write.server.ts: who, which status moves, drafts only for an
 * account awaiting approval); these turn the form into its input and its answer into a
 * redirect to /advertiser/briefs with a toast, or the form again with the errors.
 *
 * The edit page has three modes by the brief's status: DRAFT and PENDING_APPROVAL edit
 * everything ("edit"); ACTIVE keeps its approved content and offers its status moves
 * ("status"); COMPLETED and CANCELLED are final ("final": the brief, read-only).
 */

export const BRIEFS_PATH = "/advertiser/briefs";

/**
 * The toast after a save: which happened and what comes next. `from` is the status before
 * (null for a new brief), `to` the one saved.
 */
export function briefSavedToast(from: BriefStatus | null, to: BriefStatus): Toast {
  // A new brief: the spec's title, and in its text line which of the two happened.
  if (from === null) {
    return {
      title: "briefCreated",
      description: to === "PENDING_APPROVAL" ? "briefCreatedSubmittedText" : "briefCreatedDraftText",
      type: "success",
    };
  }
  if (to === "PENDING_APPROVAL" && from !== to) return { title: "briefSubmitted", description: "briefSubmittedText", type: "success" };
  if (to === "PENDING_APPROVAL") return { title: "briefUpdated", description: "briefInReviewText", type: "success" };
  if (to === "DRAFT")
    return {
      title: from === "PENDING_APPROVAL" ? "briefBackToDraft" : "briefSavedDraft",
      description: "briefSavedDraftText",
      type: "success",
    };
  return { title: "briefUpdated", type: "success" };
}

/** What the form starts with for a new brief: TECHNOLOGY, ONLINE, DRAFT and the advertiser's company. */
function newValues(user: User): BriefFormValues {
  return {
    title: "",
    company_name: user.companyName ?? "",
    agency_name: "",
    description: "",
    target_category: "TECHNOLOGY",
    campaign_category: "ONLINE",
    budget_min: "",
    budget_max: "",
    timeline_start: "",
    timeline_end: "",
    requirements: { age_range: [], gender: "any", min_followers: "", location: "" },
    community_guidelines: "",
    schedule_post: "",
    scope_of_work: "",
    terms: "",
    contact_person: user.fullname ?? "",
    contact_phone: "",
    status: "DRAFT",
  };
}

/** A saved brief as the form's strings ('.'-grouped amounts). */
function savedValues(brief: BriefRow): BriefFormValues {
  const r = detailsOf(brief).requirements;
  return {
    title: brief.title,
    company_name: brief.companyName,
    agency_name: brief.agencyName ?? "",
    description: brief.description,
    target_category: brief.targetCategory,
    campaign_category: brief.campaignCategory,
    budget_min: groupDigits(brief.budgetMin),
    budget_max: groupDigits(brief.budgetMax),
    timeline_start: brief.timelineStart ?? "",
    timeline_end: brief.timelineEnd ?? "",
    requirements: {
      age_range: r.ageRange,
      gender: r.gender ?? "any",
      min_followers: groupDigits(r.minFollowers),
      location: r.location ?? "",
    },
    community_guidelines: brief.communityGuidelines,
    schedule_post: brief.schedulePost,
    scope_of_work: brief.scopeOfWork,
    terms: brief.terms ?? "",
    contact_person: brief.contactPerson ?? "",
    contact_phone: brief.contactPhone ?? "",
    status: brief.status,
  };
}

function messages(request: Request) {
  return pickMessages(request, briefFormMessages, briefCardMessages, categoryMessages);
}

export async function createBriefLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  return json({
    defaultValue: newValues(user),
    choices: statusChoices(null, user),
    current: null,
    pendingAccount: user.approvalStatus !== "APPROVED",
    locations: LOCATIONS,
    messages: messages(request),
  });
}

export async function createBriefAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const t = messagesFor(request, briefFormMessages);
  return handleForm(
    request,
    await request.formData(),
    BriefSchema,
    (value) => {
      const brief = createBrief(user, value);
      return redirectWithToast(BRIEFS_PATH, briefSavedToast(null, brief.status));
    },
    { describeFailure: (message) => interpolate(t.failedToCreate, { message }) },
  );
}

function briefIdOf(params: LoaderFunctionArgs["params"]): number {
  const id = readId(params.id ?? null);
  // Not a brief id: the same 404 as another advertiser's brief.
  if (!id) throw json({ message: "Not found" }, { status: 404 });
  return id;
}

export async function editBriefLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const id = briefIdOf(params);
  // Another advertiser's brief is not found (404 briefNotFound, the error page).
  const brief = getBriefFor(user, id);
  return json({
    id,
    mode: briefEditMode(brief.status),
    defaultValue: savedValues(brief),
    choices: statusChoices(brief.status, user),
    current: brief.status,
    adminNotes: brief.adminNotes,
    title: brief.title,
    viewHref: `${BRIEFS_PATH}?dialog=view&id=${id}`,
    whatsapp: whatsappLink(brief.contactPhone),
    pendingAccount: user.approvalStatus !== "APPROVED",
    locations: LOCATIONS,
    messages: messages(request),
  });
}

export async function editBriefAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const id = briefIdOf(params);
  const t = messagesFor(request, briefFormMessages);
  const brief = getBriefFor(user, id);
  const form = await request.formData();
  // Enter in a field posts no status (components/briefs/brief-form.tsx): the brief keeps its own.
  if (!form.has("status")) form.set("status", brief.status);
  const options = { describeFailure: (message: string) => interpolate(t.failedToUpdate, { message }) };
  const done = (to: BriefStatus) => redirectWithToast(BRIEFS_PATH, briefSavedToast(brief.status, to));
  if (form.get("intent") === "status") {
    return handleForm(
      request,
      form,
      BriefStatusFormSchema,
      ({ status }) => {
        return done(updateBrief(user, id, { ...briefInputOf(brief), status }).status);
      },
      { ...options, intent: "status" },
    );
  }
  return handleForm(
    request,
    form,
    BriefSchema,
    (value) => {
      return done(updateBrief(user, id, value).status);
    },
    options,
  );
}
