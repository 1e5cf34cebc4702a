import { and, asc, count, desc, eq, gte, inArray, lt, max, ne, sql, type SQL } from "drizzle-orm";
import { users, type User } from "../../db/schema";
import type { Lang } from "~/i18n";
import { db } from "~/lib/server/db.server";
import { SELF_REGISTER_ROLES, type ApprovalStatus, type Role } from "~/utils/enums";
import { securityLog } from "~/lib/server/security-log.server";
import type { AccountUpdate, PasswordChange } from "~/validation/account";
import type { ApprovalDecision, RegisterInput } from "~/validation/auth";
import { recordAudit } from "./audit.server";
import { hasOpenMoney, voidUnpaidInvoicesOf } from "./money/payouts.server";
import { ModelError } from "./errors";
import { assertRole } from "./permissions.server";
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from "./password.server";
import { endSessions } from "./session-store.server";
import { cachedTotal } from "./count-cache.server";
import { newestMatches } from "./fts-page.server";
import { countUsers } from "./status-counts.server";
import { markDecidedNoticesRead } from "./notification.server";
import { tell, tellAdmins } from "./events/tell.server";
import { loginLimits, registrationLimiter } from "./rate-limit.server";
import { claimSubmission } from "./submission-claim.server";
import { searchText } from "~/validation/text";

export type { User };

/** The user as every answer shows it: never the password hash. */
export type PublicUser = {
  id: number;
  username: string;
  fullname: string;
  pic_name: string | null;
  email: string;
  phone: string;
  role: Role;
  approval_status: ApprovalStatus;
  rejection_reason: string | null;
  company_name: string | null;
  company_description: string | null;
  /** An advertiser's billing details for its invoices (the user itself and the admin read users). */
  billing_name: string | null;
  billing_address: string | null;
  billing_npwp: string | null;
  created_at: string;
};

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    username: user.username,
    fullname: user.fullname,
    pic_name: user.picName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    approval_status: user.approvalStatus,
    rejection_reason: user.rejectionReason,
    company_name: user.companyName,
    company_description: user.companyDescription,
    billing_name: user.billingName,
    billing_address: user.billingAddress,
    billing_npwp: user.billingNpwp,
    created_at: user.createdAt.toISOString(),
  };
}

export function getUserById(id: number): User | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function getUserByEmail(email: string): User | undefined {
  return db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
}

/** Username base: the full name in lower case with non-alphanumerics removed. */
export function usernameBase(fullname: string): string {
  const base = fullname
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  return (base || "user").slice(0, 40);
}

/** A username no one has: the suggestion when free, else base + a number. */
function uniqueUsername(fullname: string, suggestion?: string): string {
  const taken = (name: string) => !!db.select({ id: users.id }).from(users).where(eq(users.username, name)).get();
  const suggested = suggestion ? usernameBase(suggestion) : "";
  if (suggested && !taken(suggested)) return suggested;
  const base = usernameBase(fullname);
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${base}${Math.floor(Math.random() * (attempt < 10 ? 100 : 100000))}`;
    if (!taken(candidate)) return candidate;
  }
  return `${base}${Date.now()}`;
}

/**
 * Self-registration (COMMUNITY_OWNER or ADVERTISER only): a PENDING account, no session.
 * The admins get a notification.
 */
export async function registerUser(input: RegisterInput, context: { clientAddress: string; lang?: Lang }): Promise<User> {
  // Only owners and advertisers may sign themselves up; admins come from the CLI.
  if (!(SELF_REGISTER_ROLES as readonly string[]).includes(input.role)) {
    throw new ModelError("invalid", "invalidInput", { fields: { role: ["roleRequired"] } });
  }
  // Each attempt costs a password hash and notifies every admin, and "e-mail taken"
  // tells whether an address has an account: so attempts are limited per address.
  const addressKey = `register:${context.clientAddress}`;
  const wait = registrationLimiter.take(addressKey);
  if (wait > 0) {
    securityLog({ event: "registration_limited", retryAfterSeconds: wait });
    throw new ModelError("too_many", "tooManyRegistrations", {
      retryAfterSeconds: wait,
      params: { minutes: Math.ceil(wait / 60) },
    });
  }
  if (getUserByEmail(input.email)) {
    throw new ModelError("conflict", "emailTaken", { fields: { email: ["emailTaken"] } });
  }
  assertUncommonPassword(input.password, "password");
  const passwordHash = await hashPassword(input.password);
  try {
    const created = db.transaction((tx) => {
      claimSubmission(tx);
      const user = tx
        .insert(users)
        .values({
          username: uniqueUsername(input.fullname, input.username),
          fullname: input.fullname,
          picName: input.role === "COMMUNITY_OWNER" ? (input.pic_name ?? null) : null,
          email: input.email,
          phone: input.phone,
          passwordHash,
          role: input.role,
          approvalStatus: "PENDING",
          companyName: input.role === "ADVERTISER" ? (input.company_name ?? null) : null,
          companyDescription: input.role === "ADVERTISER" ? (input.company_description ?? null) : null,
          lang: context.lang ?? "en",
        })
        .returning()
        .get();
      tellAdmins(tx, {
        type: "new_user",
        params: { userId: user.id, name: user.fullname, email: user.email, role: user.role },
      });
      return user;
    });
    securityLog({ event: "registration", userId: created.id, email: created.email, role: created.role });
    return created;
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed: users.email")) {
      throw new ModelError("conflict", "emailTaken", { fields: { email: ["emailTaken"] } });
    }
    throw error;
  }
}

/** Create an ADMIN (command line only). Returns null when the e-mail exists. */
export async function createAdmin(input: { email: string; password: string; fullname?: string; phone?: string }): Promise<User | null> {
  const email = input.email.trim().toLowerCase();
  if (getUserByEmail(email)) return null;
  // The most powerful accounts get the same password rule as everyone's.
  assertUncommonPassword(input.password, "password");
  const fullname = input.fullname?.trim() || "System Administrator";
  return db
    .insert(users)
    .values({
      username: uniqueUsername(fullname, email.split("@")[0]),
      fullname,
      email,
      phone: input.phone ?? "0000000000",
      passwordHash: await hashPassword(input.password),
      role: "ADMIN",
      approvalStatus: "APPROVED",
    })
    .returning()
    .get();
}

/**
 * Check an e-mail and password. Failed attempts are limited per e-mail and client
 * address together (so nobody can lock someone else out from elsewhere) and, loosely,
 * per client address; a blocked caller gets `too_many` with the seconds to wait.
 * A REJECTED account is refused with its reason.
 */
export async function authenticateWithPassword(input: {
  email: string;
  password: string;
  clientAddress: string;
  /** The language the user signs in in: its e-mails follow it. */
  lang?: Lang;
}): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const emailKey = `email:${email}|${input.clientAddress}`;
  const addressKey = `addr:${input.clientAddress}`;
  const wait = Math.max(loginLimits.perEmail.retryAfter(emailKey), loginLimits.perAddress.retryAfter(addressKey));
  if (wait > 0) {
    securityLog({ event: "sign_in_locked", email, retryAfterSeconds: wait });
    throw new ModelError("too_many", "tooManyAttempts", {
      retryAfterSeconds: wait,
      params: { minutes: Math.ceil(wait / 60) },
    });
  }
  const user = getUserByEmail(email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) {
    // One write for both counts, seen at once by every server process.
    db.transaction(() => {
      loginLimits.perEmail.fail(emailKey);
      loginLimits.perAddress.fail(addressKey);
    });
    securityLog({ event: "sign_in_failed", email });
    throw new ModelError("unauthenticated", "invalidCredentials");
  }
  loginLimits.perEmail.reset(emailKey);
  if (user.approvalStatus === "REJECTED") {
    securityLog({ event: "sign_in_refused", userId: user.id, email, reason: "rejected" });
    throw new ModelError("forbidden", "accountRejected", {
      params: { reason: user.rejectionReason ?? "" },
    });
  }
  securityLog({ event: "sign_in", userId: user.id, email });
  if (input.lang) setUserLang(user, input.lang);
  return user;
}

/** Every PENDING account, oldest first (users_status_idx holds them in id order: creation order). */
export function listPendingUsers(actor: User): User[] {
  assertRole(actor, "ADMIN");
  return db.select().from(users).where(eq(users.approvalStatus, "PENDING")).orderBy(asc(users.id)).all();
}

/** The admin approves an account, or rejects it with a non-blank reason. */
export function decideUserApproval(actor: User, userId: number, decision: ApprovalDecision): User {
  assertRole(actor, "ADMIN");
  const reason = decision.rejectionReason?.trim() ?? "";
  if (decision.status === "REJECTED" && !reason) {
    throw new ModelError("invalid", "rejectionReasonRequired", {
      fields: { rejectionReason: ["rejectionReasonRequired"] },
    });
  }
  return db.transaction((tx) => {
    const target = tx.select().from(users).where(eq(users.id, userId)).get();
    if (!target) throw new ModelError("not_found", "userNotFound");
    if (target.role === "ADMIN") throw new ModelError("forbidden", "cannotDecideAdmin");
    const updated = tx
      .update(users)
      .set({
        approvalStatus: decision.status,
        rejectionReason: decision.status === "REJECTED" ? reason : null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning()
      .get();
    markDecidedNoticesRead(tx, "new_user", "userId", userId);
    tell(
      tx,
      updated.id,
      decision.status === "APPROVED"
        ? { type: "account_approved", params: { userId: updated.id } }
        : { type: "account_rejected", params: { userId: updated.id, reason: reason ?? "" } },
    );
    recordAudit(tx, {
      actor,
      action: decision.status === "APPROVED" ? "account_approved" : "account_rejected",
      subject: { type: "user", id: updated.id },
      subjectUserId: updated.id,
      note: decision.status === "REJECTED" ? reason : null,
      params: { name: updated.fullname, email: updated.email },
    });
    // A rejected account stays out: end its sessions.
    if (decision.status === "REJECTED") endSessions(tx, updated.id);
    return updated;
  });
}

/** The Pending Approvals tab: PENDING accounts, oldest first, one page (users_status_idx), counted in status_counts. */
export function listPendingUsersPage(actor: User, page: { limit: number; offset: number }): { items: User[]; total: number } {
  assertRole(actor, "ADMIN");
  const total = countUsers({ status: "PENDING" });
  if (total <= page.offset) return { items: [], total };
  const items = db
    .select()
    .from(users)
    .where(eq(users.approvalStatus, "PENDING"))
    .orderBy(asc(users.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { items, total };
}

/**
 * All Users (the admin console, GET /api/users): newest first (the highest id first: ids
 * are given in creation order), filtered by role and approval status, searched by name or
 * e-mail through users_fts (trigram, 3+ characters; 0006_users_search.sql) or, for one or
 * two characters, as an e-mail prefix on its unique index.
 *
 * Every list costs its page, not the table (docs/decisions/031-lists-at-a-million.md):
 * - Without a search, the total comes from status_counts (kept by triggers) and the page
 *   from the table in id order, or from the role's or the status's index (id order within
 *   each value).
 * - A search's total is counted once per data version of the users (count-cache.server.ts:
 *   any new, deleted, renamed or decided account counts again). A trigram search's page
 *   walks users_fts newest first (its rowids are the users' ids) and stops when the page
 *   is full, checking the role and status of each match: no match is read to be sorted
 *   (unless a role or status keeps few of them: FILTERED_WALK).
 *   An e-mail prefix walks the table newest first, or sorts its few matches when a walk
 *   would visit more rows than there are matches (walksTable).
 */
export function listUsers(
  actor: User,
  query: { q?: string; role?: Role; status?: ApprovalStatus; limit: number; offset: number },
): { items: User[]; total: number } {
  assertRole(actor, "ADMIN");
  const search = query.q ? userSearch(query.q) : undefined;
  const filters = and(
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.approvalStatus, query.status) : undefined,
  );
  const page = { limit: query.limit, offset: query.offset };
  if (!search) {
    const total = countUsers({ role: query.role, status: query.status });
    if (total <= page.offset) return { items: [], total };
    return { items: db.select().from(users).where(filters).orderBy(desc(users.id)).limit(page.limit).offset(page.offset).all(), total };
  }
  const key = JSON.stringify([search.text, query.role ?? null, query.status ?? null]);
  const total = cachedTotal(key, () => countSearch(search, filters), "users");
  if (total <= page.offset) return { items: [], total };
  if (search.phrase && (!filters || total >= FILTERED_WALK * (page.offset + page.limit))) {
    return { items: readIds(newestMatches({ fts: "users_fts", table: users }, search.phrase, filters, page)), total };
  }
  if (walksTable(total, page)) {
    // `+email`: the prefix is a check on each row of the newest-first walk, not the way in.
    const prefix = and(filters, sql`+${users.email} >= ${search.lower}`, sql`+${users.email} < ${`${search.lower}\uffff`}`);
    return { items: db.select().from(users).where(prefix).orderBy(desc(users.id)).limit(page.limit).offset(page.offset).all(), total };
  }
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(and(filters, search.where))
    .orderBy(desc(users.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { items: readIds(ids.map((r) => r.id)), total };
}

/**
 * A trigram search with a role or status walks users_fts while at least this many times
 * the page's rows match: the walk looks up each match's row (~1.2 µs at 1,000,000 users),
 * so when the filter keeps few matches it costs more than listing every match once
 * (~0.25 µs each) and reading the filter's index in id order against that list.
 */
const FILTERED_WALK = 5;

/** How many users a search finds: users_fts alone for a trigram search without filters (its rows are exactly the users). */
function countSearch(search: UserSearch, filters: SQL | undefined): number {
  if (search.phrase && !filters)
    return db.get<{ n: number }>(sql`SELECT count(*) AS n FROM users_fts WHERE users_fts MATCH ${search.phrase}`)?.n ?? 0;
  return db.select({ n: count() }).from(users).where(and(filters, search.where)).get()?.n ?? 0;
}

/** The users of `ids`, newest first. */
function readIds(ids: number[]): User[] {
  return ids.length ? db.select().from(users).where(inArray(users.id, ids)).orderBy(desc(users.id)).all() : [];
}

/**
 * Whether an e-mail prefix's page is cheaper found by walking the table newest first than
 * by sorting its `total` matches. Sorting reads every match's index entry; the walk
 * visits about (offset + limit) * N / total rows, each about twice a sorted match (measured
 * on the bench's 1,000,000 users: 0.13 µs a row walked, 0.05-0.07 µs an entry counted).
 * N is the highest user id, never less than the rows the walk can meet.
 */
function walksTable(total: number, page: { limit: number; offset: number }): boolean {
  const highestId =
    db
      .select({ id: max(users.id) })
      .from(users)
      .get()?.id ?? 0;
  return total * total >= (page.offset + page.limit) * highestId * 2;
}

const ftsIds = (phrase: string) => sql`(SELECT rowid FROM users_fts WHERE users_fts MATCH ${phrase})`;

type UserSearch = { text: string; where: SQL; phrase?: string; lower?: string };

/** The search's condition, and its FTS5 phrase when it goes through users_fts (3+ characters), else its e-mail prefix. */
function userSearch(q: string): UserSearch | undefined {
  // Control characters never match, and a NUL breaks FTS5's query parser.
  const text = searchText(q);
  if (!text) return undefined;
  if ([...text].length >= 3) {
    const phrase = `"${text.replace(/"/g, '""')}"`;
    return { text, where: sql`${users.id} IN ${ftsIds(phrase)}`, phrase };
  }
  const lower = text.toLowerCase();
  return { text, where: and(gte(users.email, lower), lt(users.email, `${lower}\uffff`))!, lower };
}

/* ---------- one's own account (settings, PUT/DELETE /api/users/{id}) ---------- */

function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new ModelError("invalid", "passwordTooCommon", { fields: { [field]: ["passwordTooCommon"] } });
  }
}

/**
 * The account `userId` as `actor` may manage it: its own, or (for an admin) any account
 * but another admin's. Someone else's account is refused before it is looked up (403),
 * so ids reveal nothing; an admin gets 404 for an id that does not exist.
 */
export function getManagedAccount(actor: User | null | undefined, userId: number): User {
  if (!actor) throw new ModelError("unauthenticated", "notSignedIn");
  if (actor.id !== userId && actor.role !== "ADMIN") throw new ModelError("forbidden", "notYourAccount");
  const target = getUserById(userId);
  if (!target) throw new ModelError("not_found", "userNotFound");
  if (target.id !== actor.id && target.role === "ADMIN") throw new ModelError("forbidden", "notYourAccount");
  return target;
}

/**
 * Change profile fields: name, PIC name (owners), e-mail, phone, company (advertisers).
 * Fields that do not belong to the account's role are ignored; role, approval status and
 * password never change here. A taken e-mail is a field error (409).
 */
export function updateAccount(actor: User | null | undefined, userId: number, input: AccountUpdate): User {
  const target = getManagedAccount(actor, userId);
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.fullname !== undefined) set.fullname = input.fullname;
  if (input.email !== undefined) set.email = input.email;
  if (input.phone !== undefined) set.phone = input.phone;
  if (target.role === "COMMUNITY_OWNER" && input.pic_name !== undefined) set.picName = input.pic_name;
  if (target.role === "ADVERTISER") {
    if (input.company_name !== undefined) set.companyName = input.company_name ?? null;
    if (input.company_description !== undefined) set.companyDescription = input.company_description ?? null;
    if (input.billing_name !== undefined) set.billingName = input.billing_name ?? null;
    if (input.billing_address !== undefined) set.billingAddress = input.billing_address ?? null;
    if (input.billing_npwp !== undefined) set.billingNpwp = input.billing_npwp ?? null;
  }
  const emailTaken = () => new ModelError("conflict", "emailTaken", { fields: { email: ["emailTaken"] } });
  if (Object.keys(set).length === 0) return target;
  try {
    return db.transaction((tx) => {
      if (
        set.email &&
        tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, set.email), ne(users.id, target.id)))
          .get()
      ) {
        throw emailTaken();
      }
      return tx
        .update(users)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning()
        .get();
    });
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed: users.email")) throw emailTaken();
    throw error;
  }
}

/** Only the user itself (not even an admin) may do this to the account. */
export function assertOwnAccount(actor: User | null | undefined, userId: number): asserts actor is User {
  if (!actor) throw new ModelError("unauthenticated", "notSignedIn");
  if (actor.id !== userId) throw new ModelError("forbidden", "notYourAccount");
}

/**
 * Change one's own password: the current one must be right; the new one must not be a
 * common one. Every other session of the user ends (the one making the change stays).
 */
export async function changePassword(
  actor: User | null | undefined,
  userId: number,
  input: PasswordChange,
  keepSessionId: string | null,
): Promise<void> {
  assertOwnAccount(actor, userId);
  const current = getUserById(userId);
  if (!current) throw new ModelError("not_found", "userNotFound");
  if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
    throw new ModelError("invalid", "currentPasswordIncorrect", {
      fields: { currentPassword: ["currentPasswordIncorrect"] },
    });
  }
  assertUncommonPassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId)).run();
    endSessions(tx, userId, keepSessionId);
  });
  securityLog({ event: "password_changed", userId });
}

/**
 * Delete an account and everything of it in one transaction: its community
 * with categories, members and applications, its briefs with their applications, its
 * notifications and sessions. The foreign keys cascade from the user row; the delete is
 * one statement inside one transaction, so nothing is half-deleted.
 */
export function deleteAccount(actor: User | null | undefined, userId: number): void {
  const target = getManagedAccount(actor, userId);
  if (target.role === "ADMIN") throw new ModelError("forbidden", "cannotDeleteAdmin");
  db.transaction((tx) => {
    // Money still to move (held, a payout or a refund due) is settled first; the money
    // records themselves (invoices, payouts, the ledger) outlive the account.
    if (hasOpenMoney(tx, target.id)) throw new ModelError("conflict", "accountHasOpenMoney");
    voidUnpaidInvoicesOf(tx, target.id, new Date());
    endSessions(tx, target.id);
    tx.delete(users).where(eq(users.id, target.id)).run();
    // The admin's deletion of someone else's account is a decision: it stays on record.
    if (actor && actor.id !== target.id) {
      recordAudit(tx, {
        actor,
        action: "account_deleted",
        subject: { type: "user", id: target.id },
        subjectUserId: target.id,
        params: { name: target.fullname, email: target.email, role: target.role },
      });
    }
  });
  securityLog({ event: "account_deleted", userId: target.id, email: target.email, byUserId: actor?.id ?? null });
}

/** Remember the language the user reads Guyub in: its e-mails are written in it. */
export function setUserLang(actor: User | null | undefined, lang: Lang): void {
  if (!actor || actor.lang === lang) return;
  db.update(users).set({ lang }).where(eq(users.id, actor.id)).run();
}
