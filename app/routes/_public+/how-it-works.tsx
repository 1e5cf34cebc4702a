import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { interpolate } from "~/i18n";
import { howItWorksMessages } from "~/i18n/how-it-works";
import { pickMessages } from "~/i18n/lang.server";
import { pageMeta, useT } from "~/i18n/use-lang";
import { PageHero } from "~/components/page-sections";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.messages.howItWorks);

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ messages: pickMessages(request, howItWorksMessages) });
}

type Key = keyof (typeof howItWorksMessages)["en"];
type Flow = {
  id: string;
  title: Key;
  text: Key;
  steps: [Key, Key][];
  cta: Key;
  to: string;
  accent: string;
};

const FLOWS: Flow[] = [
  {
    id: "community-owners",
    title: "ownersTitle",
    text: "ownersText",
    steps: [
      ["ownerStep1Title", "ownerStep1Text"],
      ["ownerStep2Title", "ownerStep2Text"],
      ["ownerStep3Title", "ownerStep3Text"],
      ["ownerStep4Title", "ownerStep4Text"],
    ],
    cta: "ownersCta",
    to: "/auth?register=COMMUNITY_OWNER",
    accent: "bg-brand-600",
  },
  {
    id: "advertisers",
    title: "advertisersTitle",
    text: "advertisersText",
    steps: [
      ["advertiserStep1Title", "advertiserStep1Text"],
      ["advertiserStep2Title", "advertiserStep2Text"],
      ["advertiserStep3Title", "advertiserStep3Text"],
      ["advertiserStep4Title", "advertiserStep4Text"],
    ],
    cta: "advertisersCta",
    to: "/auth?register=ADVERTISER",
    accent: "bg-amber-500",
  },
];

export default function HowItWorksPage() {
  const t = useT<typeof howItWorksMessages>("howItWorks");
  return (
    <main id="main" className="flex-1">
      <PageHero title={t.heroTitle} text={t.heroText}>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="#community-owners" className="btn-secondary">
            {t.jumpOwners}
          </a>
          <a href="#advertisers" className="btn-secondary">
            {t.jumpAdvertisers}
          </a>
        </div>
      </PageHero>

      {FLOWS.map((flow, index) => (
        <section
          key={flow.id}
          id={flow.id}
          aria-labelledby={`${flow.id}-title`}
          className={`scroll-mt-16 ${index % 2 ? "bg-slate-50" : "bg-white"}`}
        >
          <div className="container-page py-12 sm:py-16">
            <div className="max-w-2xl">
              <h2 id={`${flow.id}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {t[flow.title]}
              </h2>
              <p className="mt-2 text-slate-600">{t[flow.text]}</p>
            </div>
            <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {flow.steps.map(([title, text], i) => (
                <li key={title} className="card relative p-5">
                  <span
                    aria-hidden="true"
                    className={`flex h-10 w-10 items-center justify-center rounded-full text-lg font-bold text-white ${flow.accent}`}
                  >
                    {i + 1}
                  </span>
                  <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">
                    {interpolate(t.stepLabel, { n: i + 1 })}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold text-slate-900">{t[title]}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-600">{t[text]}</p>
                </li>
              ))}
            </ol>
            <Link to={flow.to} className="btn-primary mt-8 w-full sm:w-auto">
              {t[flow.cta]}
            </Link>
          </div>
        </section>
      ))}

      <section className="border-t border-slate-100" aria-labelledby="questions-title">
        <div className="container-page flex flex-col items-center py-12 text-center">
          <h2 id="questions-title" className="text-xl font-semibold text-slate-900">
            {t.questionsTitle}
          </h2>
          <p className="mt-2 text-slate-600">{t.questionsText}</p>
          <Link to="/contact" className="btn-secondary mt-5">
            {t.questionsCta}
          </Link>
        </div>
      </section>
    </main>
  );
}
