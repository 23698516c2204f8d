import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// Dates and numerics come back as the driver gives them; bigint counts become numbers.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * No statement runs longer than this, and no transaction sits idle holding locks longer than that: a
 * runaway query answers 503 instead of holding a connection (and its locks) for ever.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

export function createDb(
  url: string,
  max = 20,
  statementTimeoutMs = STATEMENT_TIMEOUT_MS,
  idleInTransactionMs = IDLE_IN_TRANSACTION_TIMEOUT_MS,
) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    options: `-c statement_timeout=${statementTimeoutMs} -c idle_in_transaction_session_timeout=${idleInTransactionMs}`,
  });
  // An idle client that loses its server (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor may a checked-out one (a transaction between statements, a held lock): pg emits 'error' on the client
  // when its connection ends, and pg-pool listens only while the client is idle. Unheard, it is an uncaught
  // exception, one per client the outage caught, and the process guards stop the server after ten (the bench's
  // outage on Node 26). The query in flight still gets the error, and the pool drops the client at its release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { casing: 'snake_case' });
  return { pool, db };
}

export type Db = ReturnType<typeof createDb>['db'];
/** A Drizzle transaction handle, accepted wherever a service also takes the plain `db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
