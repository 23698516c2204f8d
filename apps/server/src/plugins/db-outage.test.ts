import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { build } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { startEmbedded } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { seed } from '../seed/seed.ts';
import { isDatabaseDown } from './errors.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'console-outage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('answers 503 while the database is down and recovers without a restart', async () => {
  const pgDir = path.join(dir, 'pg');
  let pgServer = await startEmbedded(pgDir, { durable: false });
  const config = loadConfig({ ADMIN_PASSWORD: 'Outage#2026', DEMO_DATA: '0', LOG_LEVEL: 'silent' });
  const { db, pool } = createDb(pgServer.url, 4);
  await runMigrations(db);
  await seed(db, config, () => {});
  const app = await build({ config, db, pool });
  const login = () => app.inject({ method: 'POST', url: '/api/user/login', payload: { loginId: 'admin', password: 'Outage#2026' } });
  expect((await login()).statusCode).toBe(200);

  await pgServer.stop();
  const down = await login();
  expect(down.statusCode).toBe(503);
  expect(down.json().message).toMatch(/^数据库暂不可用，请稍后重试/);

  pgServer = await startEmbedded(pgDir, { durable: false, port: pgServer.port });
  const up = await login();
  expect(up.statusCode).toBe(200);
  expect(up.json().data.token).toBeTruthy();

  await app.close();
  await pool.end();
  await pgServer.stop();
}, 60_000);

it('reads a connection lost mid-transaction as the database being down, however deep the driver wraps it', () => {
  // What a write's rollback threw when PostgreSQL went away under it (npm run bench -- --faults): it was a 500.
  const lost = Object.assign(new Error('Failed query: rollback\nparams: '), {
    cause: new Error('Client has encountered a connection error and is not queryable'),
  });
  expect(isDatabaseDown(lost)).toBe(true);
  expect(isDatabaseDown(new Error('Client was closed and is not queryable'))).toBe(true);
  expect(isDatabaseDown(Object.assign(new Error('x'), { cause: Object.assign(new Error('y'), { code: '57P01' }) }))).toBe(true);
  expect(isDatabaseDown(new Error('duplicate key value violates unique constraint'))).toBe(false);
});
