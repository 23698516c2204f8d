import { expect, type Page, test } from '@playwright/test';
import { adminToken, api, openFromMenu, signIn } from '../support.ts';

const stamp = Date.now().toString(36).toUpperCase();
const subapp = (page: Page) => page.locator('#subapp-container');

/** Picks an option of a searchable select in the sub-app's open modal by typing part of its text. */
async function pick(page: Page, label: string, text: string) {
  const modal = page.locator('.biz-modal');
  await modal.getByLabel(label).click();
  await modal.getByLabel(label).fill(text);
  await page.locator('.biz-select-item-option', { hasText: text }).first().click();
}

test('products inside the embedded sub-application', async ({ page }) => {
  // Three sub-app pages, three modals: each mount of the sub-app takes seconds on this 2-core machine.
  test.setTimeout(180_000);
  await signIn(page);
  const t0 = await page.evaluate(() => performance.now());
  await openFromMenu(page, '商品管理', '品牌管理');
  await expect(page).toHaveURL(/\/subapp\/product\/brand$/);
  // The first open after a cold server start also compiles and caches the sub-app's chunks.
  await expect(subapp(page).getByRole('button', { name: '新增品牌' })).toBeVisible({ timeout: 30_000 });
  const appeared = await page.evaluate((start) => performance.now() - start, t0);
  console.log(`sub-app visible ${Math.round(appeared)} ms after the menu click`);
  // Inside the shell: its layout, its tab bar (the sub-app page has a tab), and the sub-app's own prefix.
  await expect(page.locator('.shell-content #subapp-container')).toBeVisible();
  await expect(page.locator('.shell-tabbar')).toContainText('品牌管理');
  // No console (ant-) styling inside; antd's fixed 'ant-wave-target' marker carries no styles of either app.
  const foreign = await subapp(page).evaluate(
    (el) =>
      [...el.querySelectorAll('*')].filter((n) => [...n.classList].some((c) => c.startsWith('ant-') && c !== 'ant-wave-target')).length,
  );
  expect(foreign).toBe(0);
  await expect(subapp(page).locator('.biz-table')).toBeVisible();

  // Brand
  await subapp(page).getByRole('button', { name: '新增品牌' }).click();
  const modal = page.locator('.biz-modal');
  await modal.getByLabel('品牌编码').fill(`EB${stamp}`);
  await modal.getByLabel('品牌名称').fill(`端到端品牌${stamp}`);
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(subapp(page).getByRole('cell', { name: `端到端品牌${stamp}` })).toBeVisible();

  // SPU
  await openFromMenu(page, '商品管理', 'SPU管理');
  await expect(page).toHaveURL(/\/subapp\/product\/spu$/);
  await subapp(page).getByRole('button', { name: '新增SPU' }).click();
  await modal.getByLabel('SPU编码').fill(`ESPU${stamp}`);
  await modal.getByLabel('SPU名称').fill(`端到端SPU${stamp}`);
  await pick(page, '品牌', `端到端品牌${stamp}`);
  await modal.getByLabel('分类').click();
  await page.locator('.biz-select-tree-node-content-wrapper', { hasText: '饮用水' }).first().click();
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(subapp(page).getByRole('cell', { name: `端到端SPU${stamp}` })).toBeVisible();

  // SKU, then disable it with its switch
  await openFromMenu(page, '商品管理', 'SKU管理');
  await subapp(page).getByRole('button', { name: '新增SKU' }).click();
  await modal.getByLabel('SKU编码').fill(`ESKU${stamp}`);
  await modal.getByLabel('SKU名称').fill(`端到端SKU${stamp}`);
  await pick(page, '所属SPU', `端到端SPU${stamp}`);
  await modal.getByLabel('单位').fill('瓶');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  const row = subapp(page).getByRole('row', { name: new RegExp(`端到端SKU${stamp}`) });
  await expect(row).toBeVisible();
  await row.getByRole('switch').click();
  await expect(page.getByText('禁用成功')).toBeVisible();
  await expect(row.getByRole('switch')).not.toBeChecked();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const list = await api(page, 'GET', '/product/sku/queryList', { code: `ESKU${stamp}` }, token ?? undefined);
  expect(list.data[0]).toMatchObject({ status: 2, spuName: `端到端SPU${stamp}` });

  // Logout unmounts the sub-app.
  await page.locator('.shell-main header').getByText('系统管理员').click();
  await page.getByText('退出登录').click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#subapp-container')).toHaveCount(0);
  await expect(page.locator('[class*="biz-"]')).toHaveCount(0);
});

test('a user without productSku.add sees no add button and gets 403 from the API', async ({ page }) => {
  await page.goto('/login');
  const admin = await adminToken(page);
  const role = await api(page, 'POST', '/roles/add', { roleName: `商品只读${stamp}`, remark: 'e2e' }, admin);
  const keys = ['product', 'productSku', 'productSku.query', 'productSku.edit', 'productSku.detail', 'productBrand', 'productBrand.query'];
  expect((await api(page, 'POST', '/roles/menu', { code: role.data.code, menuCode: keys.join(',') }, admin)).code).toBe(200);
  const loginId = `ro${stamp}`.toLowerCase();
  const user = await api(
    page,
    'POST',
    '/user/insert',
    { name: '商品只读', cellPhone: '13900000000', loginId, tel: '010-1', roleType: role.data.code, status: 1, pwd: 'Readonly#1' },
    admin,
  );
  expect(user.code).toBe(200);

  await signIn(page, loginId, 'Readonly#1');
  await openFromMenu(page, '商品管理', 'SKU管理');
  await expect(subapp(page).locator('.biz-table')).toBeVisible();
  await expect(subapp(page).getByRole('row').nth(1)).toBeVisible();
  await expect(subapp(page).getByRole('button', { name: '新增SKU' })).toHaveCount(0);
  await expect(subapp(page).getByRole('button', { name: '批量启用' })).toHaveCount(0);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.post('/api/product/sku/add', {
    headers: { authorization: `Bearer ${token}` },
    data: { code: `X${stamp}`, name: 'x', spuId: 1, unit: '瓶' },
  });
  expect(res.status()).toBe(403);
});
