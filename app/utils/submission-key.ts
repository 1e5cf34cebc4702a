/*
 * The one-time key of a form that creates something (see app/server/form-once.server.ts): the
 * field's name, and the shape of the keys the server renders. Browser-safe.
 */
export const SUBMISSION_FIELD = "_key";

/** "fk_" and 22 base64url characters (16 random bytes). */
export const FORM_KEY_SOURCE = "fk_[A-Za-z0-9_-]{22}";
