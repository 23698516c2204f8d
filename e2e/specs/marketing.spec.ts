import { expect, type Page, test } from '@playwright/test';
import { adminToken, api, openFromMenu, signIn } from '../support.ts';
import { choose, orderableShopAndSku } from '../support/orderable.ts';
import { yuan } from '@console/contract/money';

const stamp = Date.now().toString(36).toUpperCase();
const subapp = (page: Page) => page.locator('#subapp-container');
const OK = /确\s*定/;

test('coupons: issued to a shop, used by an order (the discount shown, the coupon 已使用), back when the order is cancelled', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const token = await adminToken(page);
  // A shop with an orderable SKU without an order rule, and a 满减 template worth ¥1.00 with no threshold.
  const { shop, sku } = await orderableShopAndSku(page, token);
  const name = `端到端立减${stamp}`;
  const template = await api(page, 'POST', '/coupon/template/add', { name, type: 1, amountOff: 100, validDays: 7, total: 5 }, token);
  expect(template.code).toBe(200);

  // 发放 on the template's row: the shop picked by its code.
  await openFromMenu(page, '营销管理', '优惠券');
  await expect(page).toHaveURL(/\/subapp\/marketing\/coupon$/);
  await subapp(page).getByLabel('模板名称').fill(name);
  await subapp(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await subapp(page)
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: /发\s*放/ })
    .click();
  const issue = page.locator('.biz-modal').filter({ hasText: `发放优惠券：${name}` });
  await choose(page, issue.getByRole('combobox'), shop.retCode, shop.retName);
  // A multiple select stays open after a pick: a click on the dialog's title closes it.
  await issue.locator('.biz-modal-title').click();
  await issue.getByRole('button', { name: OK }).click();
  await expect(page.getByText('发放成功').first()).toBeVisible();
  const coupons = await api(page, 'GET', '/coupon/queryList', { templateId: template.data.id, page: 1, pageSize: 10 }, token);
  const couponNo = coupons.data[0].couponNo as string;

  // 代客下单 with the coupon: the form shows its discount and what is due before it is sent.
  await openFromMenu(page, '订单管理', '坐席订单');
  await subapp(page).getByRole('button', { name: '代客下单' }).click();
  const form = page.locator('.biz-modal').filter({ hasText: '代客下单' });
  await choose(page, form.getByRole('combobox', { name: '门店' }), shop.retCode, shop.retCode);
  await choose(page, form.getByRole('combobox', { name: '商品' }), sku.skuCode, sku.skuCode);
  await form.getByRole('spinbutton', { name: '数量' }).fill('2');
  await choose(page, form.getByRole('combobox', { name: '优惠券' }), couponNo, couponNo);
  await expect(form.getByText(`本单可优惠 ${yuan(100)}`)).toBeVisible();
  await expect(form.locator('.order-create-total')).toContainText(`系统试算：商品金额 ${yuan(sku.price * 2)}`);
  await expect(form.locator('.order-create-total')).toContainText(`（其中优惠券 -${yuan(100)}）`);
  await form.getByRole('button', { name: '提交订单' }).click();
  const placed = page.getByText(/下单成功，订单号：/);
  // Read while the 5-second toast is there: a second look could miss it on a loaded machine.
  const orderNo = /订单号：(\S+)/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
  const order = (await api(page, 'POST', '/order/query/list', { orderNo, page: 1, pageSize: 1 }, token)).data[0];
  expect(order.discountAmount).toBeGreaterThanOrEqual(100);
  await expect(subapp(page).getByRole('row', { name: new RegExp(orderNo) })).toContainText(yuan(order.payAmount));

  // The coupon list: 已使用 by that order.
  const couponRow = async () => {
    await openFromMenu(page, '营销管理', '优惠券');
    await subapp(page).getByRole('tab', { name: '已发放优惠券' }).click();
    await subapp(page).getByLabel('券号').fill(couponNo);
    await subapp(page)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    return subapp(page).getByRole('row', { name: new RegExp(couponNo) });
  };
  await expect(await couponRow()).toContainText('已使用');
  await expect(await couponRow()).toContainText(orderNo);

  // Cancel the order on 订单列表: the coupon is back, unused.
  await openFromMenu(page, '订单管理', '订单列表');
  await subapp(page).getByLabel('门店编码').fill(shop.retCode);
  await subapp(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await subapp(page)
    .getByRole('row', { name: new RegExp(orderNo) })
    .getByRole('button', { name: '取消' })
    .click();
  const cancel = page.locator('.biz-modal').filter({ hasText: `取消订单 ${orderNo}` });
  await cancel.getByLabel('取消原因').fill('门店改用其他优惠');
  await cancel.getByRole('button', { name: '确认取消' }).click();
  await expect(page.getByText(/取消成功/).first()).toBeVisible();
  const back = await couponRow();
  await expect(back).toContainText('未使用');
  await expect(back).not.toContainText(orderNo);
});
