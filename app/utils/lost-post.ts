/*
 * What every page needs of the lost-post guard (utils/connection-guard.ts, loaded when a
 * form is first used): the routes' `shouldRevalidate`. Re-exported by i18n/use-lang.ts so
 * that it travels in the chunk every page loads anyway.
 */

/**
 * A route's `shouldRevalidate`: after a post that got no answer nothing is reloaded (the
 * connection may still be down, and a reload that fails would replace the page and what
 * was typed with the error page; the form keeps its one-time key for sending again).
 */
export function skipRevalidationAfterLostPost({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  return (actionResult as { connectionLost?: boolean } | undefined)?.connectionLost ? false : defaultShouldRevalidate;
}
