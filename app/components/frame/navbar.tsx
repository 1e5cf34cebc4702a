import { Link, NavLink } from "@remix-run/react";
import type { commonMessages } from "~/i18n/common";
import { useT } from "~/i18n/use-lang";
import type { RootUser } from "~/utils/root-data";
import { Drawer, MenuIcon } from "./drawer";
import { LanguageSwitch } from "./language-switch";
import { LogoutButton } from "./logout-button";

export const PUBLIC_LINKS = [
  { to: "/", key: "navHome" },
  { to: "/about", key: "navAbout" },
  { to: "/how-it-works", key: "navHowItWorks" },
  { to: "/browse", key: "navBrowse" },
  { to: "/contact", key: "navContact" },
] as const;

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-700">
      <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        G
      </span>
      Guyub
    </Link>
  );
}

/** The public navigation bar with its mobile drawer. */
export function Navbar({ user }: { user: RootUser | null }) {
  const t = useT<typeof commonMessages>("common");
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"}`;
  const account = user ? (
    <>
      <Link to={user.dashboard} className="btn-primary">
        {t.dashboard}
      </Link>
      <LogoutButton />
    </>
  ) : (
    <>
      <Link to="/auth" className="btn-ghost">
        {t.login}
      </Link>
      <Link to="/auth?register=true" className="btn-primary">
        {t.register}
      </Link>
    </>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95">
      <nav className="container-page flex h-16 items-center justify-between gap-4" aria-label="Main">
        <Logo />
        <div className="hidden items-center gap-1 lg:flex">
          {PUBLIC_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={linkClass} prefetch="intent">
              {t[link.key]}
            </NavLink>
          ))}
        </div>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch />
          {account}
        </div>
        <div className="lg:hidden">
          <Drawer label={t.menu} closeLabel={t.closeMenu} icon={<MenuIcon />} testId="mobile-menu">
            <div className="flex flex-col gap-1">
              {PUBLIC_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.to === "/"} className={linkClass}>
                  {t[link.key]}
                </NavLink>
              ))}
            </div>
            <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4">{account}</div>
            <div className="mt-4 border-t border-slate-200 pt-4">
              <p className="mb-2 text-xs font-semibold uppercase text-slate-500">{t.language}</p>
              <LanguageSwitch />
            </div>
          </Drawer>
        </div>
      </nav>
    </header>
  );
}
