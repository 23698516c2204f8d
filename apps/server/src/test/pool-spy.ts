import type pg from 'pg';

/** A statement the pool was asked to run: its text and, for a named (prepared) one, its name. */
export type SpiedQuery = { text: string; name?: string };

/** The statements a test app's pool runs while `work` runs (the pool is restored after, whatever happens). */
export async function poolQueries(t: { pool: pg.Pool }, work: () => Promise<unknown>): Promise<SpiedQuery[]> {
  const query = t.pool.query.bind(t.pool) as (...a: unknown[]) => unknown;
  const seen: SpiedQuery[] = [];
  (t.pool as { query: unknown }).query = (...a: unknown[]) => {
    const cfg = a[0] as { text?: string; name?: string } | string;
    seen.push(typeof cfg === 'string' ? { text: cfg } : { text: cfg.text ?? '', name: cfg.name });
    return query(...a);
  };
  try {
    await work();
  } finally {
    (t.pool as { query: unknown }).query = query;
  }
  return seen;
}
