import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../shop/shop.fixtures.ts';
import { statementOf } from '../../test/pool-spy.ts';
import { wmsFixtures } from './wms.fixtures.ts';

/**
 * Bench "area lists", 1,000,000 ledger rows: planning the page afresh on every request cost the database more than
 * running it. A filter whose one good plan does not depend on its value (a SKU, a document number, none) keeps a
 * generic plan per connection: named, its page in the text. A warehouse or type alone is named, parsed once and
 * planned per run (its page bound): a generic plan for an empty warehouse read every row. A date range is planned
 * per run as before (unnamed).
 */

const { t, token } = await adminTestApp();
const f = wmsFixtures(t, () => token);

const pageOf = (query: Record<string, unknown>) =>
  statementOf(
    t,
    async () => expect((await t.get('/wms/history/queryList', { ...query, page: 1, pageSize: 10 }, { token })).body.code).toBe(200),
    (text) => text.includes('from "wms_stock_ledger"') && text.includes('order by "wms_stock_ledger"."id" desc'),
  );

describe('stock ledger list plan', () => {
  it('a SKU, document or no filter keeps a generic plan; a warehouse or type is kept parsed; a date range is not kept', async () => {
    const { warehouseCode } = await f.warehouse();
    const skuCode = await f.stock(warehouseCode, 5);
    const bound = / limit \$\d+ offset \$\d+$/;
    for (const query of [{}, { warehouseCode, skuCode }, { skuCode }, { sourceNo: 'PO1', type: 'RECEIVE' }]) {
      const page = await pageOf(query);
      expect(page.name, JSON.stringify(query)).toBeDefined();
      expect(page.text).toMatch(/ limit 10 offset 0$/);
    }
    for (const query of [{ warehouseCode }, { type: 'RECEIVE' }, { warehouseCode, type: 'RECEIVE' }]) {
      const page = await pageOf(query);
      expect(page.name, JSON.stringify(query)).toBeDefined();
      expect(page.text).toMatch(bound);
    }
    for (const query of [{ startTime: '2026-01-01' }, { skuCode, endTime: '2026-12-31' }]) {
      const page = await pageOf(query);
      expect(page.name, JSON.stringify(query)).toBeUndefined();
      expect(page.text).toMatch(bound);
    }
  });
});
