import { createCookie } from "@remix-run/node";
import { toastMessages } from "./common";
import { LANG_COOKIE, interpolate, negotiateLang, type Catalogue, type Lang, type Messages, type MessagesOf } from "./index";

export const langCookie = createCookie(LANG_COOKIE, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * The `lang` cookie's value from a Cookie header. createCookie stores a JSON string
 * base64-encoded; a plain value is accepted too.
 */
export function parseLangCookie(header: string | null | undefined): string | null {
  const match = (header ?? "").match(/(?:^|;\s*)lang=([^;]*)/);
  if (!match) return null;
  // Anything that does not read (a crafted "%E0%A4%A") is no choice, never an error.
  try {
    const raw = decodeURIComponent(match[1]);
    if (raw === "en" || raw === "id") return raw;
    const decoded = JSON.parse(Buffer.from(raw, "base64").toString("utf8"));
    return typeof decoded === "string" ? decoded : null;
  } catch {
    return null;
  }
}

/** The request's language: the `lang` cookie, else Accept-Language, else English. */
export function getLang(request: Request): Lang {
  return negotiateLang(parseLangCookie(request.headers.get("cookie")), request.headers.get("accept-language"));
}

/** The request language's half of a catalogue (for texts made on the server). */
export function messagesFor<E extends Messages>(request: Request, catalogue: Catalogue<E>): E {
  return catalogue[getLang(request)] as E;
}

/** The language's half of each catalogue, by catalogue key. */
export function selectMessages<const Cs extends readonly Catalogue[]>(lang: Lang, catalogues: Cs): MessagesOf<Cs> {
  const messages: Record<string, Messages> = {};
  for (const catalogue of catalogues) {
    const taken = messages[catalogue.key];
    if (taken && taken !== catalogue[lang]) throw new Error(`Two catalogues have the key "${catalogue.key}"`);
    messages[catalogue.key] = catalogue[lang];
  }
  return messages as MessagesOf<Cs>;
}

/**
 * The texts a loader sends for its components: `messages: pickMessages(request,
 * homeMessages, communityMessages)` gives `{ home: {...}, community: {...} }` in the
 * request's language; components read them with `useT<typeof homeMessages>("home")`.
 */
export function pickMessages<const Cs extends readonly Catalogue[]>(request: Request, ...catalogues: Cs): MessagesOf<Cs> {
  return selectMessages(getLang(request), catalogues);
}

type ToastKeys = { title: string; description?: string; params?: Record<string, string | number> };

/** A toast's title and description (keys of the toast catalogue) as text in the language. */
export function translateToast<T extends ToastKeys>(
  toast: T,
  lang: Lang,
): Omit<T, "params" | "description"> & { title: string; description?: string } {
  const table = toastMessages[lang] as Messages;
  const text = (key: string) => interpolate(table[key] ?? key, toast.params);
  const { params: _params, description, ...rest } = toast;
  return { ...rest, title: text(toast.title), ...(description ? { description: text(description) } : {}) };
}
