import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { UrlDialog } from "~/components/ui/dialog";
import { FieldErrors, FormErrors, TextField } from "~/components/ui/field";
import { inputProps, useForm } from "~/components/ui/form";
import type { authMessages } from "~/i18n/auth";
import { useSubmissionKey, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import { useIsPending } from "~/utils/use-is-pending";
import type { loader, action } from "./server";

// After a post that got no answer, nothing reloads: the page stays as typed.
export { skipRevalidationAfterLostPost as shouldRevalidate } from "~/i18n/use-lang";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.messages.auth.pageTitle} — Guyub` : "Guyub" },
  ...(data ? [{ name: "description", content: data.messages.auth.metaDescription }] : []),
];

export { loader, action } from "./server";

function Tabs({ tab }: { tab: "login" | "register" }) {
  const t = useT<typeof authMessages>("auth");
  const cls = (active: boolean) =>
    `flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold ${
      active ? "bg-white text-slate-900 shadow" : "text-slate-600 hover:text-slate-900"
    }`;
  return (
    <div role="tablist" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
      <Link to="/auth" role="tab" aria-selected={tab === "login"} className={cls(tab === "login")} replace>
        {t.tabLogin}
      </Link>
      <Link to="/auth?register=true" role="tab" aria-selected={tab === "register"} className={cls(tab === "register")} replace>
        {t.tabRegister}
      </Link>
    </div>
  );
}

function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useT<typeof authMessages>("auth");
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const pending = useIsPending({ intent: "login" });
  const { form, field } = useForm({
    id: "login",
    lastResult: actionData?.intent === "login" ? actionData.result : undefined,
    schema: () => import("~/validation/auth").then((m) => m.LoginSchema),
  });
  return (
    <Form method="post" {...form.props} className="space-y-4" aria-label={t.tabLogin}>
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        label={t.email}
        field={field("email")}
        type="email"
        inputProps={{ autoComplete: "email", placeholder: t.emailPlaceholder }}
      />
      <TextField label={t.password} field={field("password")} type="password" inputProps={{ autoComplete: "current-password" }} />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input {...inputProps(field("rememberMe"), { type: "checkbox" })} className="h-4 w-4 rounded border-slate-300" />
        {t.rememberMe}
      </label>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? t.loggingIn : t.loginButton}
      </button>
    </Form>
  );
}

function RegisterForm({ defaultRole }: { defaultRole: "COMMUNITY_OWNER" | "ADVERTISER" }) {
  const t = useT<typeof authMessages>("auth");
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const pending = useIsPending({ intent: "register" });
  const { form, field } = useForm({
    id: "register",
    lastResult: actionData?.intent === "register" ? actionData.result : undefined,
    defaultValue: { role: defaultRole },
    schema: () => import("~/validation/auth").then((m) => m.RegisterSchema),
  });
  const role = field("role");
  const terms = field("terms");
  return (
    <Form method="post" {...form.props} className="space-y-4" aria-label={t.tabRegister}>
      <input {...useSubmissionKey()} />
      <input type="hidden" name="intent" value="register" />
      <TextField label={t.fullname} field={field("fullname")} inputProps={{ autoComplete: "name", placeholder: t.fullnamePlaceholder }} />
      <TextField
        label={t.email}
        field={field("email")}
        type="email"
        inputProps={{ autoComplete: "email", placeholder: t.emailPlaceholder }}
      />
      <TextField
        label={t.phone}
        field={field("phone")}
        type="tel"
        inputProps={{ autoComplete: "tel", placeholder: t.phonePlaceholder, inputMode: "tel" }}
      />
      <TextField label={t.password} field={field("password")} type="password" inputProps={{ autoComplete: "new-password" }} />
      <TextField label={t.confirmPassword} field={field("confirmPassword")} type="password" inputProps={{ autoComplete: "new-password" }} />
      <fieldset aria-describedby={role.errors ? role.errorId : undefined}>
        <legend className="label">{t.userType}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(
            [
              ["COMMUNITY_OWNER", t.roleCommunityOwner, t.roleCommunityOwnerHint],
              ["ADVERTISER", t.roleAdvertiser, t.roleAdvertiserHint],
            ] as const
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className="flex cursor-pointer gap-2 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input {...inputProps(role, { type: "radio", value })} id={`${role.id}-${value}`} className="mt-1" />
              <span>
                <span className="block text-sm font-semibold">{label}</span>
                <span className="block text-xs text-slate-600">{hint}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id={role.errorId} errors={role.errors} />
      </fieldset>
      {/* An advertiser's company (optional); hidden by CSS alone while Community Owner is chosen (.register-company in tailwind.css). */}
      <div className="register-company">
        <TextField
          label={t.companyName}
          field={field("company_name")}
          hint={t.companyNameHint}
          inputProps={{ autoComplete: "organization", maxLength: 120 }}
        />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input {...inputProps(terms, { type: "checkbox" })} className="mt-0.5 h-4 w-4 rounded border-slate-300" />
          <span>
            {t.termsPrefix}{" "}
            <Link to="/terms" className="font-medium text-brand-700 underline" target="_blank">
              {t.termsLink}
            </Link>
          </span>
        </label>
        <FieldErrors id={terms.errorId} errors={terms.errors} />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? t.registering : t.registerButton}
      </button>
    </Form>
  );
}

/** The success dialog after registration (URL state ?dialog=registered, data from the flash). */
function SuccessDialog({ email, fullname }: { email: string; fullname: string }) {
  const t = useT<typeof authMessages>("auth");
  return (
    <UrlDialog open closeTo="/auth" title={t.registrationSuccessful} description={t.registrationText} testId="register-success">
      <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        <div className="flex gap-2">
          <dt className="font-medium">{t.registeredAs}:</dt>
          <dd>{fullname}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium">{t.registeredEmail}:</dt>
          <dd className="break-all">{email}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t.registrationPending}</p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Link to="/" className="btn-secondary flex-1">
          {t.backToHome}
        </Link>
        <Link to="/auth" className="btn-primary flex-1">
          {t.tryLoginLater}
        </Link>
      </div>
    </UrlDialog>
  );
}

export default function AuthPage() {
  const { tab, role, redirectTo, registered } = useLoaderData<typeof loader>();
  const t = useT<typeof authMessages>("auth");
  return (
    <main id="main" className="flex flex-1 items-start justify-center bg-slate-50 px-4 py-10">
      <div className="card w-full max-w-lg p-6 sm:p-8">
        <h1 className="text-center text-2xl font-bold text-slate-900">{t.welcome}</h1>
        <p className="mb-6 mt-1 text-center text-sm text-slate-600">{t.subtitle}</p>
        <Tabs tab={tab} />
        {tab === "login" ? <LoginForm redirectTo={redirectTo} /> : <RegisterForm defaultRole={role} />}
      </div>
      {registered ? <SuccessDialog {...registered} /> : null}
    </main>
  );
}
