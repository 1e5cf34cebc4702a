import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { emailOutbox, type OutboxEmail, type User } from "../../db/schema";
import { interpolate, type Lang } from "~/i18n";
import { emailMessages } from "~/i18n/emails";
import { formatRupiah } from "~/i18n/format";
import { db, type DB } from "~/lib/server/db.server";
import { env } from "~/lib/server/env.server";

/*
 * The e-mail outbox. A decision that warrants an e-mail writes it here, in
 * the recipient's language, in the decision's own transaction: the mail exists exactly
 * when the decision does. The worker (app/server/mailer.server.ts) sends what is due and
 * marks it sent only once the SMTP server accepted it; a failure schedules a retry with
 * exponential backoff. A crash between sending and marking sends the mail again after
 * the restart: at least once, never lost.
 */
type EmailParams = {
  account_approved: Record<string, never>;
  account_rejected: { reason: string };
  brief_approved: { briefId: number; title: string; notes: string };
  brief_rejected: { briefId: number; title: string; notes: string };
  // The campaign the approval started (`path`, the owner's campaign page) and its agreed fee.
  application_approved: { brief: string; community: string; notes: string; fee: number | null; path: string };
  application_rejected: { brief: string; community: string; notes: string };
  // Campaign steps: `path` is where the reader acts (the owner's campaign page or the
  // advertiser's report), chosen by the model that knows the reader's side.
  campaign_proof_submitted: { brief: string; community: string; path: string };
  campaign_changes_requested: { brief: string; community: string; reason: string; path: string };
  campaign_accepted: { brief: string; community: string; fee: number | null; path: string };
  campaign_auto_accepted: { brief: string; community: string; fee: number | null; path: string };
  campaign_cancelled: { brief: string; community: string; note: string; path: string };
  // Reviews: the same words for either side; `path` is the reader's campaign page.
  review_requested: { brief: string; community: string; path: string };
  reviews_published: { brief: string; community: string; path: string };
  review_hidden: { brief: string; community: string; note: string; path: string };
  reply_hidden: { brief: string; community: string; note: string; path: string };
};
export type EmailKind = keyof EmailParams;
export type EmailEvent = { [K in EmailKind]: { kind: K; params: EmailParams[K] } }[EmailKind];
export type Recipient = { email: string; fullname: string; lang: Lang };

type Tx = Pick<DB, "insert">;

/** A user as the recipient of an e-mail: in the language the user last read Guyub in. */
export function recipientOf(user: Pick<User, "email" | "fullname" | "lang">): Recipient {
  return { email: user.email, fullname: user.fullname, lang: user.lang };
}

function siteUrl(): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

function actionPath(event: EmailEvent): string {
  switch (event.kind) {
    case "account_approved":
      return "/auth";
    case "account_rejected":
      return "/contact";
    case "brief_approved":
    case "brief_rejected":
      return `/advertiser/briefs?dialog=view&id=${event.params.briefId}`;
    case "application_approved":
    case "campaign_proof_submitted":
    case "campaign_changes_requested":
    case "campaign_accepted":
    case "campaign_auto_accepted":
    case "campaign_cancelled":
    case "review_requested":
    case "reviews_published":
    case "review_hidden":
    case "reply_hidden":
      return event.params.path;
    default:
      return "/community/applications";
  }
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** "Agreed fee: Rp 2.000.000" (Rupiah keeps '.' grouping in both languages), or that none was agreed. */
function feeLine(fee: number | null, t: Record<string, string>): string {
  return typeof fee === "number" ? interpolate(t.agreedFee, { fee: formatRupiah(fee) }) : t.feeNotAgreed;
}

/** Subject, plain text and simple HTML of an e-mail, in the recipient's language. */
export function renderEmail(event: EmailEvent, to: Recipient): { subject: string; text: string; html: string } {
  const t = emailMessages[to.lang] as Record<string, string>;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(event.params)) params[key] = String(value ?? "");
  const subject = interpolate(t[`${event.kind}Subject`], params);
  const greeting = interpolate(t.greeting, { name: to.fullname });
  const body = interpolate(t[`${event.kind}Body`], params);
  const notes = params.notes?.trim() ? interpolate(t.notes, { notes: params.notes.trim() }) : "";
  // An event with a fee (an approval, a completion) says it, or that none was agreed.
  const fee = "fee" in event.params ? feeLine(event.params.fee, t) : "";
  const link = siteUrl() + actionPath(event);
  const action = t[`${event.kind}Action`];
  const text = [greeting, "", body, ...(fee ? ["", fee] : []), ...(notes ? ["", notes] : []), "", `${action}: ${link}`, "", t.signature, "", t.footer].join("\n");
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
  return { subject, text, html };
}

/** Queue an e-mail inside the caller's transaction; the worker sends it. */
export function enqueueEmail(tx: Tx, to: Recipient, event: EmailEvent): void {
  const { subject, text, html } = renderEmail(event, to);
  tx.insert(emailOutbox)
    .values({ kind: event.kind, toAddress: to.email, lang: to.lang, subject, textBody: text, htmlBody: html, nextAttemptAt: new Date() })
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
  db.update(emailOutbox).set({ sentAt: new Date(now), lastError: null }).where(eq(emailOutbox.id, id)).run();
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
