import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { adminToken, api, openFromMenu, signIn } from '../support.ts';

// Platform services: export center, operation log, online sessions, scheduled jobs (the sub-app's `biz-` prefix).
const OK = /^确\s*定$/;
const stamp = Date.now().toString(36).slice(-5);
const subapp = (page: Page) => page.locator('#subapp-container');

async function newUser(page: Page, token: string, loginId: string, name: string) {
  const r = await api(
    page,
    'POST',
    '/user/insert',
    { name, loginId, cellPhone: '13900000001', tel: '010-1', pwd: 'E2e#User123', roleType: '0002', status: 1 },
    token,
  );
  expect(r.code).toBe(200);
  return r.data.code as string;
}

test('export the user list from its page and download it from the export center', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await adminToken(page);
  await newUser(page, token, `exp_${stamp}`, `导出${stamp}`);
  await signIn(page);
  await page.goto('/userManagement');
  await page.getByRole('button', { name: /^导\s*出$/ }).click();
  await expect(page.getByText('导出任务已创建，请到「报表与导出 → 导出任务」查看进度并下载')).toBeVisible();

  // The header badge leads to the export center.
  await page.getByRole('button', { name: '导出中心' }).click();
  await expect(page).toHaveURL(/\/subapp\/report\/exports$/);
  const row = subapp(page).locator('.biz-table-row').first();
  await expect(row).toContainText('用户列表', { timeout: 30_000 });
  await expect(row).toContainText('已完成', { timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^下\s*载$/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^用户列表_\d{14}\.xlsx$/);
  const file = readFileSync((await download.path()) as string);
  expect(file.subarray(0, 2).toString()).toBe('PK'); // a zip: .xlsx
  expect(file.length).toBeGreaterThan(1000);
});

test('change a user and read the change in the operation log', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await adminToken(page);
  const code = await newUser(page, token, `diff_${stamp}`, `改前${stamp}`);
  const upd = await api(page, 'POST', '/user/update', { code, name: `改后${stamp}`, status: 2 }, token);
  expect(upd.code).toBe(200);

  await signIn(page);
  await openFromMenu(page, '日志管理', '操作日志');
  const search = subapp(page).locator('form[id="operation-log-search"]');
  await search.getByLabel('对象编号').fill(code);
  await search.getByRole('button', { name: /^查\s*询$/ }).click();
  const row = subapp(page).locator('.biz-table-row', { hasText: '修改' }).first();
  await expect(row).toContainText('用户管理');
  await row.getByRole('button', { name: '查看变更' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('名称');
  await expect(drawer).toContainText(`改前${stamp}`);
  await expect(drawer).toContainText(`改后${stamp}`);
  await expect(drawer.locator('.biz-table-row', { hasText: '状态' })).toContainText('正常');
  await expect(drawer.locator('.biz-table-row', { hasText: '状态' })).toContainText('锁定');
});

test('kick a session and watch it end', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const token = await adminToken(page);
  const loginId = `kick_${stamp}`;
  await newUser(page, token, loginId, `下线${stamp}`);
  // The other person, in a browser of their own.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await signIn(theirs, loginId, 'E2e#User123');

  await signIn(page);
  await openFromMenu(page, '日志管理', '在线用户');
  const row = subapp(page).locator('.biz-table-row', { hasText: loginId });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '强制下线' }).click();
  await page.locator('.biz-popconfirm:visible').getByRole('button', { name: OK }).click();
  await expect(page.getByText('已强制下线')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Their next request is refused: the console says so and returns to the sign-in page.
  await theirs.reload();
  await expect(theirs.getByText('3秒后退出系统')).toBeVisible({ timeout: 15_000 });
  await expect(theirs).toHaveURL(/\/login$/, { timeout: 15_000 });
  await other.close();
});

test('create a job, run it now and read its log', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openFromMenu(page, '定时任务', '任务调度');
  await subapp(page).getByRole('button', { name: '新增任务' }).click();
  const dialog = page.locator('.biz-modal');
  await dialog.getByLabel('任务名称').fill(`e2e任务${stamp}`);
  await dialog.getByLabel('处理器').click();
  await page.locator('.biz-select-item-option', { hasText: '结束过期会话' }).click();
  await dialog.getByLabel(/Cron 表达式/).fill('0 4 * * *');
  await expect(dialog).toContainText('接下来 5 次');
  await expect(dialog).toContainText('04:00:00');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(page.getByText('新增成功')).toBeVisible();

  const row = subapp(page).locator('.biz-table-row', { hasText: `e2e任务${stamp}` });
  await expect(row).toContainText('运行中');
  await row.getByRole('button', { name: '立即执行' }).click();
  await expect(page.getByText('已开始执行，请查看执行日志')).toBeVisible();
  await row.getByRole('button', { name: /^日\s*志$/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.locator('.biz-table-row').first()).toContainText('成功', { timeout: 20_000 });
  await expect(drawer.locator('.biz-table-row').first()).toContainText('手动');
  await expect(drawer.locator('.biz-table-row').first()).toContainText('(admin)');
  await expect(drawer.locator('.biz-table-row').first()).toContainText('过期会话');
});
