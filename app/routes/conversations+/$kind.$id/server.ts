import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { interpolate, type Lang } from "~/i18n/index";
import { conversationMessages } from "~/i18n/conversations";
import { translateError } from "~/i18n/errors";
import { formatDateTime } from "~/i18n/format.server";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { validationMessages } from "~/i18n/validation";
import { SCREENSHOT_MAX_BYTES } from "~/models/campaign/screenshots.server";
import { ModelError } from "~/models/errors";
import {
  deleteMessage,
  hideMessage,
  listMessages,
  messageImageUrl,
  postMessage,
  requireThreadReader,
  withMessageUpload,
  type MessageView,
  type ThreadInfo,
  type ThreadRef,
} from "~/models/storefront/threads.server";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { readUploadForm } from "~/server/upload.server";
import { Id } from "~/validation/application";
import { HideMessageSchema, MESSAGE_IMAGES_MAX, MessageSchema } from "~/validation/message";
import { readId } from "~/validation/owner-lists";
import * as z from "zod/mini";
import type { User } from "~/models/user.server";

/*
 * The loader and action of a deal's conversation (./route.tsx): /conversations/booking/<id>
 * and /conversations/campaign/<id> (a booking's campaign shows its booking's thread). The
 * thread's parties and the admin read it; anyone else gets the 404 page before anything
 * of it is read (the model's rule). The newest messages come first, at the bottom;
 * `?before=<id>` shows older ones. Reading the newest page marks the thread read.
 * Posts (`intent`): `post` (multipart: text and up to 3 images, read as the poster's image
 * job once the thread is checked), `delete` (the author, within 5 minutes) and the
 * admin's `hide` (a note), its form a URL dialog (`?dialog=hide&message=<id>`). A plain
 * form is answered with a redirect and a toast; the page's fetcher (JavaScript) with
 * data, and the page reloads its messages in place.
 */

type Texts = (typeof conversationMessages)["en"];

function refOf(params: LoaderFunctionArgs["params"]): ThreadRef {
  const id = readId(params.id ?? null);
  const kind = params.kind;
  // Anything else is the same 404 as a stranger's thread.
  if (!id || (kind !== "booking" && kind !== "campaign")) throw new ModelError("not_found", "threadNotFound");
  return { kind, id };
}

const pageHref = (ref: ThreadRef) => `/conversations/${ref.kind}/${ref.id}`;

/** Where the reader came from: its own page of the booking or the campaign. */
function backHref(user: User, thread: ThreadInfo): string {
  const campaignId = thread.campaignId;
  const bookingId = thread.bookingId;
  if (user.role === "ADMIN") {
    return campaignId !== null ? `/admin/campaigns?dialog=view&id=${campaignId}` : "/admin/bookings";
  }
  if (user.role === "COMMUNITY_OWNER") {
    if (thread.ref.kind === "campaign" && campaignId !== null) return `/community/campaigns/${campaignId}`;
    return bookingId !== null ? `/community/bookings/${bookingId}` : "/community/campaigns";
  }
  if (thread.ref.kind === "campaign" && thread.briefId !== null && campaignId !== null) {
    return `/briefs/${thread.briefId}/report?campaign=${campaignId}#campaign-${campaignId}`;
  }
  return bookingId !== null ? `/advertiser/bookings/${bookingId}` : "/advertiser/briefs";
}

function messageView(m: MessageView, t: Texts, lang: Lang, now: number) {
  const time = formatDateTime(m.createdAt, lang);
  const deletable = m.deletableUntil !== null && m.deletableUntil.getTime() > now;
  return {
    id: m.id,
    author: m.mine ? t.you : m.authorName,
    role: t[`role${m.authorRole}`],
    side: m.authorRole,
    mine: m.mine,
    time,
    iso: m.createdAt.toISOString(),
    text: m.text,
    images: m.images.map((name, i) => ({ src: messageImageUrl(name), alt: interpolate(t.imageAlt, { n: i + 1, name: m.authorName }) })),
    notice: m.deleted
      ? t.deleted
      : m.hidden
        ? m.hiddenNote !== null
          ? interpolate(t.hiddenForAdmin, { note: m.hiddenNote })
          : t.hidden
        : null,
    deleteLabel: deletable ? interpolate(t.deleteLabel, { time }) : null,
    deleteHint: deletable ? interpolate(t.deleteHint, { time: formatDateTime(m.deletableUntil!, lang) }) : null,
    hideLabel: !m.deleted && !m.hidden ? interpolate(t.hideLabel, { time }) : null,
  };
}

export type ConversationMessage = ReturnType<typeof messageView>;

export async function conversationLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, null);
  const ref = refOf(params);
  const url = new URL(request.url);
  const before = readId(url.searchParams.get("before")) ?? null;
  const page = listMessages(user, ref, { before, markRead: before === null });
  const lang = getLang(request);
  const t = messagesFor(request, conversationMessages);
  const now = Date.now();
  const { thread } = page;
  const admin = user.role === "ADMIN";
  // The admin's hide dialog (URL state), for a message of this page.
  const hideId = admin && url.searchParams.get("dialog") === "hide" ? readId(url.searchParams.get("message")) : undefined;
  const hiding = hideId ? page.items.find((m) => m.id === hideId && !m.deleted && !m.hidden) : undefined;
  const here = pageHref(ref);
  const search = before ? `?before=${before}` : "";
  return json({
    href: here,
    subject: thread.subject,
    about: interpolate(t.about, { subject: thread.subject }),
    between: interpolate(t.between, { advertiser: thread.advertiser, community: thread.community }),
    backHref: backHref(user, thread),
    isAdmin: admin,
    items: page.items.map((m) => messageView(m, t, lang, now)),
    olderHref: page.olderBefore ? `${here}?before=${page.olderBefore}` : null,
    newestHref: page.hasNewer ? here : null,
    hiding: hiding ? { id: hiding.id, time: formatDateTime(hiding.createdAt, lang), closeHref: `${here}${search}` } : null,
    // Where each message's hide dialog opens (the admin's): this page, at the same place.
    hideLinks: admin
      ? Object.fromEntries(
          page.items
            .filter((m) => !m.deleted && !m.hidden)
            .map((m) => [
              m.id,
              `${here}?${new URLSearchParams({ ...(before ? { before: String(before) } : {}), dialog: "hide", message: String(m.id) })}`,
            ]),
        )
      : {},
    refreshes: before === null,
    messages: pickMessages(request, conversationMessages, validationMessages),
  });
}

const DeleteSchema = z.object({ messageId: Id });
const HideFormSchema = z.extend(HideMessageSchema, { messageId: Id });

export async function conversationAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, null);
  const ref = refOf(params);
  // A stranger's post: 404 before the body (and its files) is read.
  requireThreadReader(user, ref);
  const lang = getLang(request);
  const t = messagesFor(request, conversationMessages);
  const here = pageHref(ref);
  // The page's fetcher (JavaScript) posts to `?in-place` and wants data (the page then
  // reloads its messages); a plain form goes back to the page. (Remix takes `_data` off
  // the URL before the action runs, so that cannot tell them apart.)
  const fetched = new URL(request.url).searchParams.has("in-place");
  const done = (title: string, to = `${here}#latest`) =>
    fetched ? json({ ok: true as const }) : redirectWithToast(to, { title, type: "success" });
  return withMessageUpload(user, ref, async (beforeImages) => {
    const { form, files, fileError, refused } = await readUploadForm(request, {
      fileField: "images",
      maxFileBytes: SCREENSHOT_MAX_BYTES,
      maxFiles: MESSAGE_IMAGES_MAX,
      tooLargeError: "messageImageTooLarge",
      tooManyError: "messageImagesTooMany",
      beforeFiles: beforeImages,
    });
    return dispatchIntent(request, form, {
      post: () =>
        handleForm(
          request,
          form,
          MessageSchema,
          async (value) => {
            if (refused) throw refused;
            await postMessage(
              user,
              ref,
              value,
              files.map((file) => file.bytes),
            );
            return done("threadMessageSent");
          },
          {
            intent: "post",
            describeFailure: (message) => interpolate(t.failedToSend, { message }),
            fieldErrors: fileError ? { images: [translateError(fileError, lang)] } : undefined,
          },
        ),
      delete: () =>
        handleForm(
          request,
          form,
          DeleteSchema,
          ({ messageId }) => {
            deleteMessage(user, messageId);
            return done("messageDeleted");
          },
          { intent: "delete" },
        ),
      hide: () =>
        handleForm(
          request,
          form,
          HideFormSchema,
          ({ messageId, note }) => {
            hideMessage(user, messageId, { note });
            return done("messageHidden");
          },
          { intent: "hide" },
        ),
    });
  });
}
