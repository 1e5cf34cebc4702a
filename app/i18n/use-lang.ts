import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_LANG, type Catalogue, type Messages, type Lang } from "./index";

type RootData = { lang?: Lang } | undefined;

/** The active language, from the root loader. */
export function useLang(): Lang {
  const data = useRouteLoaderData("root") as RootData;
  return data?.lang ?? DEFAULT_LANG;
}

/** The active language's half of a catalogue. */
export function useT<E extends Messages>(catalogue: Catalogue<E>): E {
  const lang = useLang();
  return catalogue[lang] as E;
}
