import type { MetaFunction } from "@remix-run/node";
import { NotificationsPage } from "~/components/notifications-page";
import { pageMeta } from "~/i18n/use-lang";
import type { notificationsPageLoader } from "~/routes/notifications.server";

/** The full list of one's notifications (components/notifications-page.tsx). */
export { notificationsPageLoader as loader } from "~/routes/notifications.server";

export const meta: MetaFunction<typeof notificationsPageLoader> = ({ data }) => pageMeta(data?.messages.notifications);

export default NotificationsPage;
