import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { databasePath } from "../../db/connection";
import type { OutboxEmail } from "../../db/schema";
import { databaseHealth } from "~/models/health.server";
import { dueEmails, markEmailFailed, markEmailSent } from "~/models/outbox.server";
import { env } from "~/lib/server/env.server";
import { JobLease } from "./lease-holder.server";
import { retryWhenLocked } from "./lock-wait.server";
import { onShutdown } from "./shutdown.server";
import { logger } from "~/lib/server/logger.server";

/*
 * The mail worker: inside the server process, it sends the outbox's due mail
 * one at a time through SMTP_URL, or, with no SMTP_URL, writes each as an .eml file in
 * <data folder>/mail/ and logs it. A mail is marked sent only after the SMTP server
 * accepted it; a failure is logged and retried later (models/outbox.server.ts). The
 * user's action never waits for any of this. Every server process runs the worker, but
 * only the one holding the "mail" lease sends (lease-holder.server.ts): one e-mail per
 * message, whatever the number of processes.
 */
export type MailTransport = { send(mail: OutboxEmail): Promise<void> };

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(url: string, from = env.MAIL_FROM): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({ url, ...TIMEOUTS } as SMTPTransport.Options);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
    },
  };
}

/** No SMTP server configured: each mail becomes an .eml file beside the database. */
export function fileTransport(dir: string, from = env.MAIL_FROM): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${String(mail.id).padStart(6, "0")}-${mail.kind}.eml`);
      fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        { mailId: mail.id, kind: mail.kind, file },
        `mail to ${mail.toAddress} ("${mail.subject}") written to ${file} (no SMTP_URL)`,
      );
    },
  };
}

export function defaultTransport(): MailTransport {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL);
  const file = databasePath(env.DATABASE_URL);
  return fileTransport(path.join(file === ":memory:" ? path.resolve("data") : path.dirname(file), "mail"));
}

/**
 * Mail the SMTP server accepted but the database has not yet recorded as sent (its
 * write lock stayed held past the wait, or the disk refused the write): id -> when it
 * was accepted. Such a mail is never sent again by this process; each round records it
 * first, and sends nothing new until that worked.
 */
const acceptedUnrecorded = new Map<number, number>();

/**
 * Record a write of the worker's, waiting for another process's write lock as requests do
 * (retryWhenLocked): the database's own short busy wait must never turn an accepted mail
 * into one sent twice. False when it still could not be written.
 */
async function recorded(write: () => void): Promise<boolean> {
  try {
    await retryWhenLocked(write, { write: true });
    return true;
  } catch (error) {
    logger.error({ err: error }, `mail worker: cannot record a sent mail yet: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** Record the mail accepted earlier but not yet recorded; false when some still wait. */
async function recordAccepted(): Promise<boolean> {
  for (const [id, at] of acceptedUnrecorded) {
    if (!(await recorded(() => markEmailSent(id, at)))) return false;
    acceptedUnrecorded.delete(id);
  }
  return true;
}

/**
 * Send every mail that is due now; returns how many went and how many failed. The round
 * ends early when `mayGoOn` says no (the worker lost its lease). A mail is marked sent
 * once the SMTP server accepted it; that write waits for the write lock like every other
 * write, and one that still fails is remembered, so the mail is not sent again.
 */
export async function deliverDue(
  transport: MailTransport,
  now = Date.now(),
  mayGoOn: () => boolean = () => true,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  if (!(await recordAccepted())) return { sent, failed };
  const due = dueEmails(now, 20);
  // A database that cannot write (disk full, read-only) could not mark a mail sent, so it
  // would go out again every round: wait until writes land (/healthz's probe says when).
  if (due.length > 0 && !databaseHealth().ok) return { sent, failed };
  for (const mail of due) {
    if (!mayGoOn()) break;
    try {
      await transport.send(mail);
    } catch (error) {
      failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      await recorded(() => markEmailFailed(mail, message, Date.now()));
      logger.warn(
        { mailId: mail.id, kind: mail.kind, attempt: mail.attempts + 1 },
        `mail ${mail.id} to ${mail.toAddress} failed (attempt ${mail.attempts + 1}), will retry: ${message}`,
      );
      continue;
    }
    // Accepted by the SMTP server: only now is it sent. A crash before the write lands sends it again.
    sent += 1;
    const acceptedAt = Date.now();
    if (!(await recorded(() => markEmailSent(mail.id, acceptedAt)))) {
      acceptedUnrecorded.set(mail.id, acceptedAt);
      break; // nothing more goes out until the database records what went
    }
  }
  return { sent, failed };
}

export type MailWorker = { stop(): Promise<void> };

/** How long the mail lease holds without renewal: a dead holder's mail waits this long. */
export const MAIL_LEASE_MS = 30_000;

/**
 * Poll the outbox every `intervalMs` (one round at a time), until stopped; a round runs
 * only while this process holds the mail lease.
 */
export function startMailWorker(options: { transport?: MailTransport; intervalMs?: number; leaseMs?: number } = {}): MailWorker {
  const transport = options.transport ?? defaultTransport();
  const intervalMs = options.intervalMs ?? 2_000;
  const lease = new JobLease("mail", { ttlMs: options.leaseMs ?? MAIL_LEASE_MS });
  let stopped = false;
  let round: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (stopped) return;
    const mine = lease.hold();
    round = (mine ? lease.renewWhile(() => deliverDue(transport, Date.now(), () => !stopped && lease.hold())) : Promise.resolve())
      .catch((error) => logger.error({ err: error }, "mail worker: the round failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  const worker: MailWorker = {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // Let a send in progress finish (briefly); an unfinished one is sent again later.
      const finished = await Promise.race([round.then(() => true), new Promise<false>((r) => setTimeout(r, 3_000, false).unref())]);
      // Free the lease for another process at once, unless a send may still be under way
      // (then it expires on its own, and no other process sends that mail meanwhile).
      if (finished) lease.release();
    },
  };
  onShutdown(() => worker.stop());
  return worker;
}
