/** One admin decision as shown: what, the admin's note or reason, and when (formatted by the loader). */
export type DecisionEntry = { id: number; label: string; note: string | null; when: string };

/** Admin decisions (audit rows), each with the admin's note or reason and its date. */
export function DecisionItems({ entries }: { entries: DecisionEntry[] }) {
  return (
    <ol className="mt-2 space-y-2">
      {entries.map((e) => (
        <li key={e.id} className="rounded-lg bg-slate-50 p-2">
          <p className="font-medium text-slate-800">{e.label}</p>
          {e.note ? <p className="mt-0.5 whitespace-pre-line break-words text-slate-700">{e.note}</p> : null}
          <p className="mt-0.5 text-xs text-slate-500">{e.when}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The decision history of one subject in a console dialog (an h3 in the flow), or
 * `empty` when there is none. The user's own dashboard shows its decisions in a card of
 * its own (dashboard-sections.tsx).
 */
export function DecisionList({
  title,
  empty,
  entries,
  testId,
}: {
  title: string;
  empty: string;
  entries: DecisionEntry[];
  testId: string;
}) {
  return (
    <section className="mt-5 text-sm" data-testid={testId}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {entries.length ? <DecisionItems entries={entries} /> : <p className="mt-1 text-slate-600">{empty}</p>}
    </section>
  );
}
