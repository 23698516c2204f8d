import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// Dates and numerics come back as the driver gives them; bigint counts become numbers.
pg.types.setTypeParser(20, (v) => Number(v));

export function createDb(url: string, max = 20) {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle client that loses its server (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { casing: 'snake_case' });
  return { pool, db };
}

export type Db = ReturnType<typeof createDb>['db'];
/** A Drizzle transaction handle, accepted wherever a service also takes the plain `db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
