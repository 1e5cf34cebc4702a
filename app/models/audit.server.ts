import { securityLog } from "~/lib/server/security-log.server";
import { and, desc, eq, sql } from "drizzle-orm";
import { auditEvents, users, type AuditAction, type AuditSubject, type User } from "../../db/schema";
import type { DB } from "~/lib/server/db.server";
import { db, preparedPages } from "~/lib/server/db.server";
import { assertRole } from "./permissions.server";

/*
 * The audit trail: every admin decision on an account, a verification, a brief, an
 * application or a deletion leaves one row, and so does an owner's change that costs its
 * community the verified badge (community_sent_back). Each row is written inside the
 * decision's own transaction (so a decision without its row, or a row without its
 * decision, cannot exist). Rows keep a type and parameters, never sentences: the reader's language
 * renders them. The admin reads them per subject; the user concerned reads the latest
 * decision about itself on its dashboard.
 */

type Tx = Pick<DB, "insert">;

export type AuditInput = {
  actor: Pick<User, "id">;
  action: AuditAction;
  subject: { type: AuditSubject; id: number };
  /** The user the decision concerns (the account itself, the owner, the advertiser). */
  subjectUserId: number | null;
  /** The admin's reason or notes, as written. */
  note?: string | null;
  /** What the trail shows of the subject once it may be gone (a name, a title). */
  params?: Record<string, string>;
};

/** Rows that a user's own change writes, not an admin's decision. */
const OWN_CHANGES: ReadonlySet<AuditAction> = new Set(["community_sent_back"]);

export function recordAudit(tx: Tx, input: AuditInput): void {
  // Also a line of the security log, written as the decision's transaction records it:
  // should that transaction fail later (the database failing), the line stays, an
  // attempted decision.
  securityLog({
    event: OWN_CHANGES.has(input.action) ? "audited_change" : "admin_decision",
    byUserId: input.actor.id,
    action: input.action,
    subject: input.subject.type,
    subjectId: input.subject.id,
  });
  tx.insert(auditEvents)
    .values({
      actorId: input.actor.id,
      action: input.action,
      subjectType: input.subject.type,
      subjectId: input.subject.id,
      subjectUserId: input.subjectUserId,
      note: input.note?.trim() || null,
      params: input.params ?? {},
    })
    .run();
}

export type AuditEntry = {
  id: number;
  action: AuditAction;
  note: string | null;
  params: Record<string, string>;
  createdAt: Date;
  actorName: string | null;
};

const ENTRY = {
  id: auditEvents.id,
  action: auditEvents.action,
  note: auditEvents.note,
  params: auditEvents.params,
  createdAt: auditEvents.createdAt,
  actorName: users.fullname,
};

/** The trail of one subject, newest first (the admin console), on audit_subject_idx. */
export function listAuditOf(actor: User | null | undefined, subject: { type: AuditSubject; id: number }, limit = 20): AuditEntry[] {
  assertRole(actor, "ADMIN");
  return db
    .select(ENTRY)
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(eq(auditEvents.subjectType, subject.type), eq(auditEvents.subjectId, subject.id)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit)
    .all();
}

/**
 * The latest admin decisions about `actor` itself (its dashboard: "what was decided and
 * why"), newest first, on audit_subject_user_idx. Anyone reads only its own.
 */
export function listDecisionsAboutMe(actor: User, limit = 3): AuditEntry[] {
  return decisionsAboutQuery(limit).all({ subject: actor.id, limit });
}

// Built and compiled once: every dashboard runs it (docs/decisions/022-render-cost.md).
const decisionsAboutQuery = preparedPages((db, limit) =>
  db
    .select(ENTRY)
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(eq(auditEvents.subjectUserId, sql.placeholder("subject")))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit)
    .prepare(),
);
