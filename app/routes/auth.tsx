import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldErrors, FormErrors, TextField } from "~/components/ui/field";
import { interpolate } from "~/i18n";
import { authMessages } from "~/i18n/auth";
import { getLang, pickMessages } from "~/i18n/lang.server";
import { useT } from "~/i18n/use-lang";
import { validationMessages } from "~/i18n/validation";
import { isModelError } from "~/models/errors";
import { registerUser } from "~/models/user.server";
import {
  authenticator,
  dashboardPath,
  requireAnonymous,
  requiredRoleForPath,
  safeRedirect,
} from "~/utils/auth.server";
import { rotateUserSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { LoginSchema, RegisterSchema } from "~/validation/auth";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.messages.auth.pageTitle} — Guyub` : "Guyub" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const url = new URL(request.url);
  const search = url.search;
  const registerParam = url.searchParams.get("register");
  const tab = /register/i.test(search) ? "register" : "login";
  const role = registerParam === "ADVERTISER" ? "ADVERTISER" : "COMMUNITY_OWNER";
  return json({
    tab,
    role,
    redirectTo: url.searchParams.get("redirectTo") ?? "",
    messages: pickMessages(request, authMessages, validationMessages),
  } as const);
}

const HIDDEN = ["password", "confirmPassword"];

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  const lang = getLang(request);
  const t = authMessages[lang];

  if (form.get("intent") === "register") {
    const submission = parseWithZod(form, { schema: RegisterSchema });
    if (submission.status !== "success") {
      return json(
        { intent: "register" as const, result: submission.reply({ hideFields: HIDDEN }), registered: null },
        { status: 400 },
      );
    }
    try {
      const user = await registerUser(submission.value);
      return json({
        intent: "register" as const,
        result: submission.reply({ resetForm: true }),
        registered: { email: user.email, fullname: user.fullname },
      });
    } catch (error) {
      if (!isModelError(error)) throw error;
      return json(
        {
          intent: "register" as const,
          result: submission.reply({
            hideFields: HIDDEN,
            fieldErrors: error.fields ?? {},
            formErrors: error.fields ? [] : [t.registrationFailed],
          }),
          registered: null,
        },
        { status: error.status },
      );
    }
  }

  const submission = parseWithZod(form, { schema: LoginSchema });
  if (submission.status !== "success") {
    return json(
      { intent: "login" as const, result: submission.reply({ hideFields: HIDDEN }), registered: null },
      { status: 400 },
    );
  }
  try {
    const user = await authenticator.authenticate("form", request);
    // A fresh session id at every sign-in; any session this browser had ends.
    const headers = new Headers();
    headers.append("Set-Cookie", await rotateUserSession(request, user.id, submission.value.rememberMe));
    const wanted = safeRedirect(submission.value.redirectTo, "");
    const wantedRole = wanted ? requiredRoleForPath(new URL(wanted, "http://x").pathname) : null;
    const to =
      wanted && wanted !== "/auth" && (!wantedRole || wantedRole === user.role)
        ? wanted
        : dashboardPath(user.role);
    return redirectWithToast(
      to,
      { title: "loginSuccessful", description: "welcomeBack", params: { name: user.fullname }, type: "success" },
      { headers },
    );
  } catch (error) {
    if (!isModelError(error)) throw error;
    const message =
      error.kind === "too_many"
        ? interpolate(t.tooManyAttempts, error.params)
        : error.kind === "forbidden"
          ? interpolate(t.accountRejected, error.params)
          : t.invalidCredentials;
    const headers: HeadersInit = error.retryAfterSeconds
      ? { "Retry-After": String(error.retryAfterSeconds) }
      : {};
    return json(
      {
        intent: "login" as const,
        result: submission.reply({ hideFields: HIDDEN, formErrors: [message] }),
        registered: null,
      },
      { status: error.status, headers },
    );
  }
}

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
      <Link
        to="/auth?register=true"
        role="tab"
        aria-selected={tab === "register"}
        className={cls(tab === "register")}
        replace
      >
        {t.tabRegister}
      </Link>
    </div>
  );
}

function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useT<typeof authMessages>("auth");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "login";
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.intent === "login" ? actionData.result : undefined,
    constraint: getZodConstraint(LoginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-4" aria-label={t.tabLogin}>
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField label={t.email} meta={fields.email} type="email" inputProps={{ autoComplete: "email", placeholder: t.emailPlaceholder }} />
      <TextField label={t.password} meta={fields.password} type="password" inputProps={{ autoComplete: "current-password" }} />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input {...getInputProps(fields.rememberMe, { type: "checkbox" })} className="h-4 w-4 rounded border-slate-300" />
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
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "register";
  const [form, fields] = useForm({
    id: "register",
    lastResult: actionData?.intent === "register" ? actionData.result : undefined,
    constraint: getZodConstraint(RegisterSchema),
    defaultValue: { role: defaultRole },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const roleValue = fields.role.value ?? defaultRole;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-4" aria-label={t.tabRegister}>
      <input type="hidden" name="intent" value="register" />
      <TextField label={t.fullname} meta={fields.fullname} inputProps={{ autoComplete: "name", placeholder: t.fullnamePlaceholder }} />
      <TextField label={t.email} meta={fields.email} type="email" inputProps={{ autoComplete: "email", placeholder: t.emailPlaceholder }} />
      <TextField label={t.phone} meta={fields.phone} type="tel" inputProps={{ autoComplete: "tel", placeholder: t.phonePlaceholder, inputMode: "tel" }} />
      <TextField label={t.password} meta={fields.password} type="password" inputProps={{ autoComplete: "new-password" }} />
      <TextField label={t.confirmPassword} meta={fields.confirmPassword} type="password" inputProps={{ autoComplete: "new-password" }} />
      <fieldset aria-describedby={fields.role.errorId}>
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
              <input
                type="radio"
                name={fields.role.name}
                value={value}
                defaultChecked={roleValue === value}
                key={`${form.key}-${value}`}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-semibold">{label}</span>
                <span className="block text-xs text-slate-600">{hint}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id={fields.role.errorId} errors={fields.role.errors} />
      </fieldset>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            {...getInputProps(fields.terms, { type: "checkbox" })}
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
          />
          <span>
            {t.termsPrefix}{" "}
            <Link to="/terms" className="font-medium text-brand-700 underline" target="_blank">
              {t.termsLink}
            </Link>
          </span>
        </label>
        <FieldErrors id={fields.terms.errorId} errors={fields.terms.errors} />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? t.registering : t.registerButton}
      </button>
    </Form>
  );
}

function SuccessDialog({ email, fullname }: { email: string; fullname: string }) {
  const t = useT<typeof authMessages>("auth");
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div role="dialog" aria-modal="true" aria-labelledby="registered-title" className="card w-full max-w-md p-6" data-testid="register-success">
        <div className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-2xl text-brand-700" aria-hidden="true">
          ✓
        </div>
        <h2 id="registered-title" className="text-center text-xl font-bold">
          {t.registrationSuccessful}
        </h2>
        <p className="mt-2 text-center text-sm text-slate-600">{t.registrationText}</p>
        <dl className="mt-4 space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
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
          <a href="/auth" className="btn-primary flex-1">
            {t.tryLoginLater}
          </a>
        </div>
      </div>
    </div>
  );
}

export default function AuthPage() {
  const { tab, role, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT<typeof authMessages>("auth");
  return (
    <main id="main" className="flex flex-1 items-start justify-center bg-slate-50 px-4 py-10">
      <div className="card w-full max-w-lg p-6 sm:p-8">
        <h1 className="text-center text-2xl font-bold text-slate-900">{t.welcome}</h1>
        <p className="mb-6 mt-1 text-center text-sm text-slate-600">{t.subtitle}</p>
        <Tabs tab={tab} />
        {tab === "login" ? <LoginForm redirectTo={redirectTo} /> : <RegisterForm defaultRole={role} />}
      </div>
      {actionData?.registered ? <SuccessDialog {...actionData.registered} /> : null}
    </main>
  );
}
