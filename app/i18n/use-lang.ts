import { useMatches, useRouteLoaderData } from "@remix-run/react";
import type { RootData, RootUser } from "~/utils/root-data";
import { DEFAULT_LANG, type Catalogue, type Lang, type Messages } from "./index";
import { SUBMISSION_FIELD } from "~/utils/submission-key";

// Shipped in this module's chunk, which every page loads (see utils/lost-post.ts).
export { skipRevalidationAfterLostPost } from "~/utils/lost-post";

/*
 * The client side of the catalogues. No catalogue is bundled for the browser: loaders
 * send the active language's texts as `messages` (pickMessages, lang.server.ts) and a
 * component reads them by catalogue key, importing the catalogue as a type only:
 *
 *   import type { homeMessages } from "~/i18n/home";
 *   const t = useT<typeof homeMessages>("home");
 *
 * The root loader sends the frame's catalogues; a route loader sends its own.
 */

/** What the root loader gives every page (utils/root-data.ts says what it holds). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/**
 * The hidden one-time key of a form that creates something, as input props:
 * `<input {...useSubmissionKey()} />`. The same form sent twice (a double tap, a retry on
 * a flaky connection) creates one thing; the key comes with the page (root data), so it
 * works without JavaScript (app/server/form-once.server.ts).
 */
export function useSubmissionKey() {
  return { type: "hidden", name: SUBMISSION_FIELD, value: useRootData()?.formKey ?? "" } as const;
}

/** The signed-in user (from the root loader), or null. */
export function useOptionalUser(): RootUser | null {
  return useRootData()?.user ?? null;
}

/** The active language, from the root loader. */
export function useLang(): Lang {
  return useRootData()?.lang ?? DEFAULT_LANG;
}

export type LoaderMessages = Record<string, Messages>;
type MatchLike = { data?: unknown };

function messagesOf(data: unknown): LoaderMessages | undefined {
  if (!data || typeof data !== "object" || !("messages" in data)) return undefined;
  const messages = (data as { messages?: unknown }).messages;
  return messages && typeof messages === "object" ? (messages as LoaderMessages) : undefined;
}

/**
 * The texts of catalogue `key` a current match's loader sent (the deepest one that sent
 * them). Looked up, not merged: a page calls useT dozens of times per render.
 */
export function textsOf(matches: readonly MatchLike[], key: string): Messages | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const texts = messagesOf(matches[i].data)?.[key];
    if (texts) return texts;
  }
  return undefined;
}

/** Stands in for missing texts in production: each text shows its key. */
const keyNames: Messages = new Proxy({} as Messages, {
  get: (_target, property) => (typeof property === "string" ? property : undefined),
});

/**
 * The active language's texts of a catalogue, from the loader data of the current
 * routes: `useT<typeof homeMessages>("home")` (the type argument is required).
 * A catalogue no loader sent is an error in development; in production its texts
 * show their keys. Without root data (the root loader failed) the keys show too.
 */
export function useT<C extends Catalogue = never>(key: C["key"]): C["en"] {
  const matches = useMatches();
  const texts = textsOf(matches, key);
  if (texts) return texts as C["en"];
  if (process.env.NODE_ENV !== "production" && messagesOf(matches[0]?.data)) {
    throw new Error(
      `useT("${key}"): no loader of this page sent the "${key}" texts. ` +
        `Add the catalogue to a loader's messages: pickMessages(request, ...).`,
    );
  }
  return keyNames as C["en"];
}

/**
 * A page's title and description from its texts in loader data (meta runs in the
 * browser on navigation, so it reads `data.messages`, never a catalogue).
 */
export function pageMeta(texts: { metaTitle: string; metaDescription: string } | undefined) {
  if (!texts) return [{ title: "Guyub" }];
  return [{ title: texts.metaTitle }, { name: "description", content: texts.metaDescription }];
}
