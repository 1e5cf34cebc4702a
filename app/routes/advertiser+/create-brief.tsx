import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AreaPage } from "~/components/area-page";
import { BriefForm } from "~/components/briefs/brief-form";
import type { briefFormMessages } from "~/i18n/advertiser-briefs";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { KeepTypedHandle } from "~/utils/keep-typed";
import type { createBriefLoader } from "./brief-form.server";

// After a post that got no answer, nothing reloads: the page stays as typed.
export { skipRevalidationAfterLostPost as shouldRevalidate } from "~/i18n/use-lang";

/*
 * /advertiser/create-brief: the full brief form with a back link to the dashboard;
 * 'Save draft' or 'Submit for approval' goes to /advertiser/briefs with a toast that says
 * which happened and what comes next. The loader and the action are in ./brief-form.server.ts.
 */

export { createBriefLoader as loader, createBriefAction as action } from "./brief-form.server";

/** A language switch keeps what was typed in the form (utils/keep-typed.ts). */
export const handle: KeepTypedHandle = { keepTypedForm: () => "brief-new" };

export const meta: MetaFunction<typeof createBriefLoader> = ({ data }) => pageMeta(data?.messages.briefForm);

export default function CreateBrief() {
  const data = useLoaderData<typeof createBriefLoader>();
  const reply = useActionData<FormReply>();
  const t = useT<typeof briefFormMessages>("briefForm");
  return (
    <AreaPage title="advertiserCreateBrief">
      <Link to="/advertiser/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
        ← {t.backToDashboard}
      </Link>
      <p className="mt-3 text-sm text-slate-600">{t.intro}</p>
      {data.pendingAccount ? <PendingNotice text={t.pendingAccount} /> : null}
      <div className="mt-6">
        <BriefForm
          formId="brief-new"
          lastResult={reply?.result}
          defaultValue={data.defaultValue}
          choices={data.choices}
          current={null}
          locations={data.locations}
        />
      </div>
    </AreaPage>
  );
}

function PendingNotice({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="pending-notice"
    >
      {text}
    </p>
  );
}
