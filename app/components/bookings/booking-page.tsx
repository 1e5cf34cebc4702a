import { Form, Link } from "@remix-run/react";
import type { ConversationLinkData } from "~/utils/conversation-view";
import type { ReactNode } from "react";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { FormErrors, TextAreaField, TextField } from "~/components/ui/field";
import { useForm } from "~/components/ui/form";
import type { bookingMessages } from "~/i18n/bookings";
import { useT } from "~/i18n/use-lang";
import type { SubmissionResult } from "@conform-to/react";
import type { BookingState } from "~/utils/enums";
import { useIsPending } from "~/utils/use-is-pending";
import { BookingStateBadge } from "./booking-state-badge";

/*
 * One booking as either side reads it (/advertiser/bookings/<id>, /community/bookings/<id>):
 * its state and next step, the price that would be paid now, the package's terms as
 * booked, the brand's request, the counter-offer, why it was declined, the campaign once
 * accepted, and the conversation's place (id="conversation"). The reader's moves are
 * plain post forms: the owner's Accept, Decline (`?dialog=decline`, a reason) and
 * Counter-offer (`?dialog=counter`: price, date, message); the brand's Accept the
 * counter-offer and Decline it (`?dialog=decline`, a reason if it likes). Dialogs are URL
 * state, so it all works without JavaScript. The data is routes/bookings.server.ts
 * bookingPageData.
 */

type Texts = (typeof bookingMessages)["en"];
/** What a page action answers when a form comes back (FormReply, app/server/action.server.ts). */
export type FormReply = { intent?: string; result: SubmissionResult<string[]> };
type Row = { key: string; label: string; value: string };

export type BookingPageData = {
  id: number;
  state: BookingState;
  stateLabel: string;
  title: string;
  community: string;
  brand: string;
  bookedOn: string;
  next: string;
  price: string;
  terms: Row[];
  description: string;
  request: Row[];
  materialsUrl: string | null;
  counter: { price: string | null; date: string | null; message: string | null } | null;
  declined: { by: string; reason: string } | null;
  moves: string[];
  campaignHref: string | null;
  campaignLabel: string;
  conversation: ConversationLinkData;
  counterHints: { price: string; date: string };
  counterDefaults?: { price?: string; date?: string; message?: string };
  dialog: string | null;
  here: string;
  declineHref: string;
  counterHref: string;
  listHref: string;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="card p-4 sm:p-6" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="text-slate-600">{row.label}</dt>
          <dd className="mb-2 whitespace-pre-line break-words font-medium text-slate-800 sm:mb-0" data-testid={`booking-${row.key}`}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const formErrorsOf = (reply: FormReply | undefined) => reply?.result.error?.[""] ?? undefined;

/** A move without fields (accept, accept the counter): one button. */
function MoveButton({ intent, label, t }: { intent: string; label: string; t: Texts }) {
  const busy = useIsPending({ intent });
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="btn-primary" disabled={busy} data-testid={`booking-${intent}`}>
        {busy ? t.sending : label}
      </button>
    </Form>
  );
}

function DeclineForm({ data, owner, reply, t }: { data: BookingPageData; owner: boolean; reply?: FormReply; t: Texts }) {
  const intent = owner ? "decline" : "counter_decline";
  const { form, field } = useForm({
    id: intent,
    lastResult: reply?.result,
    schema: () => import("~/validation/booking").then((m) => (owner ? m.BookingDeclineSchema : m.CounterDeclineSchema)),
  });
  const busy = useIsPending({ intent });
  return (
    <Form method="post" {...form.props} className="space-y-4" data-testid="decline-form">
      <input type="hidden" name="intent" value={intent} />
      <TextAreaField
        label={owner ? t.reasonLabel : t.reasonOptional}
        field={field("reason")}
        textareaProps={{ rows: 4, required: owner, maxLength: 1000 }}
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel to={data.here}>{t.cancel}</DialogCancel>
        <button type="submit" className="btn-danger" disabled={busy}>
          {busy ? t.sending : owner ? t.sendDecline : t.sendDeclineCounter}
        </button>
      </div>
    </Form>
  );
}

function CounterForm({ data, reply, t }: { data: BookingPageData; reply?: FormReply; t: Texts }) {
  const { form, field } = useForm({
    id: "counter",
    lastResult: reply?.result,
    defaultValue: data.counterDefaults,
    schema: () => import("~/validation/booking").then((m) => m.CounterSchema),
  });
  const busy = useIsPending({ intent: "counter" });
  return (
    <Form method="post" {...form.props} className="space-y-4" data-testid="counter-form">
      <input type="hidden" name="intent" value="counter" />
      <TextField
        label={t.counterPriceField}
        field={field("price")}
        hint={data.counterHints.price}
        inputProps={{ inputMode: "numeric", autoComplete: "off", placeholder: "750.000" }}
      />
      <TextField label={t.counterDateField} field={field("date")} type="date" hint={data.counterHints.date} />
      <TextAreaField label={t.counterMessageField} field={field("message")} textareaProps={{ rows: 3, maxLength: 2000 }} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel to={data.here}>{t.cancel}</DialogCancel>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t.sending : t.sendCounter}
        </button>
      </div>
    </Form>
  );
}

export function BookingPage({ data, reply }: { data: BookingPageData; reply?: FormReply }) {
  const t = useT<typeof bookingMessages>("bookings");
  const replyOf = (intent: string) => (reply?.intent === intent ? reply : undefined);
  const owner = data.moves.includes("accept") || data.moves.includes("counter");
  const canDecline = data.moves.includes("decline") || data.moves.includes("counter_decline");
  const declineReply = replyOf("decline") ?? replyOf("counter_decline");
  const counterReply = replyOf("counter");
  // A refused move whose form is no longer on the page (a button's, or a dialog's after the
  // other side moved first: 409) says why here, beside the state it met.
  const dialogShowsIt =
    (reply?.intent === "counter" && data.moves.includes("counter")) ||
    ((reply?.intent === "decline" || reply?.intent === "counter_decline") && canDecline);
  const refused = dialogShowsIt ? undefined : formErrorsOf(reply);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <Link to={data.listHref} className="text-sm font-medium text-brand-700 hover:underline">
          ← {t.backToList}
        </Link>
        <h1 className="mt-2 break-words text-2xl font-bold text-slate-900">{data.title}</h1>
        <p className="mt-1 break-words text-sm text-slate-600">
          {data.brand} · {data.community}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <BookingStateBadge state={data.state} label={data.stateLabel} />
          <span className="text-xs text-slate-600">{data.bookedOn}</span>
        </div>
      </div>

      <Section id="next-step" title={t.nextStep}>
        <FormErrors id="booking-move-error" errors={refused} />
        <p className="mt-2 text-sm text-slate-800" data-testid="booking-next">
          {data.next}
        </p>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
          <dt className="text-slate-600">{t.price}</dt>
          <dd className="font-semibold text-slate-900" data-testid="booking-price">
            {data.price}
          </dd>
        </dl>
        {data.moves.length ? (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap" data-testid="booking-moves">
            {data.moves.includes("accept") ? <MoveButton intent="accept" label={t.accept} t={t} /> : null}
            {data.moves.includes("counter_accept") ? <MoveButton intent="counter_accept" label={t.acceptCounter} t={t} /> : null}
            {data.moves.includes("counter") ? (
              <Link to={data.counterHref} preventScrollReset className="btn-secondary" data-testid="open-counter">
                {data.state === "COUNTERED" ? t.changeCounter : t.counter}
              </Link>
            ) : null}
            {canDecline ? (
              <Link to={data.declineHref} preventScrollReset className="btn-danger" data-testid="open-decline">
                {owner ? t.decline : t.declineCounter}
              </Link>
            ) : null}
          </div>
        ) : null}
        {data.campaignHref ? (
          <p className="mt-4">
            <Link to={data.campaignHref} className="btn-primary" data-testid="booking-campaign">
              {data.campaignLabel}
            </Link>
          </p>
        ) : null}
      </Section>

      {data.counter ? (
        <Section id="booking-counter" title={t.counterTitle}>
          <Rows
            rows={[
              ...(data.counter.price ? [{ key: "counter-price", label: t.counterPrice, value: data.counter.price }] : []),
              ...(data.counter.date ? [{ key: "counter-date", label: t.counterDate, value: data.counter.date }] : []),
              ...(data.counter.message ? [{ key: "counter-message", label: t.message, value: data.counter.message }] : []),
            ]}
          />
        </Section>
      ) : null}

      {data.declined ? (
        <Section id="booking-declined" title={data.declined.by}>
          <Rows rows={[{ key: "reason", label: t.reason, value: data.declined.reason }]} />
        </Section>
      ) : null}

      <Section id="booking-request" title={t.requestTitle}>
        <Rows rows={data.request} />
        {data.materialsUrl ? (
          <p className="mt-2 text-sm">
            <span className="text-slate-600">{t.materials}: </span>
            <a href={data.materialsUrl} rel="noopener noreferrer nofollow" target="_blank" className="break-all text-brand-700 underline">
              {data.materialsUrl}
            </a>
          </p>
        ) : null}
      </Section>

      <Section id="booking-package" title={t.packageTitle}>
        <p className="mb-3 whitespace-pre-line break-words text-sm text-slate-700">{data.description}</p>
        <Rows rows={data.terms} />
      </Section>

      {/* The conversation of this booking (one per deal: the same thread once it is a campaign). */}
      <Section id="conversation" title={t.conversationTitle}>
        <p className="text-sm text-slate-700">{t.conversationText}</p>
        <p className="mt-3">
          <Link to={data.conversation.href} className="btn-secondary" data-testid="booking-conversation">
            {data.conversation.unread ? data.conversation.text : t.conversationLink}
          </Link>
        </p>
      </Section>

      {canDecline ? (
        <UrlDialog
          open={data.dialog === "decline" || declineReply !== undefined}
          closeTo={data.here}
          title={owner ? t.declineTitle : t.declineCounterTitle}
          description={owner ? t.declineText : t.declineCounterText}
          tone="danger"
          testId="decline-dialog"
        >
          <DeclineForm data={data} owner={owner} reply={declineReply} t={t} />
        </UrlDialog>
      ) : null}
      {data.moves.includes("counter") ? (
        <UrlDialog
          open={data.dialog === "counter" || counterReply !== undefined}
          closeTo={data.here}
          title={t.counterDialogTitle}
          description={t.counterDialogText}
          testId="counter-dialog"
        >
          <CounterForm data={data} reply={counterReply} t={t} />
        </UrlDialog>
      ) : null}
    </div>
  );
}
