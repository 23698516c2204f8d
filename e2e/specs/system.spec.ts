import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken, api, signIn } from '../support.ts';

// antd puts a space between the two characters of a two-character Chinese button label ("确 定").
const OK = /^确\s*定$/;
const stamp = Date.now().toString(36).slice(-5);
const ROLE = `e2e角色${stamp}`;
const USER = { name: `e2e用户${stamp}`, loginId: `e2e_${stamp}`, pwd: 'E2e#User123' };

/** A node of the open menu tree by its exact title. */
const treeNode = (scope: Locator, title: string) =>
  scope.locator('.ant-tree-treenode').filter({ has: scope.page().locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) });

async function pickOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('system: a role with a few menus, a user with it who sees only those, widened without re-login, then locked out', async ({
  page,
  browser,
}) => {
  // Two browsers and a dozen screens: longer than one page's default.
  test.setTimeout(180_000);
  // Admin: a new role, given the user page with only its query and add buttons.
  await signIn(page);
  await page.goto('/roleManagement');
  await page.getByRole('button', { name: '新增角色' }).click();
  const roleDialog = page.getByRole('dialog', { name: '新增角色' });
  await roleDialog.getByRole('button', { name: OK }).click();
  await expect(roleDialog.getByText('请输入名称')).toBeVisible();
  await roleDialog.getByLabel('角色名称').fill(ROLE);
  await roleDialog.getByLabel('备注').fill('端到端测试角色');
  await roleDialog.getByRole('button', { name: OK }).click();
  await expect(roleDialog).toBeHidden();
  const roleRow = page.getByRole('row').filter({ hasText: ROLE });
  await expect(roleRow).toContainText('端到端测试角色');

  await roleRow.getByRole('button', { name: '权限' }).click();
  const drawer = page.locator('.ant-drawer-section, .ant-drawer-content').filter({ hasText: ROLE });
  await expect(treeNode(drawer, 'all menus')).toBeVisible();
  // The tree may re-render once its data arrives, folding a node opened a moment earlier: open until shown.
  await expect(async () => {
    if (!(await treeNode(drawer, '用户管理').isVisible())) await treeNode(drawer, '系统管理').locator('.ant-tree-switcher').click();
    if (!(await treeNode(drawer, '查询').isVisible())) await treeNode(drawer, '用户管理').locator('.ant-tree-switcher').click();
    await expect(treeNode(drawer, '查询')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await treeNode(drawer, '查询').locator('.ant-tree-checkbox').click();
  await treeNode(drawer, '新增').locator('.ant-tree-checkbox').click();
  await expect(treeNode(drawer, '用户管理').locator('.ant-tree-checkbox-indeterminate')).toBeVisible();
  await drawer.getByRole('button', { name: /^提\s*交$/ }).click();
  await expect(page.getByText('操作成功').last()).toBeVisible();
  await expect(drawer).toBeHidden();

  // What the drawer sent: the two keys plus their half-checked parents, never the root.
  const token = await adminToken(page);
  const roles = await api(page, 'GET', '/roles/queryList', { roleName: ROLE }, token);
  const role = roles.data[0] as { code: string; menuCode: string };
  expect(role.menuCode.split(',').sort()).toEqual(['system', 'userManagement', 'userManagement.add', 'userManagement.query']);

  // Admin: a user holding that role.
  await page.goto('/userManagement');
  await page.getByRole('button', { name: '新增用户' }).click();
  const userDialog = page.getByRole('dialog', { name: '新增用户' });
  await userDialog.getByRole('button', { name: OK }).click();
  for (const msg of ['请输入名称', '请输入手机号', '请输入账号', '请输入密码', '请输入联系电话', '请选择角色']) {
    await expect(userDialog.locator('.ant-form-item-explain-error').getByText(msg, { exact: true })).toBeVisible();
  }
  await userDialog.getByLabel('名称', { exact: true }).fill(USER.name);
  await userDialog.getByLabel('手机号').fill('13912345678');
  await userDialog.getByLabel('账号').fill(USER.loginId);
  await userDialog.getByLabel('密码').fill(USER.pwd);
  await userDialog.getByLabel('联系电话').fill('021-5555');
  await pickOption(page, userDialog, '角色', ROLE);
  await userDialog.getByRole('button', { name: OK }).click();
  await expect(userDialog).toBeHidden();
  const userRow = page.getByRole('row').filter({ hasText: USER.loginId });
  await expect(userRow).toContainText(ROLE);

  // The user, in a browser of their own: only the user page, only its query and add buttons.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signIn(them, USER.loginId, USER.pwd);
  await them.goto('/userManagement');
  const sider = them.locator('.shell-sider');
  await expect(sider.getByText('用户管理')).toBeVisible();
  await expect(sider.getByText('角色管理')).toHaveCount(0);
  await expect(sider.getByText('内容管理')).toHaveCount(0);
  await expect(them.getByRole('button', { name: '新增用户' })).toBeVisible();
  const ownRow = them.getByRole('row').filter({ hasText: USER.loginId });
  await expect(ownRow).toBeVisible();
  for (const hidden of ['编辑', '删除', '修改密码', '重置密码', '数据权限']) {
    await expect(ownRow.getByRole('button', { name: hidden })).toHaveCount(0);
  }
  await expect(ownRow.getByRole('switch')).toHaveCount(0);

  // Admin widens the role; a reload shows the new menu without signing in again.
  const widened = `${role.menuCode},roleManagement,roleManagement.query`;
  expect((await api(page, 'POST', '/roles/menu', { code: role.code, menuCode: widened }, token)).code).toBe(200);
  await them.reload();
  await expect(sider.getByText('角色管理')).toBeVisible({ timeout: 20_000 });
  await sider.getByText('角色管理').click();
  await expect(them).toHaveURL(/\/roleManagement$/);
  await expect(them.getByRole('row').filter({ hasText: ROLE })).toBeVisible();
  await expect(them.getByRole('button', { name: '新增角色' })).toHaveCount(0);

  // Admin locks the user with the status switch; their next call ends the session.
  await page.reload();
  const lockRow = page.getByRole('row').filter({ hasText: USER.loginId });
  await lockRow.getByRole('switch').click();
  await expect(page.getByText('禁用成功').last()).toBeVisible();
  await expect(lockRow.getByRole('switch')).not.toBeChecked();

  await them.goto('/userManagement');
  await expect(them.getByText(/3秒后退出系统/)).toBeVisible();
  await expect(them).toHaveURL(/\/login$/, { timeout: 8000 });
  await theirs.close();
});

test('system: delete asks 提示 naming the user; the data-permission modal saves ALL', async ({ page }) => {
  const token = await adminToken(page);
  const loginId = `e2e_del_${stamp}`;
  const created = await api(
    page,
    'POST',
    '/user/insert',
    { name: `待删${stamp}`, cellPhone: '13800001111', loginId, pwd: 'E2e#User123', tel: '1', roleType: '0002', status: 1 },
    token,
  );
  expect(created.code).toBe(200);
  await signIn(page);
  await page.goto('/userManagement');
  const row = page.getByRole('row').filter({ hasText: loginId });

  await row.getByRole('button', { name: '数据权限' }).click();
  const scope = page.getByRole('dialog', { name: '用户权限' });
  for (const label of ['门店', '经销商', '平台', '渠道', '省份', '门店等级'])
    await expect(scope.getByText(label, { exact: true })).toBeVisible();
  // 服务商 (4) is enforced by no area yet: not offered (the server refuses it).
  await expect(scope.getByText('服务商', { exact: true })).toHaveCount(0);
  await scope.getByText('全部数据权限').click();
  await scope.getByRole('button', { name: OK }).click();
  await expect(scope).toBeHidden();
  const saved = await api(page, 'GET', '/permission/queryByUserCode', { userCode: created.data.code }, token);
  expect(saved.data).toEqual([{ dataType: 99, dataList: 'ALL' }]);

  await row.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '提示' });
  await expect(confirm).toContainText(`确定删除用户“待删${stamp}”吗？`);
  await confirm.getByRole('button', { name: OK }).click();
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(row).toHaveCount(0);
});
