import { Form, useLocation, useMatches } from "@remix-run/react";
import type { commonMessages } from "~/i18n/common";
import { useLang, useT } from "~/i18n/use-lang";
import type { KeepTypedHandle } from "~/utils/keep-typed";

/**
 * EN / ID switch: a plain form post, remembered in a cookie. `tone="dark"` for a dark
 * background (the footer). Its look is .lang-switch in app/tailwind.css. On a page whose
 * route names a form to keep (`handle.keepTypedForm`), the buttons post that form
 * instead, through /language back to the page, so what was typed survives the switch
 * (utils/keep-typed.ts).
 */
export function LanguageSwitch({ className = "", tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const t = useT<typeof commonMessages>("common");
  const lang = useLang();
  const location = useLocation();
  const back = location.pathname + location.search;
  // The form to keep, if the page's route names one; its post goes to /language?lang=..&redirectTo=..
  const page = useMatches().at(-1)!;
  const kept = (page.handle as Partial<KeepTypedHandle> | undefined)?.keepTypedForm?.(page.data);
  return (
    <Form method="post" action="/language" className={`lang-switch ${tone === "dark" ? "lang-switch-dark " : ""}flex items-center gap-1 ${className}`} aria-label={t.language} reloadDocument>
      <input type="hidden" name="redirectTo" value={back} />
      {(["en", "id"] as const).map((code) => (
        <button
          key={code}
          type="submit"
          name="lang"
          value={code}
          form={kept}
          formAction={kept && `/language?lang=${code}&redirectTo=${encodeURIComponent(back)}`}
          formNoValidate={!!kept}
          aria-pressed={lang === code}
          title={t[`language_${code}`]}
        >
          <span lang={code}>{code === "en" ? "EN" : "ID"}</span>
        </button>
      ))}
    </Form>
  );
}
