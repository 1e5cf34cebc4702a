import { Form, useLocation, useMatches } from "@remix-run/react";
import type { commonMessages } from "~/i18n/common";
import { useLang, useT } from "~/i18n/use-lang";
import type { KeepTypedHandle } from "~/utils/keep-typed";

/**
 * EN / ID switch: a plain form post, remembered in a cookie. Its look is .lang-switch in
 * app/tailwind.css; `className="lang-switch-dark"` on a dark background (the footer). On a page whose
 * route names a form to keep (`handle.keepTypedForm`), the buttons post that form
 * instead, through /language back to the page, so what was typed survives the switch
 * (utils/keep-typed.ts).
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const t = useT<typeof commonMessages>("common");
  const lang = useLang();
  const location = useLocation();
  const back = location.pathname + location.search;
  // The form to keep, if the page's route names one; its post goes to /language?lang=..&redirectTo=..
  const page = useMatches().at(-1)!;
  const kept = (page.handle as Partial<KeepTypedHandle> | undefined)?.keepTypedForm?.(page.data);
  return (
    <Form method="post" action="/language" className={`lang-switch ${className}`} aria-label={t.language} reloadDocument>
      <input type="hidden" name="redirectTo" value={back} />
      {/* Enter in a field of the kept form submits through the form's first submit button
          in the page, which would be a language button: this one comes first and posts
          the form as its own buttons do, naming no choice (a brief keeps its status). */}
      {kept ? <button type="submit" form={kept} tabIndex={-1} aria-hidden className="sr-only" /> : null}
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
