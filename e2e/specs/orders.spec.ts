import { expect, type Page, test } from '@playwright/test';
import { adminToken, api, openFromMenu, signIn } from '../support.ts';
import { availableAtLeast, choose, orderableShopAndSku } from '../support/orderable.ts';
import { yuan } from '@console/contract/money';

const stamp = Date.now().toString(36).toUpperCase();
const subapp = (page: Page) => page.locator('#subapp-container');
const OK = /确\s*定/;

type Detail = { warehouseCode: string };

const rowOf = (page: Page, orderNo: string) => subapp(page).getByRole('row', { name: new RegExp(orderNo) });

test('orders: an agent places an order, an approver merge-approves two and cancels a third; locks and log follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const token = await adminToken(page);

  // Set-up through the API: a shop with an orderable SKU without an order rule (one unit is a valid
  // quantity), and a telesales agent (role 0034) scoped to that shop.
  const { shop, sku } = await orderableShopAndSku(page, token);

  const agent = { loginId: `dx${stamp.toLowerCase()}`, password: 'Agent#E2e2026x' };
  const menus = ['order', 'orderDx', 'orderDx.query', 'orderDx.detail', 'orderDx.add'];
  expect((await api(page, 'POST', '/roles/menu', { code: '0034', menuCode: menus.join(',') }, token)).code).toBe(200);
  const added = await api(
    page,
    'POST',
    '/user/insert',
    {
      name: '端到端坐席',
      loginId: agent.loginId,
      cellPhone: '13900003333',
      pwd: agent.password,
      tel: '0571-88880001',
      roleType: '0034',
      status: 1,
    },
    token,
  );
  expect(added.code).toBe(200);
  const userCode = (await api(page, 'GET', '/user/queryList', { loginId: agent.loginId, page: 1, pageSize: 10 }, token)).data[0].code;
  const scoped = await api(
    page,
    'POST',
    '/permission/addOrUpdate',
    { userCode, dataList: [{ dataType: 1, dataList: shop.retCode }] },
    token,
  );
  expect(scoped.code).toBe(200);

  // The agent places an order on 坐席订单: shop picker, SKU picker with its price, the server's live total.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signIn(them, agent.loginId, agent.password);
  await openFromMenu(them, '订单管理', '坐席订单');
  await expect(them).toHaveURL(/\/subapp\/order\/dx$/);
  await subapp(them).getByRole('button', { name: '代客下单' }).click();
  const form = them.locator('.biz-modal').filter({ hasText: '代客下单' });
  await choose(them, form.getByRole('combobox', { name: '门店' }), shop.retName, shop.retCode);
  await expect(form.getByLabel('收货人')).toHaveValue(shop.receiver);
  await choose(them, form.getByRole('combobox', { name: '商品' }), sku.skuCode, sku.skuCode);
  await form.getByRole('spinbutton', { name: '数量' }).fill('2');
  await expect(form.locator('.order-create-total')).toContainText(`系统试算：商品金额 ${yuan(sku.price * 2)}`);
  await form.getByRole('button', { name: '提交订单' }).click();
  const placed = them.getByText(/下单成功，订单号：/);
  // Read while the 5-second toast is there: a second look could miss it on a loaded machine.
  const first = /订单号：(\S+)/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
  expect(first).not.toBe('');
  await expect(rowOf(them, first)).toContainText('待审核');
  await expect(rowOf(them, first)).toContainText(yuan(sku.price * 2));
  // The agent's list holds only the orders they placed.
  await expect(subapp(them).getByRole('tab', { name: /全部/ })).toHaveText('全部 (1)');
  // With the telesales detail key (not the order list's) the agent opens their order: its line and log.
  await rowOf(them, first)
    .getByRole('button', { name: /详\s*情/ })
    .click();
  const theirDrawer = them.locator('.order-detail');
  await expect(theirDrawer.getByRole('row', { name: new RegExp(sku.skuCode) })).toHaveCount(1);
  await expect(theirDrawer.locator('.order-log-item strong')).toHaveText(['创建']);
  await expect(theirDrawer.locator('.biz-timeline')).toContainText(agent.loginId);
  await theirDrawer.getByRole('button', { name: '关闭' }).click();
  const agentToken = (await them.evaluate(() => sessionStorage.getItem('token'))) ?? undefined;

  // Two more orders of the same shop by the agent: one to the same address (merge candidate), one elsewhere.
  const body = { retCode: shop.retCode, receiver: shop.receiver, phone: shop.phone, address: shop.address, remark: '' };
  const second = await api(them, 'POST', '/order/opt/create', { ...body, lines: [{ skuCode: sku.skuCode, quantity: 3 }] }, agentToken);
  expect(second.code).toBe(200);
  const third = await api(
    them,
    'POST',
    '/order/opt/create',
    { ...body, address: `${shop.address}（仓库门口）`, lines: [{ skuCode: sku.skuCode, quantity: 1 }] },
    agentToken,
  );
  expect(third.code).toBe(200);
  await theirs.close();

  const detailOf = async (orderNo: string) => {
    const list = await api(page, 'POST', '/order/query/list', { orderNo, page: 1, pageSize: 1 }, token);
    return (await api(page, 'GET', '/order/query/detail', { id: list.data[0].id }, token)).data as Detail;
  };
  const warehouse = (await detailOf(first)).warehouseCode;
  const stock = async () =>
    ((await api(page, 'GET', '/wms/inv/queryList', { warehouseCode: warehouse, skuCode: sku.skuCode, page: 1, pageSize: 1 }, token))
      .data[0] ?? {
      onHand: 0,
      locked: 0,
    }) as { onHand: number; locked: number };
  // Enough stock for the merged order (5 units), put in through a stocktake when the demo has less.
  await availableAtLeast(page, token, warehouse, sku.skuCode, 5);
  const lockedBefore = (await stock()).locked;

  // The approver: 待审核 tab, the shop's orders, select the two of one address, 批量合并审核.
  await openFromMenu(page, '订单管理', '订单列表');
  await expect(page).toHaveURL(/\/subapp\/order\/list$/);
  await subapp(page)
    .getByRole('tab', { name: /待审核/ })
    .click();
  await subapp(page).getByLabel('门店编码').fill(shop.retCode);
  await subapp(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  for (const no of [first, second.data.orderNo]) await rowOf(page, no).getByRole('checkbox').check();
  await subapp(page)
    .getByRole('button', { name: /批量合并审核/ })
    .click();
  await page.locator('.biz-popconfirm').getByRole('button', { name: OK }).click();
  const result = page.locator('.order-batch-result');
  await expect(result).toContainText('共 2 个订单：成功 2 个，失败 0 个');
  await expect(result.getByRole('row', { name: new RegExp(second.data.orderNo) })).toContainText(`已合并到订单${first}`);
  await result.getByRole('button', { name: '知道了' }).click();

  // Cancel the third: a reason is required.
  await subapp(page).getByRole('tab', { name: /全部/ }).click();
  await rowOf(page, third.data.orderNo).getByRole('button', { name: '取消' }).click();
  const cancel = page.locator('.biz-modal').filter({ hasText: `取消订单 ${third.data.orderNo}` });
  await cancel.getByRole('button', { name: '确认取消' }).click();
  await expect(cancel.getByText('请输入取消原因')).toBeVisible();
  await cancel.getByLabel('取消原因').fill('门店电话要求取消');
  await cancel.getByRole('button', { name: '确认取消' }).click();
  await expect(page.getByText(/取消成功/).first()).toBeVisible();
  await expect(rowOf(page, third.data.orderNo)).toContainText('已取消');
  await expect(rowOf(page, first)).toContainText('已审核');
  await expect(rowOf(page, second.data.orderNo)).toContainText('已合并');

  // The merged order, in its detail drawer: one line with both quantities (2 + 3), amounts in yuan, and the
  // log of each step: placed by the agent, merge-approved (absorbing the second) and approved by admin.
  await rowOf(page, first).getByRole('button', { name: first }).click();
  const drawer = page.locator('.order-detail');
  const line = drawer.getByRole('row', { name: new RegExp(sku.skuCode) });
  await expect(line).toHaveCount(1);
  // cells: SKU编码, 商品名称, 单价, 价格来源, 数量, 金额
  await expect(line.getByRole('cell').nth(3)).toHaveText('价格表');
  await expect(line.getByRole('cell').nth(4)).toHaveText('5');
  await expect(line.getByRole('cell').nth(5)).toHaveText(yuan(sku.price * 5));
  const timeline = drawer.locator('.biz-timeline');
  // In the order it happened: placed, the second absorbed (still pending), then approved (stock locked).
  await expect(timeline.locator('.order-log-item strong')).toHaveText(['创建', '合并审核', '审核']);
  await expect(timeline.locator('.order-log-item').nth(1)).toContainText(`合并订单${second.data.orderNo}`);
  await expect(timeline.locator('.order-log-item').nth(2)).toContainText('待审核 → 已审核');
  await expect(timeline).toContainText(agent.loginId);
  await expect(timeline).toContainText('admin');
  await drawer.getByRole('button', { name: '关闭' }).click();
  // The absorbed and the cancelled orders say what happened to them.
  await rowOf(page, second.data.orderNo).getByRole('button', { name: second.data.orderNo }).click();
  await expect(drawer.locator('.biz-timeline')).toContainText('待审核 → 已合并');
  await drawer.getByRole('button', { name: '关闭' }).click();
  await rowOf(page, third.data.orderNo).getByRole('button', { name: third.data.orderNo }).click();
  await expect(drawer.locator('.biz-timeline')).toContainText('待审核 → 已取消');
  await expect(drawer.locator('.biz-timeline')).toContainText('门店电话要求取消');
  await drawer.getByRole('button', { name: '关闭' }).click();

  // The stock lock shows on 库存管理 …
  await openFromMenu(page, '仓储管理', '库存管理');
  await expect(page).toHaveURL(/\/subapp\/wms\/inventory$/);
  await subapp(page).getByLabel('SKU编码').fill(sku.skuCode);
  await subapp(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const warehouses = (await api(page, 'GET', '/wms/base/queryAll', {}, token)).data as { warehouseCode: string; warehouseName: string }[];
  const warehouseName = warehouses.find((w) => w.warehouseCode === warehouse)?.warehouseName ?? warehouse;
  const invRow = subapp(page).getByRole('row').filter({ hasText: sku.skuCode }).filter({ hasText: warehouseName }).first();
  // cells: selection, 序号, 仓库, SKU编码, SKU名称, 在库, 锁定
  await expect(invRow.getByRole('cell').nth(6)).toHaveText(String(lockedBefore + 5));

  // … and in 库存流水 under the merged order's number.
  await openFromMenu(page, '仓储管理', '库存流水');
  await subapp(page).getByLabel('单据号').fill(first);
  await subapp(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const ledger = subapp(page).getByRole('row', { name: new RegExp(first) });
  await expect(ledger).toHaveCount(1);
  await expect(ledger).toContainText('锁定');
  await expect(ledger).toContainText('+5');
});
