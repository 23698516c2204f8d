import { expect, type Page, test } from '@playwright/test';
import { adminToken, api, signIn } from '../support.ts';

// antd puts a space between the two characters of a two-character Chinese button label ("确 定").
const OK = /^确\s*定$/;
const STALE = '数据已被他人修改，请刷新后重试';
const stamp = Date.now().toString(36).slice(-5);

/** Signs in (a tab keeps its own session), finds the user by name and opens its edit form. */
async function openEdit(page: Page, name: string) {
  await signIn(page);
  await page.goto('/userManagement');
  await page.getByPlaceholder('请输入名称').fill(name);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: '编辑' }).click();
  return page.getByRole('dialog', { name: '编辑用户' });
}

test('two tabs edit the same user: the first save wins, the second is told and keeps its input', async ({ page, context }) => {
  test.setTimeout(120_000);
  const token = await adminToken(page);
  const name = `并发${stamp}`;
  const created = await api(
    page,
    'POST',
    '/user/insert',
    { name, cellPhone: '13800002222', loginId: `e2e_cc_${stamp}`, pwd: 'E2e#User123', tel: '0', roleType: '0002', status: 1 },
    token,
  );
  expect(created.code).toBe(200);

  const first = await openEdit(page, name);
  const other = await context.newPage();
  const second = await openEdit(other, name);

  await first.getByLabel('联系电话').fill('021-1111');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/update'));
  await first.getByRole('button', { name: OK }).click();
  // The edit carries the updateTime the form read.
  expect((await sent).postDataJSON().updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(first).toBeHidden();

  await second.getByLabel('联系电话').fill('021-2222');
  await second.getByRole('button', { name: OK }).click();
  await expect(second.getByText(STALE)).toBeVisible();
  await expect(second).toBeVisible();
  await expect(second.getByLabel('联系电话')).toHaveValue('021-2222');

  // Nothing of the second edit was written.
  const stored = await api(page, 'GET', '/user/query', { code: created.data.code }, token);
  expect(stored.data.tel).toBe('021-1111');
});
