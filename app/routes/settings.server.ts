import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { interpolate } from "~/i18n/index";
import { messagesFor, pickMessages } from "~/i18n/lang.server";
import { settingsMessages } from "~/i18n/settings";
import { changePassword, deleteAccount, updateAccount } from "~/models/user.server";
import {
  AdvertiserAccountSchema,
  CompanySchema,
  OwnerAccountSchema,
  PasswordChangeSchema,
  deleteAccountSchema,
} from "~/validation/account";
import { handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { clearSessionCookie, getSessionUser } from "~/server/session-cookie.server";
import { redirectWithToast } from "~/server/toast.server";

/*
 * The loaders and actions of the settings tabs, shared by the owner's and the
 * advertiser's settings routes (each tab is its own URL and form). The area's route
 * guard decides the role; the models decide what may change.
 */

/** The settings layout: its texts and what the forms start with. */
export async function settingsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({
    account: {
      fullname: user.fullname,
      pic_name: user.picName ?? "",
      email: user.email,
      phone: user.phone,
      company_name: user.companyName ?? "",
      company_description: user.companyDescription ?? "",
      billing_name: user.billingName ?? "",
      billing_address: user.billingAddress ?? "",
      billing_npwp: user.billingNpwp ?? "",
    },
    messages: pickMessages(request, settingsMessages),
  });
}

const failure = (request: Request, key: "failedToUpdateProfile" | "failedToChangePassword" | "failedToDeleteAccount") => {
  const t = messagesFor(request, settingsMessages);
  return (message: string) => interpolate(t[key], { message });
};

/** Personal Information: the owner's form has the PIC name, the advertiser's does not. */
export async function personalAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const schema = user.role === "COMMUNITY_OWNER" ? OwnerAccountSchema : AdvertiserAccountSchema;
  const here = new URL(request.url).pathname;
  return handleForm(
    request,
    await request.formData(),
    schema,
    (value) => {
      updateAccount(user, user.id, value);
      return redirectWithToast(here, { title: "profileUpdated", description: "profileUpdatedText", type: "success" });
    },
    { describeFailure: failure(request, "failedToUpdateProfile") },
  );
}

/** Company Information (advertisers). */
export async function companyAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const here = new URL(request.url).pathname;
  return handleForm(
    request,
    await request.formData(),
    CompanySchema,
    (value) => {
      updateAccount(user, user.id, {
        company_name: value.company_name ?? null,
        company_description: value.company_description ?? null,
        billing_name: value.billing_name ?? null,
        billing_address: value.billing_address ?? null,
        billing_npwp: value.billing_npwp ?? null,
      });
      return redirectWithToast(here, { title: "profileUpdated", description: "profileUpdatedText", type: "success" });
    },
    { describeFailure: failure(request, "failedToUpdateProfile") },
  );
}

/** Password: the current one is checked; every other session of the user ends. */
export async function passwordAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const session = await getSessionUser(request);
  const here = new URL(request.url).pathname;
  return handleForm(
    request,
    await request.formData(),
    PasswordChangeSchema,
    async (value) => {
      await changePassword(user, user.id, value, session?.sessionId ?? null);
      return redirectWithToast(here, { title: "passwordChanged", description: "passwordChangedText", type: "success" });
    },
    { describeFailure: failure(request, "failedToChangePassword") },
  );
}

/** Danger Zone: the typed e-mail confirms; everything of the account goes; signed out. */
export async function deleteAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return handleForm(
    request,
    await request.formData(),
    deleteAccountSchema(user.email),
    async () => {
      deleteAccount(user, user.id);
      const headers = new Headers({ "Set-Cookie": await clearSessionCookie() });
      return redirectWithToast("/", { title: "accountDeleted", description: "accountDeletedText", type: "success" }, { headers });
    },
    { describeFailure: failure(request, "failedToDeleteAccount") },
  );
}
