import type pg from 'pg';

export type CapturedQuery = { text: string; params: unknown[] };

/**
 * Runs a list request's captured SQL the way the shared list code does (apps/server/src/shared/list.ts):
 * rows and capped count side by side, then anything after them (the estimate, when the count was capped).
 */
export async function replay(pool: pg.Pool, queries: CapturedQuery[]) {
  const [first, second, ...rest] = queries;
  const results = await Promise.all([first, second].filter(Boolean).map((q) => pool.query(q.text, q.params)));
  for (const q of rest) results.push(await pool.query(q.text, q.params));
  return results;
}
