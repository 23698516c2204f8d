import { expect, type Page, test } from '@playwright/test';
import { ADMIN, api, signIn } from '../support.ts';

// antd puts a space between the two characters of a two-character Chinese button label ("确 定"), and a
// button that has been loading keeps a hidden "loading" icon in its accessible name: match loosely.
const OK = /确\s*定/;
const TEMP_PASSWORD = 'Shell#Temp2026';

const tabs = (page: Page) => page.getByRole('tab');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const sider = (page: Page) => page.locator('.ant-layout-sider');

async function openUserMenu(page: Page, item: '修改密码' | '退出登录') {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function changePassword(page: Page, from: string, to: string) {
  await openUserMenu(page, '修改密码');
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('原密码', { exact: true }).fill(from);
  await dialog.getByLabel('新密码', { exact: true }).fill(to);
  await dialog.getByLabel('确认新密码', { exact: true }).fill(to);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/updatePwdCurr'));
  await dialog.getByRole('button', { name: OK }).click();
  // The confirmation field is checked in the browser and never sent.
  expect((await sent).postDataJSON()).toEqual({ pwd: from, newPwd: to });
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();
}

// If the test stops between the two password changes, put the admin password back for the other specs.
let passwordChanged = false;
test.afterEach(async ({ page }) => {
  if (!passwordChanged) return;
  const login = await api(page, 'POST', '/user/login', { loginId: ADMIN.loginId, password: TEMP_PASSWORD });
  if (login?.data?.token) {
    await api(page, 'POST', '/user/updatePwdCurr', { pwd: TEMP_PASSWORD, newPwd: ADMIN.password }, login.data.token);
  }
  passwordChanged = false;
});

test('login messages show on blur, and protected pages need a session', async ({ page }) => {
  await page.goto('/userManagement');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Hello', { exact: true })).toBeVisible();
  await expect(page.getByText('welcome to the business management platform')).toBeVisible();
  await page.getByPlaceholder('请输入账号').focus();
  await page.getByPlaceholder('请输入密码').focus();
  await expect(page.getByText('Please fill in the user loginId')).toBeVisible();
  await page.getByPlaceholder('请输入账号').focus();
  await expect(page.getByText('Please fill in the password.')).toBeVisible();
});

test('sign in by typing and Enter, open three pages from the menu, reload, close others', async ({ page }) => {
  await signIn(page);
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(tabs(page)).toHaveText(['首页']);
  const stored = await page.evaluate(() => ({
    token: sessionStorage.getItem('token'),
    loginId: sessionStorage.getItem('loginId'),
    menus: JSON.parse(decodeURIComponent(sessionStorage.getItem('menus') ?? '[]')),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.loginId).toBe(ADMIN.loginId);
  expect(stored.menus.length).toBeGreaterThan(0);

  // Three pages from the left menu, each becoming a tab.
  await sider(page).getByText('系统管理', { exact: true }).click();
  for (const [label, path] of [
    ['用户管理', '/userManagement'],
    ['角色管理', '/roleManagement'],
    ['菜单管理', '/menuManagement'],
  ]) {
    await sider(page).getByRole('menuitem', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
  }
  await expect(tabs(page)).toHaveText(['首页', '用户管理', '角色管理', '菜单管理']);
  await expect(page.locator('.ant-breadcrumb')).toContainText('系统管理');

  // A reload restores the same tabs and the active page.
  await page.reload();
  await expect(tabs(page)).toHaveText(['首页', '用户管理', '角色管理', '菜单管理']);
  await expect(tab(page, '菜单管理')).toHaveAttribute('aria-selected', 'true');

  // Clicking a tab switches page; right-click → 关闭其他 keeps Home and that tab.
  await tab(page, '用户管理').click();
  await expect(page).toHaveURL(/\/userManagement$/);
  await tab(page, '角色管理').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tabs(page)).toHaveText(['首页', '角色管理']);
  await expect(page).toHaveURL(/\/roleManagement$/);
});

test('change password through the modal (and back)', async ({ page }) => {
  test.slow(); // two scrypt hashes on the server per change
  await signIn(page);
  await openUserMenu(page, '修改密码');
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('请输入原密码')).toBeVisible();
  await expect(dialog.getByText('请输入新密码')).toBeVisible();
  await expect(dialog.getByText('请再次输入新密码')).toBeVisible();
  await dialog.getByLabel('新密码', { exact: true }).fill(TEMP_PASSWORD);
  await dialog.getByLabel('确认新密码', { exact: true }).fill(`${TEMP_PASSWORD}x`);
  await expect(dialog.getByText('两次输入新密码不一致!')).toBeVisible();
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();

  await changePassword(page, ADMIN.password, TEMP_PASSWORD);
  passwordChanged = true;
  await changePassword(page, TEMP_PASSWORD, ADMIN.password);
  passwordChanged = false;
});

test('log out: confirm, land on /login with 退出成功, session gone', async ({ page }) => {
  await signIn(page);
  await openUserMenu(page, '退出登录');
  const confirm = page.getByRole('dialog').filter({ hasText: 'confirm logout' });
  await confirm.getByRole('button', { name: OK }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('退出成功')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.goto('/roleManagement');
  await expect(page).toHaveURL(/\/login$/);
});
