import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openFromMenu, signIn } from '../support.ts';

const subapp = (page: Page) => page.locator('#subapp-container');
const STUB_PORT = 18_000 + (process.pid % 1000) + 300;

/** `npm run partner:stub` on a port of its own, as a person would start it beside the console. */
async function startStub(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/partner/partner-stub.ts', '--port', String(STUB_PORT)],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('Partner stub on') && resolve());
    child.on('exit', (code) => reject(new Error(`stub exited ${code}`)));
  });
  return child;
}

test('partner platform: connect 有偶 to the stub (secret shown only as 已设置), push stock, retry a failed run', async ({ page }) => {
  test.setTimeout(120_000);
  const stub = await startStub();
  try {
    await signIn(page);
    await openFromMenu(page, '库存与分配', '有偶对接');
    const app = subapp(page);
    await expect(app.getByText('有偶对接配置')).toBeVisible();

    // The connection: the address of the stub and a secret, saved; the secret comes back only as 已设置.
    await app.getByLabel('接口地址').fill(`http://127.0.0.1:${STUB_PORT}`);
    await app.getByLabel('AppKey').fill('e2e-key');
    await app.getByLabel('AppSecret').fill('e2e-secret-value');
    await app.getByRole('button', { name: '保存配置' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(app.getByText('已设置', { exact: true })).toBeVisible();
    await expect(app.getByLabel('AppSecret')).toHaveValue('');
    await expect(page.locator('body')).not.toContainText('e2e-secret-value');

    // A stock push runs in the background and shows up as 成功 with its count.
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/yuou/sync/run')),
      app.getByRole('button', { name: '推送库存' }).click(),
    ]);
    const { id } = (await answer.json()).data as { id: number };
    await expect(page.getByText('已加入同步队列')).toBeVisible();
    const pushed = app.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
    await expect(pushed).toContainText('推送库存');
    await expect(pushed).toContainText('成功', { timeout: 20_000 });

    // A failed run of the demo, retried from its row, runs again against the stub.
    const failed = app.getByRole('row').filter({ hasText: '推送库存' }).filter({ hasText: '失败' }).first();
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: '重试' }).click();
    await page
      .locator('.biz-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.getByText('已重新排队')).toBeVisible();
  } finally {
    stub.kill();
  }
});
