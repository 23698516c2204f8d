import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The stock ledger is append-only in the database itself: a trigger refuses UPDATE, DELETE and TRUNCATE of
 * `wms_stock_ledger`, so not even a bug or a hand-written statement can rewrite how a quantity arose.
 * Installed at every start by the seed (idempotent; serialised by an advisory lock for several instances).
 */
export async function guardStockLedger(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727015)`);
    await tx.execute(sql`create or replace function wms_stock_ledger_append_only() returns trigger language plpgsql as $$
      begin raise exception 'wms_stock_ledger is append-only'; end $$`);
    await tx.execute(sql`create or replace trigger wms_stock_ledger_no_change before update or delete on wms_stock_ledger
      for each row execute function wms_stock_ledger_append_only()`);
    await tx.execute(sql`create or replace trigger wms_stock_ledger_no_truncate before truncate on wms_stock_ledger
      for each statement execute function wms_stock_ledger_append_only()`);
  });
}
