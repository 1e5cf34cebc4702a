import { Link, isRouteErrorResponse } from "@remix-run/react";
import type { commonMessages } from "~/i18n/common";
import { useT } from "~/i18n/use-lang";

/**
 * What the server said about a 503 (it could not save: disk full or read-only) or a 429
 * (too many requests: when to try again), already in the user's language; undefined for
 * anything else.
 */
function unavailableMessage(status: number, error: unknown): string | undefined {
  if ((status !== 503 && status !== 429) || !isRouteErrorResponse(error)) return undefined;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}

/**
 * The card of a status page: 404, 403 or any other error (no <main>: callers place it).
 * `error`: the route's error, whose message a 503 or a 429 shows.
 */
export function StatusCard({ status, error }: { status: number; error?: unknown }) {
  const t = useT<typeof commonMessages>("common");
  if (status === 404) {
    return (
      <div className="card w-full max-w-md p-6 text-center">
        <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-600">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6m0 4h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </div>
        <h1 className="text-2xl font-bold text-slate-900">{t.notFoundTitle}</h1>
        <p className="mt-2 text-sm text-slate-600">{t.notFoundText}</p>
        <Link to="/" className="btn-primary mt-6">
          {t.notFoundHome}
        </Link>
      </div>
    );
  }
  const forbidden = status === 403;
  const unavailable = unavailableMessage(status, error);
  return (
    <div className="card w-full max-w-md p-6 text-center" role="alert">
      <h1 className="text-2xl font-bold text-slate-900">{forbidden ? t.forbiddenTitle : t.errorTitle}</h1>
      <p className="mt-2 text-sm text-slate-600">{forbidden ? t.forbiddenText : (unavailable ?? t.errorText)}</p>
      <a href="/" className="btn-primary mt-6">
        {t.notFoundHome}
      </a>
    </div>
  );
}

export function StatusPage({ status, error }: { status: number; error?: unknown }) {
  return (
    <main id="main" className="container-page flex flex-1 items-center justify-center py-16">
      <StatusCard status={status} error={error} />
    </main>
  );
}

/** The root loader failed, so no texts arrived: a plain message in both languages. */
export function BareErrorPage({ status, error }: { status: number; error?: unknown }) {
  const unavailable = unavailableMessage(status, error);
  return (
    <main id="main" className="container-page flex flex-1 items-center justify-center py-16">
      <div className="card w-full max-w-md p-6 text-center" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">Error {status}</h1>
        {unavailable ? <p className="mt-2 text-sm text-slate-600">{unavailable}</p> : null}
        <p className="mt-2 text-sm text-slate-600">This page could not load. Please try again later.</p>
        <p className="mt-1 text-sm text-slate-600" lang="id">
          Halaman ini gagal dimuat. Silakan coba lagi nanti.
        </p>
        <a href="/" className="btn-primary mt-6">
          Home · <span lang="id">Beranda</span>
        </a>
      </div>
    </main>
  );
}
