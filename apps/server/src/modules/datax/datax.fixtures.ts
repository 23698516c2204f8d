import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildTestApp, onServer, type TestApp } from '../../test/build-app.ts';
import { withDb } from '../../test/test-databases.ts';
import { grantAll } from '../shop/shop.fixtures.ts';

/**
 * The sync tests' world: the console's test database as the source (a table of its own in `public`) and a
 * second database on the same test PostgreSQL as the target, made here and dropped by `close`.
 */

export const ITEM_COLUMNS =
  'id int primary key, name text not null, amount numeric(12,2), tags text[], meta jsonb, updated_at timestamptz not null';

export async function dataxWorld() {
  const t = await buildTestApp();
  await grantAll(t);
  const token = await t.login();
  const serverUrl = inject('pgServerUrl');
  const dbName = `dx_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `create database ${dbName}`);
  const targetUrl = withDb(serverUrl, dbName);
  const target = new pg.Pool({ connectionString: targetUrl, max: 2 });
  const close = async () => {
    await target.end();
    await t.close();
    await onServer(serverUrl, `drop database if exists ${dbName} with (force)`);
  };
  return { t, token, targetUrl, target, close, ...helpers(t, token, target) };
}

function helpers(t: TestApp, token: string, target: pg.Pool) {
  const post = (path: string, body: object, tok = token) => t.post(path, body, { token: tok });
  /** Rows of a table and a checksum of their text, in key order. */
  const sum = (table: string) =>
    `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by id), '')) as sum from ${table} x`;
  const source = async (table: string) => (await t.db.execute<{ n: number; sum: string }>(sql.raw(sum(table)))).rows[0];
  const targetOf = async (table: string) => (await target.query<{ n: number; sum: string }>(sum(table))).rows[0];
  type Run = {
    id: number;
    status: number;
    rowsRead: number;
    rowsWritten: number;
    error: string;
    log: { rowsRead: number; ok: boolean; error: string }[];
  };
  const runs = async (taskId: number): Promise<Run[]> =>
    (await t.get('/datax/run/queryList', { taskId, pageSize: 100 }, { token })).body.data;
  /** Waits for a run to settle (a bound on polling, not an assertion on time). */
  const settled = async (taskId: number, runId: number): Promise<Run> => {
    for (let i = 0; i < 600; i++) {
      const run = (await runs(taskId)).find((r) => r.id === runId);
      if (run && run.status !== 1 && run.status !== 2) return run;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the run did not settle');
  };
  const run = async (taskId: number) => {
    const res = await post('/datax/task/run', { id: taskId });
    if (res.body.code !== 200) throw new Error(res.body.message);
    return settled(taskId, res.body.data.id);
  };
  return { post, source, targetOf, runs, settled, run };
}
