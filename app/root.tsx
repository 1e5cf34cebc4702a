import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { Suspense, lazy, useRef, type ReactNode } from "react";
import { Navbar } from "~/components/frame/navbar";
import type { commonMessages } from "~/i18n/common";
import { useRootData, useT } from "~/i18n/use-lang";
import { useNonce } from "~/utils/nonce";
import stylesheet from "~/tailwind.css";

// After a post that got no answer, nothing reloads: the page stays as typed.
export { skipRevalidationAfterLostPost as shouldRevalidate } from "~/i18n/use-lang";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "Guyub — communities and advertisers" },
  {
    name: "description",
    content: "Guyub connects verified Indonesian communities with advertisers seeking authentic engagement.",
  },
];

export { rootLoader as loader } from "~/root.server";

/*
 * The toaster (timers, swipe, F8) loads only once a toast shows: most pages have none, and
 * every page's JavaScript counts against the budget
 * (docs/decisions/007-light-forms-and-the-js-budget.md). A toast in the server's HTML
 * stays as it is (it works with CSS alone) until the toaster hydrates it.
 */
const Toaster = lazy(() => import("~/components/frame/toaster").then((m) => ({ default: m.Toaster })));
// The public pages' footer and the admin's bar on the home page load only where they show
// (the navigation bar hydrates with the page: a menu opened before it would close again):
// the signed-in areas (the users on the slowest data) never pay for them. The server's
// HTML has them whole either way.
const Footer = lazy(() => import("~/components/frame/footer").then((m) => ({ default: m.Footer })));
const AdminBar = lazy(() => import("~/components/frame/admin-bar").then((m) => ({ default: m.AdminBar })));
// Error pages load their card only when one shows: no page pays for it otherwise.
const StatusPage = lazy(() => import("~/components/frame/status-page").then((m) => ({ default: m.StatusPage })));
const BareErrorPage = lazy(() => import("~/components/frame/status-page").then((m) => ({ default: m.BareErrorPage })));
export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const t = useT<typeof commonMessages>("common");
  const nonce = useNonce();
  const location = useLocation();
  const hadToast = useRef(false);
  if (data?.toast) hadToast.current = true;
  const lang = data?.lang ?? "en";
  const user = data?.user ?? null;
  // Without root data (its loader failed, or an action threw) no texts arrived: no frame.
  const frame = data != null;
  // The signed-in areas have their own frame (side navigation): no public navbar or footer.
  const signedInArea = data?.areaPaths.some((base) => location.pathname === base || location.pathname.startsWith(`${base}/`)) ?? false;
  const hideNavbar = !frame || signedInArea;
  // data-connection-lost: what a form says when its post gets no answer (utils/connection-guard.ts).
  return (
    <html lang={lang} className="h-full" data-connection-lost={t.connectionLost}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#158358" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-full flex-col">
        {frame ? (
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
          >
            {t.skipToContent}
          </a>
        ) : null}
        {data?.demo ? (
          <p className="demo-ribbon" role="note">
            {t.demoData}
          </p>
        ) : null}
        {user?.role === "ADMIN" && location.pathname === "/" ? (
          <Suspense fallback={null}>
            <AdminBar user={user} />
          </Suspense>
        ) : null}
        {hideNavbar ? null : <Navbar user={user} />}
        {children}
        {frame && !signedInArea ? (
          <Suspense fallback={null}>
            <Footer year={data.year} columns={data.footer} />
          </Suspense>
        ) : null}
        {frame && hadToast.current ? (
          <Suspense fallback={null}>
            <Toaster toast={data.toast} />
          </Suspense>
        ) : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Suspense fallback={null}>
      {data ? <StatusPage status={status} error={error} /> : <BareErrorPage status={status} error={error} />}
    </Suspense>
  );
}
