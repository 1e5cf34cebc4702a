import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormErrors, TextAreaField, TextField } from "~/components/ui/field";
import { useForm, useResetKey } from "~/components/ui/form";
import type { contactMessages } from "~/i18n/contact";
import { pageMeta, useSubmissionKey, useT } from "~/i18n/use-lang";
import { CONTACT } from "~/utils/contact-info";
import type { FormReply } from "~/server/action.server";
import { PageHero, SectionHeader } from "~/components/page-sections";
import type { loader, action } from "./server";

// After a post that got no answer, nothing reloads: the page stays as typed.
export { skipRevalidationAfterLostPost as shouldRevalidate } from "~/i18n/use-lang";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.messages.contact);

export { loader, action } from "./server";

const TEAM = [
  { name: "Ayu Kartika", role: "roleSupport", tone: "bg-brand-100 text-brand-800" },
  { name: "Bima Saputra", role: "roleCommunity", tone: "bg-amber-100 text-amber-800" },
  { name: "Citra Lestari", role: "roleAdvertisers", tone: "bg-sky-100 text-sky-800" },
  { name: "Dimas Nugroho", role: "roleVerification", tone: "bg-rose-100 text-rose-800" },
] as const;

export default function ContactPage() {
  const t = useT<typeof contactMessages>("contact");
  const formKey = useResetKey(useActionData<typeof action>());
  return (
    <main id="main" className="flex-1">
      <PageHero title={t.heroTitle} text={t.heroText} />

      <div className="container-page grid gap-8 pb-12 lg:grid-cols-5">
        <ContactInfo />
        <section className="card p-5 sm:p-8 lg:col-span-3" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
            {t.formTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.formText}</p>
          {/* The redirect after a successful send mounts a fresh, empty form. */}
          <ContactForm key={formKey} />
        </section>
      </div>

      <section className="border-t border-slate-100 bg-slate-50" aria-labelledby="team-title">
        <div className="container-page py-12">
          <SectionHeader id="team-title" title={t.teamTitle} text={t.teamText} />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {TEAM.map((person) => (
              <li key={person.name} className="card flex items-center gap-4 p-4 lg:flex-col lg:text-center">
                <span
                  aria-hidden="true"
                  className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-full text-lg font-bold ${person.tone}`}
                >
                  {initials(person.name)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{person.name}</span>
                  <span className="block text-sm text-slate-600">{t[person.role]}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}

function ContactInfo() {
  const t = useT<typeof contactMessages>("contact");
  return (
    <section className="card h-fit bg-brand-700 p-5 text-white sm:p-8 lg:col-span-2" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="text-xl font-semibold">
        {t.infoTitle}
      </h2>
      <p className="mt-1 text-sm text-brand-100">{t.infoText}</p>
      <dl className="mt-6 space-y-5 text-sm">
        <InfoItem icon={<PinIcon />} label={t.addressLabel}>
          <address className="not-italic">
            {CONTACT.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </InfoItem>
        <InfoItem icon={<PhoneIcon />} label={t.phoneLabel}>
          <a href={CONTACT.phoneHref} className="underline-offset-2 hover:underline">
            {CONTACT.phone}
          </a>
        </InfoItem>
        <InfoItem icon={<ClockIcon />} label={t.hoursLabel}>
          {t.hours}
        </InfoItem>
        <InfoItem icon={<MailIcon />} label={t.generalEmailLabel}>
          <a href={`mailto:${CONTACT.general}`} className="break-all underline-offset-2 hover:underline">
            {CONTACT.general}
          </a>
        </InfoItem>
        <InfoItem icon={<MailIcon />} label={t.supportEmailLabel}>
          <a href={`mailto:${CONTACT.support}`} className="break-all underline-offset-2 hover:underline">
            {CONTACT.support}
          </a>
        </InfoItem>
      </dl>
    </section>
  );
}

/** One term and its description; a <dl> group may hold only <dt> and <dd>, so the icon sits in the <dt>. */
function InfoItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-12">
      <dt className="font-semibold text-brand-100">
        <span className="absolute left-0 top-0 mt-0.5 flex h-9 w-9 items-center justify-center rounded-lg bg-white/15">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 text-white">{children}</dd>
    </div>
  );
}

function ContactForm() {
  const t = useT<typeof contactMessages>("contact");
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const navigation = useNavigation();
  // Also while the redirect after a send loads, so the button does not flash back.
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction === "/contact";
  const { form, field } = useForm({
    id: "contact",
    lastResult: actionData?.result,
    schema: () => import("~/validation/contact").then((m) => m.ContactSchema),
  });
  return (
    <Form method="post" {...form.props} className="mt-6 space-y-4" aria-labelledby="contact-form-title">
      <input {...useSubmissionKey()} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label={t.name} field={field("name")} inputProps={{ autoComplete: "name", placeholder: t.namePlaceholder }} />
        </div>
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
          inputProps={{ autoComplete: "tel", inputMode: "tel", placeholder: t.phonePlaceholder }}
        />
      </div>
      <TextAreaField
        label={t.message}
        field={field("message")}
        hint={t.messageHint}
        textareaProps={{ placeholder: t.messagePlaceholder }}
      />
      {/* Spam trap: off-screen and hidden from screen readers; bots that fill every field give themselves away. */}
      <div className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="contact-website">{t.honeypotLabel}</label>
        <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={pending}>
        {pending ? t.sending : t.send}
      </button>
      <p className="text-xs text-slate-500">
        {t.privacyNote}{" "}
        <Link to="/terms#privacy" className="font-medium text-brand-700 underline">
          {t.privacyLink}
        </Link>
      </p>
    </Form>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

const iconProps = {
  width: 18,
  height: 18,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;

function PinIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg {...iconProps}>
      <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}
