import { expect, type Locator, type Page, test } from '@playwright/test';
import { yuan } from '@console/contract/money';
import { adminToken, api, openFromMenu, signIn } from '../support.ts';
import { startErpReceiver } from '../support/erp.ts';
import { availableAtLeast, choose, orderableShopAndSku } from '../support/orderable.ts';

const subapp = (page: Page) => page.locator('#subapp-container');
const OK = /确\s*定/;

test('risk and ERP push: a pending order graded 中 is refused approval, reviewed on 订单风控, then no longer held; a failed push is retried on ERP推送', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const token = await adminToken(page);

  // A demo order waiting for its risk review.
  const waiting = (await api(page, 'POST', '/ord/risk/queryList', { reviewStatus: 1, pageSize: 1 }, token)).data[0] as {
    orderNo: string;
    orderId: number;
    gradeName: string;
  };
  const refused = await api(page, 'POST', `/order/opt/approve?id=${waiting.orderId}`, {}, token);
  expect(refused.code).toBe(409);
  expect(refused.message).toContain(`风险等级为「${waiting.gradeName}」`);

  await openFromMenu(page, '订单管理', '订单风控');
  const app = subapp(page);
  await app.locator('input[placeholder="请输入订单号"]:visible').fill(waiting.orderNo);
  await app.getByRole('button', { name: /查\s*询/ }).click();
  const row = app.getByRole('row', { name: new RegExp(waiting.orderNo) });
  await expect(row).toContainText('待审核');
  await row.getByRole('button', { name: '审核' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`风控审核：${waiting.orderNo}`) });
  await dialog.getByLabel('审核意见').fill('电话核实无误');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(row).toContainText('审核通过');
  // Reviewed, the risk no longer holds it (a demo order may still lack stock: that refusal names the SKU).
  const after = await api(page, 'POST', `/order/opt/approve?id=${waiting.orderId}`, {}, token);
  expect(after.code === 200 || !String(after.message).includes('风控审核'), after.message).toBe(true);

  // A failed push goes back in the queue (no receiver listens during this test: it waits 待推送 for its retry).
  const failed = (await api(page, 'POST', '/erp/order/queryList', { status: 4, pageSize: 1 }, token)).data[0] as { orderNo: string };
  await openFromMenu(page, '订单管理', 'ERP推送');
  // The 订单风控 tab stays alive with a search box of the same placeholder: type once the push list is up.
  await expect(app.getByRole('columnheader', { name: '推送次数' })).toBeVisible();
  await app.locator('input[placeholder="请输入订单号"]:visible').fill(failed.orderNo);
  await app.getByRole('button', { name: /查\s*询/ }).click();
  const push = app.getByRole('row', { name: new RegExp(failed.orderNo) });
  await expect(push).toContainText('失败');
  await push.getByRole('button', { name: '重试' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: OK }).click();
  // Back in the queue: the list read after the retry may catch the push already claimed (推送中) by its job; the
  // refused connection then puts it back to 待推送 for its next try, which a fresh query shows.
  await expect(push).toContainText(/待推送|推送中/);
  await expect(async () => {
    await app.getByRole('button', { name: /查\s*询/ }).click();
    await expect(push).toContainText('待推送', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

test('an order from approval to refund: pushed to the ERP, shipped, completed, returned and refunded; the wallet and the stock ledger show it', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const erp = await startErpReceiver();
  try {
    await signIn(page);
    const token = await adminToken(page);
    const app = subapp(page);
    // Pages stay alive in tabs and several search by 订单号: type into the one on screen.
    const search = async (label: string, value: string) => {
      await app.getByLabel(label).filter({ visible: true }).fill(value);
      await app.getByRole('button', { name: /查\s*询/ }).click();
    };
    const tab = (name: RegExp) => app.getByRole('tab', { name }).click();
    const confirm = (row: Locator, button: string) => async () => {
      await row.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('tooltip').getByRole('button', { name: OK }).click();
    };

    // Set-up through the API: a pending order of two units, with the stock to ship it and no risk hold.
    const { shop, sku } = await orderableShopAndSku(page, token);
    const { retCode, receiver, phone, address } = shop;
    const body = { retCode, receiver, phone, address, remark: '', lines: [{ skuCode: sku.skuCode, quantity: 2 }] };
    const placed = await api(page, 'POST', '/order/opt/create', body, token);
    expect(placed.code, placed.message).toBe(200);
    const orderNo = placed.data.orderNo as string;
    const listed = await api(page, 'POST', '/order/query/list', { orderNo, page: 1, pageSize: 1 }, token);
    const detail = (await api(page, 'GET', '/order/query/detail', { id: listed.data[0].id }, token)).data as { warehouseCode: string };
    await availableAtLeast(page, token, detail.warehouseCode, sku.skuCode, 2);
    const risk = (await api(page, 'POST', '/ord/risk/queryList', { orderNo, pageSize: 1 }, token)).data[0] as
      | { reviewStatus: number }
      | undefined;
    if (risk?.reviewStatus === 1) {
      const reviewed = await api(page, 'POST', '/ord/risk/review', { orderNo, result: 1, remark: '端到端放行' }, token);
      expect(reviewed.code, reviewed.message).toBe(200);
    }

    // 订单列表: approve; the push job hands it to the ERP, which takes it once, and the list says so.
    await openFromMenu(page, '订单管理', '订单列表');
    await search('订单号', orderNo);
    const order = app.getByRole('row', { name: new RegExp(orderNo) });
    await expect(order).toContainText('待审核');
    await confirm(order, '审核')();
    await expect(order).toContainText(/已审核|已推送ERP/);
    // The push waits behind the demo's queued pushes: the 已推送ERP tab is opened again until it lists the order.
    await expect(async () => {
      await tab(/^全部/);
      await tab(/^已推送ERP/);
      await expect(order).toContainText('已推送ERP', { timeout: 2_000 });
    }).toPass({ timeout: 240_000, intervals: [3_000] });
    expect([...erp.taken.values()].filter((t) => (t.order as { orderNo: string }).orderNo === orderNo)).toHaveLength(1);

    // 发货单: one per warehouse of the order, each shipped.
    await openFromMenu(page, '仓储管理', '发货单');
    await app.getByRole('button', { name: '按订单生成发货单' }).click();
    const make = page.getByRole('dialog', { name: '按订单生成发货单' });
    await make.getByLabel('订单号（已审核）').fill(orderNo);
    await make.getByRole('button', { name: OK }).click();
    await expect(make).toBeHidden();
    await search('订单号', orderNo);
    const deliveries = app.getByRole('row').filter({ hasText: orderNo });
    await expect(deliveries.first()).toContainText('待发货');
    for (let left = await deliveries.count(); left > 0; left--) {
      await confirm(deliveries.filter({ hasText: '待发货' }).first(), '发货')();
      await expect(deliveries.filter({ hasText: '待发货' })).toHaveCount(left - 1);
    }
    await expect(deliveries.first()).toContainText('已发货');

    // Back on 订单列表 the order is shipped; the customer confirms, 完成.
    await openFromMenu(page, '订单管理', '订单列表');
    await tab(/^已发货/);
    await expect(order).toContainText('已发货');
    await confirm(order, '完成')();
    await tab(/^已完成/);
    await expect(order).toContainText('已完成');

    // The order's drawer: a return with refund of one unit.
    await order.getByRole('button', { name: orderNo }).click();
    const drawer = page.locator('.order-detail');
    await drawer.getByRole('button', { name: '申请售后' }).click();
    const claim = page.getByRole('dialog', { name: '申请售后' });
    await claim.getByLabel('退货退款').check();
    await choose(page, claim.getByRole('combobox', { name: '商品' }), sku.skuCode, sku.skuCode);
    await claim.getByRole('spinbutton', { name: '数量' }).fill('1');
    await claim.getByLabel('售后原因').fill('包装破损，门店退回一件');
    await claim.getByRole('button', { name: OK }).click();
    await expect(claim).toBeHidden();
    const claimed = drawer.getByRole('row').filter({ hasText: '退货退款' });
    await expect(claimed).toContainText('待审核');
    const made = (await api(page, 'POST', '/order/afterSale/queryList', { orderNo, page: 1, pageSize: 1 }, token)).data[0] as {
      afterSaleNo: string;
      refundAmount: number;
    };
    await expect(claimed).toContainText(made.afterSaleNo);
    await drawer.getByRole('button', { name: '关闭' }).click();

    // 售后管理: agreed, the goods received back, the money refunded.
    await openFromMenu(page, '订单管理', '售后管理');
    await search('订单号', orderNo);
    const afterSale = app.getByRole('row', { name: new RegExp(made.afterSaleNo) });
    await expect(afterSale).toContainText('待审核');
    await expect(afterSale).toContainText(yuan(made.refundAmount));
    for (const [step, status] of [
      ['同意', '已同意'],
      ['收货', '已收货'],
      ['退款', '已退款'],
    ]) {
      await confirm(afterSale, step)();
      await expect(afterSale).toContainText(status);
    }

    // 钱包余额 › 流水: the refund credited to the shop, naming the after-sale.
    await openFromMenu(page, '门店与基础数据', '钱包余额');
    // The last page's 门店编码 box stays on screen until this one is up: type once the wallet list is there.
    await expect(app.getByRole('columnheader', { name: '余额' })).toBeVisible();
    await search('门店编码', retCode);
    await app
      .getByRole('row', { name: new RegExp(retCode) })
      .getByRole('button', { name: '流水' })
      .click();
    const ledger = page.locator('.biz-drawer').filter({ hasText: '钱包流水' });
    const refund = ledger.getByRole('row').filter({ hasText: `售后退款 ${made.afterSaleNo}` });
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText(yuan(made.refundAmount));
    await page.keyboard.press('Escape');
    await expect(ledger).toBeHidden();

    // 库存流水: the unit back in the order's warehouse, under the after-sale's number.
    await openFromMenu(page, '仓储管理', '库存流水');
    await expect(app.getByRole('columnheader', { name: '变化后在库' })).toBeVisible();
    await search('单据号', made.afterSaleNo);
    const back = app.getByRole('row', { name: new RegExp(made.afterSaleNo) });
    await expect(back).toHaveCount(1);
    await expect(back).toContainText('退货入库');
    await expect(back).toContainText(sku.skuCode);
    await expect(back).toContainText('+1');
  } finally {
    await erp.close();
  }
});
