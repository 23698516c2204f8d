import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@console/contract/endpoint';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentArticles } from '../db/schema/content.ts';
import { exportTasks } from '../db/schema/exports.ts';
import { operationLogs } from '../db/schema/logs.ts';
import { shopWalletLedger } from '../db/schema/shop.ts';
import { deliveries, provinceReturns } from '../db/schema/wms.ts';
import { scheduleJobLogs, scheduleJobs } from '../db/schema/jobs.ts';
import { PASSWORD, roleHolding, signedInUser } from '../modules/users/system-fixtures.ts';
import { buildDemoTestApp, type TestApp } from '../test/build-app.ts';

/**
 * Every big list pages by cursor: it declares its `order` to the shared list code, so moving to the next
 * or previous page seeks from the edge row and page 10,000 costs what page 1 does. Each such list is walked
 * here on demo data: page 2 and 3 reached by `cursor.next`, page 2 again by `cursor.prev`, each equal to
 * the page its number gives. A new paged endpoint must be listed below — as a big list, or as a small one
 * with the reason it pages by number only.
 */

/** Paged endpoints that page by cursor; the value is the filter a walk needs (`$…` are resolved below). */
const BIG: Record<string, Record<string, string>> = {
  'GET /user/queryList': {},
  'GET /log/operation/queryList': {},
  'GET /log/login/queryList': {},
  'GET /log/online/queryList': {},
  'POST /shop/info/queryList': {},
  'POST /shop/spInfo/queryList': {},
  'POST /shop/wall/balance/queryList': {},
  'GET /shop/wall/balance/ledger': { retCode: '$ledgerShop' },
  'POST /shop/retWorkOrder/queryList': {},
  'POST /shop/spArea/queryList': {},
  'GET /shop/areaMainSp/queryList': {},
  'GET /wms/inv/queryList': {},
  'GET /wms/history/queryList': {},
  'POST /wms/purchaseOrder/queryList': {},
  'POST /wms/deliver/queryList': {},
  'POST /wms/return/province/queryList': {},
  'GET /product/sku/queryList': {},
  'GET /product/sku/price/queryList': {},
  'GET /product/sku/platform/queryList': {},
  'GET /product/sku/spQueryList': { platformCode: '0004' },
  'GET /product/spu/queryList': {},
  'GET /product/brand/queryList': {},
  'GET /content/article/queryList': {},
  'GET /export/queryList': {},
  'GET /select/reportFile/queryList': {},
  'GET /schedule/job/logs': { jobId: '$job' },
  'POST /order/query/list': {},
  'POST /order/query/DX/list': {},
  'POST /order/afterSale/queryList': {},
  'GET /employee/queryList': {},
  'GET /invoice/info/queryList': {},
  'POST /semiannualReturnOrder/queryList': {},
  'POST /gift/order/queryList': {},
  'POST /gift/order/budget/queryList': {},
  'POST /ord/sallinOrder/queryList': {},
  'POST /erp/order/queryList': {},
  'POST /ord/risk/queryList': {},
  'GET /coupon/queryList': {},
  'GET /setMeal/queryList': {},
  'GET /activity/special/queryList': {},
  'GET /lottery/activity/record/queryList': {},
  'GET /pay/record/queryList': {},
  'GET /stock/mapping/queryList': {},
  'GET /stock/sellin/queryList': {},
  'GET /stock/openingInventory/queryList': {},
  'POST /stock/transfer/queryList': {},
  'POST /hipac/alloc/sync/queryList': {},
  'POST /fsct/sync/queryList': {},
  'POST /dcc/sync/queryList': {},
  'POST /yuou/sync/queryList': {},
};

/** Paged endpoints that page by number only, and why that is enough. */
const SMALL: Record<string, string> = {
  'POST /alloc/plan/queryList': 'quota plans: a few per SKU and period',
  'GET /coupon/template/queryList': 'coupon templates: tens of campaigns',
  'GET /pay/channel/queryList': 'payment channels: a handful',
  'GET /lottery/activity/queryList': 'lottery activities: a few campaigns a year',
  'GET /equity/activity/queryList': 'equity activities: one per grade and period',
  'GET /datax/task/queryList': 'sync tasks: a handful per deployment',
  'GET /datax/run/queryList': 'the runs of one task, newest first: a few a day',
  'GET /pay/reconcile/queryList': 'one day of orders against their payments, computed per call',
  'GET /risk/grade/queryList': 'risk grades: a handful of score ranges between 0 and 100',
  'POST /wms/order/split/queryList': 'orders area (being built on its own branch): its lists get their cursor there',
  'POST /menu/queryList': 'the menu tree: a few hundred entries in tree order',
  'POST /department/queryList': 'departments: tens to hundreds, in tree order',
  'GET /roles/queryList': 'roles: tens (declares its order all the same)',
  'GET /content/category/queryList': 'content categories: tens',
  'POST /base/gradeInfo/queryList': 'dictionary: a handful of entries',
  'POST /base/retailerType/queryList': 'dictionary: a handful of entries',
  'POST /base/spGroup/queryList': 'dictionary: a handful of entries',
  'POST /base/sysPlatform/queryList': 'dictionary: a handful of entries',
  'POST /base/userType/queryList': 'dictionary: a handful of entries',
  'POST /base/template/queryList': 'message templates: tens',
  'POST /wms/base/queryList': 'warehouses: tens',
  'GET /wms/channel/queryChannelList': 'warehouse channels: tens',
  'POST /shop/cs/queryList': 'customer-service settings: one or two per shop, searched by shop',
  'POST /shop/app/setting/queryList': 'application settings: tens',
  'GET /product/category/queryList': 'product categories: hundreds, in tree order',
  'GET /product/group/queryList': 'SKU groups: tens',
  'GET /product/label/queryList': 'labels: tens (resource service: pages by cursor anyway)',
  'GET /product/property/queryList': 'properties: tens',
  'GET /product/sku/discount/queryList': 'discounts of one SKU',
  'GET /product/sku/rule/queryList': 'rules of one SKU',
  'GET /product/sku/ruleConfig/queryList': 'configurations of one rule',
  'POST /schedule/job/data': 'scheduled jobs: tens (declares its order all the same)',
  'GET /inv/report/stock': 'a report grouped per warehouse × SKU at a day’s end: no row key to seek by, read page by page',
};

const CONTRACT = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
const isEndpoint = (v: unknown): v is Endpoint & { paged: boolean } =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'permission' in v && 'input' in v;

async function pagedEndpoints() {
  const found = new Map<string, Endpoint & { paged: boolean }>();
  for (const file of readdirSync(CONTRACT).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(path.join(CONTRACT, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (typeof value !== 'object' || value === null) continue;
      // One level further for a record of areas made by one function (the partner platforms).
      const nested = Object.values(value).flatMap((v) => (typeof v === 'object' && v !== null && !isEndpoint(v) ? Object.values(v) : [v]));
      for (const e of nested) if (isEndpoint(e) && e.paged) found.set(`${e.method} ${e.path}`, e);
    }
  }
  return found;
}

let t: TestApp;
let token: string;
const refs: Record<string, string> = {};
beforeAll(async () => {
  t = await buildDemoTestApp();
  token = await t.login();
  // Rows the demo does not bring: users (with their sign-ins and sessions), export tasks, job runs.
  await roleHolding(t, '8950', ['system']);
  for (let i = 0; i < 5; i++) await signedInUser(t, `pager${i}`, '8950');
  for (let i = 0; i < 5; i++) await t.login(`pager${i}`, PASSWORD);
  const [admin] = await t.db.execute<{ code: string }>(sql`select code from sys_user where login_id = 'admin'`).then((r) => r.rows);
  await t.db.insert(exportTasks).values(
    Array.from({ length: 6 }, (_, i) => ({
      userCode: admin.code,
      resource: 'userManagement',
      resourceLabel: '用户',
      fileName: `f${i}.xlsx`,
      status: 'done',
    })),
  );
  const [job] = await t.db
    .insert(scheduleJobs)
    .values({ jobName: '分页', handler: 'noop', cron: '* * * * *' })
    .returning({ id: scheduleJobs.id });
  const started = Date.now();
  await t.db.insert(scheduleJobLogs).values(
    Array.from({ length: 7 }, (_, i) => ({
      jobId: job.id,
      trigger: 'cron',
      startedAt: new Date(started - (i % 3) * 60_000),
      durationMs: 1,
      result: 'success',
    })),
  );
  refs.$job = String(job.id);
  const { rows } = await t.db.execute<{ ret_code: string }>(sql`select ret_code from shop_info order by ret_code limit 1`);
  refs.$ledgerShop = rows[0].ret_code;
  const move = { retCode: refs.$ledgerShop, type: 1, amount: 100, balanceBefore: 0, balanceAfter: 100, operator: 'admin', reason: '分页' };
  await t.db.insert(shopWalletLedger).values(Array.from({ length: 6 }, () => move));
  await t.db
    .insert(operationLogs)
    .values(Array.from({ length: 6 }, (_, i) => ({ module: '用户管理', action: '新增', targetType: 'user', targetId: `P${i}` })));
  const { rows: types } = await t.db.execute<{ type_code: string }>(sql`select type_code from content_article limit 1`);
  await t.db.insert(contentArticles).values(Array.from({ length: 4 }, (_, i) => ({ title: `分页${i}`, typeCode: types[0].type_code })));
  const doc = { warehouseCode: 'WH_PAGER', provinceCode: '330000', createdBy: 'admin' };
  await t.db.insert(deliveries).values(Array.from({ length: 6 }, (_, i) => ({ ...doc, deliverNo: `DPG${i}`, orderNo: `OPG${i}` })));
  await t.db.insert(provinceReturns).values(Array.from({ length: 6 }, (_, i) => ({ ...doc, returnNo: `RPG${i}` })));
});
afterAll(() => t?.close());

describe('list paging', () => {
  it('every paged endpoint is either a big list (cursor) or a small one with its reason', async () => {
    const all = [...(await pagedEndpoints()).keys()];
    expect(all.filter((k) => !(k in BIG) && !(k in SMALL))).toEqual([]);
    expect([...Object.keys(BIG), ...Object.keys(SMALL)].filter((k) => !all.includes(k))).toEqual([]);
  });

  it.each(Object.entries(BIG))('%s pages by cursor: next and previous give the pages their numbers give', async (key, filter) => {
    const [method, url] = key.split(' ');
    const input = Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, v.startsWith('$') ? refs[v] : v]));
    // The page number's name as the descriptor tells the console (web-kit's list sends it so).
    const pageKey = (await pagedEndpoints()).get(key)?.pageParam ?? 'page';
    const pageSize = 2;
    const list = async (page: number, cursor?: string) => {
      const q = { ...input, [pageKey]: page, pageSize, ...(cursor ? { cursor } : {}) };
      const res = method === 'GET' ? await t.get(url, q, { token }) : await t.post(url, q, { token });
      expect(res.body.code, `${key} page ${page}: ${res.body.message}`).toBe(200);
      return res.body as { data: unknown[]; total: number; cursor?: { prev?: string; next?: string } };
    };
    const rows = async (page: number) => JSON.stringify((await list(page)).data);
    const p1 = await list(1);
    expect(p1.total, `${key} needs at least 5 rows of test data`).toBeGreaterThanOrEqual(5);
    expect(p1.cursor?.prev).toBeUndefined();
    expect(p1.cursor?.next, `${key} answers no cursor: does it declare its order?`).toBeTruthy();
    const p2 = await list(2, p1.cursor?.next);
    expect(JSON.stringify(p2.data)).toBe(await rows(2));
    const p3 = await list(3, p2.cursor?.next);
    expect(JSON.stringify(p3.data)).toBe(await rows(3));
    expect(p3.data.length).toBeGreaterThan(0);
    const back = await list(2, p3.cursor?.prev);
    expect(JSON.stringify(back.data)).toBe(await rows(2));
  });
});
