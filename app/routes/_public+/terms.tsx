import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { termsMessages } from "~/i18n/terms";
import { pickMessages } from "~/i18n/lang.server";
import { pageMeta, useT } from "~/i18n/use-lang";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.messages.terms);

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ messages: pickMessages(request, termsMessages) });
}

type Key = keyof (typeof termsMessages)["en"];
/** A paragraph, or a bulleted list of catalogue keys. */
type Block = Key | { list: Key[] };
type Section = { id: string; title: Key; blocks: Block[] };

const TERMS: Section[] = [
  { id: "about", title: "aboutTitle", blocks: ["aboutP1", "aboutP2"] },
  {
    id: "accounts",
    title: "accountsTitle",
    blocks: [{ list: ["accountsL1", "accountsL2", "accountsL3", "accountsL4", "accountsL5"] }],
  },
  { id: "owners", title: "ownersTitle", blocks: [{ list: ["ownersL1", "ownersL2", "ownersL3", "ownersL4"] }] },
  {
    id: "advertisers",
    title: "advertisersTitle",
    blocks: [{ list: ["advertisersL1", "advertisersL2", "advertisersL3", "advertisersL4"] }],
  },
  { id: "review", title: "reviewTitle", blocks: ["reviewP1", "reviewP2"] },
  { id: "applications", title: "applicationsTitle", blocks: ["applicationsP1", "applicationsP2"] },
  {
    id: "prohibited",
    title: "prohibitedTitle",
    blocks: [
      "prohibitedIntro",
      {
        list: ["prohibitedL1", "prohibitedL2", "prohibitedL3", "prohibitedL4", "prohibitedL5", "prohibitedL6", "prohibitedL7"],
      },
    ],
  },
  { id: "termination", title: "endTitle", blocks: ["endP1"] },
  { id: "liability", title: "liabilityTitle", blocks: ["liabilityP1"] },
  { id: "changes", title: "changesTitle", blocks: ["changesP1"] },
  { id: "law", title: "lawTitle", blocks: ["lawP1"] },
];

const PRIVACY: Section[] = [
  { id: "data", title: "dataTitle", blocks: [{ list: ["dataL1", "dataL2", "dataL3", "dataL4", "dataL5"] }] },
  { id: "use", title: "useTitle", blocks: [{ list: ["useL1", "useL2", "useL3", "useL4", "useL5"] }, "useP1"] },
  { id: "sharing", title: "sharingTitle", blocks: [{ list: ["sharingL1", "sharingL2", "sharingL3", "sharingL4"] }] },
  { id: "cookies", title: "cookiesTitle", blocks: ["cookiesIntro", { list: ["cookiesL1", "cookiesL2", "cookiesL3"] }] },
  { id: "retention", title: "retentionTitle", blocks: ["retentionP1", "retentionP2"] },
  { id: "rights", title: "rightsTitle", blocks: ["rightsP1", "rightsP2"] },
  { id: "contact", title: "contactTitle", blocks: ["contactP1"] },
];

export default function TermsPage() {
  const t = useT<typeof termsMessages>("terms");
  const parts = [
    { id: "terms", title: t.partTerms, sections: TERMS },
    { id: "privacy", title: t.partPrivacy, sections: PRIVACY },
  ];
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="container-page py-10 sm:py-14">
        <header className="mx-auto max-w-3xl" id="top">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t.title}</h1>
          <p className="mt-2 text-sm text-slate-500">{t.updated}</p>
          <p className="mt-4 text-slate-700">{t.intro}</p>
        </header>

        <nav aria-labelledby="toc-title" className="card mx-auto mt-8 max-w-3xl p-5">
          <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t.contents}
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {parts.map((part) => (
              <div key={part.id}>
                <a href={`#${part.id}`} className="font-semibold text-brand-700 hover:underline">
                  {part.title}
                </a>
                <ol className="mt-2 space-y-1 text-sm">
                  {part.sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                        {t[section.title]}
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </nav>

        {parts.map((part) => (
          <section
            key={part.id}
            id={part.id}
            aria-labelledby={`${part.id}-title`}
            className="card mx-auto mt-8 max-w-3xl scroll-mt-20 p-5 sm:p-8"
          >
            <h2 id={`${part.id}-title`} className="text-2xl font-bold text-slate-900">
              {part.title}
            </h2>
            {part.sections.map((section) => (
              <section key={section.id} id={section.id} className="mt-8 scroll-mt-20" aria-labelledby={`${section.id}-title`}>
                <h3 id={`${section.id}-title`} className="text-lg font-semibold text-slate-900">
                  {t[section.title]}
                </h3>
                <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                  {section.blocks.map((block) =>
                    typeof block === "string" ? (
                      <p key={block}>{t[block]}</p>
                    ) : (
                      <ul key={block.list[0]} className="list-disc space-y-2 pl-5 marker:text-brand-600">
                        {block.list.map((key) => (
                          <li key={key}>{t[key]}</li>
                        ))}
                      </ul>
                    ),
                  )}
                </div>
                {section.id === "contact" ? (
                  <Link to="/contact" className="btn-secondary mt-4">
                    {t.contactLink}
                  </Link>
                ) : null}
              </section>
            ))}
            <p className="mt-8 text-right text-sm">
              <a href="#top" className="text-brand-700 hover:underline">
                {t.backToTop}
              </a>
            </p>
          </section>
        ))}
      </div>
    </main>
  );
}
