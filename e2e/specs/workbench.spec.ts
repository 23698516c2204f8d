import { expect, test } from '@playwright/test';
import { signIn } from '../support.ts';

test('workbench: the anonymous welcome page; signed in, the to-do cards and the sales line; a card opens its list filtered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Without a session /homepage is the welcome page alone.
  await page.goto('/homepage');
  await expect(page.getByText('欢迎使用业务管理平台')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await expect(page.getByText('我的待办')).toHaveCount(0);

  await signIn(page);
  const todos = page.locator('.home-todos');
  const pending = todos.locator('[data-card="ordersPending"]');
  await expect(pending).toContainText('待审核订单');
  const count = Number((await pending.locator('.ant-statistic-content-value').innerText()).replace(/,/g, ''));
  expect(count).toBeGreaterThan(0);
  // The administrator holds the report key: the last 30 days of sales, drawn once ECharts has loaded.
  await expect(page.getByLabel('近30天销售额').locator('canvas')).toHaveCount(1);

  await pending.click();
  await expect(page).toHaveURL(/\/subapp\/order\/list\?status=10$/);
  const subapp = page.locator('#subapp-container');
  const active = subapp.locator('.biz-tabs-tab-active');
  // The sub-app loads with the first page that needs it: on a busy machine that takes a while.
  await expect(active).toContainText(`待审核 (${count})`, { timeout: 45_000 });
  const rows = subapp.locator('.biz-table-tbody tr.biz-table-row');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain('待审核');

  // A card of a list with a search form: the link's filter shows in the form and filters the rows.
  await page.goto('/homepage');
  const failed = todos.locator('[data-card="erpFailed"]');
  const failedCount = (await failed.locator('.ant-statistic-content-value').innerText()).replace(/,/g, '');
  await failed.click();
  await expect(page).toHaveURL(/\/subapp\/order\/erp\?status=4$/);
  await expect(subapp.locator('form').filter({ hasText: '推送状态' })).toContainText('失败', { timeout: 45_000 });
  await expect(subapp.getByText(`共 ${failedCount} 条`)).toBeVisible();
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain('失败');
});
