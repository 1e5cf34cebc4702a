import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { aboutMessages } from "~/i18n/about";
import { pickMessages } from "~/i18n/lang.server";
import { pageMeta, useT } from "~/i18n/use-lang";
import { PageHero, SectionHeader } from "~/components/page-sections";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.messages.about);

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ messages: pickMessages(request, aboutMessages) });
}

type Key = keyof (typeof aboutMessages)["en"];

const VALUES: { title: Key; text: Key; icon: ReactNode }[] = [
  {
    title: "valueAuthenticityTitle",
    text: "valueAuthenticityText",
    icon: <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4" />,
  },
  {
    title: "valueTransparencyTitle",
    text: "valueTransparencyText",
    icon: (
      <>
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
      </>
    ),
  },
  {
    title: "valueQualityTitle",
    text: "valueQualityText",
    icon: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />,
  },
  {
    title: "valueRelevanceTitle",
    text: "valueRelevanceText",
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <circle cx="12" cy="12" r="5" />
        <circle cx="12" cy="12" r="1" />
      </>
    ),
  },
];

const TEAM: { name: string; role: Key; tone: string }[] = [
  { name: "Rina Wijaya", role: "roleCeo", tone: "bg-brand-100 text-brand-800" },
  { name: "Arief Hidayat", role: "roleCoo", tone: "bg-amber-100 text-amber-800" },
  { name: "Putri Maharani", role: "roleCommunity", tone: "bg-rose-100 text-rose-800" },
  { name: "Yoga Pratama", role: "roleTech", tone: "bg-sky-100 text-sky-800" },
];

export default function AboutPage() {
  const t = useT<typeof aboutMessages>("about");
  return (
    <main id="main" className="flex-1">
      <PageHero title={t.heroTitle} text={t.heroText} />

      <div className="container-page grid gap-6 py-10 md:grid-cols-2">
        <section className="card border-brand-200 bg-brand-50 p-6 sm:p-8 md:self-start" aria-labelledby="mission-title">
          <h2 id="mission-title" className="text-2xl font-bold text-brand-900">
            {t.missionTitle}
          </h2>
          <p className="mt-3 leading-relaxed text-brand-900/90">{t.missionText}</p>
        </section>
        <section className="p-1 sm:p-2" aria-labelledby="story-title">
          <h2 id="story-title" className="text-2xl font-bold text-slate-900">
            {t.storyTitle}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
            <p>{t.storyP1}</p>
            <p>{t.storyP2}</p>
            <p>{t.storyP3}</p>
          </div>
        </section>
      </div>

      <section className="bg-slate-50" aria-labelledby="values-title">
        <div className="container-page py-12">
          <SectionHeader id="values-title" title={t.valuesTitle} text={t.valuesText} />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((value) => (
              <li key={value.title} className="card p-5">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <svg
                    width="22"
                    height="22"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    {value.icon}
                  </svg>
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{t[value.title]}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t[value.text]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-title">
        <div className="container-page py-12">
          <SectionHeader id="team-title" title={t.teamTitle} text={t.teamText} />
          <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {TEAM.map((person) => (
              <li key={person.name} className="flex flex-col items-center text-center">
                <span
                  aria-hidden="true"
                  className={`flex h-20 w-20 items-center justify-center rounded-full text-2xl font-bold ${person.tone}`}
                >
                  {person.name
                    .split(" ")
                    .map((part) => part[0])
                    .join("")}
                </span>
                <span className="mt-3 font-semibold text-slate-900">{person.name}</span>
                <span className="text-sm text-slate-600">{t[person.role]}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-brand-700 text-white" aria-labelledby="cta-title">
        <div className="container-page flex flex-col items-center py-12 text-center">
          <h2 id="cta-title" className="text-2xl font-bold">
            {t.ctaTitle}
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">{t.ctaText}</p>
          <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to="/auth?register=COMMUNITY_OWNER" className="btn bg-white text-brand-800 hover:bg-brand-50">
              {t.ctaOwner}
            </Link>
            <Link to="/auth?register=ADVERTISER" className="btn border border-white/70 text-white hover:bg-white/10">
              {t.ctaAdvertiser}
            </Link>
            <Link to="/contact" className="btn text-white underline-offset-4 hover:underline">
              {t.ctaContact}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
