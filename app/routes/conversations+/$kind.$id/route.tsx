import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { FieldFrame, FormErrors, TextAreaField, describedBy } from "~/components/ui/field";
import { useForm } from "~/components/ui/form";
import type { conversationMessages } from "~/i18n/conversations";
import { pageMeta, useSubmissionKey, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import { useHydrated } from "~/utils/use-hydrated";
import { useIsPending } from "~/utils/use-is-pending";
import type { ConversationMessage, conversationLoader } from "./server";

/*
 * A deal's conversation (/conversations/booking/<id>, /conversations/campaign/<id>) for
 * the brand, the community's owner and the admin (docs/product.md, "Conversations"): the
 * messages with the newest at the bottom, "Older messages" at the top (`?before=`), each
 * author's delete button for 5 minutes, the admin's Hide (a URL dialog with its note),
 * and the form: a text and up to 3 images in a plain multipart post that works without
 * JavaScript. With JavaScript the form posts through a fetcher (the page stays, the list
 * reloads in place and the form empties) and the newest page reloads every 30 seconds
 * while it is visible, like the bell. Loader and action in ./server.ts.
 */

export { conversationLoader as loader, conversationAction as action } from "./server";

type loader = typeof conversationLoader;
type Texts = (typeof conversationMessages)["en"];
type Answer = FormReply | { ok: true };

export const meta: MetaFunction<loader> = ({ data }) => {
  const texts = data?.messages.conversations;
  if (!data || !texts) return pageMeta(texts);
  return [{ title: `${texts.metaTitle}: ${data.subject}` }, { name: "description", content: texts.metaDescription }];
};

const replyOf = (answer: Answer | undefined, intent: string) =>
  answer && "result" in answer && answer.intent === intent ? answer.result : undefined;

/** What a refused delete or hide says (the message was too old, already hidden...). */
function refusal(answer: Answer | undefined): string[] {
  if (!answer || !("result" in answer) || answer.intent === "post") return [];
  return Object.values(answer.result.error ?? {}).flatMap((messages) => messages ?? []);
}

function MessageItem({ m, t, hideHref, last }: { m: ConversationMessage; t: Texts; hideHref?: string; last: boolean }) {
  const tone = m.mine
    ? "ml-6 border-brand-200 bg-brand-50"
    : m.side === "ADMIN"
      ? "mr-6 border-amber-200 bg-amber-50"
      : "mr-6 border-slate-200 bg-white";
  return (
    <li id={last ? "latest" : undefined} className={`rounded-lg border p-3 ${tone}`} data-testid="message" data-message-id={m.id}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-slate-900">{m.author}</span>
        <span className="text-xs text-slate-600">{m.role}</span>
        <time dateTime={m.iso} className="text-xs text-slate-600">
          {m.time}
        </time>
      </p>
      {m.notice ? (
        <p className="mt-1 text-sm italic text-slate-700" data-testid="message-notice">
          {m.notice}
        </p>
      ) : null}
      {m.text !== null ? (
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900" data-testid="message-text">
          {m.text}
        </p>
      ) : null}
      {m.images.length ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {m.images.map((image) => (
            <li key={image.src}>
              <a href={image.src} className="block">
                <img
                  src={image.src}
                  alt={image.alt}
                  width={128}
                  height={128}
                  loading="lazy"
                  className="h-32 w-32 rounded-md border border-slate-200 object-cover"
                  data-testid="message-image"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {m.deleteLabel || hideHref ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {m.deleteLabel ? (
            <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-2">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="messageId" value={m.id} />
              <button type="submit" className="text-xs font-medium text-red-700 underline" aria-label={m.deleteLabel}>
                {t.deleteButton}
              </button>
              <span className="text-xs text-slate-600">{m.deleteHint}</span>
            </Form>
          ) : null}
          {hideHref ? (
            <Link
              to={hideHref}
              preventScrollReset
              className="text-xs font-medium text-red-700 underline"
              aria-label={m.hideLabel ?? undefined}
            >
              {t.hideLink}
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function HideForm({
  t,
  messageId,
  cancelTo,
  lastResult,
}: {
  t: Texts;
  messageId: number;
  cancelTo: string;
  lastResult?: FormReply["result"];
}) {
  const { form, field } = useForm({
    id: "hide-message",
    lastResult,
    schema: () => import("~/validation/message").then((m) => m.HideMessageSchema),
  });
  const busy = useIsPending({ intent: "hide" });
  return (
    <Form method="post" {...form.props} className="space-y-4" data-testid="hide-form">
      <input type="hidden" name="intent" value="hide" />
      <input type="hidden" name="messageId" value={messageId} />
      <TextAreaField label={t.hideNoteLabel} field={field("note")} textareaProps={{ rows: 3, required: true, maxLength: 1000 }} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel to={cancelTo}>{t.cancel}</DialogCancel>
        <button type="submit" className="btn-danger" disabled={busy}>
          {t.hideSubmit}
        </button>
      </div>
    </Form>
  );
}

function ComposeForm({ t, href, lastResult, isAdmin }: { t: Texts; href: string; lastResult?: FormReply["result"]; isAdmin: boolean }) {
  const fetcher = useFetcher<Answer>({ key: "conversation-post" });
  const answer = fetcher.data;
  const { form, field } = useForm({
    id: "compose",
    lastResult: replyOf(answer, "post") ?? lastResult,
    schema: () => import("~/validation/message").then((m) => m.MessageSchema),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  // Once JavaScript runs, the form posts in place (the action answers data, no redirect).
  const inPlace = useHydrated();
  // Sent in place: the form starts afresh (the list reloads by itself after the post).
  useEffect(() => {
    if (fetcher.state === "idle" && answer && "ok" in answer) formRef.current?.reset();
  }, [fetcher.state, answer]);
  const text = field("text");
  const images = field("images");
  return (
    <fetcher.Form
      method="post"
      action={inPlace ? `${href}?in-place` : undefined}
      encType="multipart/form-data"
      ref={formRef}
      {...form.props}
      className="card space-y-4 p-4 sm:p-5"
      data-testid="compose-form"
      aria-labelledby="compose-title"
    >
      <h2 id="compose-title" className="text-base font-semibold text-slate-900">
        {t.formTitle}
      </h2>
      {isAdmin ? <p className="text-sm text-slate-700">{t.asGuyub}</p> : null}
      <input {...useSubmissionKey()} />
      <input type="hidden" name="intent" value="post" />
      <TextAreaField label={t.textLabel} field={text} hint={t.textHint} textareaProps={{ rows: 4, maxLength: 2000 }} />
      <FieldFrame label={t.imagesLabel} field={images} hint={t.imagesHint}>
        <input
          id={images.id}
          name={images.name}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp"
          aria-invalid={images.errors ? true : undefined}
          aria-describedby={describedBy(images, t.imagesHint)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800"
        />
      </FieldFrame>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy} data-testid="send-message">
        {busy ? t.sending : t.send}
      </button>
    </fetcher.Form>
  );
}

/**
 * The newest page reloads every 30 seconds while visible and nothing else is on its way:
 * a navigation to the same address runs the loader again, in place (no history entry,
 * the scroll kept). (A navigation rather than useRevalidator: every page of the site
 * would ship that hook's code.)
 */
function useRefresh(href: string | null) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = useRef(false);
  busy.current = navigation.state !== "idle";
  useEffect(() => {
    if (!href) return;
    const timer = setInterval(() => {
      if (!document.hidden && !busy.current) navigate(href, { replace: true, preventScrollReset: true });
    }, 30_000);
    return () => clearInterval(timer);
  }, [href, navigate]);
}

export default function Conversation() {
  const data = useLoaderData<loader>();
  const t = useT<typeof conversationMessages>("conversations");
  const answer = useActionData<Answer>();
  useRefresh(data.refreshes ? data.href : null);
  const refused = refusal(answer);
  const hideReply = replyOf(answer, "hide");
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm">
        <Link to={data.backHref} className="font-medium text-brand-700 underline">
          {t.back}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900" data-testid="conversation-title">
        {t.heading}
      </h1>
      <p className="mt-1 break-words text-sm font-medium text-slate-800">{data.about}</p>
      <p className="mt-1 break-words text-sm text-slate-600">{data.between}</p>

      {refused.length ? (
        <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="form-error">
          {refused.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      <section aria-labelledby="messages-title" className="mt-6">
        <h2 id="messages-title" className="sr-only">
          {t.listLabel}
        </h2>
        {data.olderHref ? (
          <p className="mb-3 text-center">
            <Link to={data.olderHref} className="text-sm font-medium text-brand-700 underline" data-testid="older-messages">
              {t.olderMessages}
            </Link>
          </p>
        ) : null}
        {data.items.length ? (
          <ol className="space-y-3" data-testid="messages">
            {data.items.map((m, i) => (
              <MessageItem key={m.id} m={m} t={t} hideHref={data.hideLinks[m.id]} last={i === data.items.length - 1} />
            ))}
          </ol>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600" data-testid="no-messages">
            {t.empty}
          </p>
        )}
        {data.newestHref ? (
          <p className="mt-3 text-center">
            <Link to={data.newestHref} className="text-sm font-medium text-brand-700 underline" data-testid="newest-messages">
              {t.newestMessages}
            </Link>
          </p>
        ) : null}
      </section>

      <div className="mt-6">
        <ComposeForm t={t} href={data.href} lastResult={replyOf(answer, "post")} isAdmin={data.isAdmin} />
        <p className="mt-2 text-xs text-slate-600">{t.refreshHint}</p>
      </div>

      {data.hiding ? (
        <UrlDialog open closeTo={data.hiding.closeHref} title={t.hideTitle} description={t.hideText} tone="danger" testId="hide-dialog">
          <HideForm t={t} messageId={data.hiding.id} cancelTo={data.hiding.closeHref} lastResult={hideReply} />
        </UrlDialog>
      ) : null}
    </div>
  );
}
