import { expect, type Page, test } from '@playwright/test';
import { adminToken, api, openFromMenu, signIn } from '../support.ts';

const subapp = (page: Page) => page.locator('#subapp-container');

test('data sync: a task made on the page copies the brands; 立即同步 shows 成功 with its row counts', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openFromMenu(page, '数据同步', '同步任务');
  const app = subapp(page);
  // The demo's tasks: the outside one shows its stored password only as 已设置.
  const outside = app.getByRole('row').filter({ hasText: '库存同步到仓储库' });
  await expect(outside).toContainText('已设置');

  await app.getByRole('button', { name: '新增同步任务' }).click();
  const dialog = page.getByRole('dialog');
  const name = `品牌全量${Date.now() % 100000}`;
  await dialog.getByLabel('任务名称').fill(name);
  await dialog.getByRole('button', { name: '添加同步表' }).click();
  await dialog.getByLabel('源表1').fill('product_brand');
  await dialog.getByLabel('目标表1').fill('datax_demo.product_brand');
  await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();

  const row = app.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('product_brand→datax_demo.product_brand（全量）');
  await row.getByRole('button', { name: '立即同步' }).click();
  await expect(page.getByText('已加入同步队列')).toBeVisible();
  const drawer = page.locator('.biz-drawer');
  await expect(drawer).toContainText(`同步记录 · ${name}`);
  const run = drawer.getByRole('row').filter({ hasText: '手动' }).first();
  await expect(run).toContainText('成功', { timeout: 30_000 });
  // 读取行数 and 写入行数 are the brands' count.
  const brands = await api(page, 'GET', '/product/brand/queryList', { page: '1', pageSize: '1' }, await adminToken(page));
  expect(brands.total).toBeGreaterThan(0);
  await expect(run.getByRole('cell', { name: String(brands.total), exact: true })).toHaveCount(2);
  await run.getByRole('button', { name: '1 张表' }).click();
  await expect(page.getByText('每张表的同步日志')).toBeVisible();
  await expect(page.locator('.biz-popover')).toContainText('完成');
});
