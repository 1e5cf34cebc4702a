import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { emailOutbox, type OutboxEmail, type User } from "../../db/schema";
import { interpolate, type Lang } from "~/i18n";
import { emailMessages } from "~/i18n/emails";
import { formatRupiah } from "~/i18n/format";
import { db, type DB } from "~/lib/server/db.server";
import { siteUrl } from "~/lib/server/env.server";
import { eventOf, readableParams, type AppEvent, type EmailKind } from "./events/registry.server";

/*
 * The e-mail outbox. A step that warrants an e-mail writes it here, in the recipient's
 * language, in the step's own transaction (events/tell.server.ts): the mail exists
 * exactly when the step does. Which events send an e-mail, and where its link leads: the
 * event registry, events/registry.server.ts. The worker (app/server/mailer.server.ts)
 * sends what is due and marks it sent only once the SMTP server accepted it; a failure
 * schedules a retry with exponential backoff. A crash between sending and marking sends
 * the mail again after the restart: at least once, never lost.
 */
export type Recipient = { email: string; fullname: string; lang: Lang };

type Tx = Pick<DB, "insert">;

/** A user as the recipient of an e-mail: in the language the user last read Guyub in. */
export function recipientOf(user: Pick<User, "email" | "fullname" | "lang">): Recipient {
  return { email: user.email, fullname: user.fullname, lang: user.lang };
}

/** The e-mail of an event: its kind (the name of its texts) and link, from the registry. */
function emailOf(event: AppEvent): { kind: EmailKind; path: string } {
  const entry = eventOf(event.type);
  if (!entry?.email) throw new Error(`The event ${event.type} has no e-mail (events/registry.server.ts).`);
  return { kind: entry.email.kind, path: entry.email.link ? entry.email.link(event.params) : entry.link(event.params, "/") };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** "Agreed fee: Rp 2.000.000" (Rupiah keeps '.' grouping in both languages), or that none was agreed. */
function feeLine(fee: number | null, t: Record<string, string>): string {
  return typeof fee === "number" ? interpolate(t.agreedFee, { fee: formatRupiah(fee) }) : t.feeNotAgreed;
}

/** Subject, plain text and simple HTML of an e-mail, in the recipient's language. */
export function renderEmail(event: AppEvent, to: Recipient): { kind: EmailKind; subject: string; text: string; html: string } {
  const t = emailMessages[to.lang] as Record<string, string>;
  const { kind, path } = emailOf(event);
  let params: Record<string, string> = {};
  for (const [key, value] of Object.entries(event.params)) params[key] = String(value ?? "");
  params = readableParams(event.type, params, t, to.lang);
  const subject = interpolate(t[`${kind}Subject`], params);
  const greeting = interpolate(t.greeting, { name: to.fullname });
  const body = interpolate(t[`${kind}Body`], params);
  const notes = params.notes?.trim() ? interpolate(t.notes, { notes: params.notes.trim() }) : "";
  // An event with a fee (an approval, a completion) says it, or that none was agreed.
  const fee = "fee" in event.params ? feeLine(event.params.fee ?? null, t) : "";
  const link = siteUrl() + path;
  const action = t[`${kind}Action`];
  const text = [
    greeting,
    "",
    body,
    ...(fee ? ["", fee] : []),
    ...(notes ? ["", notes] : []),
    "",
    `${action}: ${link}`,
    "",
    t.signature,
    "",
    t.footer,
  ].join("\n");
  const paragraph = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${to.lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5;color:#0f172a">',
    paragraph(greeting),
    paragraph(body),
    fee ? paragraph(fee) : "",
    notes ? paragraph(notes) : "",
    `<p><a href="${escapeHtml(link)}" style="color:#158358">${escapeHtml(action)}</a></p>`,
    paragraph(t.signature),
    `<p style="color:#64748b;font-size:12px">${escapeHtml(t.footer)}</p>`,
    "</body></html>",
  ].join("");
  return { kind, subject, text, html };
}

/** Queue the e-mail of an event inside the caller's transaction (events/tell.server.ts); the worker sends it. */
export function enqueueEmail(tx: Tx, to: Recipient, event: AppEvent): void {
  const { kind, subject, text, html } = renderEmail(event, to);
  tx.insert(emailOutbox)
    .values({ kind, toAddress: to.email, lang: to.lang, subject, textBody: text, htmlBody: html, nextAttemptAt: new Date() })
    .run();
}

/** Unsent e-mail that is due, oldest first (email_outbox_due_idx). */
export function dueEmails(now: number, limit: number): OutboxEmail[] {
  return db
    .select()
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), lte(emailOutbox.nextAttemptAt, new Date(now))))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .all();
}

export function markEmailSent(id: number, now: number): void {
  db.update(emailOutbox)
    .set({ sentAt: new Date(now), lastError: null })
    .where(eq(emailOutbox.id, id))
    .run();
}

/** 30 s, 1 min, 2 min... at most an hour between tries; a mail is never given up. */
export const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60 * 1000;

export function retryDelay(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export function markEmailFailed(mail: OutboxEmail, error: string, now: number): void {
  const attempts = mail.attempts + 1;
  db.update(emailOutbox)
    .set({ attempts, lastError: error.slice(0, 500), nextAttemptAt: new Date(now + retryDelay(attempts)) })
    .where(eq(emailOutbox.id, mail.id))
    .run();
}
