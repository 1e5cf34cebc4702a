import { SCREENSHOT_MAX_BYTES } from "~/models/campaign/screenshots.server";
import { ModelError, isModelError } from "~/models/errors";
import {
  listMessages,
  postMessage,
  requireThreadReader,
  toPublicMessage,
  withMessageUpload,
  type ThreadRef,
} from "~/models/storefront/threads.server";
import {
  MAX_BODY_BYTES,
  apiRoute,
  idParam,
  isMultipart,
  parseInput,
  readApiUpload,
  readJson,
  requireCaller,
  respond,
} from "~/server/api.server";
import { MESSAGE_IMAGES_MAX, MessageSchema, type MessageInput } from "~/validation/message";
import { readId } from "~/validation/owner-lists";

/*
 * What GET and POST /api/bookings/{id}/messages and /api/campaigns/{id}/messages share
 * (docs/api.md, "Conversations"): the thread is the booking's or the campaign's (a
 * booking's campaign has its booking's); every rule is the model's
 * (storefront/threads.server.ts).
 */

/** A multipart message: every image at its largest, and up to 1 MB of text and part headers. */
export const MESSAGE_MAX_BODY_BYTES = MESSAGE_IMAGES_MAX * SCREENSHOT_MAX_BYTES + MAX_BODY_BYTES;

/** The text and images of a multipart message; a refused image is reported with the text's errors. */
async function readMultipartMessage(request: Request, beforeImages: () => void): Promise<{ input: MessageInput; images: Uint8Array[] }> {
  const {
    form,
    files,
    fileError,
    refused: stopped,
  } = await readApiUpload(request, {
    fileField: "images",
    maxFileBytes: SCREENSHOT_MAX_BYTES,
    maxFiles: MESSAGE_IMAGES_MAX,
    tooLargeError: "messageImageTooLarge",
    tooManyError: "messageImagesTooMany",
    maxBodyBytes: MESSAGE_MAX_BODY_BYTES,
    tooLargeMessage: "messageTooLarge",
    beforeFiles: beforeImages,
  });
  if (stopped) throw stopped;
  const text = form.get("text");
  let input: MessageInput | undefined;
  let refused: ModelError | undefined;
  try {
    input = parseInput(MessageSchema, { text: typeof text === "string" ? text : undefined });
  } catch (error) {
    if (!isModelError(error)) throw error;
    refused = error;
  }
  if (fileError) refused = new ModelError("invalid", "invalidInput", { fields: { ...refused?.fields, images: [fileError] } });
  if (refused || !input) throw refused;
  return { input, images: files.map((file) => file.bytes) };
}

/**
 * GET: a page of the thread's messages, oldest first (`before`: the messages before that
 * id; `limit`, default 30, at most 100): 200 { items, next_before } (`next_before`: the
 * `before` of the older page, or null). The newest page marks the thread read.
 * POST: JSON {text} or multipart with `text` and up to 3 `images`: 201 message.
 */
export function threadMessagesRoute(kind: ThreadRef["kind"]) {
  const loader = apiRoute(({ request, params, user }) => {
    const caller = requireCaller(user);
    const ref: ThreadRef = { kind, id: idParam(params.id) };
    const search = new URL(request.url).searchParams;
    const limit = readId(search.get("limit"));
    const page = listMessages(caller, ref, { before: readId(search.get("before")) ?? null, limit, markRead: !search.get("before") });
    return { items: page.items.map((m) => toPublicMessage(m, caller)), next_before: page.olderBefore };
  });
  const action = apiRoute(
    async ({ request, params, user }) => {
      const caller = requireCaller(user);
      const ref: ThreadRef = { kind, id: idParam(params.id) };
      requireThreadReader(caller, ref); // 404 for a stranger, before the body is read
      if (!isMultipart(request)) {
        return respond(201, toPublicMessage(await postMessage(caller, ref, await readJson(request, MessageSchema)), caller));
      }
      return withMessageUpload(caller, ref, async (beforeImages) => {
        const { input, images } = await readMultipartMessage(request, beforeImages);
        return respond(201, toPublicMessage(await postMessage(caller, ref, input, images), caller));
      });
    },
    { methods: ["POST"], maxBodyBytes: MESSAGE_MAX_BODY_BYTES },
  );
  return { loader, action };
}
