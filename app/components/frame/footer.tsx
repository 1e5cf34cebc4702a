import { Link } from "@remix-run/react";
import type { commonMessages } from "~/i18n/common";
import { interpolate } from "~/i18n";
import { useT } from "~/i18n/use-lang";
import { LanguageSwitch } from "./language-switch";

type Item = { label: string; to?: string };

/** Footer placeholders stay visibly inert: no link, a "Coming soon" hint. */
function FooterItem({ item, soon }: { item: Item; soon: string }) {
  if (item.to) {
    return (
      <Link to={item.to} className="text-sm text-slate-300 hover:text-white">
        {item.label}
      </Link>
    );
  }
  return (
    <span className="text-sm text-slate-400" title={soon} aria-disabled="true" data-placeholder="true">
      {item.label} <span className="sr-only">({soon})</span>
    </span>
  );
}

export function Footer({ year }: { year: number }) {
  const t = useT<typeof commonMessages>("common");
  const columns: { title: string; items: Item[] }[] = [
    {
      title: t.footerAbout,
      items: [
        { label: t.navAbout, to: "/about" },
        { label: t.footerOurTeam },
        { label: t.footerCareers },
        { label: t.footerContact, to: "/contact" },
      ],
    },
    {
      title: t.footerCommunities,
      items: [
        { label: t.navBrowse, to: "/browse" },
        { label: t.footerRegisterCommunity, to: "/auth?register=COMMUNITY_OWNER" },
        { label: t.footerCommunityGuidelines, to: "/how-it-works" },
      ],
    },
    {
      title: t.footerAdvertisers,
      items: [
        { label: t.footerBecomeAdvertiser, to: "/auth?register=ADVERTISER" },
        { label: t.footerCampaignGuidelines, to: "/how-it-works" },
        { label: t.footerCaseStudies },
        { label: t.footerResources },
      ],
    },
    {
      title: t.footerLegal,
      items: [{ label: t.footerPrivacy }, { label: t.footerTerms }, { label: t.footerCookies }],
    },
  ];
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="container-page py-10">
        <div className="mb-8 max-w-md">
          <p className="text-lg font-bold text-white">{t.brand}</p>
          <p className="mt-2 text-sm text-slate-400">{t.footerTagline}</p>
        </div>
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
                {column.title}
              </h2>
              <ul className="space-y-2">
                {column.items.map((item) => (
                  <li key={item.label}>
                    <FooterItem item={item} soon={t.footerComingSoon} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-8 flex flex-col gap-4 border-t border-slate-800 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400" data-testid="copyright">
            {interpolate(t.copyright, { year, brand: t.brand })}
          </p>
          <LanguageSwitch tone="dark" />
        </div>
      </div>
    </footer>
  );
}
