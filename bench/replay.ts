import type pg from 'pg';

/** One statement the API ran; `name` when it ran as a named (kept-plan) statement, so a replay does too. */
export type CapturedQuery = { text: string; params: unknown[]; name?: string };

const run = (pool: pg.Pool, q: CapturedQuery) =>
  q.name ? pool.query({ name: q.name, text: q.text, values: q.params }) : pool.query(q.text, q.params);

/**
 * Runs a list request's captured SQL the way the shared list code does (apps/server/src/shared/list.ts):
 * rows and capped count side by side, then anything after them (the estimate, when the count was capped).
 */
export async function replay(pool: pg.Pool, queries: CapturedQuery[]) {
  const [first, second, ...rest] = queries;
  const results = await Promise.all([first, second].filter(Boolean).map((q) => run(pool, q)));
  for (const q of rest) results.push(await run(pool, q));
  return results;
}
