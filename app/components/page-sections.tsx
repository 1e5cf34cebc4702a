import type { ReactNode } from "react";

/** The soft-green hero that opens the public content pages. */
export function PageHero({ title, text, children }: { title: ReactNode; text?: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-12 text-center sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-base text-slate-600 sm:text-lg">{text}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** A centred section title (its id labels the section) with an optional lead line. */
export function SectionHeader({ id, title, text }: { id: string; title: ReactNode; text?: ReactNode }) {
  return (
    <>
      <h2 id={id} className="text-center text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {text ? <p className="mx-auto mt-2 max-w-xl text-center text-slate-600">{text}</p> : null}
    </>
  );
}
