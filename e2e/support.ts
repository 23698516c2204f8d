import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './playwright.config.ts';

export const ADMIN = { loginId: 'admin', password: E2E_ADMIN_PASSWORD };

/** Signs in the way a person does: types both fields and presses Enter. */
export async function signIn(page: Page, loginId = ADMIN.loginId, password = ADMIN.password) {
  await page.goto('/login');
  await page.getByPlaceholder(/账号|loginId/i).fill(loginId);
  const pwd = page.getByPlaceholder(/密码|password/i);
  await pwd.fill(password);
  await pwd.press('Enter');
  await expect(page).toHaveURL(/\/homepage$/);
}

/** Calls the API as the given token, for setting up data a test needs. */
export async function api(page: Page, method: 'GET' | 'POST', url: string, body?: unknown, token?: string) {
  const res = await page.request.fetch(`/api${url}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' ? { params: body as Record<string, string> } : { data: body ?? {} }),
  });
  return res.json();
}

export async function adminToken(page: Page) {
  const r = await api(page, 'POST', '/user/login', { loginId: ADMIN.loginId, password: ADMIN.password });
  return r.data.token as string;
}

/** Opens a page from the side menu as a person does: unfold its group when the item is hidden, then click it. */
export async function openFromMenu(page: Page, group: string, label: string) {
  const sider = page.locator('.shell-sider');
  const item = sider.getByText(label, { exact: true });
  if (!(await item.isVisible())) await sider.getByText(group, { exact: true }).click();
  await item.click();
}
