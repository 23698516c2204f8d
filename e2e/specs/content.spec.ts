import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken, api, signIn } from '../support.ts';

// antd puts a space between the two characters of a two-character Chinese button label ("确 定").
const OK = /^确\s*定$/;
// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

// Fixed names: every run starts on a fresh data directory, and the second test reuses what the first made.
const CATEGORY = { name: 'e2e分类', typeCode: 'E2E_CAT' };
const TITLE = 'e2e文章';

/** Opens a select inside `scope` by its label and picks options from the dropdown that opens. */
async function pick(page: Page, scope: Locator, label: string, options: string[]) {
  await scope.getByLabel(label, { exact: true }).click();
  for (const o of options) await page.locator('.ant-select-dropdown:visible').getByTitle(o, { exact: true }).click();
}

async function openTab(page: Page, name: '文章管理' | '文章分类') {
  await page.locator('.page-card').getByRole('tab', { name, exact: true }).click();
}

test('content: a category, an article with bold text and an uploaded image, then the category disabled', async ({ page }) => {
  // A long walk through two tabs and two forms: more than the default minute on a busy two-core machine.
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/content/list');

  // A category.
  await openTab(page, '文章分类');
  await page.getByRole('button', { name: '新增分类' }).click();
  const catDialog = page.getByRole('dialog', { name: '新增分类' });
  await expect(catDialog.getByLabel('操作人')).toHaveValue('系统管理员(admin)');
  await catDialog.getByRole('button', { name: OK }).click();
  await expect(catDialog.getByText('分类名称不能为空')).toBeVisible();
  await catDialog.getByLabel('分类名称').fill(CATEGORY.name);
  await catDialog.getByLabel('分类编码').fill(CATEGORY.typeCode);
  await catDialog.getByLabel('分类描述').fill('端到端测试分类');
  await catDialog.getByRole('button', { name: OK }).click();
  await expect(catDialog).toBeHidden();
  const catRow = page.getByRole('row').filter({ hasText: CATEGORY.typeCode });
  await expect(catRow).toContainText(CATEGORY.name);
  await expect(catRow).toContainText('系统管理员(admin)');

  // An article with bold text and an uploaded image.
  await openTab(page, '文章管理');
  await page.getByRole('button', { name: '新增文章' }).click();
  const dialog = page.getByRole('dialog', { name: '新增文章' });
  await dialog.getByLabel('文章标题').fill(TITLE);
  await pick(page, dialog, '所属分类', [CATEGORY.name]);
  await pick(page, dialog, '门店等级', ['A级门店', 'B级门店']);
  await dialog.getByText('文章标题').click();
  const describe = dialog.getByLabel('文章描述');
  await describe.fill('端到端测试');
  await expect(dialog.getByText('还可输入 95 字')).toBeVisible();

  const editor = dialog.locator('.tiptap');
  await editor.click();
  await page.keyboard.type('普通文字 ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('加粗文字');
  await expect(editor.locator('strong')).toHaveText('加粗文字');
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/base/file/publicUpload'));
  await dialog.getByTestId('rte-image-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  expect((await (await uploaded).json()).code).toBe(200);
  await expect(editor.locator('img')).toHaveAttribute('src', /^\/api\/base\/file\/public\/[0-9a-f]{32}\.png$/);

  const saved = page.waitForRequest((r) => r.url().endsWith('/api/content/article/add'));
  await dialog.getByRole('button', { name: OK }).click();
  const body = (await saved).postDataJSON();
  expect(body).toMatchObject({ title: TITLE, typeCode: CATEGORY.typeCode, retGradeList: 'A,B', describe: '端到端测试', status: 1 });
  expect(body.operator).toBeUndefined();
  await expect(dialog).toBeHidden();

  // Found in the list, by its title filter too, and stored with the bold text and the image.
  await page.locator('#articleFilter_title').fill(TITLE);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText(CATEGORY.name);
  await expect(row).toContainText('端到端测试');
  const token = await adminToken(page);
  const list = await api(page, 'GET', '/content/article/queryList', { title: TITLE }, token);
  expect(list.data[0].content).toMatch(/<strong>加粗文字<\/strong>/);
  expect(list.data[0].content).toMatch(/<img src="\/api\/base\/file\/public\/[0-9a-f]{32}\.png"/);
  expect(list.data[0].operator).toBe('系统管理员(admin)');
  const img = await page.request.get(list.data[0].content.match(/src="([^"]+)"/)[1]);
  expect(img.headers()['content-type']).toBe('image/png');

  // Disable the category: it can no longer be chosen.
  await openTab(page, '文章分类');
  await catRow.getByRole('switch').click();
  await expect(page.getByText('禁用成功')).toBeVisible();
  await openTab(page, '文章管理');
  await page.getByRole('button', { name: '新增文章' }).click();
  await dialog.getByLabel('所属分类', { exact: true }).click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: CATEGORY.name });
  await expect(option).toHaveClass(/ant-select-item-option-disabled/);
  await option.click({ force: true });
  await expect(dialog.locator('#article_typeCode').locator('..').locator('..')).not.toContainText(CATEGORY.name);
});

test('content: deleting asks to confirm, and a category in use is refused with 删除失败', async ({ page }) => {
  await signIn(page);
  await page.goto('/content/list');
  await openTab(page, '文章分类');
  const catRow = page.getByRole('row').filter({ hasText: CATEGORY.typeCode });
  await catRow.getByRole('button', { name: /^删\s*除$/ }).click();
  await expect(page.getByText('confirm delete this category')).toBeVisible();
  await page.locator('.ant-popconfirm').getByRole('button', { name: OK }).click();
  await expect(page.getByText(/^删除失败/)).toBeVisible();

  await openTab(page, '文章管理');
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await row.getByRole('button', { name: /^删\s*除$/ }).click();
  await expect(page.getByText('confirm delete this article')).toBeVisible();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: OK }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('area picker (no sign-in): ticking districts turns the province mark to part, then all', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/test');
  const box = (column: string, name: string) =>
    page
      .getByTestId(`area-column-${column}`)
      .locator('.area-item')
      .filter({ hasText: new RegExp(`^${name}`) })
      .locator('.ant-checkbox');
  const beijing = box('省份', '北京市');
  // The whole region tree (about 150 KB) loads first; give a busy machine time.
  await expect(page.getByTestId('area-column-省份').locator('.area-item')).toHaveCount(34, { timeout: 30_000 });
  await expect(beijing).not.toHaveClass(/ant-checkbox-(checked|indeterminate)/);

  await page.getByTestId('area-column-省份').getByText('北京市', { exact: true }).click();
  await page.getByTestId('area-column-城市').getByText('市辖区', { exact: true }).click();
  const districts = page.getByTestId('area-column-区县').locator('.area-item');
  await expect(districts).toHaveCount(16);
  await districts.filter({ hasText: '东城区' }).locator('input[type=checkbox]').check();
  await expect(beijing).toHaveClass(/ant-checkbox-indeterminate/);
  await expect(box('城市', '市辖区')).toHaveClass(/ant-checkbox-indeterminate/);

  for (const cb of await districts.locator('input[type=checkbox]').all()) await cb.check();
  await expect(beijing).toHaveClass(/ant-checkbox-checked/);
  await expect(beijing).not.toHaveClass(/ant-checkbox-indeterminate/);

  // Another province stays untouched; unticking one district brings Beijing back to part.
  await expect(box('省份', '天津市')).not.toHaveClass(/ant-checkbox-(checked|indeterminate)/);
  await districts.filter({ hasText: '西城区' }).locator('input[type=checkbox]').uncheck();
  await expect(beijing).toHaveClass(/ant-checkbox-indeterminate/);
  await expect(page.getByRole('button', { name: /^保\s*存$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^返\s*回$/ })).toBeVisible();
});
