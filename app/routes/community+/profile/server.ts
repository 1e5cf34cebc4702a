import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { ProfileFormValues } from "~/utils/community-view";
import { interpolate } from "~/i18n/index";
import { translateError } from "~/i18n/errors";
import { categoryMessages } from "~/i18n/labels";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { profileMessages } from "~/i18n/profile";
import { getOwnCommunityProfile, saveOwnCommunity, type CommunityProfile } from "~/models/community-profile.server";
import { groupDigits } from "~/utils/digits";
import { LOCATIONS } from "~/utils/locations";
import { formDataToObject } from "~/validation/form-data";
import { STORED_LOGO } from "~/validation/community";
import { CommunitySchema, ROW_LISTS } from "~/validation/schemas.server";
import { handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { readUploadForm } from "~/server/upload.server";

/** The biggest logo upload (PNG, JPEG or WebP of at most 2 MB). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const HERE = "/community/profile";

/**
 * What the form starts with: the saved profile (its member count '.'-grouped, as the
 * field takes it: "2.350"), or for a new one no category, online, 0 members and one
 * WhatsApp row. The logo link field holds links only: a logo uploaded
 * here shows as the current logo, never as its internal /logos/ path.
 */
function formValues(profile: CommunityProfile | undefined): ProfileFormValues {
  if (!profile) {
    return {
      name: "",
      description: "",
      category: [],
      location: "",
      is_online: "true",
      member_count: "0",
      demographics: { age_range: "", gender_ratio: "", interests: "" },
      platforms: [{ type: "WHATSAPP", url: "" }],
      social_links: [],
      logo_url: "",
    };
  }
  const demographics = profile.demographics ?? {};
  return {
    name: profile.name,
    description: profile.description,
    category: profile.categories,
    location: profile.location ?? "",
    is_online: String(profile.isOnline),
    member_count: groupDigits(profile.memberCount),
    demographics: {
      age_range: demographics.age_range ?? "",
      gender_ratio: demographics.gender_ratio ?? "",
      interests: (demographics.interests ?? []).join(", "),
    },
    platforms: (profile.platforms ?? []).map((p) => ({ type: p.type, url: p.url ?? "" })),
    social_links: Object.entries(profile.socialLinks ?? {}).map(([name, url]) => ({ name, url })),
    logo_url: profile.logoUrl && !STORED_LOGO.test(profile.logoUrl) ? profile.logoUrl : "",
  };
}

export async function profileLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const profile = getOwnCommunityProfile(user);
  return json({
    community: profile
      ? {
          isVerified: profile.isVerified,
          logoUrl: profile.logoUrl,
          logoStored: profile.logoUrl != null && STORED_LOGO.test(profile.logoUrl),
        }
      : null,
    form: formValues(profile),
    locations: LOCATIONS,
    messages: pickMessages(request, profileMessages, categoryMessages),
  });
}

/**
 * A row button without JavaScript (`rows=platforms.add`, `rows=social_links.remove.1`):
 * the form comes back as the user left it with the row added or removed; nothing is
 * saved and no error is shown yet.
 */
function editRows(form: FormData, command: string) {
  const values = formDataToObject([...form.entries()].filter(([name]) => name !== "rows"));
  const [list, action, at] = command.split(".");
  if (list === "platforms" || list === "social_links") {
    const rows = (Array.isArray(values[list]) ? (values[list] as unknown[]) : []).filter((row) => row !== undefined);
    if (action === "add" && rows.length < ROW_LISTS[list]) rows.push({});
    if (action === "remove") rows.splice(Number(at), 1);
    values[list] = rows;
  }
  return { initialValue: values as Record<string, unknown> };
}

export async function profileAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const { form, file, fileError } = await readUploadForm(request, { fileField: "logo_file", maxFileBytes: LOGO_MAX_BYTES });
  const rows = form.get("rows");
  if (typeof rows === "string") return json({ result: editRows(form, rows) });
  const t = messagesFor(request, profileMessages);
  const current = getOwnCommunityProfile(user);
  const isNew = !current;
  // The link field never shows an uploaded logo's path: left empty, the uploaded logo
  // stays (read from the database, never from the form) unless the owner removes it.
  const link = form.get("logo_url");
  if ((link === null || (typeof link === "string" && link.trim() === "")) && form.get("logo_remove") !== "true") {
    if (current?.logoUrl && STORED_LOGO.test(current.logoUrl)) form.set("logo_url", current.logoUrl);
  }
  return handleForm(
    request,
    form,
    CommunitySchema,
    async (value) => {
      // "Remove the current logo" ticked: no logo, whatever file the form still carries.
      const upload = form.get("logo_remove") === "true" ? undefined : file?.bytes;
      const { created, sentBack } = await saveOwnCommunity(user, value, upload);
      return redirectWithToast(HERE, {
        title: created ? "communityCreated" : "communityUpdated",
        description: sentBack ? "communitySentBackText" : undefined,
        type: sentBack ? "info" : "success",
      });
    },
    {
      describeFailure: (message) => interpolate(isNew ? t.failedToCreate : t.failedToUpdate, { message }),
      fieldErrors: fileError ? { logo_file: [translateError(fileError, getLang(request))] } : undefined,
    },
  );
}
