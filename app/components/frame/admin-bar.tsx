import { NavLink } from "@remix-run/react";
import type { commonMessages } from "~/i18n/common";
import { useT } from "~/i18n/use-lang";
import type { RootUser } from "~/utils/root-data";
import { LogoutButton } from "./logout-button";

/** Shown on the home page to admins only. */
export function AdminBar({ user }: { user: RootUser }) {
  const t = useT<typeof commonMessages>("common");
  const cls = ({ isActive }: { isActive: boolean }) =>
    `rounded px-2 py-1 text-sm ${isActive ? "bg-white/20 font-semibold" : "hover:bg-white/10"}`;
  return (
    <div className="bg-slate-900 text-white" data-testid="admin-bar">
      <div className="container-page flex flex-wrap items-center justify-between gap-2 py-2">
        <div className="flex items-center gap-1">
          <NavLink to="/admin/dashboard" className={cls}>
            {t.dashboard}
          </NavLink>
          <NavLink to="/" end className={cls}>
            {t.navHome}
          </NavLink>
        </div>
        <div className="flex items-center gap-3">
          <span className="text-sm">{user.fullname}</span>
          <LogoutButton className="btn px-3 py-1 text-white ring-1 ring-white/40 hover:bg-white/10" />
        </div>
      </div>
    </div>
  );
}
