import { orderResource } from '@console/contract/api/order';
import { describe, expect, it } from 'vitest';
import { declaredAudit } from '../../shared/declared.ts';
import { exportedSheet } from '../../test/export-file.ts';
import { orderTestApp, orderUser } from './order.fixtures.ts';

/**
 * docs/adding-a-field.md's worked example: 下单人 (`creator`, a column the order already had) was added to the
 * order list, its filters, detail, export and audit by one line of the declaration (contract api/order.ts).
 * Everything below reads it back through the real calls; nothing else names the field or its label.
 */

const { t, token, f } = await orderTestApp();

describe('a field added by one declaration line: 下单人', () => {
  it('is in the list row, filters the list, is in the detail, the export and the audit labels', async () => {
    const { code } = await f.sku(50);
    const shop = await f.shop();
    const agent = await orderUser(t, '0038');
    const mine = await f.order(shop, [{ skuCode: code, quantity: 1 }], {}, agent);
    const other = await f.order(shop, [{ skuCode: code, quantity: 1 }]);
    const agentId = (await f.detail(mine.id)).data.creator as string;
    expect(agentId).toMatch(/^ord0038_/);

    // The list: the row carries it, and the filter of the same name finds by part of it.
    const rows = (await t.post('/order/query/list', { retCode: shop, pageSize: 50 }, { token })).body.data as Record<string, unknown>[];
    expect(rows.find((r) => r.id === mine.id)?.creator).toBe(agentId);
    const filtered = await t.post('/order/query/list', { retCode: shop, creator: agentId.slice(0, 8), pageSize: 50 }, { token });
    expect(filtered.body.data.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect(filtered.body.data.map((r: { id: number }) => r.id)).not.toContain(other.id);

    // The detail.
    expect((await f.detail(mine.id)).data.creator).toBe(agentId);

    // The export: a column headed by its label, holding the value.
    const { header, rows: cells } = await exportedSheet(t, token, 'orderList', { retCode: shop, creator: agentId });
    const col = header.indexOf('下单人');
    expect(col).toBeGreaterThanOrEqual(0);
    expect(cells.map((r) => r[col])).toEqual([agentId]);

    // The audit: the operation log names it by its label.
    expect(declaredAudit(orderResource).labels?.creator).toBe('下单人');
    const log = await t.get('/log/operation/queryList', { module: '订单管理', pageSize: 50 }, { token });
    const created = (log.body.data as { targetId: string; detail?: unknown }[]).filter((r) => JSON.stringify(r).includes(mine.orderNo));
    expect(JSON.stringify(created)).toContain('下单人');
  });
});
