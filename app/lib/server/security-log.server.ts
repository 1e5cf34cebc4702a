import { logChannel } from "./logger.server";
import { clientAddress } from "./client-address.server";

/*
 * The security log: the logger's "security" channel (app/lib/server/logger.server.ts),
 * one line per event among the server's other lines, `{"channel":"security",...}`, for
 * whoever collects the server's output. Who (user id and e-mail), what (the event, also
 * the line's message, and its subject), from which address (as the front door resolved
 * it), when, in which request (reqId). Written at info, whatever quieter LOG_LEVEL is set
 * (only silent stops it). Never a password, a hash, a token or a session id: callers pass
 * only the fields below.
 */
export type SecurityEvent =
  | { event: "sign_in"; userId: number; email: string }
  | { event: "sign_in_failed"; email: string }
  | { event: "sign_in_refused"; userId: number; email: string; reason: "rejected" }
  | { event: "sign_in_locked"; email: string; retryAfterSeconds: number }
  | { event: "registration"; userId: number; email: string; role: string }
  | { event: "registration_limited"; retryAfterSeconds: number }
  | { event: "password_changed"; userId: number }
  | { event: "account_deleted"; userId: number; email: string; byUserId: number | null }
  | { event: "admin_decision"; byUserId: number; action: string; subject: string; subjectId: number }
  | { event: "audited_change"; byUserId: number; action: string; subject: string; subjectId: number }
  | { event: "provider_callback_refused"; path: string; reason: "token" };

export function securityLog(entry: SecurityEvent): void {
  try {
    logChannel("security").info({ address: clientAddress(), ...entry }, entry.event);
  } catch {
    // Logging never breaks the request it describes.
  }
}
