import type { MetaFunction, SerializeFrom } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CampaignStateBadge } from "~/components/campaigns/campaign-state-badge";
import { ProofForm } from "./proof-form";
import { ProofHistory } from "./proof-history";
import { ReviewPanel } from "~/components/reviews/review-panel";
import { interpolate } from "~/i18n/index";
import type { campaignWorkMessages } from "~/i18n/campaign-work";
import { useResetKey } from "~/components/ui/form";
import { useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { KeepTypedHandle } from "~/utils/keep-typed";
import type { campaignLoader } from "./server";

// After a post that got no answer, nothing reloads: the page stays as typed.
export { skipRevalidationAfterLostPost as shouldRevalidate } from "~/i18n/use-lang";

/*
 * One campaign of the owner's community (/community/campaigns/<id>): its state, the
 * agreed fee and what to do next, what the brief asks, the proof form while the state
 * allows a proof (IN_PROGRESS, CHANGES_REQUESTED), and every proof sent with the
 * advertiser's answer; once COMPLETED, its reviews (the owner's of the brand, the
 * advertiser's once published, the reply). Another owner's campaign is the area's 404
 * page. Loader and action in ./server.ts; it all works without JavaScript.
 */

export { campaignLoader as loader, campaignAction as action } from "./server";

type loader = typeof campaignLoader;

/** A language switch keeps what was typed in the proof form, or the review form (utils/keep-typed.ts). */
export const handle: KeepTypedHandle = {
  keepTypedForm: (data) => {
    const campaign = data as SerializeFrom<loader> | undefined;
    return campaign?.canSubmit ? "proof" : campaign?.reviews?.form ? "review" : undefined;
  },
};

export const meta: MetaFunction<loader> = ({ data }) => {
  const t = data?.messages.campaignWork;
  if (!t) return [{ title: "Guyub" }];
  return [{ title: interpolate(t.detailMetaTitle, { title: data.title }) }, { name: "description", content: t.metaDescription }];
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card p-4 sm:p-6" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function Campaign() {
  const data = useLoaderData<loader>();
  const reply = useActionData<FormReply>();
  const proofReply = reply?.intent === "proof" ? reply : undefined;
  const formKey = useResetKey(proofReply);
  const t = useT<typeof campaignWorkMessages>("campaignWork");
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <Link to={data.listHref} className="text-sm font-medium text-brand-700 hover:underline">
          ← {t.backToList}
        </Link>
        <h1 className="mt-2 break-words text-2xl font-bold text-slate-900">{data.title}</h1>
        <p className="mt-1 break-words text-sm text-slate-600">{data.companyName}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <CampaignStateBadge state={data.state} label={t[`state${data.state}`]} />
          <span className="text-xs text-slate-600">{data.startedOn}</span>
          <a href={data.conversation.href} className="btn-secondary" data-testid="conversation-link">
            {data.conversation.text}
          </a>
        </div>
      </div>

      <Section id="next-step" title={t.nextStep}>
        <p className="text-sm text-slate-800" data-testid="campaign-next">
          {data.next}
        </p>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
          <dt className="text-slate-600">{t.agreedFee}</dt>
          <dd className="font-semibold text-slate-900" data-testid="campaign-fee">
            {data.fee}
          </dd>
        </dl>
        {data.youReceive ? (
          <p className="mt-2 text-sm text-slate-800" data-testid="campaign-share">
            {data.youReceive}
          </p>
        ) : null}
      </Section>

      <Section id="brief-asks" title={data.asksTitle}>
        <div className="space-y-4 text-sm">
          {data.asks.map(({ label, value }) => (
            <div key={label}>
              <h3 className="font-semibold text-slate-900">{label}</h3>
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">{value}</p>
            </div>
          ))}
        </div>
      </Section>

      {data.reviews ? (
        <div className="card p-4 sm:p-6">
          <ReviewPanel data={data.reviews} reply={reply} anchors />
        </div>
      ) : null}

      {data.canSubmit ? (
        <Section id="submit-proof" title={t.formTitle}>
          <p className="mb-4 text-sm text-slate-600">{t.formIntro}</p>
          <ProofForm
            key={formKey}
            formKey="proof"
            lastResult={proofReply?.result}
            defaultValue={data.revision.defaults ?? undefined}
            kept={data.revision.kept}
            reason={data.revision.reason}
          />
        </Section>
      ) : data.state === "PROOF_SUBMITTED" ? (
        <p className="text-sm text-slate-600" data-testid="form-closed">
          {t.formClosed}
        </p>
      ) : null}

      <Section id="proof-history" title={t.historyTitle}>
        <ProofHistory proofs={data.proofs} />
      </Section>
    </div>
  );
}
