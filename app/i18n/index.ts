/*
 * Two languages: English (the spec's words, verbatim) and Bahasa Indonesia.
 * Each area of the app has its own catalogue (app/i18n/*.ts) defined with
 * `defineMessages`: the Indonesian half must have exactly the English keys, so a missing
 * translation fails the type check. A route imports only the catalogues it shows.
 */
export const LANGS = ["en", "id"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";
export const LANG_COOKIE = "lang";

export type Messages = Record<string, string>;
export type Catalogue<E extends Messages> = { en: E; id: { [K in keyof E]: string } };

export function defineMessages<E extends Messages>(catalogue: Catalogue<E>): Catalogue<E> {
  return catalogue;
}

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "id";
}

/** Replace `{name}` placeholders. Unknown placeholders stay as they are. */
export function interpolate(template: string, params: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** Pick the language from the cookie, else from Accept-Language, else English. */
export function negotiateLang(cookieValue: string | null | undefined, acceptLanguage: string | null) {
  if (isLang(cookieValue)) return cookieValue;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(",")
      .map((part) => {
        const [tag, ...params] = part.trim().split(";");
        const q = params.find((p) => p.trim().startsWith("q="));
        return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      const base = tag.split("-")[0];
      if (base === "id" || base === "in" || base === "ms") return "id" as const;
      if (base === "en") return "en" as const;
    }
  }
  return DEFAULT_LANG;
}
