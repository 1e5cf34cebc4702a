import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminConsole, AuditTrail, LoadFailed } from "~/components/admin/console";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { adminCommunitiesMessages } from "~/i18n/admin-communities";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { adminCommunitiesLoader } from "./server";
import { useIsPending } from "~/utils/use-is-pending";

/*
 * The admin console's Communities tab (verify dialog, community
 * members list, WhatsApp contact; 'Belum ada komunitas terdaftar', 'Gagal memuat
 * komunitas'). Loader and action in ./server.ts; plain GET filters
 * and URL dialogs, so it all works without JavaScript.
 */

export { adminCommunitiesLoader as loader, adminCommunitiesAction as action } from "./server";

type loader = typeof adminCommunitiesLoader;
type Data = ReturnType<typeof useLoaderData<loader>>;
type Texts = (typeof adminCommunitiesMessages)["en"];

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.adminConsole);

const BADGE = "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

export default function AdminCommunities() {
  const data = useLoaderData<loader>();
  const t = useT<typeof adminCommunitiesMessages>("adminCommunities");
  return (
    <AdminConsole tabs={data.tabs}>
      <h2 className="sr-only">{t.heading}</h2>
      <Form
        method="get"
        role="search"
        aria-label={t.search}
        className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_9rem_auto]"
        key={JSON.stringify(data.form)}
      >
        <div>
          <label htmlFor="communities-q" className="label">
            {t.search}
          </label>
          <input
            id="communities-q"
            name="q"
            type="search"
            defaultValue={data.form.q}
            placeholder={t.searchPlaceholder}
            maxLength={100}
            className="input"
          />
        </div>
        <div>
          <label htmlFor="communities-category" className="label">
            {t.category}
          </label>
          <select id="communities-category" name="category" defaultValue={data.form.category} className="input">
            <option value="">{t.allCategories}</option>
            {data.categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="communities-verified" className="label">
            {t.verification}
          </label>
          <select id="communities-verified" name="verified" defaultValue={data.form.verified} className="input">
            <option value="">{t.allStates}</option>
            <option value="true">{t.verifiedOnly}</option>
            <option value="false">{t.pendingOnly}</option>
          </select>
        </div>
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
      {data.loadFailed ? (
        <LoadFailed text={t.loadFailed} retryHref={data.retryHref} />
      ) : data.communities.length ? (
        <>
          <p className="text-sm font-semibold text-slate-700" data-testid="community-count">
            {interpolate(data.total === 1 ? t.countOne : t.countOther, { count: data.totalText })}
          </p>
          <ul className="mt-3 space-y-3">
            {data.communities.map((c) => (
              <Row key={c.id} c={c} t={t} />
            ))}
          </ul>
          <Pager pager={data.pager} />
        </>
      ) : (
        <EmptyState
          testId="no-communities"
          title={data.filtered ? t.emptyFilteredTitle : t.emptyTitle}
          text={data.filtered ? t.emptyText : undefined}
        />
      )}
      <Dialogs data={data} t={t} />
    </AdminConsole>
  );
}

function Row({ c, t }: { c: Data["communities"][number]; t: Texts }) {
  const action = (href: string | null, label: string, className: string) =>
    href ? (
      <Link to={href} preventScrollReset className={className} aria-label={interpolate(t.actionFor, { action: label, name: c.name })}>
        {label}
      </Link>
    ) : null;
  return (
    <li className="card p-4" data-testid="admin-community">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold text-slate-900">{c.name}</p>
          <p className="break-words text-sm text-slate-600">
            {c.categories} · {c.location} · {t.members} {c.members}
          </p>
        </div>
        <span
          className={`${BADGE} ${c.isVerified ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-inset ring-slate-300"}`}
          data-testid="verified-state"
        >
          {c.isVerified ? t.verified : t.pending}
        </span>
      </div>
      <p className="mt-2 break-words text-sm text-slate-700">
        {t.owner}: {c.owner} · {c.phone}
        {c.whatsapp ? (
          <>
            {" · "}
            <a href={c.whatsapp} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
              {t.whatsapp}
            </a>
          </>
        ) : null}
      </p>
      <p className="break-all text-sm text-slate-700">
        <a href={`mailto:${c.email}`} className="text-brand-700 underline">
          {c.email}
        </a>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {action(c.verifyHref, t.verify, "btn-primary")}
        {action(c.revokeHref, t.revoke, "btn-secondary text-red-700")}
        {action(c.membersHref, t.viewMembers, "btn-secondary")}
        {action(c.historyHref, t.history, "btn-secondary")}
      </div>
    </li>
  );
}

function Dialogs({ data, t }: { data: Data; t: Texts }) {
  const reply = useActionData<FormReply>();
  const busy = useIsPending();
  const dialog = data.dialog;
  if (!dialog) return null;
  const { community } = dialog;
  const close = (
    <DialogCancel to={data.closeHref}>{dialog.kind === "verify" || dialog.kind === "revoke" ? t.cancel : t.close}</DialogCancel>
  );
  if (dialog.kind === "members" || dialog.kind === "history") {
    const members = dialog.members;
    return (
      <UrlDialog
        open
        closeTo={data.closeHref}
        title={interpolate(dialog.kind === "members" ? t.membersTitle : t.historyTitle, { name: community.name })}
        testId={`${dialog.kind}-dialog`}
      >
        {members ? (
          members.items.length ? (
            <>
              <ul className="divide-y divide-slate-200 text-sm" data-testid="member-list">
                {members.items.map((m) => (
                  <li key={m.id} className="py-2">
                    <span className="font-medium text-slate-900">{m.name}</span>
                    {m.role ? <span className="text-slate-600"> · {m.role}</span> : null}
                  </li>
                ))}
              </ul>
              {members.total > members.items.length ? (
                <p className="mt-2 text-xs text-slate-600">
                  {interpolate(t.membersShown, { shown: members.items.length, total: members.total })}
                </p>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-slate-600">{t.noMembers}</p>
          )
        ) : (
          <AuditTrail entries={dialog.history ?? []} />
        )}
        <div className="mt-6 flex justify-end">{close}</div>
      </UrlDialog>
    );
  }
  const verify = dialog.kind === "verify";
  const errors = reply && reply.intent === dialog.kind ? reply.result.error?.[""] : undefined;
  return (
    <UrlDialog
      open
      closeTo={data.closeHref}
      title={verify ? t.verifyTitle : t.revokeTitle}
      description={interpolate(verify ? t.verifyText : t.revokeText, { name: community.name })}
      tone={verify ? "default" : "danger"}
      testId={`${dialog.kind}-dialog`}
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={dialog.kind} />
        <input type="hidden" name="id" value={community.id} />
        {errors?.length ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="form-error">
            {errors.join(" ")}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {close}
          <button type="submit" className={verify ? "btn-primary" : "btn-danger"} disabled={busy}>
            {verify ? t.confirmVerify : t.confirmRevoke}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}
