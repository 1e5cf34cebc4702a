/*
 * Two languages: English (the default) and Bahasa Indonesia.
 * Each area of the app has its own catalogue (app/i18n/*.ts) defined with
 * `defineMessages(key, { en, id })`: the Indonesian half must have exactly the English
 * keys, so a missing translation fails the type check.
 *
 * Catalogues never reach the browser: loaders send the active language's half as
 * `messages` (pickMessages in lang.server.ts) and components read it with
 * `useT<typeof homeMessages>("home")` after an `import type` (use-lang.ts).
 * See docs/decisions/002-i18n-catalogues.md.
 */
export const LANGS = ["en", "id"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";
export const LANG_COOKIE = "lang";

export type Messages = Record<string, string>;
/** A catalogue: its unique key and its texts in both languages. */
export type Catalogue<E extends Messages = Messages, K extends string = string> = {
  key: K;
  en: E;
  id: { [P in keyof E]: string };
};

/**
 * A catalogue with a key unique among the catalogues (it names the texts in loader
 * data). The Indonesian half must have exactly the English keys.
 */
export function defineMessages<const K extends string, E extends Messages>(
  key: K,
  texts: { en: E; id: { [P in keyof E]: string } },
): Catalogue<E, K> {
  return { key, en: texts.en, id: texts.id };
}

/**
 * Some texts of a catalogue as a catalogue of their own (its own key): what a loader sends
 * when its page shows only those, so the page's loader data does not carry the rest. The
 * texts stay written once, in `from`.
 */
export function subCatalogue<const K extends string, E extends Messages, const P extends keyof E & string>(
  key: K,
  from: Catalogue<E>,
  keys: readonly P[],
): Catalogue<Pick<E, P>, K> {
  const pick = (texts: Messages) => Object.fromEntries(keys.map((k) => [k, texts[k]])) as Pick<E, P>;
  return { key, en: pick(from.en), id: pick(from.id) };
}

/** The texts of catalogues in one language, by catalogue key: what loaders send. */
export type MessagesOf<Cs extends readonly Catalogue[]> = { [C in Cs[number] as C["key"]]: C["en"] };

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "id";
}

/** Replace `{name}` placeholders. Unknown placeholders stay as they are. */
export function interpolate(template: string, params: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/**
 * A count in words: the `one` text when the count is 1 ("Delivered within 1 day"), else
 * `many` with {count} filled in ("... 30 days"). Indonesian has no plural: its two texts
 * differ only by the number.
 */
export function countText(count: number, one: string, many: string, shown: string | number = count): string {
  return count === 1 ? one : interpolate(many, { count: shown });
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
