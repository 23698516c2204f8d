import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { employeeFixtures } from '../employee/employee.fixtures.ts';
import { wmsFixtures } from '../wms/wms.fixtures.ts';

/** DATABASE_READ_URL pointed at the primary: reports and exports read through its own pool. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ DATABASE_READ_URL: '$self' });
  token = (await employeeFixtures(t)).admin;
});
afterAll(() => t?.close());

describe('DATABASE_READ_URL', () => {
  it('reports and exports read from the read database, writes stay on the primary', async () => {
    expect(t.app.readDb).not.toBe(t.app.db);
    const reads = t.app.readDb.$client as unknown as { totalCount: number };
    const w = wmsFixtures(t, () => token);
    const { warehouseCode } = await w.warehouse();
    await w.stock(warehouseCode, 7);
    expect(reads.totalCount).toBe(0);
    const stock = await t.get('/inv/report/stock', { warehouseCode, page: 1, pageSize: 10 }, { token });
    expect(stock.body.data).toMatchObject([{ warehouseCode, onHand: 7 }]);
    expect(reads.totalCount).toBeGreaterThan(0);
    const created = await t.post('/export/create', { resource: 'invReport', query: { warehouseCode } }, { token });
    let task: { status: string; rows: number } | undefined;
    for (let i = 0; i < 200 && !['done', 'failed'].includes(task?.status ?? ''); i++) {
      await new Promise((r) => setTimeout(r, 50));
      task = (await t.get('/export/queryList', {}, { token })).body.data.find((r: { id: string }) => r.id === created.body.data.id);
    }
    expect(task).toMatchObject({ status: 'done', rows: 1 });
  });
});
