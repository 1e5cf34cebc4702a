import type { MetaFunction, SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AreaPage } from "~/components/area-page";
import { BriefForm, StatusPicker } from "~/components/briefs/brief-form";
import { FormErrors } from "~/components/ui/field";
import { useForm } from "~/components/ui/form";
import { interpolate } from "~/i18n";
import type { briefFormMessages } from "~/i18n/advertiser-briefs";
import type { briefCardMessages } from "~/i18n/briefs";
import { useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { KeepTypedHandle } from "~/utils/keep-typed";
import type { editBriefLoader } from "./brief-form.server";
import { useIsPending } from "~/utils/use-is-pending";

// After a post that got no answer, nothing reloads: the page stays as typed.
export { skipRevalidationAfterLostPost as shouldRevalidate } from "~/i18n/use-lang";

/*
 * /advertiser/briefs/{id}/edit: the advertiser's own brief. A DRAFT or PENDING_APPROVAL
 * brief opens the full form; an ACTIVE one (content as the admin approved it) offers its
 * status moves only; a COMPLETED or CANCELLED one is read-only. Loader and action in
 * ./brief-form.server.ts.
 */

export { editBriefLoader as loader, editBriefAction as action } from "./brief-form.server";

/** A language switch keeps what was typed in the full form (utils/keep-typed.ts). */
export const handle: KeepTypedHandle = {
  keepTypedForm: (data) => {
    const brief = data as SerializeFrom<typeof editBriefLoader> | undefined;
    return brief?.mode === "edit" ? `brief-${brief.id}` : undefined;
  },
};

export const meta: MetaFunction<typeof editBriefLoader> = ({ data }) => [{ title: data?.messages.briefForm.editMetaTitle ?? "Guyub" }];

export default function EditBrief() {
  const data = useLoaderData<typeof editBriefLoader>();
  const reply = useActionData<FormReply>();
  const t = useT<typeof briefFormMessages>("briefForm");
  const card = useT<typeof briefCardMessages>("briefCard");
  return (
    <AreaPage title="advertiserEditBrief">
      <Link to="/advertiser/briefs" className="text-sm font-medium text-brand-700 hover:underline">
        ← {t.backToBriefs}
      </Link>
      {data.pendingAccount ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="pending-notice"
        >
          {t.pendingAccount}
        </p>
      ) : null}
      {data.adminNotes ? (
        <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm" data-testid="admin-notes">
          <p className="font-semibold text-slate-900">{t.adminNotes}</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700">{data.adminNotes}</p>
        </div>
      ) : null}
      <div className="mt-6">
        {data.mode === "edit" ? (
          <BriefForm
            formId={`brief-${data.id}`}
            lastResult={reply?.result}
            defaultValue={data.defaultValue}
            choices={data.choices}
            current={data.current}
            locations={data.locations}
            whatsapp={data.whatsapp}
          />
        ) : (
          <div className="space-y-6">
            <p className="text-sm text-slate-700" data-testid="edit-mode">
              {data.mode === "status"
                ? t.lockedText
                : interpolate(t.finalText, { status: card[`status${data.current}` as keyof typeof card] ?? data.current })}
            </p>
            {data.mode === "status" ? <StatusForm /> : null}
            <p className="text-sm">
              <span className="font-semibold text-slate-900">{data.title}</span>{" "}
              <Link to={data.viewHref} className="font-medium text-brand-700 underline">
                {t.viewBrief}
              </Link>
            </p>
          </div>
        )}
      </div>
    </AreaPage>
  );
}

/** An ACTIVE brief: Completed or Cancelled (or stay). */
function StatusForm() {
  const data = useLoaderData<typeof editBriefLoader>();
  const reply = useActionData<FormReply>();
  const t = useT<typeof briefFormMessages>("briefForm");
  const busy = useIsPending();
  const { form, field } = useForm({
    id: `brief-status-${data.id}`,
    lastResult: reply?.result,
    defaultValue: { status: data.current },
    schema: () => import("~/validation/brief").then((m) => m.BriefStatusFormSchema),
  });
  return (
    <Form method="post" {...form.props} className="card space-y-4 p-4 sm:p-6" data-testid="status-form">
      <input type="hidden" name="intent" value="status" />
      <StatusPicker field={field("status")} choices={data.choices} current={data.current} t={t} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? t.saving : t.updateStatus}
        </button>
      </div>
    </Form>
  );
}
