import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { AdminConsole, AuditTrail, LoadFailed } from "~/components/admin/console";
import { DialogErrors as Errors } from "~/components/admin/dialog-errors";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n";
import type { adminUsersMessages } from "~/i18n/admin-users";
import { useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { adminUsersLoader } from "./accounts.server";
import { useHydrated } from "~/utils/use-hydrated";
import { useIsPending } from "~/utils/use-is-pending";

/*
 * The screen of the admin console's account tabs, shared by their routes (pending-users.tsx
 * and dashboard.tsx: Pending Approvals; users.tsx: All Users): the filters (All Users
 * only), the user cards with their actions, the pager, and the approve, reject, delete
 * and history dialogs (URL state, plain posts). Loader and action in ./accounts.server.ts.
 */

type Data = ReturnType<typeof useLoaderData<ReturnType<typeof adminUsersLoader>>>;
type Texts = (typeof adminUsersMessages)["en"];

/*
 * Badges in ui/badge.tsx's styles, written here: importing Badge would split it out of
 * the brief card's chunk and cost the owner pages, at their JS limit, a chunk more.
 */
const BADGE = "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";
const STATUS_BADGE: Record<string, string> = {
  PENDING: "bg-white text-slate-700 ring-1 ring-inset ring-slate-300",
  APPROVED: "bg-brand-600 text-white",
  REJECTED: "bg-red-600 text-white",
};

export function AccountTabs() {
  const data = useLoaderData<ReturnType<typeof adminUsersLoader>>();
  const t = useT<typeof adminUsersMessages>("adminUsers");
  const pending = data.tab === "pending";
  return (
    <AdminConsole tabs={data.tabs}>
      <h2 className="sr-only">{pending ? t.pendingHeading : t.usersHeading}</h2>
      <Filters data={data} t={t} />
      {data.loadFailed ? (
        <LoadFailed text={pending ? t.loadFailedPending : t.loadFailedUsers} retryHref={data.retryHref} />
      ) : data.users.length ? (
        <>
          <p className="mt-4 text-sm font-semibold text-slate-700" data-testid="user-count">
            {interpolate(data.total === 1 ? t.countOne : t.countOther, { count: data.totalText })}
          </p>
          <ul className="mt-3 space-y-3">
            {data.users.map((user) => (
              <UserRow key={user.id} user={user} t={t} />
            ))}
          </ul>
          <Pager pager={data.pager} />
        </>
      ) : (
        <EmptyState
          testId="no-users"
          title={pending ? t.emptyPendingTitle : t.emptyUsersTitle}
          text={pending ? t.emptyPendingText : t.emptyUsersText}
        />
      )}
      <UserDialogs data={data} t={t} />
    </AdminConsole>
  );
}

function Filters({ data, t }: { data: Data; t: Texts }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={t.search}
      className="mb-2 grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem_auto]"
      key={JSON.stringify(data.form)}
    >
      <div>
        <label htmlFor="users-q" className="label">
          {t.search}
        </label>
        <input
          id="users-q"
          name="q"
          type="search"
          defaultValue={data.form.q}
          placeholder={t.searchPlaceholder}
          maxLength={100}
          className="input"
        />
      </div>
      {data.tab === "users" ? (
        <>
          <div>
            <label htmlFor="users-role" className="label">
              {t.roleFilter}
            </label>
            <select id="users-role" name="role" defaultValue={data.form.role} className="input">
              <option value="">{t.allRoles}</option>
              {data.roles.map((r) => (
                <option key={r} value={r}>
                  {t[`role${r}`]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="users-status" className="label">
              {t.statusFilter}
            </label>
            <select id="users-status" name="status" defaultValue={data.form.status} className="input">
              <option value="">{t.allStatuses}</option>
              {data.statuses.map((s) => (
                <option key={s} value={s}>
                  {t[`status${s}`]}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
      <div className="flex items-end gap-2">
        <button type="submit" className="btn-primary">
          {t.apply}
        </button>
        {data.filtered ? (
          <Link to={data.resetHref} className="btn-secondary">
            {t.reset}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function UserRow({ user, t }: { user: Data["users"][number]; t: Texts }) {
  const action = (href: string | null, label: string, className: string) =>
    href ? (
      <Link to={href} preventScrollReset className={className} aria-label={interpolate(t.actionsFor, { action: label, name: user.name })}>
        {label}
      </Link>
    ) : null;
  return (
    <li className="card p-4" data-testid="user-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold text-slate-900">
            {user.name}
            {user.isSelf ? <span className="ml-2 text-xs font-normal text-slate-500">({t.you})</span> : null}
          </p>
          <p className="break-all text-sm text-slate-600">{user.email}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <span className={`${BADGE} bg-slate-100 text-slate-800`}>{t[`role${user.role}`]}</span>
          <span className={`${BADGE} ${STATUS_BADGE[user.status]}`} data-testid="user-status">
            {t[`status${user.status}`]}
          </span>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t.phone}</dt>
        <dd className="break-words text-slate-800">
          {user.phone}
          {user.whatsapp ? (
            <>
              {" · "}
              <a href={user.whatsapp} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                {t.whatsapp}
              </a>
            </>
          ) : null}
        </dd>
        <dt className="text-slate-500">{t.registered}</dt>
        <dd className="text-slate-800">{user.registered}</dd>
      </dl>
      {user.reason ? <p className="mt-2 break-words text-sm text-red-800">{interpolate(t.reason, { reason: user.reason })}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {action(user.approveHref, t.approve, "btn-primary")}
        {action(user.rejectHref, t.reject, "btn-secondary")}
        {action(user.deleteHref, t.delete, "btn-secondary text-red-700")}
        {action(user.historyHref, t.history, "btn-secondary")}
      </div>
    </li>
  );
}

function UserDialogs({ data, t }: { data: Data; t: Texts }) {
  const reply = useActionData<FormReply>();
  const busy = useIsPending();
  const typed = reply?.result.initialValue?.rejectionReason;
  const initialReason = typeof typed === "string" ? typed : "";
  const [reason, setReason] = useState(initialReason);
  const hydrated = useHydrated();
  const dialog = data.dialog;
  if (!dialog) return null;
  const { user } = dialog;
  if (dialog.kind === "history") {
    return (
      <UrlDialog open closeTo={data.closeHref} title={interpolate(t.historyTitle, { name: user.name })} testId="history-dialog">
        <AuditTrail entries={dialog.history ?? []} />
        <div className="mt-6 flex justify-end">
          <DialogCancel to={data.closeHref}>{t.close}</DialogCancel>
        </div>
      </UrlDialog>
    );
  }
  const copy = {
    approve: { title: t.approveTitle, text: t.approveText, confirm: t.confirmApprove, className: "btn-primary" },
    reject: { title: t.rejectTitle, text: t.rejectText, confirm: t.confirmReject, className: "btn-danger" },
    delete: { title: t.deleteTitle, text: t.deleteText, confirm: t.confirmDelete, className: "btn-danger" },
  }[dialog.kind];
  const errors = reply?.intent === dialog.kind ? reply.result.error : undefined;
  return (
    <UrlDialog
      open
      closeTo={data.closeHref}
      title={copy.title}
      description={interpolate(copy.text, { name: user.name, email: user.email })}
      tone={dialog.kind === "approve" ? "default" : "danger"}
      testId={`${dialog.kind}-dialog`}
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={dialog.kind} />
        <input type="hidden" name="id" value={user.id} />
        {dialog.kind === "reject" ? (
          <div>
            <label htmlFor="reject-reason" className="label">
              {t.reasonLabel} *
            </label>
            <textarea
              id="reject-reason"
              name="rejectionReason"
              rows={3}
              maxLength={1000}
              className="input"
              defaultValue={initialReason}
              onChange={(event) => setReason(event.currentTarget.value)}
              aria-invalid={errors?.rejectionReason ? true : undefined}
              aria-describedby={errors?.rejectionReason ? "reject-reason-error" : undefined}
            />
            <Errors id="reject-reason-error" className="field-error" errors={errors?.rejectionReason} />
          </div>
        ) : null}
        <Errors
          id="user-dialog-error"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          errors={errors?.[""]}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogCancel to={data.closeHref}>{t.cancel}</DialogCancel>
          <button
            type="submit"
            className={copy.className}
            // With JavaScript the reject button waits for a reason; without it the server refuses a blank one.
            disabled={busy || (dialog.kind === "reject" && hydrated && !reason.trim())}
          >
            {copy.confirm}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}
