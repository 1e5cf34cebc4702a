import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminConsole, LoadFailed } from "~/components/admin/console";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { adminMessagesMessages } from "~/i18n/admin-messages";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { adminMessagesLoader } from "./server";
import { useIsPending } from "~/utils/use-is-pending";

/*
 * The admin console's Messages tab: contact-form messages with Open, Handled and All;
 * "Mark handled" and "Reopen" are plain posts. Loader and action in
 * ./server.ts.
 */

export { adminMessagesLoader as loader, adminMessagesAction as action } from "./server";

type loader = typeof adminMessagesLoader;

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.adminConsole);

export default function AdminMessages() {
  const data = useLoaderData<loader>();
  const t = useT<typeof adminMessagesMessages>("adminMessages");
  const reply = useActionData<FormReply>();
  const busy = useIsPending();
  const errors = reply?.result.error?.[""];
  return (
    <AdminConsole tabs={data.tabs}>
      <h2 className="sr-only">{t.heading}</h2>
      {data.loadFailed ? (
        <LoadFailed text={t.loadFailed} retryHref={data.retryHref} />
      ) : (
        <>
          <LinkTabs label={t.statusTabs} tabs={data.stateTabs} />
          {errors?.length ? (
            <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="form-error">
              {errors.join(" ")}
            </p>
          ) : null}
          {data.items.length ? (
            <ul className="mt-4 space-y-3">
              {data.items.map((m) => (
                <li key={m.id} className="card p-4" data-testid="contact-message">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="break-words font-semibold text-slate-900">{m.name}</p>
                    {m.handled ? (
                      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">{t.handled}</span>
                    ) : null}
                  </div>
                  <p className="break-all text-sm">
                    <a href={`mailto:${m.email}`} className="text-brand-700 underline">
                      {m.email}
                    </a>
                  </p>
                  <p className="text-sm text-slate-700">
                    {m.phone}
                    {m.whatsapp ? (
                      <>
                        {" · "}
                        <a href={m.whatsapp} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                          {t.whatsapp}
                        </a>
                      </>
                    ) : null}
                  </p>
                  <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">{m.message}</p>
                  <p className="mt-1 text-xs text-slate-500">{m.received}</p>
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="id" value={m.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={m.handled ? "reopen" : "handled"}
                      className={m.handled ? "btn-secondary" : "btn-primary"}
                      disabled={busy}
                      aria-label={interpolate(t.actionFor, { action: m.handled ? t.reopen : t.markHandled, name: m.name })}
                    >
                      {m.handled ? t.reopen : t.markHandled}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4">
              <EmptyState testId="no-messages" title={data.tab === "open" ? t.emptyOpenTitle : t.emptyTitle} text={t.emptyText} />
            </div>
          )}
          <Pager pager={data.pager} />
        </>
      )}
    </AdminConsole>
  );
}
