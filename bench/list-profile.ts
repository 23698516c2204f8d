// Why the list API serves fewer requests per second than the bare route at 10 clients (issue 31): after the timed
// runs, a short separate run of each with `--cpu-prof` (the timed figures stay unprofiled), the server's CPU per
// request by where it goes (cpu-profile.ts) and PostgreSQL's statements per request (pg_stat_statements).
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { dataDir, quick } from './config.ts';
import { type CpuPerRequest, cpuPerRequest } from './cpu.ts';
import { type CpuProfile, type Frame, type Locate, selfTimeByBucket } from './cpu-profile.ts';
import { statementStats } from './db.ts';
import { type HttpTarget, http, type Run } from './load.ts';
import { freePort, type Server, startApi, startBare } from './servers.ts';

export type Statement = { query: string; calls: number; execUs: number; planUs: number; blocks: number };
/** One side's profiled run; every figure per request. */
export type ProfiledSide = {
  requests: number;
  rps: number;
  cpu: CpuPerRequest;
  /** µs of the main thread's self time per request, by bucket (cpu-profile.ts). */
  buckets: Record<string, number>;
  /** PostgreSQL's statements (pg_stat_statements), calls and times per request; absent without the extension. */
  statements?: Statement[];
};
export type ListProfile = {
  concurrency: number;
  seconds: number;
  api: ProfiledSide;
  bare: ProfiledSide;
  /** The floor (floor-server.ts): the list's own work without the API's machinery. */
  floor?: ProfiledSide;
};

export const PROFILE_CLIENTS = 10;
const SECONDS = quick ? 3 : 5;

/** Where a frame's code was written: through the source map beside a bundle of ours (the server's entry.mjs), else its URL. */
function sourceLocator(): Locate {
  const maps = new Map<string, { map: SourceMap; url: string } | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      let found = null;
      if (url.startsWith('file:') && !url.includes('/node_modules/')) {
        try {
          const file = `${fileURLToPath(url)}.map`;
          found = { map: new SourceMap(JSON.parse(readFileSync(file, 'utf8'))), url: pathToFileURL(file).href };
        } catch {
          /* no map: the URL names the file */
        }
      }
      maps.set(url, found);
    }
    return maps.get(url);
  };
  return (f: Frame) => {
    const m = mapOf(f.url);
    const entry = m?.map.findEntry(f.lineNumber, f.columnNumber);
    return m && entry && 'originalSource' in entry ? new URL(entry.originalSource, m.url).href : f.url;
  };
}

async function readStatements(pool: pg.Pool, requests: number): Promise<Statement[]> {
  const { rows } = await pool.query<{ query: string; calls: string; exec: number; plan: number; blocks: string }>(
    `select query, calls, total_exec_time as exec, total_plan_time as plan, shared_blks_hit + shared_blks_read as blocks
       from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
      order by total_exec_time desc`,
  );
  const per = (x: number | string) => Math.round((Number(x) / requests) * 100) / 100;
  return rows
    .map((r) => ({ query: r.query, calls: per(r.calls), execUs: per(r.exec * 1000), planUs: per(r.plan * 1000), blocks: per(r.blocks) }))
    .filter((s) => s.calls >= 0.01);
}

/** Loads `server` at 10 clients for a few seconds and reads its profile once it has stopped (it writes it on exit). */
async function profiled(
  start: (dir: string) => Promise<Server>,
  target: (s: Server) => HttpTarget,
  postmaster: number,
  statsPool: pg.Pool | null,
  dir: string,
  locate: Locate,
): Promise<ProfiledSide> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = await start(dir);
  let from = 0;
  let to = 0;
  let measured: { result: Run; cpu: CpuPerRequest };
  try {
    await http(target(server), PROFILE_CLIENTS, 1);
    if (statsPool) await statsPool.query('select pg_stat_statements_reset()');
    from = Number(process.hrtime.bigint() / 1000n);
    measured = await cpuPerRequest(server.pid, postmaster, () => http(target(server), PROFILE_CLIENTS, SECONDS));
    to = Number(process.hrtime.bigint() / 1000n);
  } finally {
    await server.stop();
  }
  const { result, cpu } = measured;
  const statements = statsPool ? await readStatements(statsPool, result.requests) : undefined;
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile written into ${dir}`);
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
  const buckets: Record<string, number> = {};
  for (const [name, us] of selfTimeByBucket(profile, locate, from, to)) buckets[name] = Math.round((us / result.requests) * 10) / 10;
  return { requests: result.requests, rps: result.rps, cpu, buckets, statements };
}

/**
 * The API (as production runs it, on its own port), the bare route and the floor, each profiled at 10 clients;
 * `url` and `auth` as the timed runs ask, `payloads` the bare route's captured SQL and the floor's statement.
 */
export async function profileList(
  dbUrl: string,
  url: string,
  auth: Record<string, string>,
  payloads: { bare: string; floor: string },
  postmaster: number,
) {
  const statsPool = new pg.Pool({ connectionString: dbUrl, max: 1 });
  const hasStats = await statsPool.query('select 1 from pg_stat_statements limit 1').then(
    () => true,
    () => false,
  );
  const stats = hasStats ? statsPool : null;
  const locate = sourceLocator();
  const dir = (side: string) => path.join(dataDir, 'profiles', side);
  try {
    if (hasStats) await statementStats(dbUrl, true);
    const api = await profiled(
      async (d) => startApi(await freePort(), dbUrl, { profileDir: d }),
      (s) => ({ url: s.base + url, headers: auth }),
      postmaster,
      stats,
      dir('api'),
      locate,
    );
    const bare = await profiled(
      async (d) => startBare(await freePort(), 'sql', payloads.bare, dbUrl, d),
      (s) => ({ url: `${s.base}/list` }),
      postmaster,
      stats,
      dir('bare'),
      locate,
    );
    const floor = await profiled(
      async (d) => startBare(await freePort(), 'floor', payloads.floor, dbUrl, d),
      (s) => ({ url: `${s.base}/list?${url.split('?')[1]}`, headers: auth }),
      postmaster,
      stats,
      dir('floor'),
      locate,
    );
    return { concurrency: PROFILE_CLIENTS, seconds: SECONDS, api, bare, floor } satisfies ListProfile;
  } finally {
    if (hasStats) await statementStats(dbUrl, false);
    await statsPool.end();
  }
}
