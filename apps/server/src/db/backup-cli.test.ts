import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

/**
 * `npm run db:backup` and `npm run db:restore` as an operator runs them: from an external PostgreSQL
 * (DATABASE_URL) into a file, from that file into a new embedded database (DATA_DIR, nobody running it),
 * and back out of the embedded one — the second file holds exactly the rows of the first.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'console-backup-cli-'));
let source: TestApp;
beforeAll(async () => {
  source = await buildTestApp();
});
afterAll(async () => {
  await source.close();
  rmSync(dir, { recursive: true, force: true });
});

function npm(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const { DATABASE_URL: _d, DATA_DIR: _dd, ...base } = process.env;
    const child = spawn('npm', ['run', '-s', ...args], { cwd: root, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** The rows of a backup file, table by table, in a stable order (the header's time left out). */
function rowsOf(file: string) {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
  return lines.slice(1).sort();
}

describe('npm run db:backup / db:restore', () => {
  it('round-trips an external database through a file into a new embedded one and back out', async () => {
    const admin = await source.login();
    const added = await source.post(
      '/user/insert',
      {
        name: '命令行备份',
        cellPhone: '13800000009',
        loginId: 'clibackup',
        email: '',
        tel: '1',
        roleType: '0002',
        status: 1,
        pwd: 'Cli#Backup-2026',
      },
      { token: admin },
    );
    expect(added.body.code).toBe(200);
    const url = (source.pool as unknown as { options: { connectionString: string } }).options.connectionString;

    const first = path.join(dir, 'external.ndjson.gz');
    const backup = await npm(['db:backup', '--', first], { DATABASE_URL: url });
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(/备份完成：.*external\.ndjson\.gz（\d+ 张表，\d+ 行）/);

    const dataDir = path.join(dir, 'data');
    const restore = await npm(['db:restore', '--', first], { DATA_DIR: dataDir });
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toMatch(/恢复完成：\d+ 张表，\d+ 行/);

    const second = path.join(dir, 'embedded.ndjson.gz');
    const again = await npm(['db:backup', '--', second], { DATA_DIR: dataDir });
    expect(again.code, again.out).toBe(0);

    const [a, b] = [rowsOf(first), rowsOf(second)];
    expect(a.length).toBeGreaterThan(100);
    expect(b).toEqual(a);
    expect(a.some((l) => l.includes('"clibackup"'))).toBe(true);
  }, 240_000);

  it('refuses a restore without a file, and a backup of a data directory that holds no database', async () => {
    const none = await npm(['db:restore'], { DATA_DIR: path.join(dir, 'empty') });
    expect(none.code).not.toBe(0);
    expect(none.out).toContain('请指定备份文件');
    const nothing = await npm(['db:backup'], { DATA_DIR: path.join(dir, 'nothing-here') });
    expect(nothing.code).not.toBe(0);
    expect(nothing.out).toContain('没有可备份的数据库');
  }, 60_000);
});
