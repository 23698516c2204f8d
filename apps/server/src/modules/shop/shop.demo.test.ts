import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedShopDemo } from './shop.demo.ts';

const t = await demoTestApp();

const n = async (query: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(query)).rows[0].n);

describe('shop demo data', () => {
  it('loads shops over real districts with SPs, areas, main SPs, wallets, work orders and customer-service records, and runs twice without change', async () => {
    await t.seed(seedShopDemo);
    await t.seed(seedShopDemo);
    expect(await n(sql`select count(*)::int as n from shop_info`)).toBe(2000);
    expect(await n(sql`select count(*)::int as n from sp_info`)).toBe(60);
    // Every shop's region is a real chain and its SP serves its district as the main SP.
    expect(
      await n(sql`select count(*)::int as n from shop_info s join region d on d.code = s.district_code and d.parent_code = s.city_code
                  join region c on c.code = s.city_code and c.parent_code = s.province_code
                  join area_main_sp m on m.district_code = s.district_code and m.sp_code = s.sp_code`),
    ).toBe(2000);
    expect(await n(sql`select count(distinct grade_code)::int as n from shop_info`)).toBe(4);
    expect(
      await n(
        sql`select count(*)::int as n from shop_wallet w join (select ret_code, sum(case when type = 1 then amount else -amount end) s from shop_wallet_ledger group by ret_code) l on l.ret_code = w.ret_code and l.s = w.balance`,
      ),
    ).toBe(await n(sql`select count(*)::int as n from shop_wallet`));
    expect(await n(sql`select count(distinct status)::int as n from ret_work_order`)).toBe(4);
    expect(await n(sql`select count(distinct cs_type)::int as n from shop_cs`)).toBe(3);
    expect(await n(sql`select count(*)::int as n from shop_cs`)).toBe(120);
    expect(await n(sql`select count(*)::int as n from shop_cs where result = ''`)).toBeGreaterThan(0);
    expect(await n(sql`select count(*)::int as n from sys_user_data_permission where user_code in ('U_DEMO_ZJ', 'U_DEMO_SP')`)).toBe(2);
  });
});
