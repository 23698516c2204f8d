import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { stockPlaces } from './stock-places.fixtures.ts';
import { adjust, lock, lockLines, ship, type StockSource, stockIn, transfer, unlock, unlockLines } from './stock.service.ts';

let t: TestApp;
let wide: ReturnType<typeof createDb>;
const src: StockSource = { sourceType: 'TEST', sourceNo: 'T1', operator: 'tester' };

beforeAll(async () => {
  t = await buildTestApp();
  // A pool wide enough for real contention (the app's test pool holds 5 connections).
  wide = createDb(String((t.pool as unknown as { options: { connectionString: string } }).options.connectionString), 20);
  await stockPlaces(t.db, ['W1', 'W2', 'W3', 'W4', 'W5', 'WC', 'WS'], ['S1', 'S2', 'A', 'B', 'C', 'D', 'E', 'HOT', 'M1', 'M2', 'M3']);
});
afterAll(async () => {
  await wide.pool.end();
  await t.close();
});

const row = async (wh: string, sku: string) => {
  const { rows } = await t.db.execute<{ id: number; on_hand: number; locked: number }>(
    sql`select id, on_hand, locked from wms_inventory where warehouse_code = ${wh} and sku_code = ${sku}`,
  );
  return rows[0];
};

/** Every inventory row equals the sum of its ledger deltas, and the last ledger row shows its quantities. */
async function ledgerBalances() {
  const { rows } = await t.db.execute<{ id: number }>(sql`
    select i.id from wms_inventory i
    left join (select inventory_id, sum(on_hand_delta)::int as d_on, sum(locked_delta)::int as d_locked, max(id) as last
               from wms_stock_ledger group by inventory_id) l on l.inventory_id = i.id
    left join wms_stock_ledger last on last.id = l.last
    where coalesce(l.d_on, 0) <> i.on_hand or coalesce(l.d_locked, 0) <> i.locked
       or last.on_hand_after <> i.on_hand or last.locked_after <> i.locked`);
  return rows.map((r) => r.id);
}

const statusOf = async (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e) => (e instanceof AppError ? `${e.status} ${e.message}` : `error ${(e as Error).message}`),
  );

describe('stock operations', () => {
  it('receives into a new row and writes one ledger row per operation', async () => {
    await stockIn(t.db, { warehouseCode: 'W1', skuCode: 'S1', quantity: 10 }, src);
    await stockIn(t.db, { warehouseCode: 'W1', skuCode: 'S1', quantity: 5 }, src);
    await lock(t.db, { warehouseCode: 'W1', skuCode: 'S1', quantity: 4 }, src);
    await ship(t.db, { warehouseCode: 'W1', skuCode: 'S1', quantity: 3 }, src);
    await unlock(t.db, { warehouseCode: 'W1', skuCode: 'S1', quantity: 1 }, src);
    expect(await row('W1', 'S1')).toMatchObject({ on_hand: 12, locked: 0 });
    const { rows } = await t.db.execute(sql`select type, on_hand_delta, locked_delta, on_hand_after, locked_after from wms_stock_ledger
      where sku_code = 'S1' order by id`);
    expect(rows).toEqual([
      { type: 'RECEIVE', on_hand_delta: 10, locked_delta: 0, on_hand_after: 10, locked_after: 0 },
      { type: 'RECEIVE', on_hand_delta: 5, locked_delta: 0, on_hand_after: 15, locked_after: 0 },
      { type: 'LOCK', on_hand_delta: 0, locked_delta: 4, on_hand_after: 15, locked_after: 4 },
      { type: 'SHIP', on_hand_delta: -3, locked_delta: -3, on_hand_after: 12, locked_after: 1 },
      { type: 'UNLOCK', on_hand_delta: 0, locked_delta: -1, on_hand_after: 12, locked_after: 0 },
    ]);
  });

  it('refuses what would go negative, writing nothing', async () => {
    await stockIn(t.db, { warehouseCode: 'W1', skuCode: 'S2', quantity: 3 }, src);
    await expect(lock(t.db, { warehouseCode: 'W1', skuCode: 'S2', quantity: 4 }, src)).rejects.toMatchObject({
      status: 409,
      message: '库存不足：S2',
    });
    await expect(lock(t.db, { warehouseCode: 'W1', skuCode: 'NOPE', quantity: 1 }, src)).rejects.toMatchObject({ status: 409 });
    await expect(unlock(t.db, { warehouseCode: 'W1', skuCode: 'S2', quantity: 1 }, src)).rejects.toMatchObject({ status: 409 });
    await expect(ship(t.db, { warehouseCode: 'W1', skuCode: 'S2', quantity: 1 }, src)).rejects.toMatchObject({ status: 409 });
    await lock(t.db, { warehouseCode: 'W1', skuCode: 'S2', quantity: 2 }, src);
    const { id } = await row('W1', 'S2');
    await expect(adjust(t.db, id, -2, src)).rejects.toMatchObject({ status: 409, message: '库存不足' });
    await adjust(t.db, id, -1, src);
    expect(await row('W1', 'S2')).toMatchObject({ on_hand: 2, locked: 2 });
    await expect(adjust(t.db, 999_999, 1, src)).rejects.toMatchObject({ status: 404 });
    await expect(t.db.execute(sql`update wms_inventory set locked = on_hand + 1 where id = ${id}`)).rejects.toThrow();
    // The ledger is append-only in the database itself.
    await expect(t.db.execute(sql`update wms_stock_ledger set on_hand_delta = 0 where inventory_id = ${id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from wms_stock_ledger where inventory_id = ${id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate wms_stock_ledger`)).rejects.toThrow();
    expect(await ledgerBalances()).toEqual([]);
  });

  it('locks several lines all or none, naming the short SKU', async () => {
    await stockIn(t.db, { warehouseCode: 'W2', skuCode: 'A', quantity: 5 }, src);
    await stockIn(t.db, { warehouseCode: 'W2', skuCode: 'B', quantity: 1 }, src);
    const lines = [
      { warehouseCode: 'W2', skuCode: 'A', quantity: 2 },
      { warehouseCode: 'W2', skuCode: 'B', quantity: 2 },
    ];
    await expect(lockLines(t.db, lines, src)).rejects.toMatchObject({ status: 409, message: '库存不足：B' });
    expect(await row('W2', 'A')).toMatchObject({ locked: 0 });
    // Inside a caller's transaction: the caller's own write rolls back with it.
    await expect(
      t.db.transaction(async (tx) => {
        await stockIn(tx, { warehouseCode: 'W2', skuCode: 'C', quantity: 1 }, src);
        await lockLines(tx, lines, src);
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await row('W2', 'C')).toBeUndefined();
    const ok = [
      { warehouseCode: 'W2', skuCode: 'A', quantity: 1 },
      { warehouseCode: 'W2', skuCode: 'A', quantity: 2 },
      { warehouseCode: 'W2', skuCode: 'B', quantity: 1 },
    ];
    expect(await lockLines(t.db, ok, src)).toHaveLength(2);
    expect(await row('W2', 'A')).toMatchObject({ on_hand: 5, locked: 3 });
    await unlockLines(t.db, ok, src);
    expect(await row('W2', 'A')).toMatchObject({ locked: 0 });
  });

  it('refuses to lock a disabled row', async () => {
    await stockIn(t.db, { warehouseCode: 'W3', skuCode: 'D', quantity: 5 }, src);
    await t.db.execute(sql`update wms_inventory set status = 2 where warehouse_code = 'W3'`);
    await expect(lock(t.db, { warehouseCode: 'W3', skuCode: 'D', quantity: 1 }, src)).rejects.toMatchObject({
      status: 409,
      message: '库存已停用：D',
    });
  });

  it('transfers available stock between warehouses', async () => {
    await stockIn(t.db, { warehouseCode: 'W4', skuCode: 'E', quantity: 5 }, src);
    await transfer(t.db, 'W4', 'W5', [{ skuCode: 'E', quantity: 3 }], src);
    await expect(transfer(t.db, 'W4', 'W5', [{ skuCode: 'E', quantity: 3 }], src)).rejects.toMatchObject({ status: 409 });
    expect(await row('W4', 'E')).toMatchObject({ on_hand: 2 });
    expect(await row('W5', 'E')).toMatchObject({ on_hand: 3 });
  });
});

describe('concurrency', () => {
  it('200 concurrent lock 1 on 100 available: exactly 100 succeed, the rest 409 库存不足', async () => {
    await stockIn(wide.db, { warehouseCode: 'WC', skuCode: 'HOT', quantity: 100 }, src);
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () => statusOf(lock(wide.db, { warehouseCode: 'WC', skuCode: 'HOT', quantity: 1 }, src))),
    );
    expect(outcomes.filter((o) => o === 200)).toHaveLength(100);
    expect(outcomes.filter((o) => o === '409 库存不足：HOT')).toHaveLength(100);
    expect(await row('WC', 'HOT')).toMatchObject({ on_hand: 100, locked: 100 });
    expect(await ledgerBalances()).toEqual([]);
  });

  it('the ledger balances after a storm of mixed concurrent operations', async () => {
    const skus = ['M1', 'M2', 'M3'];
    for (const s of skus) await stockIn(wide.db, { warehouseCode: 'WS', skuCode: s, quantity: 20 }, src);
    const { rows } = await t.db.execute<{ id: number }>(sql`select id from wms_inventory where warehouse_code = 'WS' order by sku_code`);
    const ops: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 300; i++) {
      const l = { warehouseCode: 'WS', skuCode: skus[i % 3], quantity: 1 + (i % 4) };
      const pick = i % 7;
      ops.push(
        pick === 0
          ? () => stockIn(wide.db, l, src)
          : pick <= 2
            ? () => lock(wide.db, l, src)
            : pick === 3
              ? () => unlock(wide.db, l, src)
              : pick === 4
                ? () => ship(wide.db, l, src)
                : pick === 5
                  ? () => adjust(wide.db, rows[i % 3].id, i % 2 ? -l.quantity : l.quantity, src)
                  : () => lockLines(wide.db, [l, { ...l, skuCode: skus[(i + 1) % 3] }], src),
      );
    }
    const outcomes = await Promise.all(ops.map((op) => statusOf(op())));
    expect(outcomes.every((o) => o === 200 || String(o).startsWith('409'))).toBe(true);
    expect(outcomes.filter((o) => o === 200).length).toBeGreaterThan(50);
    const { rows: neg } = await t.db.execute(sql`select id from wms_inventory where on_hand < 0 or locked < 0 or locked > on_hand`);
    expect(neg).toEqual([]);
    expect(await ledgerBalances()).toEqual([]);
  });
});
