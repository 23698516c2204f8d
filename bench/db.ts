import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/client.ts';
import { startEmbedded } from '../apps/server/src/db/embedded.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seed } from '../apps/server/src/seed/seed.ts';
import { ADMIN_PASSWORD, dataDir, quick } from './config.ts';
import { seeders } from './seeders.ts';

export type BenchDb = Awaited<ReturnType<typeof startBenchDb>>;

/**
 * The embedded PostgreSQL with pg_stat_statements loaded (a restart after setting shared_preload_libraries), so
 * that a profiled run can say what the API's statements cost against the bare route's (list-profile.ts). It
 * tracks nothing (no query ids computed either) until a profiled run turns it on: the timed runs pay nothing for it.
 * Without the extension, PostgreSQL is left as it started and the profiled run reports no statements.
 */
async function withStatementStats(dir: string, log: (m: string) => void) {
  const first = await startEmbedded(dir, { log });
  let pgs = first;
  try {
    await onePg(first.url, "alter system set shared_preload_libraries = 'pg_stat_statements'");
    await first.stop();
    pgs = await startEmbedded(dir, { log, port: first.port });
    await onePg(pgs.url, 'create extension if not exists pg_stat_statements');
    await statementStats(pgs.url, false);
  } catch (e) {
    log(`pg_stat_statements not available: ${(e as Error).message}`);
  }
  return pgs;
}

async function onePg(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** Turns pg_stat_statements' tracking (and the query ids it needs) on or off, for the statements parsed and run after it. */
export async function statementStats(url: string, on: boolean) {
  for (const text of [
    `alter system set pg_stat_statements.track = '${on ? 'top' : 'none'}'`,
    `alter system set pg_stat_statements.track_planning = ${on ? 'on' : 'off'}`,
    `alter system set compute_query_id = ${on ? 'on' : 'off'}`,
    'select pg_reload_conf()',
  ])
    await onePg(url, text);
  // The postmaster rereads its configuration on the signal, a moment later; new connections then fork with it.
  await new Promise((r) => setTimeout(r, 300));
}

/** A fresh embedded PostgreSQL under the bench's data dir, migrated, seeded, then loaded with bench rows. */
export async function startBenchDb(log: (m: string) => void) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const embedded = await withStatementStats(path.join(dataDir, 'pg'), log);
  // Set-based seeding of a million rows may run longer than the product's 15 s statement limit on a busy machine.
  const { db, pool } = createDb(embedded.url, 4, 600_000);
  await runMigrations(db);
  await seed(db, loadConfig({ ADMIN_PASSWORD, DEMO_DATA: '0' } as NodeJS.ProcessEnv), () => {});
  const seeded: Record<string, { rows: number; seconds: number }> = {};
  for (const [name, s] of Object.entries(seeders)) {
    const n = quick ? s.rows.quick : s.rows.full;
    const t0 = performance.now();
    await s.run(db, n);
    seeded[name] = { rows: n, seconds: (performance.now() - t0) / 1000 };
    log(`seeded ${n} ${name} in ${seeded[name].seconds.toFixed(1)} s`);
  }
  return {
    url: embedded.url,
    db,
    pool,
    seeded,
    stop: async () => {
      await pool.end();
      await embedded.stop();
    },
  };
}
