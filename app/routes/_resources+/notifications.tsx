/*
 * /notifications: the bell's forms post here (read, read-all, dismiss), and its
 * 30-second refresh reads the unread count here (./notifications.server.ts).
 */
export { notificationsCountLoader as loader, notificationsAction as action } from "~/routes/notifications.server";
