import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, NavLink, Outlet, useActionData, useLocation, useMatches, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { interpolate } from "~/i18n";
import type { settingsMessages } from "~/i18n/settings";
import { useT } from "~/i18n/use-lang";
import { useIsPending } from "~/utils/use-is-pending";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { FormErrors, TextAreaField, TextField } from "~/components/ui/field";
import { useForm } from "~/components/ui/form";

/*
 * The account settings of the owner and the advertiser: a layout with one tab per URL,
 * and one form per tab. Each form validates with the same schema in the browser (on
 * submit, then as the user types) as the server does without JavaScript.
 */

type Texts = (typeof settingsMessages)["en"];
type Account = {
  fullname: string;
  pic_name: string;
  email: string;
  phone: string;
  company_name: string;
  company_description: string;
  billing_name: string;
  billing_address: string;
  billing_npwp: string;
};
type Reply = { result: SubmissionResult<string[]> } | undefined;

/** The account the settings layout's loader sent. */
function useAccount(): Account {
  const match = useMatches().find((m) => m.data && typeof m.data === "object" && "account" in m.data);
  return (match?.data as { account: Account }).account;
}

export type SettingsTab = { to: string; label: keyof Texts; end?: boolean };

export function SettingsLayout({ tabs }: { tabs: SettingsTab[] }) {
  const t = useT<typeof settingsMessages>("settings");
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{t.subtitle}</p>
      <nav aria-label={t.tabsLabel} className="mt-6 overflow-x-auto border-b border-slate-200">
        <ul className="flex min-w-max gap-1">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                preventScrollReset
                className={({ isActive }) =>
                  `-mb-px block border-b-2 px-3 py-2 text-sm font-medium ${
                    isActive ? "border-brand-600 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
                  }`
                }
              >
                {t[tab.label]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

function Section({ title, text, children, tone }: { title: string; text?: string; children: ReactNode; tone?: "danger" }) {
  return (
    <section className={`card p-5 sm:p-6 ${tone === "danger" ? "border-red-200" : ""}`} aria-labelledby="settings-section-title">
      <h2 id="settings-section-title" className={`text-lg font-semibold ${tone === "danger" ? "text-red-700" : "text-slate-900"}`}>
        {title}
      </h2>
      {text ? <p className="mt-1 text-sm text-slate-600">{text}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

function SubmitButton({ idle, pending }: { idle: string; pending: string }) {
  const busy = useIsPending();
  return (
    <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
      {busy ? pending : idle}
    </button>
  );
}

/** Personal Information: the owner's has the community full name and the PIC name. */
export function PersonalInfoTab({ owner }: { owner: boolean }) {
  const t = useT<typeof settingsMessages>("settings");
  const account = useAccount();
  const location = useLocation();
  const actionData = useActionData() as Reply;
  const { form, field } = useForm({
    id: `personal-${location.key}`,
    lastResult: actionData?.result,
    defaultValue: account,
    schema: () => import("~/validation/account").then((m) => (owner ? m.OwnerAccountSchema : m.AdvertiserAccountSchema)),
  });
  return (
    <Section title={t.personalTitle} text={t.personalText}>
      <Form method="post" {...form.props} className="space-y-4" data-testid="personal-form">
        <TextField
          label={owner ? t.communityFullName : t.fullName}
          field={field("fullname")}
          inputProps={{ autoComplete: owner ? "organization" : "name" }}
        />
        {owner ? (
          <TextField label={t.picName} field={field("pic_name")} hint={t.picNameHint} inputProps={{ autoComplete: "name" }} />
        ) : null}
        <TextField label={t.email} field={field("email")} type="email" inputProps={{ autoComplete: "email" }} />
        <TextField
          label={t.phone}
          field={field("phone")}
          type="tel"
          inputProps={{ autoComplete: "tel", inputMode: "tel", placeholder: t.phonePlaceholder }}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton idle={t.save} pending={t.saving} />
      </Form>
    </Section>
  );
}

/** Company Information (advertisers). */
export function CompanyTab() {
  const t = useT<typeof settingsMessages>("settings");
  const account = useAccount();
  const location = useLocation();
  const actionData = useActionData() as Reply;
  const { form, field } = useForm({
    id: `company-${location.key}`,
    lastResult: actionData?.result,
    defaultValue: {
      company_name: account.company_name,
      company_description: account.company_description,
      billing_name: account.billing_name,
      billing_address: account.billing_address,
      billing_npwp: account.billing_npwp,
    },
    schema: () => import("~/validation/account").then((m) => m.CompanySchema),
  });
  return (
    <Section title={t.companyTitle} text={t.companyText}>
      <Form method="post" {...form.props} className="space-y-4" data-testid="company-form">
        <TextField label={t.companyName} field={field("company_name")} inputProps={{ autoComplete: "organization" }} />
        <TextAreaField label={t.companyDescription} field={field("company_description")} />
        <fieldset className="space-y-4 border-t border-slate-200 pt-4" data-testid="billing-details">
          <legend className="pt-4 text-base font-semibold text-slate-900">{t.billingTitle}</legend>
          <p className="text-sm text-slate-600">{t.billingText}</p>
          <TextField label={t.billingName} field={field("billing_name")} inputProps={{ autoComplete: "organization" }} />
          <TextAreaField
            label={t.billingAddress}
            field={field("billing_address")}
            textareaProps={{ rows: 3, autoComplete: "street-address" }}
          />
          <TextField
            label={t.billingNpwp}
            field={field("billing_npwp")}
            hint={t.billingNpwpHint}
            inputProps={{ inputMode: "numeric", autoComplete: "off" }}
          />
        </fieldset>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton idle={t.save} pending={t.saving} />
      </Form>
    </Section>
  );
}

/** Password: current, new and its confirmation (never sent back after a failure). */
export function PasswordTab() {
  const t = useT<typeof settingsMessages>("settings");
  const location = useLocation();
  const actionData = useActionData() as Reply;
  const account = useAccount();
  const { form, field } = useForm({
    id: `password-${location.key}`,
    lastResult: actionData?.result,
    schema: () => import("~/validation/account").then((m) => m.PasswordChangeSchema),
  });
  return (
    <Section title={t.passwordTitle} text={t.passwordText}>
      <Form method="post" {...form.props} className="space-y-4" data-testid="password-form">
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={account.email} readOnly hidden />
        <TextField
          label={t.currentPassword}
          field={field("currentPassword")}
          type="password"
          inputProps={{ autoComplete: "current-password" }}
        />
        <TextField label={t.newPassword} field={field("newPassword")} type="password" inputProps={{ autoComplete: "new-password" }} />
        <TextField
          label={t.confirmPassword}
          field={field("confirmPassword")}
          type="password"
          inputProps={{ autoComplete: "new-password" }}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton idle={t.changePassword} pending={t.changingPassword} />
      </Form>
    </Section>
  );
}

/** Danger Zone: 'Delete Account' opens a dialog (?dialog=delete) that asks for the e-mail. */
export function DangerZoneTab() {
  const t = useT<typeof settingsMessages>("settings");
  const location = useLocation();
  const [params] = useSearchParams();
  const actionData = useActionData() as Reply;
  const open = params.get("dialog") === "delete" || actionData !== undefined;
  return (
    <Section title={t.dangerTitle} text={t.dangerText} tone="danger">
      <Link to="?dialog=delete" preventScrollReset className="btn-danger" data-testid="open-delete">
        {t.deleteAccount}
      </Link>
      <UrlDialog
        open={open}
        closeTo={location.pathname}
        title={t.deleteDialogTitle}
        description={t.deleteDialogText}
        tone="danger"
        testId="delete-dialog"
      >
        <DeleteAccountForm cancelTo={location.pathname} lastResult={actionData?.result} />
      </UrlDialog>
    </Section>
  );
}

function DeleteAccountForm({ cancelTo, lastResult }: { cancelTo: string; lastResult?: SubmissionResult<string[]> }) {
  const t = useT<typeof settingsMessages>("settings");
  const account = useAccount();
  const { form, field } = useForm({
    id: "delete-account",
    lastResult,
    schema: () => import("~/validation/account").then((m) => m.deleteAccountSchema(account.email)),
  });
  const busy = useIsPending();
  return (
    <Form method="post" {...form.props} className="space-y-4">
      <TextField
        label={interpolate(t.deleteConfirmLabel, { email: account.email })}
        field={field("confirmation")}
        type="email"
        inputProps={{ autoComplete: "off", spellCheck: false }}
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel to={cancelTo}>{t.cancel}</DialogCancel>
        <button type="submit" className="btn-danger" disabled={busy}>
          {busy ? t.deleting : t.deleteAccount}
        </button>
      </div>
    </Form>
  );
}
