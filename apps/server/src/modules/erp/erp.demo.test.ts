import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedErpDemo } from './erp.demo.ts';
import { seedRiskDemo } from '../risk/risk.demo.ts';

const t = await demoTestApp({ afterOrders: true });
const n = t.count;

it('seeds a push for every approved demo order in every state (the pushed ones 成功), risk grades and scores, and runs once', async () => {
  await t.seed(seedErpDemo, seedRiskDemo);
  const pushes = await n(sql`select count(*)::int as n from erp_push`);
  await t.seed(seedErpDemo);
  expect(await n(sql`select count(*)::int as n from erp_push`)).toBe(pushes);
  expect(pushes).toBe(await n(sql`select count(*)::int as n from order_info where status in (20, 30, 40, 50)`));
  const states = (await t.db.execute<{ status: number }>(sql`select distinct status from erp_push order by status`)).rows;
  expect(states.map((r) => r.status)).toEqual([1, 2, 3, 4]);
  // Past 已审核 means the ERP took it; a failed push names why; keys copied from the order.
  expect(
    await n(sql`select count(*)::int as n from erp_push p join order_info o on o.id = p.order_id where o.status > 20 and p.status <> 3`),
  ).toBe(0);
  expect(await n(sql`select count(*)::int as n from erp_push where status = 4 and last_error = ''`)).toBe(0);
  expect(
    await n(sql`select count(*)::int as n from erp_push p join order_info o on o.id = p.order_id
      where (p.ret_code, p.sp_code, p.province_code, p.grade_code) <> (o.ret_code, o.sp_code, o.province_code, o.grade_code)`),
  ).toBe(0);
  const list = await t.post('/erp/order/queryList', { status: 4 }, { token: await t.login() });
  expect(list.body.code).toBe(200);
  // Risk: the three grades, a score for every order but the merged, pending 中/高 orders waiting for review.
  expect(await n(sql`select count(*)::int as n from risk_grade`)).toBe(3);
  expect(await n(sql`select count(*)::int as n from order_risk`)).toBe(
    await n(sql`select count(*)::int as n from order_info where status <> 91`),
  );
  const graded = (
    await t.db.execute<{ g: string; r: number }>(sql`select distinct risk_grade_name as g, review_status as r from order_risk`)
  ).rows;
  expect(new Set(graded.map((x) => x.g))).toEqual(new Set(['低', '中', '高']));
  expect(new Set(graded.map((x) => x.r))).toEqual(new Set([0, 1, 2, 3]));
  expect(
    await n(
      sql`select count(*)::int as n from order_risk r join order_info o on o.id = r.order_id where r.review_status = 1 and o.status <> 10`,
    ),
  ).toBe(0);
}, 120_000);
