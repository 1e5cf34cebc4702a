import { Link } from "@remix-run/react";
import type { ConversationLinkData } from "~/utils/conversation-view";

/*
 * The link to a deal's conversation (/conversations/...), with the reader's unread count
 * as a badge: on the campaign lists, a campaign's page, the brief report and the admin's
 * campaign view. Its texts come made by the loader (routes/conversation-links.server.ts).
 */

export type { ConversationLinkData };

export function ConversationLink({ link, className = "btn-secondary" }: { link: ConversationLinkData; className?: string }) {
  return (
    <Link to={link.href} className={`${className} inline-flex items-center gap-1.5`} data-testid="conversation-link">
      {link.label}
      {link.unread ? (
        <>
          <span
            aria-hidden="true"
            className="rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white"
            data-testid="conversation-unread"
          >
            {link.unread}
          </span>
          <span className="sr-only">{link.unreadText}</span>
        </>
      ) : null}
    </Link>
  );
}
