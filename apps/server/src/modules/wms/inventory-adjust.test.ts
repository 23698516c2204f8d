import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { poolQueries, type SpiedQuery } from '../../test/pool-spy.ts';
import { stockPlaces } from './stock-places.fixtures.ts';
import { stockIn } from './stock.service.ts';

/**
 * A stocktake (`/wms/inv/adjust`) is one statement committed on its own: the change, its ledger row and its
 * operation-log row. Under load every stocktake takes one of a few hot rows, so the row lock must not wait on
 * further round trips; the trail must still say exactly what each stocktake did, however many run at once.
 */

const { t, token } = await signedInTestApp();
await stockPlaces(t.db, ['ADJ'], ['ADJ-1', 'ADJ-2', 'ADJ-3']);
const src = { sourceType: 'TEST', sourceNo: 'ADJ', operator: 'tester' };
const rowId = async (sku: string, quantity: number) =>
  (await stockIn(t.db, { warehouseCode: 'ADJ', skuCode: sku, quantity }, src)).inventoryId;

type Change = { field: string; label: string; from: string; to: string };
const trail = async (sku: string) =>
  (
    await t.db.execute<{ changes: Change[] }>(
      sql`select changes from sys_operation_log where action = '库存调整' and target_id = ${`ADJ/${sku}`} order by id`,
    )
  ).rows.map((r) => r.changes);
const ledger = async (sku: string) =>
  (
    await t.db.execute<{ on_hand_delta: number; on_hand_after: number }>(
      sql`select on_hand_delta, on_hand_after from wms_stock_ledger where sku_code = ${sku} and type = 'ADJUST' order by id`,
    )
  ).rows;

describe('stocktake', () => {
  it('is one statement on no transaction: the change, its ledger row and its operation-log row', async () => {
    const id = await rowId('ADJ-1', 50);
    // A transaction checks a client out of the pool for itself; a statement on its own comes through pool.query.
    let checkouts = 0;
    const connect = t.pool.connect;
    t.pool.connect = function (this: typeof t.pool, ...a: unknown[]) {
      checkouts++;
      return (connect as (...x: unknown[]) => unknown).apply(this, a);
    } as typeof connect;
    let seen: SpiedQuery[] = [];
    try {
      seen = await poolQueries(t, async () => {
        const res = await t.post('/wms/inv/adjust', { id, delta: -10, reason: '盘亏' }, { token });
        expect(res.body).toMatchObject({ code: 200, data: { onHand: 40, locked: 0, available: 40 } });
      });
    } finally {
      t.pool.connect = connect;
    }
    expect(checkouts).toBe(seen.length);
    const writes = seen.filter((q) => /wms_inventory|wms_stock_ledger|sys_operation_log/.test(q.text));
    expect(writes).toHaveLength(1);
    expect(writes[0].text).toMatch(/update wms_inventory[\s\S]*insert into wms_stock_ledger[\s\S]*insert into "sys_operation_log"/);
    expect(await trail('ADJ-1')).toEqual([
      [
        { field: 'onHand', label: '在库数量', from: '50', to: '40' },
        { field: 'reason', label: '调整原因', from: '', to: '盘亏' },
      ],
    ]);
  });

  it('concurrent stocktakes of one row: the final quantity, one ledger row and one log row each, each telling its own step', async () => {
    const id = await rowId('ADJ-2', 100);
    const deltas = Array.from({ length: 40 }, (_, i) => (i % 5 === 4 ? -(1 + (i % 3)) : 1 + (i % 4)));
    const answers = await Promise.all(deltas.map((delta) => t.post('/wms/inv/adjust', { id, delta, reason: `盘点${delta}` }, { token })));
    expect(answers.map((a) => a.status)).toEqual(deltas.map(() => 200));
    const final = 100 + deltas.reduce((a, b) => a + b, 0);
    const { rows } = await t.db.execute<{ on_hand: number }>(sql`select on_hand from wms_inventory where id = ${id}`);
    expect(rows[0].on_hand).toBe(final);

    const steps = await ledger('ADJ-2');
    expect(steps).toHaveLength(deltas.length);
    expect(steps.at(-1)?.on_hand_after).toBe(final);
    // In commit order each step starts where the one before ended.
    expect(steps.map((s) => s.on_hand_after - s.on_hand_delta)).toEqual([100, ...steps.slice(0, -1).map((s) => s.on_hand_after)]);

    const logged = await trail('ADJ-2');
    expect(logged).toHaveLength(deltas.length);
    const told = logged.map(([q, r]) => `${q.from}→${q.to} ${r.to}`).sort();
    expect(told).toEqual(steps.map((s) => `${s.on_hand_after - s.on_hand_delta}→${s.on_hand_after} 盘点${s.on_hand_delta}`).sort());
  });

  it('a refused stocktake writes nothing', async () => {
    const id = await rowId('ADJ-3', 5);
    const res = await t.post('/wms/inv/adjust', { id, delta: -6, reason: '盘亏' }, { token });
    expect(res.body).toMatchObject({ code: 409, message: '库存不足' });
    expect(await ledger('ADJ-3')).toEqual([]);
    expect(await trail('ADJ-3')).toEqual([]);
  });
});
