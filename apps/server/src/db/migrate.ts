import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const MIGRATION_LOCK = 727000;

/**
 * Applies the migrations under a database-wide lock: several instances starting together against one
 * database migrate one after the other (the later ones find nothing left to do) instead of racing.
 */
export async function runMigrations(db: Db) {
  const lock = await db.$client.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // On the lock's own connection: the pool would open a second one, a start's few round trips more (issue 31).
    await migrate(drizzle(lock), { migrationsFolder: folder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}
