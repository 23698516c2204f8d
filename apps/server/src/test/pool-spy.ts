import type pg from 'pg';
import { expect } from 'vitest';

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

/** The first statement `is` picks among those the pool runs while `work` runs; none picked fails the test. */
export async function statementOf(t: { pool: pg.Pool }, work: () => Promise<unknown>, is: (text: string) => boolean): Promise<SpiedQuery> {
  const seen = await poolQueries(t, work);
  const found = seen.find((q) => is(q.text));
  if (!found) throw new Error(`no statement picked among the ${seen.length} run: ${seen.map((q) => q.text.slice(0, 60)).join(' | ')}`);
  return found;
}

/**
 * `plansByScope` (shared/plans.ts) as a list's page statements show it: the unlimited user's is named with its
 * page in the text (each connection keeps one generic plan); a shop scope's is unnamed with its page bound.
 */
export function expectPlansByScope(unlimited: SpiedQuery, scoped: SpiedQuery) {
  expect(unlimited.name).toBeDefined();
  expect(unlimited.text).toMatch(/ limit 10 offset 0$/);
  expect(scoped.name).toBeUndefined();
  expect(scoped.text).toMatch(/ limit \$\d+ offset \$\d+$/);
}

type Connect = (...a: unknown[]) => unknown;
type Client = { query: (...a: unknown[]) => unknown };

/**
 * Every statement sent while `work` runs, on a client checked out for a transaction (its BEGIN … COMMIT) as well
 * as on its own: the round trips of a request. pool.query checks a client out too, so all go through connect.
 */
export async function roundTrips(t: { pool: pg.Pool }, work: () => Promise<unknown>): Promise<SpiedQuery[]> {
  const pool = t.pool as unknown as { connect: Connect };
  const connect = pool.connect;
  const seen: SpiedQuery[] = [];
  const spied = new Set<Client>();
  const spy = (client: Client | undefined) => {
    if (client && !spied.has(client)) {
      spied.add(client);
      const query = client.query;
      client.query = (...a: unknown[]) => {
        const cfg = a[0] as { text?: string; name?: string } | string;
        seen.push(typeof cfg === 'string' ? { text: cfg } : { text: cfg.text ?? '', name: cfg.name });
        return query.apply(client, a);
      };
    }
    return client;
  };
  pool.connect = function (this: unknown, ...a: unknown[]) {
    const done = a[0];
    if (typeof done === 'function')
      return connect.call(this, (err: unknown, client: Client | undefined, release: unknown) => done(err, spy(client), release));
    return (connect.call(this) as Promise<Client>).then(spy);
  };
  try {
    await work();
  } finally {
    pool.connect = connect;
    // The spy was the client's own property over its prototype's query.
    for (const client of spied) delete (client as Partial<Client>).query;
  }
  return seen;
}
