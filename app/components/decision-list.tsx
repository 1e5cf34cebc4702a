/** One admin decision as shown: what, the admin's note or reason, and when (formatted by the loader). */
export type DecisionEntry = { id: number; label: string; note: string | null; when: string };

/**
 * A list of admin decisions (audit rows): the console's history of a subject, and the
 * user's own dashboard ("what was decided and why").
 */
export function DecisionList({
  title,
  text,
  empty,
  entries,
  testId,
  card = false,
}: {
  title: string;
  text?: string;
  empty?: string;
  entries: DecisionEntry[];
  testId: string;
  /** A dashboard's own card with an h2 (in a dialog: an h3 in the flow). */
  card?: boolean;
}) {
  if (!entries.length && !empty) return null;
  const Heading = card ? "h2" : "h3";
  return (
    <section className={card ? "card mt-8 p-5 text-sm sm:p-6" : "mt-5 text-sm"} data-testid={testId}>
      <Heading className={card ? "text-lg font-semibold text-slate-900" : "font-semibold text-slate-900"}>{title}</Heading>
      {text ? <p className="mt-0.5 text-slate-600">{text}</p> : null}
      {entries.length ? (
        <ol className="mt-2 space-y-2">
          {entries.map((e) => (
            <li key={e.id} className="rounded-lg bg-slate-50 p-2">
              <p className="font-medium text-slate-800">{e.label}</p>
              {e.note ? <p className="mt-0.5 whitespace-pre-line break-words text-slate-700">{e.note}</p> : null}
              <p className="mt-0.5 text-xs text-slate-500">{e.when}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-slate-600">{empty}</p>
      )}
    </section>
  );
}
