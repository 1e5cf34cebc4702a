import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { sharePageMessages } from "~/i18n/packages";
import { useT } from "~/i18n/use-lang";

/**
 * "Share your page" on the owner's dashboard: the public page's address in a read-only
 * field (selectable without JavaScript), a WhatsApp share link and the page itself; with
 * JavaScript a Copy link button too. Before verification, a line saying when the page
 * opens.
 */
export function SharePage({ share }: { share: { url: string; path: string; whatsapp: string } | null }) {
  const t = useT<typeof sharePageMessages>("sharePage");
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  return (
    <section className="card mt-6 p-5 sm:p-6" aria-labelledby="share-page" data-testid="share-page">
      <h2 id="share-page" className="text-lg font-semibold text-slate-900">
        {t.shareTitle}
      </h2>
      {share ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{t.shareText}</p>
          <label htmlFor="share-url" className="label mt-4">
            {t.shareAddress}
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input id="share-url" className="input min-w-0 flex-1" readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} />
            {canCopy ? (
              <button
                type="button"
                className="btn-secondary shrink-0"
                onClick={() => void navigator.clipboard.writeText(share.url).then(() => setCopied(true))}
                data-testid="copy-link"
              >
                <span aria-live="polite">{copied ? t.copied : t.copyLink}</span>
              </button>
            ) : null}
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={share.whatsapp} className="btn-primary" target="_blank" rel="noopener noreferrer" data-testid="share-whatsapp">
              {t.shareWhatsapp}
            </a>
            <Link to={share.path} className="btn-secondary">
              {t.viewPublicPage}
            </Link>
          </div>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t.shareNotVerified}</p>
      )}
    </section>
  );
}
