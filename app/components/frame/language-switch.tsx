import { Form, useLocation } from "@remix-run/react";
import type { commonMessages } from "~/i18n/common";
import { useLang, useT } from "~/i18n/use-lang";

/**
 * EN / ID switch: a plain form post, remembered in a cookie. `tone="dark"` for a dark
 * background (the footer): light grey idle buttons; the chosen one stays white on green.
 */
export function LanguageSwitch({ className = "", tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const t = useT<typeof commonMessages>("common");
  const lang = useLang();
  const location = useLocation();
  const back = location.pathname + location.search;
  return (
    <Form
      method="post"
      action="/language"
      className={`flex items-center gap-1 ${className}`}
      aria-label={t.language}
      reloadDocument
    >
      <input type="hidden" name="redirectTo" value={back} />
      {(["en", "id"] as const).map((code) => (
        <button
          key={code}
          type="submit"
          name="lang"
          value={code}
          aria-pressed={lang === code}
          title={code === "en" ? t.languageEnglish : t.languageIndonesian}
          className={`rounded px-2 py-1 text-xs font-semibold uppercase ${
            lang === code
              ? "bg-brand-600 text-white"
              : tone === "dark"
                ? "text-slate-300 hover:bg-slate-800 hover:text-white"
                : "text-slate-600 hover:bg-slate-100"
          }`}
        >
          <span lang={code}>{code === "en" ? "EN" : "ID"}</span>
        </button>
      ))}
    </Form>
  );
}
