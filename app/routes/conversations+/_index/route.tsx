import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { AreaPage } from "~/components/area-page";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import { interpolate } from "~/i18n/index";
import type { inboxMessages } from "~/i18n/inbox";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { InboxCard, inboxLoader } from "./server";

/*
 * Messages (/conversations): the reader's conversations, the latest message first, each
 * card linking to its conversation with its deal, the other side, the last message and
 * the unread count. All links: no JavaScript needed. The loader lives in ./server.ts.
 */

export { inboxLoader as loader } from "./server";

type loader = typeof inboxLoader;
type Texts = (typeof inboxMessages)["en"];

export const meta: MetaFunction<loader> = ({ data }) => {
  const texts = data?.messages.inbox;
  return pageMeta(texts && data.admin ? { ...texts, metaTitle: texts.metaTitleAdmin } : texts);
};

function Card({ card, t }: { card: InboxCard; t: Texts }) {
  const titleId = useId();
  return (
    <article className="card relative p-4 sm:p-5" aria-labelledby={titleId} data-testid="conversation-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{card.kind}</p>
        <p className="text-xs text-slate-600">{card.when}</p>
      </div>
      <h2 id={titleId} className="card-title mt-1 break-words">
        <Link
          to={card.href}
          className="hover:underline after:absolute after:inset-0"
          aria-label={interpolate(t.open, { subject: card.subject })}
        >
          {card.subject}
        </Link>
      </h2>
      <p className="mt-1 break-words text-sm text-slate-700">{card.party}</p>
      <div className="mt-2 flex items-start justify-between gap-3">
        <p className={`min-w-0 break-words text-sm ${card.notice ? "italic text-slate-600" : "text-slate-800"}`}>{card.preview}</p>
        {card.unread ? (
          <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="unread">
            {card.unread}
          </span>
        ) : null}
      </div>
    </article>
  );
}

export default function Inbox() {
  const data = useLoaderData<loader>();
  const t = useT<typeof inboxMessages>("inbox");
  return (
    <AreaPage title={data.admin ? "conversations" : "messages"}>
      <p className="text-sm text-slate-600">{data.intro}</p>
      <section className="mt-6" aria-label={t.heading}>
        {data.total ? <p className="mb-3 text-sm font-medium text-slate-700">{data.total}</p> : null}
        {data.cards.length ? (
          <ul className="space-y-3">
            {data.cards.map((card) => (
              <li key={card.key}>
                <Card card={card} t={t} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t.emptyTitle} text={t.emptyText} />
        )}
        <Pager pager={data.pager} />
      </section>
    </AreaPage>
  );
}
