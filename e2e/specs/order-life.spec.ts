import { expect, type Page, test } from '@playwright/test';
import { adminToken, api, openFromMenu, signIn } from '../support.ts';

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

  // A failed push goes back in the queue (the demo has no ERP address: it waits 待推送).
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
  await expect(push).toContainText('待推送');
});
