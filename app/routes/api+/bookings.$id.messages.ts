import { threadMessagesRoute } from "./thread-messages.server";

/**
 * GET /api/bookings/{id}/messages (paged backwards: `before`, `limit`): 200 { items,
 * next_before }, the newest page marking the thread read. POST the same, JSON {text} or
 * multipart with `text` and up to 3 `images` (PNG, JPEG or WebP of 2 MB and 12
 * megapixels each): 201 message. For the brand, the community's owner and the admin
 * (writing as Guyub); 401 signed out; 404 for anyone else, before the body is read; 400
 * with field errors (no text and no image: `text`); 413 over the limits; 429 while
 * another image upload of the caller runs, or past the hourly messages with images.
 */
const route = threadMessagesRoute("booking");
export const loader = route.loader;
export const action = route.action;
