import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminConsole, AuditTrail, LoadFailed } from "~/components/admin/console";
import { BriefDetails } from "~/components/brief-card";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { adminBriefsMessages } from "~/i18n/admin-briefs";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { adminBriefsLoader } from "./server";
import { useIsPending } from "~/utils/use-is-pending";

/*
 * The admin console's Pending Briefs tab (brief review dialog,
 * 'Brief approved' / 'Brief rejected'). Loader and action in ./server.ts;
 * the review dialog is URL state with a plain form, so it works without JavaScript.
 */

export { adminBriefsLoader as loader, adminBriefsAction as action } from "./server";

type loader = typeof adminBriefsLoader;

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.adminConsole);

export default function AdminBriefs() {
  const data = useLoaderData<loader>();
  const t = useT<typeof adminBriefsMessages>("adminBriefs");
  return (
    <AdminConsole tabs={data.tabs}>
      <h2 className="sr-only">{t.heading}</h2>
      {data.loadFailed ? (
        <LoadFailed text={t.loadFailed} retryHref={data.retryHref} />
      ) : data.briefs.length ? (
        <>
          <ul className="space-y-3">
            {data.briefs.map((brief) => (
              <li key={brief.id} className="card p-4" data-testid="pending-brief">
                <p className="break-words font-semibold text-slate-900">{brief.title}</p>
                <p className="break-words text-sm text-slate-600">
                  {brief.company} · {t.advertiser}: {brief.advertiser}
                </p>
                <p className="mt-1 break-words text-sm text-slate-700">
                  {brief.category} · {brief.budget} · {t.submitted} {brief.submitted}
                </p>
                <Link
                  to={brief.reviewHref}
                  preventScrollReset
                  className="btn-primary mt-3"
                  aria-label={interpolate(t.reviewFor, { title: brief.title })}
                >
                  {t.review}
                </Link>
              </li>
            ))}
          </ul>
          <Pager pager={data.pager} />
        </>
      ) : (
        <EmptyState testId="no-briefs" title={t.emptyTitle} text={t.emptyText} />
      )}
      <ReviewDialog />
    </AdminConsole>
  );
}

function ReviewDialog() {
  const data = useLoaderData<loader>();
  const t = useT<typeof adminBriefsMessages>("adminBriefs");
  const reply = useActionData<FormReply>();
  const busy = useIsPending();
  const review = data.review;
  if (!review) return null;
  const errors = reply?.result.error;
  const notes = reply?.result.initialValue?.adminNotes;
  return (
    <UrlDialog open closeTo={data.closeHref} title={t.reviewTitle} description={review.title} testId="review-dialog">
      <BriefDetails brief={review.details} now={data.now} />
      <AuditTrail entries={review.history} />
      {review.pending ? (
        <Form method="post" className="mt-5 space-y-4">
          <input type="hidden" name="id" value={review.id} />
          <div>
            <label htmlFor="brief-notes" className="label">
              {t.notesLabel}
            </label>
            <textarea
              id="brief-notes"
              name="adminNotes"
              rows={3}
              maxLength={2000}
              className="input"
              defaultValue={typeof notes === "string" ? notes : ""}
            />
          </div>
          {/* The model's refusal (already decided: 409), translated by the server. The notes' only limit is the field's maxLength. */}
          {errors?.[""]?.length ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="form-error">
              {errors[""].join(" ")}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel to={data.closeHref}>{t.cancel}</DialogCancel>
            <button type="submit" name="intent" value="reject" className="btn-danger" disabled={busy}>
              {t.reject}
            </button>
            <button type="submit" name="intent" value="approve" className="btn-primary" disabled={busy}>
              {t.approve}
            </button>
          </div>
        </Form>
      ) : (
        <>
          <p className="mt-5 rounded-md bg-slate-50 p-3 text-sm text-slate-700" data-testid="not-pending">
            {t.notAvailable}
          </p>
          <div className="mt-4 flex justify-end">
            <DialogCancel to={data.closeHref}>{t.close}</DialogCancel>
          </div>
        </>
      )}
    </UrlDialog>
  );
}
