// Sections "list latency" and "deep pages": the largest list through the API, side by side with its SQL
// through pg, a bare Fastify route running that SQL and a fixed-JSON route; per-phase figures read from the
// API's Server-Timing header; and deep pages reached by number and by cursor (next / previous).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, desc, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import { keysetAfter } from '../apps/server/src/shared/list.ts';
import { captureRequest } from './capture.ts';
import { concurrencies, dataDir, durations, ports } from './config.ts';
import { type CpuPerRequest, cpuPerRequest, postmasterPid } from './cpu.ts';
import { DEEP_PAGE, largest, urlOf } from './lists.ts';
import { type ListProfile, profileList } from './list-profile.ts';
import { profileMarkdown, profileWhy } from './list-profile-report.ts';
import { http, type PhaseFigures, phaseSampler, type Run, raw, withRssPeak } from './load.ts';
import type { Budget } from './report.ts';
import { type Server, startBare } from './servers.ts';

export type ListRun = {
  concurrency: number;
  api: Run;
  phases: PhaseFigures;
  raw: Run;
  bareSql: Run;
  ceiling: Run;
  /** The least the list must do, without the API's machinery (floor-server.ts). */
  floor?: Run;
  /** CPU µs per request by process, for the API, the bare route and the floor (bench/cpu.ts). */
  cpu?: { api: CpuPerRequest; bareSql: CpuPerRequest; floor?: CpuPerRequest };
};
export type ListFigure = {
  url: string;
  bytes: number;
  queries: string[];
  runs: ListRun[];
  /** The API and the bare route profiled at 10 clients after the timed runs (list-profile.ts): where the extra CPU goes. */
  profile?: ListProfile;
  /** Whether the floor answered what the API answers, byte for byte (else its figures measure other work). */
  floorSame?: boolean;
  /** Why there is no profile: its failure must not cost the timed figures. */
  profileError?: string;
};
/** One deep-page load: a page addressed by its number, or reached from its neighbour by cursor. */
export type DeepPage = {
  page: number;
  how: 'number' | 'next' | 'prev';
  total: number | null;
  exact: boolean | null;
  rows: number;
  run: Run;
};
export type DeepFigure = { listed: number; pages: DeepPage[]; keyset: Run };

type Api = { base: string; pid: number; auth: Record<string, string>; timedBase?: string };

/** The filtered list at every concurrency; `servers` collects the bare servers for the caller to stop. */
export async function listLatency(api: Api, dbUrl: string, servers: Server[]): Promise<{ figure: ListFigure; peakMiB: number }> {
  const url = urlOf(largest, largest.filtered);
  // Steady state: the role's keys cached, an above-cap total reused (as for every request of a load run but the first).
  const captured = await captureRequest(dbUrl, url, { warm: true });
  const payload = path.join(dataDir, 'list-payload.json');
  writeFileSync(payload, JSON.stringify(captured));
  const bareSql = await startBare(ports.bareSql, 'sql', payload, dbUrl);
  servers.push(bareSql);
  const ceiling = await startBare(ports.ceiling, 'fixed', payload, dbUrl);
  servers.push(ceiling);
  // The floor runs the statement as the API runs it in steady state: with the session's check inside.
  const guarded = await captureRequest(dbUrl, url, { guarded: true });
  const floorPayload = path.join(dataDir, 'floor-payload.json');
  writeFileSync(floorPayload, JSON.stringify({ query: guarded.queries[0], token: guarded.token, body: guarded.body }));
  const floor = await startBare(ports.floor, 'floor', floorPayload, dbUrl);
  servers.push(floor);
  const floorUrl = `${floor.base}/list?${url.split('?')[1]}`;
  const rawPool = new pg.Pool({ connectionString: dbUrl, max: 20 });
  const postmaster = postmasterPid(path.join(dataDir, 'pg'));
  const apiTarget = { url: api.base + url, headers: api.auth };
  const targets = {
    raw: (c: number, d: number) => raw(rawPool, captured.queries, c, d),
    bareSql: (c: number, d: number) => http({ url: `${bareSql.base}/list` }, c, d),
    ceiling: (c: number, d: number) => http({ url: `${ceiling.base}/list` }, c, d),
    floor: (c: number, d: number) => http({ url: floorUrl, headers: api.auth }, c, d),
  };
  const figure: ListFigure = { url, bytes: Buffer.byteLength(captured.body), queries: captured.queries.map((q) => q.text), runs: [] };
  let peakMiB = 0;
  // A floor that answered anything else than the API would measure other work: its reply must be the API's, byte for byte.
  const [fromApi, fromFloor] = await Promise.all(
    [apiTarget.url, floorUrl].map((u) => fetch(u, { headers: api.auth }).then((r) => r.text())),
  );
  figure.floorSame = fromApi === fromFloor;
  try {
    await http(apiTarget, 10, durations.warmup);
    if (api.timedBase) await http({ ...apiTarget, url: api.timedBase + url }, 10, durations.warmup);
    for (const run of Object.values(targets)) await run(10, durations.warmup);
    for (const c of concurrencies) {
      process.stdout.write(`[bench] list at ${c} concurrent\n`);
      const phases = phaseSampler();
      const measured = await withRssPeak(api.pid, () => cpuPerRequest(api.pid, postmaster, () => http(apiTarget, c, durations.run)));
      peakMiB = Math.max(peakMiB, measured.peakMiB);
      const bare = await cpuPerRequest(bareSql.pid, postmaster, () => targets.bareSql(c, durations.run));
      const least = await cpuPerRequest(floor.pid, postmaster, () => targets.floor(c, durations.run));
      // The phases, from the instance that reports them (a shorter run is enough for medians).
      if (api.timedBase) await http({ ...apiTarget, url: api.timedBase + url }, c, durations.run / 2, phases.onHeaders);
      figure.runs.push({
        concurrency: c,
        api: measured.result.result,
        phases: phases.figures(),
        raw: await targets.raw(c, durations.run),
        bareSql: bare.result,
        ceiling: await targets.ceiling(c, durations.run),
        floor: least.result,
        cpu: { api: measured.result.cpu, bareSql: bare.cpu, floor: least.cpu },
      });
    }
    process.stdout.write('[bench] list: the API, the bare route and the floor profiled at 10 clients\n');
    try {
      figure.profile = await profileList(dbUrl, url, api.auth, { bare: payload, floor: floorPayload }, postmaster);
    } catch (e) {
      figure.profileError = (e as Error).message.split('\n')[0];
    }
  } finally {
    await rawPool.end();
    // The orders section starts its own bare server on the same port.
    await bareSql.stop();
    await ceiling.stop();
    await floor.stop();
  }
  return { figure, peakMiB };
}

type ListReply = { total?: number; exact?: boolean; data: unknown[]; cursor?: { prev?: string; next?: string } };

/**
 * The whole list at 10 clients: page 1 and page DEEP_PAGE by number (a direct jump), DEEP_PAGE reached by
 * "next" from the page before it and by "previous" from the page after it (each with the cursor its
 * neighbour answered), and DEEP_PAGE by keyset straight through pg for comparison.
 */
export async function deepPages(api: Api, db: Db, dbUrl: string): Promise<DeepFigure> {
  const get = async (query: Record<string, string | number>) => {
    const res = await fetch(api.base + urlOf(largest, { ...largest.unfiltered, ...query }), { headers: api.auth });
    if (res.status !== 200) throw new Error(`${largest.path} answered ${res.status}`);
    return (await res.json()) as ListReply;
  };
  const load = async (how: DeepPage['how'], query: Record<string, string | number>): Promise<DeepPage> => {
    const body = await get(query);
    const target = { url: api.base + urlOf(largest, { ...largest.unfiltered, ...query }), headers: api.auth };
    await http(target, 10, durations.warmup);
    const run = await http(target, 10, durations.run);
    return { page: Number(query.page), how, total: body.total ?? null, exact: body.exact ?? null, rows: body.data.length, run };
  };
  const before = (await get({ page: DEEP_PAGE - 1 })).cursor?.next;
  const after = (await get({ page: DEEP_PAGE + 1 })).cursor?.prev;
  if (!before || !after) throw new Error(`${largest.path} answers no cursor around page ${DEEP_PAGE}`);
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from sys_user where status <> 5`);
  return {
    listed: rows[0].n,
    pages: [
      await load('number', { page: 1 }),
      await load('number', { page: DEEP_PAGE }),
      await load('next', { page: DEEP_PAGE, cursor: before }),
      await load('prev', { page: DEEP_PAGE, cursor: after }),
    ],
    keyset: await keysetDeepPage(db, dbUrl),
  };
}

/** Page DEEP_PAGE by keyset (shared/list.ts keysetAfter) straight through pg: the floor a cursor can reach. */
async function keysetDeepPage(db: Db, dbUrl: string) {
  const size = Number(largest.unfiltered.pageSize);
  const order = [desc(users.createdAt), desc(users.code)];
  const live = ne(users.status, 5);
  // As text: a JS Date would drop the microseconds and the seek would skip rows.
  const [last] = await db
    .select({ createdAt: sql<string>`${users.createdAt}::text`, code: users.code })
    .from(users)
    .where(live)
    .orderBy(...order)
    .offset((DEEP_PAGE - 1) * size - 1)
    .limit(1);
  if (!last) throw new Error(`the list has fewer than ${DEEP_PAGE} pages`);
  const after = keysetAfter(
    [
      { column: users.createdAt, value: last.createdAt },
      { column: users.code, value: last.code },
    ],
    'desc',
  );
  const q = db
    .select()
    .from(users)
    .where(and(live, after))
    .orderBy(...order)
    .limit(size)
    .toSQL();
  const pool = new pg.Pool({ connectionString: dbUrl, max: 20 });
  try {
    const queries = [{ text: q.sql, params: q.params }];
    await raw(pool, queries, 10, durations.warmup);
    // Awaited here, not returned: the finally below must not end the pool under a running load.
    return await raw(pool, queries, 10, durations.run);
  } finally {
    await pool.end();
  }
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const ms = (x: number) => Math.round(x * 100) / 100;
const PHASES = ['session', 'permission', 'validation', 'scope', 'db', 'handler', 'serialisation', 'total'] as const;

/** The API's own phases (the list's SQL excluded), largest first: what a failing overhead budget is held back by. */
export function overheadOf(run: ListRun) {
  const own = PHASES.filter((p) => p !== 'db' && p !== 'total' && run.phases[p]);
  const parts = own.map((p) => `${p} ${run.phases[p].p50} ms`).sort((a, b) => Number(b.split(' ')[1]) - Number(a.split(' ')[1]));
  const outside = run.phases.total ? ms(run.api.p50 - run.phases.total.p50) : null;
  return `p50 per phase: ${parts.join(', ')}${outside === null ? '' : `; ${outside} ms outside the server's hooks (HTTP, routing, logging, load generator)`}`;
}

/**
 * What holds the API-vs-bare throughput ratio of `run` back from `target`: at the profiled concurrency, what the
 * target needs in CPU per request and where the extra goes (list-profile-report.ts); else the phases.
 */
export function ratioWhy(list: ListFigure, run: ListRun, target: number) {
  if (!list.profile || !run.cpu || run.concurrency !== list.profile.concurrency) return overheadOf(run);
  return profileWhy(
    list.profile,
    { api: run.cpu.api, bare: run.cpu.bareSql, floor: run.cpu.floor },
    { api: run.api.rps, bare: run.bareSql.rps },
    target,
  );
}

const FLOOR_TEXT =
  'The floor (`bench/floor-server.ts`): the least this list must do by the specification, written straight on Fastify with the API’s own helpers and none of its machinery — the bearer token hashed and its session found in memory, the permission checked, the query string checked strictly against the contract, the statement run with the session’s check inside it and the table’s write version beside the rows (the total kept per version), rows mapped and their times formatted, the next page’s cursor, the reply written by the serialiser compiled from the contract, one access-log line — started as `npm start` starts the API. floor/bare: what the work itself costs against the bare route; API/floor: what the API’s way of doing it costs.';

/** The floor beside the bare route and the API: how much of the API's distance from the bare route is the work itself. */
export function floorMarkdown(runs: ListRun[], same: boolean): string[] {
  const reply = same ? 'Its reply is the API’s, byte for byte.' : '**Its reply differs from the API’s: its figures measure other work.**';
  const L = [
    '',
    `${FLOOR_TEXT} ${reply}`,
    '',
    '| clients | floor p50 / p95 / p99 | floor req/s | floor/bare | API/floor | CPU µs per request: floor server, PostgreSQL | bare | API |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const x of runs) {
    if (!x.floor) continue;
    const cpu = (c?: CpuPerRequest) => (c ? `${c.server}, ${c.postgres}` : '—');
    L.push(
      `| ${x.concurrency} | ${x.floor.p50} / ${x.floor.p95} / ${x.floor.p99} | ${x.floor.rps} | ${ratio(x.floor.rps, x.bareSql.rps)}× | ${ratio(x.api.rps, x.floor.rps)}× | ${cpu(x.cpu?.floor)} | ${cpu(x.cpu?.bareSql)} | ${cpu(x.cpu?.api)} |`,
    );
  }
  return L;
}

/** The floor's ratio to the bare route at this run's concurrency, for a ratio line's reason. */
export const floorWhy = (run: ListRun) =>
  run.floor
    ? `; the floor (the least the list must do, without the API's machinery: floor-server.ts) reaches ${ratio(run.floor.rps, run.bareSql.rps)}× of the bare route (${run.floor.rps} req/s), the API ${ratio(run.api.rps, run.floor.rps)}× of the floor`
    : '';

export function listBudgets(list: ListFigure | undefined, deep: DeepFigure | undefined): Budget[] {
  const out: Budget[] = [];
  for (const run of list?.runs.filter((x) => x.concurrency === 1 || x.concurrency === 10) ?? []) {
    const { api, bareSql, raw: sqlAlone, concurrency: c } = run;
    out.push({
      name: `list API vs bare Fastify running the same SQL, ${c} client${c > 1 ? 's' : ''} (throughput)`,
      limit: '≥ 0.6×',
      value: `${ratio(api.rps, bareSql.rps)}× (${api.rps} vs ${bareSql.rps} req/s)`,
      pass: api.rps / bareSql.rps >= 0.6,
      why: list && ratioWhy(list, run, 0.6),
    });
    if (c === 1)
      out.push({
        name: 'list API overhead over bare Fastify + SQL, p50 at 1 client',
        limit: '≤ 2 ms',
        value: `${ms(api.p50 - bareSql.p50)} ms (${api.p50} vs ${bareSql.p50} ms)`,
        pass: api.p50 - bareSql.p50 <= 2,
        why: overheadOf(run),
      });
    if (c === 10)
      out.push({
        name: 'filtered list p95 at 10 clients, total included',
        limit: '< 20 ms',
        value: `${api.p95} ms`,
        pass: api.p95 < 20,
        why:
          sqlAlone.p95 >= 20
            ? `the SQL alone takes ${sqlAlone.p95} ms at p95: the database (count and page on 2 cores) is the limit`
            : run.ceiling.p95 >= 20
              ? `even the fixed-JSON route has p95 ${run.ceiling.p95} ms: load generator, server and PostgreSQL share 2 cores`
              : `SQL alone p95 ${sqlAlone.p95} ms; ${overheadOf(run)}`,
      });
  }
  const keyset = deep ? `keyset through pg p95 ${deep.keyset.p95} ms` : '';
  for (const p of deep?.pages.filter((x) => x.page !== 1) ?? []) {
    const limit = p.how === 'number' ? 100 : 20;
    const what =
      p.how === 'number'
        ? `direct jump to page ${p.page}`
        : `${p.how === 'next' ? 'next' : 'previous'} page at depth (page ${p.page} by cursor)`;
    out.push({
      name: `${what}, p95 at 10 clients`,
      limit: `< ${limit} ms`,
      value: `${p.run.p95} ms`,
      pass: p.run.p95 < limit,
      why: p.how === 'number' ? `OFFSET walks ${(p.page - 1) * p.rows} index entries; ${keyset}` : keyset,
    });
  }
  return out;
}

export function listMarkdown(list: ListFigure | undefined, deep: DeepFigure | undefined, cmd: string): string[] {
  const L: string[] = [];
  const lat = (r: Run) => `${r.p50} / ${r.p95} / ${r.p99}`;
  if (list) {
    L.push(
      '## 1. List latency and throughput',
      '',
      `\`GET ${list.url}\` (reply ${list.bytes} bytes). Latency p50 / p95 / p99 in ms, throughput in requests/s. Command: ${cmd}.`,
      '',
      '| clients | API | API req/s | SQL via pg | pg req/s | bare Fastify + SQL | req/s | fixed JSON (ceiling) | req/s | API/raw SQL | API/bare+SQL | API/ceiling | API − bare p50 |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const x of list.runs)
      L.push(
        `| ${x.concurrency} | ${lat(x.api)} | ${x.api.rps} | ${lat(x.raw)} | ${x.raw.rps} | ${lat(x.bareSql)} | ${x.bareSql.rps} | ${lat(x.ceiling)} | ${x.ceiling.rps} | ${ratio(x.api.rps, x.raw.rps)}× | ${ratio(x.api.rps, x.bareSql.rps)}× | ${ratio(x.api.rps, x.ceiling.rps)}× | ${ms(x.api.p50 - x.bareSql.p50)} ms |`,
      );
    L.push(
      '',
      'Where the API request spends its time, from its `Server-Timing` header (measured on a second instance of the API on the same database, started with SERVER_TIMING=1, so that measuring the phases does not weigh on the throughput above), p50 / p95 in ms per phase; the phases do not overlap. session: waiting for the session row with user, role and permission version (the bare route has none; a list served on the remembered session reads it beside its own SQL, and the prepared lists such as this one check it inside their own statement, so it is mostly 0). permission: the role’s keys (cached per permission version) and the check. validation: the query string. scope: awaiting the data scope (cached likewise; only lists that read it). db: the list’s own SQL in flight — what the bare route also waits for. handler: the handler’s own work around it (building the queries, mapping and formatting rows, paging). serialisation: reply schema and JSON. total: first hook to reply sent. “outside”: the client’s p50 minus the server’s total p50 (HTTP parsing, routing, the socket, the load generator).',
      '',
      `| clients | ${PHASES.join(' | ')} | outside |`,
      `|---|${PHASES.map(() => '---').join('|')}|---|`,
    );
    for (const x of list.runs)
      L.push(
        `| ${x.concurrency} | ${PHASES.map((p) => (x.phases[p] ? `${x.phases[p].p50} / ${x.phases[p].p95}` : '—')).join(' | ')} | ${x.phases.total ? ms(x.api.p50 - x.phases.total.p50) : '—'} |`,
      );
    if (list.runs.some((x) => x.cpu)) {
      L.push(
        '',
        'CPU per request in µs, by process (from /proc: user + system time over the run divided by the requests; it does not depend on what else the machine runs). server: the API or the bare route, in brackets its main thread + its other threads (V8’s garbage collection and compilers, libuv’s pool); PostgreSQL: its backends; generator: the load generator (this process).',
        '',
        '| clients | API: server | API: PostgreSQL | API: generator | API total | bare: server | bare: PostgreSQL | bare: generator | bare total |',
        '|---|---|---|---|---|---|---|---|---|',
      );
      const threads = (c: CpuPerRequest) => (c.threads ? ` (${c.threads.main} + ${c.threads.v8 + c.threads.other})` : '');
      const row = (c: CpuPerRequest) =>
        `${c.server}${threads(c)} | ${c.postgres} | ${c.generator} | ${c.server + c.postgres + c.generator}`;
      for (const x of list.runs) if (x.cpu) L.push(`| ${x.concurrency} | ${row(x.cpu.api)} | ${row(x.cpu.bareSql)} |`);
    }
    if (list.runs.some((x) => x.floor)) L.push(...floorMarkdown(list.runs, list.floorSame === true));
    const profiledRun = list.runs.find((x) => x.concurrency === list.profile?.concurrency)?.cpu;
    if (list.profile && profiledRun)
      L.push(...profileMarkdown(list.profile, { api: profiledRun.api, bare: profiledRun.bareSql, floor: profiledRun.floor }, cmd));
    if (list.profileError) L.push('', `The profiled run (where the API's extra CPU goes) failed: ${list.profileError}.`);
    L.push(
      '',
      'The SQL the API runs per request in steady state (captured from the pool on its second request, session look-up excluded — in steady state the API’s statement also carries the session’s check, a one-row index probe; an above-cap total is counted and estimated once per filter every 5 s, not per request):',
      '',
      ...list.queries.map((q) => `- \`${q}\``),
      '',
    );
  }
  if (deep) {
    L.push(
      '## 2. Deep pages',
      '',
      `The whole list (${deep.listed.toLocaleString('en')} rows listed), 10 clients. “next” / “previous”: the page reached from its neighbour with the cursor that neighbour answered (keyset seek); “number”: a direct jump (OFFSET, keys first). Command: ${cmd}.`,
      '',
      '| page | reached by | p50 / p95 / p99 ms | req/s | total replied | total |',
      '|---|---|---|---|---|---|',
    );
    for (const p of deep.pages)
      L.push(
        `| ${p.page} | ${p.how === 'prev' ? 'previous (cursor)' : p.how === 'next' ? 'next (cursor)' : 'number'} | ${lat(p.run)} | ${p.run.rps} | ${p.total?.toLocaleString('en') ?? '—'} | ${p.exact ? 'exact' : 'estimated (共 10,000+ 条)'} |`,
      );
    L.push(`| ${DEEP_PAGE} | keyset, SQL via pg | ${lat(deep.keyset)} | ${deep.keyset.rps} | — | — |`, '');
  }
  return L;
}
