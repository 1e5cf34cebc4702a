/*
 * Switching the language keeps what was typed (docs/product.md, "Language, money, dates
 * and WhatsApp"). On a page whose route names a form in its `handle` (`keepTypedForm`:
 * a function of the route's loader data giving the form's id, or null when the page
 * shows no such form), the language switch's buttons belong to that form (`form`,
 * `formaction` and `formnovalidate` attributes): pressing one posts the form as it is to
 * /language?lang=<lang>&redirectTo=<page>, which remembers the language and answers 307,
 * so the same body is posted again to the page, now in the new language: by the browser
 * without JavaScript, by Remix's router with it (a 307 keeps the method and the body).
 * The body carries the button's `lang` (KEEP_TYPED_FIELD, a name no form of ours has),
 * so the page's action answers with the values as sent (handleForm: nothing saved, no
 * error shown, the one-time key left unclaimed) and the form is drawn again with them.
 * Only forms whose action answers through handleForm are named. A file chosen in a file
 * input is sent along but cannot be shown again: no browser refills one. On other pages
 * the switch is a plain post.
 *
 * Enter in a field submits through the form's first submit button in the page, which the
 * switch's buttons (in the header or the side menu) would now be: the switch puts a
 * hidden one of the form first, naming no choice, so Enter sends the form as before (a
 * brief keeps its status: brief-form.server.ts).
 */

/** The field that marks a post as a language switch's: the switch's own `lang` (its value, the new language). */
export const KEEP_TYPED_FIELD = "lang";

/** What a route's `handle` says: the id of its form to keep through a switch, given its loader data (none: undefined). */
export type KeepTypedHandle = { keepTypedForm: (data: unknown) => string | undefined };
