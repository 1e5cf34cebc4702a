import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AreaPage } from "~/components/area-page";
import { FormErrors, TextAreaField, TextField } from "~/components/ui/field";
import { useForm } from "~/components/ui/form";
import type { bookingMessages } from "~/i18n/bookings";
import { useSubmissionKey, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import { useIsPending } from "~/utils/use-is-pending";
import type { bookFormLoader } from "./server";

// After a post that got no answer, nothing reloads: the page stays as typed.
export { skipRevalidationAfterLostPost as shouldRevalidate } from "~/i18n/use-lang";

/*
 * The booking form (/advertiser/bookings/new?package=<id>): the package's terms and price,
 * then what to promote, the wished date, a message and a link to materials. A plain post
 * form that works without JavaScript; loader and action in ./server.ts.
 */

export { bookFormLoader as loader, bookFormAction as action } from "./server";

type loader = typeof bookFormLoader;

export const meta: MetaFunction<loader> = ({ data }) => {
  const t = data?.messages.bookings;
  if (!t) return [{ title: "Guyub" }];
  return [{ title: t.bookMetaTitle }, { name: "description", content: t.metaDescription }];
};

export default function BookPackage() {
  const data = useLoaderData<loader>();
  const reply = useActionData<FormReply>();
  const t = useT<typeof bookingMessages>("bookings");
  const key = useSubmissionKey();
  const busy = useIsPending();
  const { form, field } = useForm({
    id: "booking",
    lastResult: reply?.result,
    schema: () => import("~/validation/booking").then((m) => m.BookingSchema),
  });
  const pkg = data.package;
  return (
    <AreaPage title="advertiserBook">
      <div className="mx-auto max-w-3xl space-y-6">
        <section className="card p-4 sm:p-6" aria-labelledby="package-title" data-testid="booking-package">
          <h2 id="package-title" className="break-words text-lg font-semibold text-slate-900">
            {pkg.title}
          </h2>
          <p className="text-sm text-slate-600">{pkg.community}</p>
          <p className="mt-2 text-xl font-bold text-slate-900" data-testid="package-price">
            {pkg.price}
          </p>
          <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-700">{pkg.description}</p>
          <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            {pkg.terms.map((row) => (
              <div key={row.key} className="contents">
                <dt className="text-slate-600">{row.label}</dt>
                <dd className="mb-2 break-words font-medium text-slate-800 sm:mb-0">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        {data.openHref ? (
          <section className="card p-4 sm:p-6" data-testid="booking-open">
            <p className="text-sm text-slate-800">{t.alreadyOpen}</p>
            <p className="mt-3">
              <Link to={data.openHref} className="btn-primary">
                {t.openIt}
              </Link>
            </p>
          </section>
        ) : (
          <section className="card p-4 sm:p-6" aria-labelledby="booking-form-title">
            <h2 id="booking-form-title" className="text-lg font-semibold text-slate-900">
              {t.formTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t.formIntro}</p>
            <Form method="post" {...form.props} className="mt-4 space-y-4" data-testid="booking-form">
              <input {...key} />
              <TextAreaField
                label={t.promoteField}
                field={field("promote")}
                hint={t.promoteHint}
                textareaProps={{ rows: 3, required: true, maxLength: 1000 }}
              />
              <TextField
                label={t.wishedDateField}
                field={field("wished_date")}
                type="date"
                hint={t.wishedDateHint}
                inputProps={{ required: true }}
              />
              <TextAreaField label={t.messageField} field={field("message")} textareaProps={{ rows: 4, maxLength: 2000 }} />
              <TextField
                label={t.materialsField}
                field={field("materials_url")}
                type="url"
                hint={t.materialsHint}
                inputProps={{ placeholder: "https://", maxLength: 500 }}
              />
              <FormErrors id={form.errorId} errors={form.errors} />
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
                {busy ? t.sending : t.submit}
              </button>
            </Form>
          </section>
        )}
      </div>
    </AreaPage>
  );
}
