import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/client.ts';
import { startEmbedded } from '../apps/server/src/db/embedded.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seed } from '../apps/server/src/seed/seed.ts';
import { ADMIN_PASSWORD, dataDir, quick } from './config.ts';
import { seeders } from './seeders.ts';

export type BenchDb = Awaited<ReturnType<typeof startBenchDb>>;

/** A fresh embedded PostgreSQL under the bench's data dir, migrated, seeded, then loaded with bench rows. */
export async function startBenchDb(log: (m: string) => void) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const embedded = await startEmbedded(path.join(dataDir, 'pg'), { log });
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
