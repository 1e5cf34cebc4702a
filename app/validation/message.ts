import * as z from "zod/mini";
import { HIDE_NOTE_MAX } from "./review";
import { MinText, OptionalText } from "./fields";

/*
 * Conversations (docs/product.md, "Conversations"): a message and the admin's hiding of
 * one, for the forms and the JSON API alike. A message needs a text or an image, which
 * only the model can tell (the images arrive beside the fields); who may write in a
 * thread is the model's rule (app/models/storefront/threads.server.ts).
 */

export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_IMAGES_MAX = 3;

/** A message's text: up to 2,000 characters; blank is none. */
export const MessageSchema = z.object({ text: OptionalText(MESSAGE_TEXT_MAX) });
export type MessageInput = z.output<typeof MessageSchema>;

/** The admin hides a message: the note is required. */
export const HideMessageSchema = z.object({ note: MinText(1, "hideNoteRequired", HIDE_NOTE_MAX) });
export type HideMessageInput = z.output<typeof HideMessageSchema>;
