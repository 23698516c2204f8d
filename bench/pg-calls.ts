/**
 * What one list statement costs the server's CPU by the way it is sent (issue 31): the captured users-list
 * statement run N times at concurrency 10 through bare pg, Drizzle's prepared execute and variants of pg's query
 * config, alternating, several rounds: CPU µs and bytes allocated per call. One process, its own PostgreSQL.
 *   npx tsx bench/pg-calls.ts [dataDir] [calls]
 */
import { existsSync } from 'node:fs';
import v8 from 'node:v8';
import { fillPlaceholders } from 'drizzle-orm';
import type { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PgSelectBase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { build } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/client.ts';
import { sentDirect } from '../apps/server/src/db/row-mapper.ts';
import { startEmbedded } from '../apps/server/src/db/embedded.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seed } from '../apps/server/src/seed/seed.ts';
import { ADMIN_PASSWORD } from './config.ts';
import { seeders } from './seeders.ts';

const dir = process.argv[2] ?? '/tmp/pgw/pg';
const calls = Number(process.argv[3] ?? 4000);
const fresh = !existsSync(dir);
const embedded = await startEmbedded(dir, { log: () => {} });
const { db, pool } = createDb(embedded.url, 20, 600_000);
if (fresh) {
  await runMigrations(db);
  await seed(db, loadConfig({ ADMIN_PASSWORD, DEMO_DATA: '0' } as NodeJS.ProcessEnv), () => {});
  await seeders.users.run(db, 120_000);
}

// The list's prepared query and its values, taken from the app answering the request once.
// Its values are the ones the pool receives; the prepared query is what `prepare` made of the list's select.
const select = PgSelectBase.prototype as unknown as { prepare(this: unknown, name: string): NodePgPreparedQuery<never> };
const prepare = select.prepare;
let made: NodePgPreparedQuery<never> | undefined;
select.prepare = function (name) {
  const q = prepare.call(this, name);
  const text = (q as unknown as { queryString: string }).queryString;
  if (text.includes('"sys_user"."login_id"') && text.includes('limit')) made = q;
  return q;
};
const poolQuery = pool.query.bind(pool) as (c: unknown, v?: unknown[]) => Promise<unknown>;
let lastValues: unknown[] = [];
(pool as { query: unknown }).query = (c: { text?: string }, v?: unknown[]) => {
  if (made && c?.text === (made as unknown as { queryString: string }).queryString) lastValues = v ?? [];
  return poolQuery(c, v);
};
const app = await build({ config: loadConfig({ DEMO_DATA: '0', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv), db, pool });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/user/login',
  payload: { loginId: 'admin', password: ADMIN_PASSWORD, platformCode: '0004', ip: '' },
});
const token = login.json().data.token as string;
const url = '/api/user/queryList?status=1&roleType=0034&page=1&pageSize=10';
for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const seen: string[] = [];
const cq = pg.Client.prototype.query;
(pg.Client.prototype as { query: unknown }).query = function (this: pg.Client, c: unknown, ...rest: unknown[]) {
  const t = typeof c === 'string' ? c : (c as { text?: string; name?: string })?.text;
  seen.push(`${(c as { name?: string })?.name ?? '-'} ${String(t).slice(0, 90)}`);
  return (cq as (...a: unknown[]) => unknown).call(this, c, ...rest);
} as never;
for (let i = 0; i < 2; i++) await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
(pg.Client.prototype as { query: unknown }).query = cq;
console.log(`statements in 2 requests:\n  ${seen.join('\n  ')}`);
const replied = (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).body;
select.prepare = prepare;
(pool as { query: unknown }).query = poolQuery;
if (!made) throw new Error('list statement not captured');
// The placeholders' names in order, to give Drizzle's execute the same values the app sent.
const placeholders = (made as unknown as { params: { name?: string }[] }).params;
const kept = { q: made, values: Object.fromEntries(placeholders.flatMap((p, i) => (p?.name ? [[p.name, lastValues[i]]] : []))) };
const { q, values } = kept;
const qi = q as unknown as { queryConfig: pg.QueryConfig & { types: unknown }; params: unknown[]; queryString: string };
const params = fillPlaceholders(qi.params, values) as unknown[];
const name = qi.queryConfig.name as string;
const text = qi.queryString;
console.log(`statement ${name ?? '(unnamed)'}: ${text.length} chars, ${params.length} params`);

const asIs = (v: string) => v;
const raw = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const cache = new Map<number, (v: string) => unknown>();
const cachedTypes = {
  getTypeParser: (id: number, format?: string) => {
    let p = cache.get(id);
    if (!p) {
      p = raw.has(id) ? asIs : (pg.types.getTypeParser(id, format as 'text') as (v: string) => unknown);
      cache.set(id, p);
    }
    return p;
  },
};
const direct = sentDirect(q);
// The way before sentDirect: Drizzle's execute with a row mapper of its own (names and decoders worked out once).
const before = Object.assign(Object.create(Object.getPrototypeOf(q)), q) as NodePgPreparedQuery<never>;
{
  const fields = (q as unknown as { fields: { path: string[]; field: { mapFromDriverValue?: unknown; decoder?: unknown } }[] }).fields;
  const names = fields.map((f) => f.path[0]);
  const decoders = fields.map(
    (f) => ('mapFromDriverValue' in f.field ? f.field : f.field.decoder) as { mapFromDriverValue(v: unknown): unknown },
  );
  const template = Object.fromEntries(names.map((n) => [n, null]));
  (before as unknown as { customResultMapper: unknown }).customResultMapper = (rows: unknown[][]) =>
    rows.map((row) => {
      const out: Record<string, unknown> = { ...template };
      for (let i = 0; i < names.length; i++) out[names[i]] = row[i] === null ? null : decoders[i].mapFromDriverValue(row[i]);
      return out;
    });
}
const variants: Record<string, () => Promise<unknown>> = {
  'a bare (object rows, default types)': () => pool.query({ name, text, values: params }),
  'b drizzle prepared execute': () => q.execute(values),
  'f drizzle execute + own mapper (before)': () => before.execute(values),
  'e sentDirect (the app today)': () => direct.execute(values),
  'c pool.query, drizzle config': () => pool.query(qi.queryConfig, params),
  'd1 array rows, cached parsers': () => pool.query({ name, text, rowMode: 'array', types: cachedTypes } as pg.QueryConfig, params),
  'd2 object rows, cached parsers': () => pool.query({ name, text, types: cachedTypes } as pg.QueryConfig, params),
  'd3 array rows, default types': () => pool.query({ name, text, rowMode: 'array' } as pg.QueryConfig, params),
};

// Node 26 counts every byte allocated on the heap; its type declarations do not list it yet.
const allocated = () => (v8.getHeapStatistics() as unknown as { total_allocated_bytes: number }).total_allocated_bytes;

async function measure(run: () => Promise<unknown>) {
  let left = calls;
  const worker = async () => {
    while (left-- > 0) await run();
  };
  const a0 = allocated();
  const c0 = process.cpuUsage();
  await Promise.all(Array.from({ length: 10 }, worker));
  const c = process.cpuUsage(c0);
  const a = allocated() - a0;
  return { cpu: (c.user + c.system) / calls, bytes: a / calls };
}

const rounds = Number(process.env.ROUNDS ?? 5);
const results: Record<string, { cpu: number[]; bytes: number[] }> = {};
for (const run of Object.values(variants)) await measure(run); // warm every path
for (let r = 0; r < rounds; r++) {
  const order = Object.entries(variants);
  if (r % 2) order.reverse();
  for (const [k, run] of order) {
    const m = await measure(run);
    results[k] ??= { cpu: [], bytes: [] };
    results[k].cpu.push(m.cpu);
    results[k].bytes.push(m.bytes);
  }
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
console.log(`${calls} calls × ${rounds} rounds, concurrency 10; median per call (process CPU, includes pg's socket reads)`);
console.log('| variant | CPU µs | rounds | bytes allocated |');
console.log('|---|---|---|---|');
for (const [k, v] of Object.entries(results))
  console.log(`| ${k} | ${median(v.cpu).toFixed(1)} | ${v.cpu.map((x) => x.toFixed(0)).join(' ')} | ${Math.round(median(v.bytes))} |`);
const after = (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).body;
if (process.env.BODY_OUT) (await import('node:fs')).writeFileSync(process.env.BODY_OUT, replied);
console.log(`reply unchanged through the run: ${replied === after}`);
await app.close();
await pool.end();
await embedded.stop();
