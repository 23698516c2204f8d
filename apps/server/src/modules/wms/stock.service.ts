import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound, sessionEnded } from '../../shared/errors.ts';
import { type SessionGuard, sessionHoldsFor } from '../../shared/session-check.ts';
import type { RequestCtx } from '../../shared/request-context.ts';

/**
 * THE stock operations: the only code that changes inventory quantities (receive, lock, unlock, ship,
 * adjust, transfer out/in, return). Each is ONE SQL statement: a conditional UPDATE (or an upsert for
 * inbound) whose RETURNING feeds the INSERT of exactly one ledger row, so the check, the change and its
 * ledger row are atomic without a read first, and two concurrent locks can never both take the last unit.
 *
 * Other areas (orders) call the line functions inside their own transaction: `lockLines`, `unlockLines`,
 * `shipLines` take many lines and change all of them or none (a short line answers 409 `库存不足：<SKU>`,
 * which rolls the caller's transaction back).
 */

export type StockType = 'RECEIVE' | 'LOCK' | 'UNLOCK' | 'SHIP' | 'ADJUST' | 'TRANSFER_OUT' | 'TRANSFER_IN' | 'RETURN';

/** The document behind an operation, written into its ledger row. */
export type StockSource = {
  sourceType: string;
  sourceNo: string;
  operator: string;
  reason?: string;
  /**
   * The demo's history only: its movement dated this many days back, so the stock report tells how stock
   * arose over weeks rather than all at its first start. No operation of a user sets it.
   */
  daysAgo?: number;
};

export type StockLine = { warehouseCode: string; skuCode: string; quantity: number };

/** A ledger row as the operation left it. */
export type StockResult = { inventoryId: number; ledgerId: number; warehouseCode: string; skuCode: string; onHand: number; locked: number };

/** The source of an operation done by the signed-in user. */
export const sourceOf = (ctx: RequestCtx, sourceType: string, sourceNo: string, reason = ''): StockSource => ({
  sourceType,
  sourceNo,
  reason,
  operator: `${ctx.user.name}(${ctx.user.loginId})`,
});

export const stockShort = (skuCode: string) => conflict(`库存不足：${skuCode}`);

type Change = { type: StockType; onHand: number; locked: number };

/**
 * Writes of the same statement that read the ledger row `l` (an operation-log row): the row lock is then held for
 * this one statement and its commit, without a round trip to the server while other requests wait on it.
 */
export type AlsoWritten = (ledgerRow: SQL) => SQL[];

/**
 * The operation's statement: the change `u`, its ledger row `l`, what `also` writes. With `holds` (the session's
 * check, shared/session-check.ts) it runs first as `g`, the change happens only where it holds, and the statement
 * answers one row whatever happens: `held`, and the ledger row's columns (null when nothing changed).
 */
const ledgerInsert = (change: Change, src: StockSource, updated: SQL, also?: AlsoWritten, holds?: SQL) => sql`
  with ${holds ? sql`g as (select ${holds} as held), ` : sql``}u as (${updated}), l as (
  insert into wms_stock_ledger (inventory_id, warehouse_code, sku_code, type, on_hand_delta, locked_delta,
                                on_hand_after, locked_after, source_type, source_no, reason, operator${src.daysAgo ? sql`, created_at` : sql``})
  select id, warehouse_code, sku_code, ${change.type}, ${change.onHand}::int, ${change.locked}::int, on_hand, locked,
         ${src.sourceType}, ${src.sourceNo}, ${src.reason ?? ''}, ${src.operator}${src.daysAgo ? sql`, now() - make_interval(days => ${src.daysAgo}::int)` : sql``}
  from u
  returning id, inventory_id, warehouse_code, sku_code, on_hand_after, locked_after)
  ${sql.join(
    (also?.(sql`l`) ?? []).map((w, i) => sql`, ${sql.identifier(`w${i}`)} as (${w})`),
    sql``,
  )}
  ${holds ? sql`select g.held, l.* from g left join l on true` : sql`select * from l`}`;

type Row = {
  id: number;
  inventory_id: number;
  warehouse_code: string;
  sku_code: string;
  on_hand_after: number;
  locked_after: number;
  held?: boolean;
};
const resultOf = (r: Row): StockResult => ({
  inventoryId: r.inventory_id,
  ledgerId: Number(r.id),
  warehouseCode: r.warehouse_code,
  skuCode: r.sku_code,
  onHand: r.on_hand_after,
  locked: r.locked_after,
});

/**
 * A conditional change of one row; undefined when the condition (or the row) is not there. With a session guard,
 * only while the session holds: the guard learns whether it did (`held`).
 */
async function change(
  db: DbOrTx,
  c: Change,
  src: StockSource,
  target: SQL,
  condition: SQL,
  also?: AlsoWritten,
  guard?: SessionGuard,
): Promise<StockResult | undefined> {
  const updated = sql`update wms_inventory
    set on_hand = on_hand + ${c.onHand}::int, locked = locked + ${c.locked}::int, updated_at = now()
    where ${target} and ${condition}${guard ? sql` and (select held from g)` : sql``}
    returning id, warehouse_code, sku_code, on_hand, locked`;
  const { rows } = await db.execute<Row>(ledgerInsert(c, src, updated, also, guard && sessionHoldsFor(guard.values)));
  if (guard) guard.held = rows[0]?.held === true;
  return rows[0]?.id != null ? resultOf(rows[0]) : undefined;
}

const rowOf = (l: StockLine) => sql`warehouse_code = ${l.warehouseCode} and sku_code = ${l.skuCode}`;

/** Why a line could not be locked: a disabled row says so, anything else is short. */
async function refusal(db: DbOrTx, l: StockLine) {
  const { rows } = await db.execute<{ status: number }>(sql`select status from wms_inventory where ${rowOf(l)}`);
  if (rows[0] && rows[0].status !== 1) return conflict(`库存已停用：${l.skuCode}`);
  return stockShort(l.skuCode);
}

const positive = (n: number) => {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`stock quantity must be a positive integer, got ${n}`);
  return n;
};

/** Inbound (receive, transfer in, return): creates the row on first receipt. */
export async function stockIn(db: DbOrTx, l: StockLine, src: StockSource, type: 'RECEIVE' | 'TRANSFER_IN' | 'RETURN' = 'RECEIVE') {
  const n = positive(l.quantity);
  const upsert = sql`insert into wms_inventory (warehouse_code, sku_code, on_hand) values (${l.warehouseCode}, ${l.skuCode}, ${n}::int)
    on conflict (warehouse_code, sku_code) do update set on_hand = wms_inventory.on_hand + excluded.on_hand, updated_at = now()
    returning id, warehouse_code, sku_code, on_hand, locked`;
  const { rows } = await db.execute<Row>(ledgerInsert({ type, onHand: n, locked: 0 }, src, upsert));
  return resultOf(rows[0]);
}

/** Reserve `quantity` of what is available on an enabled row. */
export async function lock(db: DbOrTx, l: StockLine, src: StockSource) {
  const n = positive(l.quantity);
  const done = await change(db, { type: 'LOCK', onHand: 0, locked: n }, src, rowOf(l), sql`status = 1 and on_hand - locked >= ${n}::int`);
  if (!done) throw await refusal(db, l);
  return done;
}

/** Release a reservation. */
export async function unlock(db: DbOrTx, l: StockLine, src: StockSource) {
  const n = positive(l.quantity);
  const done = await change(db, { type: 'UNLOCK', onHand: 0, locked: -n }, src, rowOf(l), sql`locked >= ${n}::int`);
  if (!done) throw conflict(`锁定库存不足，无法释放：${l.skuCode}`);
  return done;
}

/** Stock leaves against its reservation: on hand and locked both go down. */
export async function ship(db: DbOrTx, l: StockLine, src: StockSource) {
  const n = positive(l.quantity);
  const done = await change(db, { type: 'SHIP', onHand: -n, locked: -n }, src, rowOf(l), sql`locked >= ${n}::int`);
  if (!done) throw conflict(`锁定库存不足，无法出库：${l.skuCode}`);
  return done;
}

/** Stock leaves from what is available (not reserved). */
export async function transferOut(db: DbOrTx, l: StockLine, src: StockSource) {
  const n = positive(l.quantity);
  const done = await change(db, { type: 'TRANSFER_OUT', onHand: -n, locked: 0 }, src, rowOf(l), sql`on_hand - locked >= ${n}::int`);
  if (!done) throw stockShort(l.skuCode);
  return done;
}

/**
 * Stocktake: on hand changes by `delta`, never below what is locked (409 `库存不足`); `also` joins its statement.
 * With a session guard nothing changes unless the session holds (a 401 until the request reads its session).
 */
export async function adjust(db: DbOrTx, inventoryId: number, delta: number, src: StockSource, also?: AlsoWritten, guard?: SessionGuard) {
  if (!Number.isInteger(delta) || delta === 0) throw new Error('adjust delta must be a non-zero integer');
  const done = await change(
    db,
    { type: 'ADJUST', onHand: delta, locked: 0 },
    src,
    sql`id = ${inventoryId}`,
    sql`on_hand + ${delta}::int >= locked`,
    also,
    guard,
  );
  if (done) return done;
  if (guard && !guard.held) throw sessionEnded();
  const { rows } = await db.execute(sql`select 1 from wms_inventory where id = ${inventoryId}`);
  if (!rows.length) throw notFound('库存记录不存在或已被删除');
  throw conflict('库存不足');
}

/** Lines of one document, same warehouse × SKU merged, in a fixed order so concurrent documents never deadlock. */
export function mergeLines(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const l of lines) {
    const key = `${l.warehouseCode}\u0000${l.skuCode}`;
    const had = merged.get(key);
    merged.set(key, { ...l, quantity: (had?.quantity ?? 0) + l.quantity });
  }
  return [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, l]) => l);
}

type LineOp = (db: DbOrTx, l: StockLine, src: StockSource) => Promise<StockResult>;

/** All lines or none: inside the caller's transaction (a savepoint), or a transaction of its own. */
const allLines = (op: LineOp) => (db: DbOrTx, lines: readonly StockLine[], src: StockSource) =>
  db.transaction(async (tx) => {
    const out: StockResult[] = [];
    for (const l of mergeLines(lines)) out.push(await op(tx, l, src));
    return out;
  });

export const lockLines = allLines(lock);
export const unlockLines = allLines(unlock);
export const shipLines = allLines(ship);
export const receiveLines = allLines((db, l, src) => stockIn(db, l, src, 'RECEIVE'));
export const returnLines = allLines((db, l, src) => stockIn(db, l, src, 'RETURN'));

/** A returned document's lines back into its one warehouse (a RETURN ledger row per SKU, the document as source). */
export const returnInto = (db: DbOrTx, warehouseCode: string, lines: readonly { skuCode: string; quantity: number }[], src: StockSource) =>
  returnLines(
    db,
    lines.map((l) => ({ warehouseCode, skuCode: l.skuCode, quantity: l.quantity })),
    src,
  );

/** Moves available stock between warehouses: out of `from`, into `to`, one ledger row each. */
export async function transfer(
  db: DbOrTx,
  from: string,
  to: string,
  lines: readonly { skuCode: string; quantity: number }[],
  src: StockSource,
) {
  return db.transaction(async (tx) => {
    for (const l of mergeLines(lines.map((x) => ({ ...x, warehouseCode: from })))) {
      await transferOut(tx, l, src);
      await stockIn(tx, { ...l, warehouseCode: to }, src, 'TRANSFER_IN');
    }
  });
}
