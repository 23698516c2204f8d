import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_ADMIN_PASSWORD = 'E2e#Admin2026';
/** Where the server pushes approved orders; a spec that needs the ERP to take them starts the receiver there. */
export const E2E_ERP_PORT = Number(process.env.E2E_ERP_PORT ?? E2E_PORT + 1);
// The workers load this file again: they must reuse the main process's directory, not make their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  // One folder per port: runs on one machine must not clear each other's traces.
  outputDir: path.join(os.tmpdir(), `console-e2e-results-${E2E_PORT}`),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    // The console honours the system's reduced-motion wish (web-kit themeMotion): without animations a click
    // never lands on a pop-up that is still zooming in (a lost 确定 click failed the orders spec 1 run in 4).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/api/ready`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // No receiver listens until a spec starts one: pushes before that fail and wait for their retry.
      ERP_URL: `http://127.0.0.1:${E2E_ERP_PORT}/orders`,
    },
  },
});
