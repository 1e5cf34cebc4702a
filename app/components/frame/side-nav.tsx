import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import type { commonMessages } from "~/i18n/common";
import { useT } from "~/i18n/use-lang";
import type { RootUser } from "~/utils/root-data";
import { Bell, type BellData } from "./bell";
import { Drawer, MenuIcon } from "./drawer";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./navbar";
import { LogoutButton } from "./logout-button";

type Key = keyof (typeof commonMessages)["en"];

function SideNavContent({ user }: { user: RootUser }) {
  const t = useT<typeof commonMessages>("common");
  return (
    <div className="flex h-full flex-col gap-4">
      <div className="rounded-lg bg-slate-50 p-3">
        <p className="font-semibold text-slate-900" data-testid="side-user-name">
          {user.fullname}
        </p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        <p className="mt-1 inline-block rounded bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
          {t[`role${user.role}` as Key]}
        </p>
      </div>
      <nav className="flex flex-col gap-1" aria-label={t.menu}>
        {user.menu.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={({ isActive }) =>
              `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
            }
          >
            {t[item.key]}
          </NavLink>
        ))}
      </nav>
      <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-4">
        <LanguageSwitch />
        <LogoutButton />
      </div>
    </div>
  );
}

/**
 * The signed-in areas' frame: a fixed sidebar on desktop, a drawer on mobile
 * (renders only the content when there is no user).
 */
export function SignedInLayout({ user, bell, children }: { user: RootUser | null; bell?: BellData; children: ReactNode }) {
  const t = useT<typeof commonMessages>("common");
  if (!user) return <>{children}</>;
  return (
    <div className="flex min-h-screen flex-1">
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white p-4 lg:block">
        <div className="mb-6">
          <Logo />
        </div>
        <SideNavContent user={user} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-2">
          <div className="lg:hidden">
            <Logo />
          </div>
          <div className="ml-auto flex items-center gap-1">
            {bell ? <Bell bell={bell} seeAll={`${user.base}/notifications`} /> : null}
            <div className="lg:hidden">
              <Drawer label={t.menu} closeLabel={t.closeMenu} icon={<MenuIcon />} side="left" testId="side-drawer">
                <SideNavContent user={user} />
              </Drawer>
            </div>
          </div>
        </div>
        {user.approval_status === "PENDING" ? (
          <div
            className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
            role="status"
            data-testid="pending-banner"
          >
            {t.pendingBanner}
          </div>
        ) : null}
        <main id="main" className="flex-1 bg-slate-50 p-4 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
