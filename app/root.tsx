import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminBar } from "~/components/frame/admin-bar";
import { Footer } from "~/components/frame/footer";
import { Navbar } from "~/components/frame/navbar";
import { BareErrorPage, ErrorPage, NotFoundPage } from "~/components/frame/status-page";
import { Toaster } from "~/components/frame/toaster";
import { commonMessages } from "~/i18n/common";
import { getLang, pickMessages, translateToast } from "~/i18n/lang.server";
import { useT } from "~/i18n/use-lang";
import { useNonce } from "~/utils/nonce";
import { getSessionUser } from "~/utils/session.server";
import { readToast } from "~/utils/toast.server";
import { useRootData, type RootData } from "~/utils/root-data";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "Guyub — communities and advertisers" },
  {
    name: "description",
    content:
      "Guyub connects verified Indonesian communities with advertisers seeking authentic engagement.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSessionUser(request);
  const { toast, setCookie } = await readToast(request);
  const user = session?.user;
  const lang = getLang(request);
  const data: RootData = {
    lang,
    user: user
      ? {
          id: user.id,
          fullname: user.fullname,
          email: user.email,
          role: user.role,
          approval_status: user.approvalStatus,
        }
      : null,
    toast: toast ? translateToast(toast, lang) : null,
    year: Number(new Intl.DateTimeFormat("en", { timeZone: "Asia/Jakarta", year: "numeric" }).format(new Date())),
    messages: pickMessages(request, commonMessages),
  };
  return json(data, {
    headers: setCookie ? { "Set-Cookie": setCookie } : {},
  });
}

/** Paths where the public navigation bar is hidden (spec section 2). */
function isSignedInArea(pathname: string) {
  return /^\/(community|advertiser|admin)(\/|$)/.test(pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const t = useT<typeof commonMessages>("common");
  const nonce = useNonce();
  const location = useLocation();
  const lang = data?.lang ?? "en";
  const user = data?.user ?? null;
  // Without root data (its loader failed) no texts arrived: no frame around the error.
  const frame = data !== undefined;
  const hideNavbar =
    !frame || location.pathname.includes("/community/") || location.pathname.includes("/advertiser/");
  const signedInArea = isSignedInArea(location.pathname);
  return (
    <html lang={lang} className="h-full">
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
        {user?.role === "ADMIN" && location.pathname === "/" ? <AdminBar user={user} /> : null}
        {hideNavbar ? null : <Navbar user={user} />}
        {children}
        {frame && !signedInArea ? <Footer year={data.year} /> : null}
        {frame ? <Toaster toast={data.toast} /> : null}
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
  if (!data) return <BareErrorPage status={status} />;
  if (status === 404) return <NotFoundPage />;
  return <ErrorPage status={status} />;
}
