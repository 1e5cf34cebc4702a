import { db } from "~/lib/server/db.server";

/**
 * What a model function asks SQLite, for plan tests: the SQL and parameters of every
 * statement `run` executes among those it prepares while it runs (a statement prepared
 * once per connection is seen on the connection's first call).
 */
export function recordStatements(run: () => void): { sql: string; params: unknown[] }[] {
  const client = db.$client;
  const prepare = client.prepare.bind(client);
  const seen: { sql: string; params: unknown[] }[] = [];
  client.prepare = ((source: string) => {
    const statement = prepare(source);
    for (const method of ["all", "get", "run", "values"] as const) {
      const original = (statement as unknown as Record<string, unknown>)[method];
      if (typeof original !== "function") continue;
      (statement as unknown as Record<string, unknown>)[method] = (...params: unknown[]) => {
        seen.push({ sql: source, params });
        return (original as (...a: unknown[]) => unknown).apply(statement, params);
      };
    }
    return statement;
  }) as typeof client.prepare;
  try {
    run();
  } finally {
    client.prepare = prepare as typeof client.prepare;
  }
  return seen;
}

/** The query plan SQLite picks for a recorded statement, one line per step. */
export function planOf(statement: { sql: string; params: unknown[] }): string {
  return db.$client
    .prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .all(...statement.params)
    .map((row) => (row as { detail: string }).detail)
    .join("\n");
}
