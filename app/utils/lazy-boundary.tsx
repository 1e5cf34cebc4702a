import { Suspense, createContext, useContext, type ReactNode } from "react";

/*
 * The Suspense boundary of every lazily loaded piece of a page. The server renders a
 * page in one synchronous pass once every lazy piece is loaded; a piece not loaded yet
 * (the first pages after a start) renders this boundary's fallback, which marks the
 * render as unready, and app/entry.server.tsx renders the page again with the stream,
 * which waits for it. Marking beats searching the finished HTML for React's
 * client-rendered boundary (a scan of 50-60 KB per page). See
 * docs/decisions/022-render-cost.md. In the browser nothing listens: the fallback is
 * nothing, as before.
 */
export type RenderReadiness = { unready: boolean };

const Readiness = createContext<RenderReadiness | null>(null);
export const RenderReadinessProvider = Readiness.Provider;

function Unready() {
  const readiness = useContext(Readiness);
  if (readiness) readiness.unready = true;
  return null;
}

export function LazyBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Unready />}>{children}</Suspense>;
}
