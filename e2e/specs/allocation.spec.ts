import { expect, type Page, test } from '@playwright/test';
import { adminToken, api, openFromMenu, signIn } from '../support.ts';

const stamp = Date.now().toString(36).toUpperCase();
const subapp = (page: Page) => page.locator('#subapp-container');
const OK = /确\s*定/;

type Shop = { retCode: string; retName: string; receiver: string; phone: string; address: string };
type Sku = { skuCode: string; skuName: string; minQty: number | null; multiple: number | null };

test('allocation: a plan, auto-allocated and applied, refuses an order beyond its quota with the message on screen', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const token = await adminToken(page);

  // A shop with an orderable SKU (no order rule) that no demo plan limits.
  const shops = (await api(page, 'GET', '/order/opt/shopOptions', {}, token)).data as Shop[];
  let shop: Shop | undefined;
  let sku: Sku | undefined;
  for (const s of shops.slice(0, 30)) {
    const options = ((await api(page, 'GET', '/order/opt/skuOptions', { retCode: s.retCode }, token)).data ?? []) as Sku[];
    for (const k of options.filter((o) => o.minQty === null && o.multiple === null)) {
      const plans = await api(page, 'POST', '/alloc/plan/queryList', { skuCode: k.skuCode, pageSize: 10 }, token);
      if (plans.total === 0) {
        sku = k;
        break;
      }
    }
    if (sku) {
      shop = s;
      break;
    }
  }
  if (!shop || !sku) throw new Error('演示数据中没有可下单且未设配额的门店和商品');

  // The plan: total 3 for this SKU, one line (the shop, quota 0 for now), made through the API.
  const planName = `端到端配额${stamp}`;
  const plan = await api(
    page,
    'POST',
    '/alloc/plan/add',
    { planName, skuCode: sku.skuCode, dimension: 1, periodStart: '2020-01-01', periodEnd: '2099-12-31', total: 3 },
    token,
  );
  expect(plan.code).toBe(200);
  expect(
    (await api(page, 'POST', '/alloc/line/save', { planId: plan.data.id, lines: [{ code: shop.retCode, quota: 0 }] }, token)).code,
  ).toBe(200);

  // 配额分配: the plan is activated from its row.
  await openFromMenu(page, '库存与分配', '配额分配');
  await expect(page).toHaveURL(/\/subapp\/alloc\/plan$/);
  const row = subapp(page).getByRole('row', { name: new RegExp(planName) });
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: '生效' }).click();
  await page.locator('.biz-popconfirm').getByRole('button', { name: OK }).click();
  await expect(page.getByText('已生效')).toBeVisible();
  await expect(row).toContainText('生效中');

  // 自动分配 over the last day (no sell-in yet: the plan's one line takes the whole total): preview as table
  // and chart, the formula on the page, then apply.
  await openFromMenu(page, '库存与分配', '自动分配');
  await expect(subapp(page).getByText('分配公式')).toBeVisible();
  await subapp(page).getByRole('combobox', { name: '配额计划' }).click();
  await page.locator('.biz-select-item-option', { hasText: planName }).click();
  await subapp(page).getByRole('spinbutton', { name: '统计天数' }).fill('1');
  await subapp(page)
    .getByRole('button', { name: /预\s*览/ })
    .click();
  const preview = subapp(page).getByRole('row', { name: new RegExp(shop.retCode) });
  await expect(preview).toContainText('3');
  await expect(subapp(page).getByLabel('分配图表').locator('canvas')).toHaveCount(1);
  await subapp(page)
    .getByRole('button', { name: /应\s*用/ })
    .click();
  await page.locator('.biz-popconfirm').getByRole('button', { name: OK }).click();
  await expect(page.getByText('分配已保存')).toBeVisible();
  const lines = await api(page, 'POST', '/alloc/line/queryList', { planId: plan.data.id }, token);
  expect(lines.data).toEqual([expect.objectContaining({ code: shop.retCode, quota: 3, used: 0, remaining: 3 })]);

  // An order of 4 units is beyond the quota: approving it on 订单列表 shows 超出配额 and leaves it pending.
  const order = await api(
    page,
    'POST',
    '/order/opt/create',
    {
      retCode: shop.retCode,
      receiver: shop.receiver,
      phone: shop.phone,
      address: shop.address,
      lines: [{ skuCode: sku.skuCode, quantity: 4 }],
    },
    token,
  );
  expect(order.code).toBe(200);
  await openFromMenu(page, '订单管理', '订单列表');
  await subapp(page).getByLabel('门店编码').fill(shop.retCode);
  await subapp(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const orderRow = subapp(page).getByRole('row', { name: new RegExp(order.data.orderNo) });
  await orderRow.getByRole('button', { name: /审\s*核/ }).click();
  await page.locator('.biz-popconfirm').getByRole('button', { name: OK }).click();
  await expect(page.getByText(`超出配额：${sku.skuCode}`)).toBeVisible();
  await expect(orderRow).toContainText('待审核');
  const after = await api(page, 'POST', '/alloc/line/queryList', { planId: plan.data.id }, token);
  expect(after.data[0]).toMatchObject({ used: 0 });
  // The specs share one demo database: closed, the plan holds no other spec's orders of this SKU.
  expect((await api(page, 'POST', '/alloc/plan/close', { id: plan.data.id }, token)).code).toBe(200);
});
