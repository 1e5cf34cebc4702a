/** A tab that is a link (the admin console's tabs, a list's filters): the server builds them, LinkTabs shows them. */
export type LinkTab = { key: string; label: string; href: string; count?: string | number; current: boolean };
