import { Form } from "@remix-run/react";
import type { reviewMessages } from "~/i18n/reviews";
import { useSubmissionKey, useT } from "~/i18n/use-lang";
import type { ReviewPanelData } from "~/utils/review-view";
import { useIsPending } from "~/utils/use-is-pending";
import { FieldErrors } from "~/components/ui/field";

/*
 * A completed campaign's reviews for one of its parties (docs/product.md, "Reviews"): the
 * form while it may write (1 to 5 stars as native radio inputs drawn as stars, .star-rating
 * in app/tailwind.css; an optional text), then where things stand, its own review, the
 * other side's once published, and the one reply to it. Plain POST forms (`intent`
 * review / reply, each naming its campaign) that work without JavaScript; a failed post
 * comes back as the action's reply, shown next to its field with the input kept, as does
 * a language switch (utils/keep-typed.ts). The reviews themselves are the loader's HTML
 * (app/routes/reviews.server.ts).
 */

type Texts = (typeof reviewMessages)["en"];

/** What a page action answers when a form comes back (FormReply, app/server/action.server.ts). */
export type ReviewFormReply = {
  intent?: string;
  result: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null };
};

const kept = (reply: ReviewFormReply | undefined, name: string) => String(reply?.result.initialValue?.[name] ?? "");
const errorsOf = (reply: ReviewFormReply | undefined, name: string) => reply?.result.error?.[name] ?? undefined;

function FormAlert({ errors }: { errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="form-error">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

function ReviewForm({ data, reply, t, anchor }: { data: ReviewPanelData; reply?: ReviewFormReply; t: Texts; anchor?: string }) {
  const busy = useIsPending();
  const key = useSubmissionKey();
  const id = `review-${data.campaignId}`;
  const rating = kept(reply, "rating");
  const ratingErrors = errorsOf(reply, "rating");
  const textErrors = errorsOf(reply, "text");
  return (
    <Form method="post" preventScrollReset id={anchor} className="mt-3 space-y-4" data-testid="review-form">
      <input {...key} />
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="campaignId" value={data.campaignId} />
      <p className="text-sm text-slate-700">{data.form?.intro}</p>
      <fieldset aria-describedby={ratingErrors ? `${id}-rating-error` : undefined}>
        <legend className="label">{t.ratingLegend}</legend>
        <div className="star-rating">
          {data.form?.stars.map((label, i) => (
            <label key={label}>
              <input
                type="radio"
                name="rating"
                value={i + 1}
                defaultChecked={rating === String(i + 1)}
                required
                aria-invalid={ratingErrors ? true : undefined}
              />
              <span aria-hidden="true">★</span>
              <span className="sr-only">{label}</span>
            </label>
          ))}
        </div>
        <FieldErrors id={`${id}-rating-error`} errors={ratingErrors} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="label">
          {t.textLabel}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={4}
          maxLength={1000}
          defaultValue={kept(reply, "text")}
          className="input"
          aria-invalid={textErrors ? true : undefined}
          aria-describedby={`${id}-text-hint${textErrors ? ` ${id}-text-error` : ""}`}
        />
        <p id={`${id}-text-hint`} className="mt-1 text-xs text-slate-600">
          {t.textHint}
        </p>
        <FieldErrors id={`${id}-text-error`} errors={textErrors} />
      </div>
      <FormAlert errors={errorsOf(reply, "")} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? t.sending : t.send}
      </button>
    </Form>
  );
}

function ReplyForm({ data, reviewId, reply, t }: { data: ReviewPanelData; reviewId: number; reply?: ReviewFormReply; t: Texts }) {
  const busy = useIsPending();
  const key = useSubmissionKey();
  const id = `reply-${reviewId}`;
  const errors = errorsOf(reply, "text");
  return (
    <Form method="post" preventScrollReset className="mt-3 space-y-2" data-testid="reply-form">
      <input {...key} />
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="campaignId" value={data.campaignId} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <label htmlFor={id} className="label">
        {t.replyLabel}
      </label>
      <textarea
        id={id}
        name="text"
        rows={3}
        maxLength={500}
        required
        defaultValue={kept(reply, "text")}
        className="input"
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${id}-hint${errors ? ` ${id}-error` : ""}`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t.replyHint}
      </p>
      <FieldErrors id={`${id}-error`} errors={errors} />
      <FormAlert errors={errorsOf(reply, "")} />
      <button type="submit" className="btn-secondary w-full sm:w-auto" disabled={busy}>
        {t.replySend}
      </button>
    </Form>
  );
}

/**
 * `reply`: the action's answer when it is about this campaign (the page checks the
 * campaign it names). `heading`: the level of the panel's title (its parts get the next).
 * `anchors`: the page shows one campaign, whose links end in #reviews (the panel) and
 * #review (the form).
 */
export function ReviewPanel({
  data,
  reply,
  heading = 2,
  anchors,
}: {
  data: ReviewPanelData;
  reply?: ReviewFormReply;
  heading?: 2 | 3 | 4;
  anchors?: boolean;
}) {
  const t = useT<typeof reviewMessages>("reviews");
  const Title = `h${heading}` as const;
  const Part = `h${(heading + 1) as 3 | 4 | 5}` as const;
  const mine = reply?.result.initialValue?.campaignId === String(data.campaignId) ? reply : undefined;
  return (
    <section
      id={anchors ? "reviews" : undefined}
      aria-labelledby={`reviews-${data.campaignId}`}
      className="scroll-mt-20 space-y-4"
      data-testid="review-panel"
    >
      <Title id={`reviews-${data.campaignId}`} className="text-lg font-semibold text-slate-900">
        {data.form ? data.title : t.sectionTitle}
      </Title>
      {data.status ? (
        <p className="text-sm text-slate-700" data-testid="review-status">
          {data.status}
        </p>
      ) : null}
      {data.form ? (
        <ReviewForm data={data} reply={mine?.intent === "review" ? mine : undefined} t={t} anchor={anchors ? "review" : undefined} />
      ) : null}
      {[data.mine, data.theirs].map((part, i) =>
        part ? (
          <div key={i} data-testid={i ? "their-review" : "my-review"}>
            <Part className="mb-2 text-sm font-semibold text-slate-900">{part.title}</Part>
            <div dangerouslySetInnerHTML={{ __html: part.html }} />
            {i && data.replyTo ? (
              <ReplyForm data={data} reviewId={data.replyTo} reply={mine?.intent === "reply" ? mine : undefined} t={t} />
            ) : null}
          </div>
        ) : null,
      )}
    </section>
  );
}
