import type { ReactNode } from "react";
import { interpolate } from "~/i18n";
import type { areaMessages } from "~/i18n/areas";
import { useOptionalUser, useT } from "~/i18n/use-lang";

type Key = keyof (typeof areaMessages)["en"];

/** A signed-in screen's heading, welcome line and body. */
export function AreaPage({ title, children }: { title: Key; children: ReactNode }) {
  const t = useT<typeof areaMessages>("areas");
  const user = useOptionalUser();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900">{t[title]}</h1>
      {user ? <p className="mt-1 text-sm text-slate-600">{interpolate(t.welcome, { name: user.fullname })}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
