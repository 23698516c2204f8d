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
    forgetLostStatements(client);
  });
  const db = drizzle(pool, { casing: 'snake_case' });
  return { pool, db };
}

/** What node-postgres keeps per connection and does not declare: the named statements it believes parsed there. */
type Remembering = {
  connection: { parsedStatements: Record<string, string>; prependListener(e: 'errorMessage', f: (m: { code?: string }) => void): void };
  _getActiveQuery(): { name?: string } | null | undefined;
};

/**
 * A connection can lose its named statements while node-postgres still believes them parsed there (`DISCARD ALL`,
 * `DEALLOCATE`, a pooler in transaction mode): each use then fails with 26000 "prepared statement … does not
 * exist" until the connection is replaced. On that error alone (nothing runs per query) the name is forgotten,
 * so the next use parses it afresh; `sentAgainIfLost` below sends the failed statement again.
 */
function forgetLostStatements(client: pg.PoolClient) {
  const c = client as unknown as Remembering;
  // Ahead of node-postgres's own listener, which clears the active query.
  c.connection.prependListener('errorMessage', (msg) => {
    const name = msg.code === '26000' ? c._getActiveQuery()?.name : undefined;
    if (name) delete c.connection.parsedStatements[name];
  });
}

/** How many connections in turn a lost statement is sent again on (each failure has forgotten it on one). */
const REPARSE_TRIES = 3;
const lost = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return (err?.cause?.code ?? err?.code) === '26000';
};

/**
 * Sends a named statement on the pool (the one kind a connection can lose: the prepared lists', the session's,
 * the sales report's) again when its connection had lost it. Not for one inside a transaction: the error has
 * failed the transaction.
 */
export async function sentAgainIfLost<R>(send: () => Promise<R>): Promise<R> {
  for (let i = 0; ; i++) {
    try {
      return await send();
    } catch (e) {
      if (i >= REPARSE_TRIES || !lost(e)) throw e;
    }
  }
}

/** A Drizzle prepared statement with a name, sent again when lost (`sentAgainIfLost`). */
export const reparsed = <V, R>(run: { execute(values?: V): Promise<R> }) => ({
  execute: (values?: V) => sentAgainIfLost(() => run.execute(values)),
});

export type Db = ReturnType<typeof createDb>['db'];
/** A Drizzle transaction handle, accepted wherever a service also takes the plain `db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
