import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedSemiannualDemo } from './semiannual-return.demo.ts';

const t = await demoTestApp({ afterOrders: true });
const n = t.count;

it('seeds half-year returns in every state within the cap, with their stock returns and refunds, once', async () => {
  await t.seed(seedSemiannualDemo);
  await t.seed(seedSemiannualDemo);
  const byStatus = (await t.db.execute<{ status: number }>(sql`select distinct status from order_semiannual_return order by status`)).rows;
  expect(byStatus.map((r) => r.status)).toEqual([10, 20, 30, 90]);
  expect(await n(sql`select count(*)::int n from order_semiannual_return where status = 30`)).toBe(
    await n(
      sql`select count(*)::int n from wms_stock_ledger where type = 'RETURN' and source_type = 'SEMIANNUAL' and source_no like 'SR%'`,
    ),
  );
  expect(await n(sql`select count(*)::int n from order_semiannual_return where status = 30`)).toBe(
    await n(sql`select count(*)::int n from shop_wallet_ledger where type = 3 and reason like '半年退货退款 SR%'`),
  );
}, 240_000);
