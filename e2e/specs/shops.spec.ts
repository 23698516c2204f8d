import { expect, type Page, test } from '@playwright/test';
import { adminToken, api, signIn } from '../support.ts';

const stamp = Date.now().toString(36).toUpperCase();
const subapp = (page: Page) => page.locator('#subapp-container');
const modal = (page: Page) => page.locator('.biz-modal');

async function openShops(page: Page) {
  const item = page.locator('.shell-sider').getByText('门店管理', { exact: true });
  if (!(await item.isVisible())) await page.locator('.shell-sider').getByText('门店与基础数据', { exact: true }).click();
  await item.click();
  await expect(page).toHaveURL(/\/subapp\/shop\/info$/);
  await expect(subapp(page).locator('.biz-table')).toBeVisible({ timeout: 30_000 });
}

/** Picks province > city > district in the open cascader. */
async function pickRegion(page: Page, path: string[]) {
  for (const name of path) await page.locator('.biz-cascader-menu-item', { hasText: name }).first().click();
}

async function pickOption(page: Page, label: string, text: string) {
  await modal(page).getByLabel(label).click();
  await page.locator('.biz-select-item-option', { hasText: text }).first().click();
}

test('shops: create in a district, find by region, a user scoped to two shops sees only those', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await openShops(page);

  // Create a shop in 杭州市西湖区 through the form.
  const retName = `端到端门店${stamp}`;
  await subapp(page).getByRole('button', { name: '新增门店' }).click();
  await modal(page).getByLabel('门店编码').fill(`E2E${stamp}`);
  await modal(page).getByLabel('门店名称').fill(retName);
  await modal(page).getByLabel('店主姓名').fill('端到端');
  await modal(page).getByLabel('联系电话').fill('12345');
  await modal(page).getByLabel('所在地区').click();
  await pickRegion(page, ['浙江省', '杭州市', '西湖区']);
  await modal(page).getByLabel('详细地址').fill('文三路 90 号');
  await pickOption(page, '门店等级', 'A级门店');
  await pickOption(page, '零售商类型', '便利店');
  await modal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  // The contract's Chinese message shows on the field; fix it and save.
  await expect(modal(page).getByText('请输入正确的手机号或固定电话（如 13800138000 或 0571-88886666）')).toBeVisible();
  await modal(page).getByLabel('联系电话').fill('0571-88886666');
  await modal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(subapp(page).getByRole('cell', { name: retName })).toBeVisible();

  // Find it by region: 杭州市西湖区 shows it, 广东省 does not.
  const search = subapp(page).locator('form[id="search-form"]');
  await search.getByLabel('门店名称').fill(retName);
  await search.getByLabel('地区').click();
  await pickRegion(page, ['浙江省', '杭州市', '西湖区']);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await expect(subapp(page).getByRole('row', { name: new RegExp(retName) })).toContainText('浙江省 / 杭州市 / 西湖区');
  // The list exports what it shows (the region filter included).
  await subapp(page)
    .getByRole('button', { name: /^导\s*出$/ })
    .click();
  await expect(page.getByText('导出任务已创建，请到「报表与导出 → 导出任务」查看进度并下载')).toBeVisible();
  await search.getByLabel('地区').click();
  await pickRegion(page, ['广东省']);
  await page.keyboard.press('Escape');
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await expect(subapp(page).getByRole('cell', { name: retName })).toHaveCount(0);

  // A user whose scope is two shops.
  const token = await adminToken(page);
  const shops = await api(page, 'POST', '/shop/info/queryList', { page: 1, pageSize: 2, retName: '' }, token);
  const two = [`E2E${stamp}`, shops.data.find((s: { retCode: string }) => s.retCode !== `E2E${stamp}`).retCode];
  const loginId = `shop${stamp.toLowerCase()}`;
  const password = 'Scope#E2e2026x';
  const added = await api(
    page,
    'POST',
    '/user/insert',
    { name: '门店范围用户', loginId, cellPhone: '13900002222', pwd: password, tel: '0571-88880000', roleType: '0001', status: 1 },
    token,
  );
  expect(added).toMatchObject({ code: 200 });
  const users = await api(page, 'GET', '/user/queryList', { loginId, page: 1, pageSize: 10 }, token);
  const userCode = users.data[0].code;
  const saved = await api(
    page,
    'POST',
    '/permission/addOrUpdate',
    { userCode, dataList: [{ dataType: 1, dataList: two.join(',') }] },
    token,
  );
  expect(saved).toMatchObject({ code: 200 });

  // Signed in as that user, the shop list holds exactly those two.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, loginId, password);
  await openShops(other);
  const rows = subapp(other).locator('.biz-table-tbody tr.biz-table-row');
  await expect(rows).toHaveCount(2);
  for (const code of two) await expect(subapp(other).getByRole('cell', { name: code, exact: true })).toBeVisible();
  await expect(subapp(other).getByText('共 2 条')).toBeVisible();
  await context.close();
});
