import { useEffect, useState } from "react";

/**
 * False on the server and in the first render in the browser, true once JavaScript runs:
 * what a form does only with JavaScript (post in place, check a field as it is typed)
 * starts from here, so the page without JavaScript stays the plain form.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
