import { clientAddress } from "./client-address.server";

/*
 * The security log: one JSON line per event on stdout, next to the
 * request log, for whoever collects the server's output. Who (user id and e-mail), what
 * (the event and its subject), from which address (as the front door resolved it), when.
 * Never a password, a hash, a token or a session id: callers pass only the fields below.
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
  | { event: "audited_change"; byUserId: number; action: string; subject: string; subjectId: number };

type Sink = (line: string) => void;
let sink: Sink = (line) => process.stdout.write(line + "\n");

/** Where the lines go; tests collect them. Returns the previous sink. */
export function setSecurityLogSink(next: Sink): Sink {
  const previous = sink;
  sink = next;
  return previous;
}

export function securityLog(entry: SecurityEvent): void {
  try {
    sink(JSON.stringify({ time: new Date().toISOString(), log: "security", address: clientAddress(), ...entry }));
  } catch {
    // Logging never breaks the request it describes.
  }
}
