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
  pool.on('connect', (client) => {
    client.on('error', () => {});
    retryLostStatements(client);
  });
  const db = drizzle(pool, { casing: 'snake_case' });
  return { pool, db };
}

/** What node-postgres keeps per connection and does not declare: the named statements it believes parsed there. */
type Remembering = { connection: { parsedStatements: Record<string, string> } };
type QueryConfig = { name?: string; text?: string; submit?: unknown };

/**
 * A connection can lose its named statements while node-postgres still believes them parsed there (`DISCARD ALL`,
 * `DEALLOCATE`, a pooler in transaction mode): each use then fails with 26000 "prepared statement … does not
 * exist" until the connection is replaced, and the request answers 500. Here the name is forgotten and the
 * statement sent once more, parsed afresh. Sent again only outside a transaction (the client idle when the
 * query was sent): inside one the error has already failed it; the name is forgotten all the same.
 */
function retryLostStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...a: unknown[]) => unknown;
  (client as { query: unknown }).query = (...a: unknown[]) => {
    const cfg = a[0] as QueryConfig | string | undefined;
    const named = typeof cfg === 'object' && cfg !== null && typeof cfg.name === 'string' && typeof cfg.submit !== 'function';
    if (!named) return query(...a);
    const idle = client.getTransactionStatus() === 'I';
    const lost = (e: { code?: string } | null | undefined) => {
      if (e?.code !== '26000') return false;
      delete (client as unknown as Remembering).connection.parsedStatements[cfg.name as string];
      return idle;
    };
    // pg-pool's own `pool.query` passes a callback; Drizzle's transactions await the promise.
    const done = a.at(-1);
    if (typeof done === 'function') {
      const args = a.slice(0, -1);
      return query(...args, (e: { code?: string } | null, res: unknown) => (lost(e) ? query(...args, done) : done(e, res)));
    }
    return (query(...a) as Promise<unknown>).catch((e: { code?: string }) => {
      if (!lost(e)) throw e;
      return query(...a);
    });
  };
}

export type Db = ReturnType<typeof createDb>['db'];
/** A Drizzle transaction handle, accepted wherever a service also takes the plain `db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
