import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-main-test-'));
const started: ChildProcess[] = [];
// A failing test must not leave a server behind holding its port for the next run.
afterAll(() => {
  for (const c of started) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type Run = { child: ChildProcess; out: () => string; exited: Promise<number | null> };

function start(env: Record<string, string>, nodeArgs: string[] = []): Run {
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out: () => out, exited };
}

async function waitUp(port: number, run: Run) {
  for (let i = 0; i < 300; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (r.ok) return;
    } catch {
      /* not yet */
    }
    if (run.child.exitCode !== null) throw new Error(run.out());
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not up: ${run.out()}`);
}

const post = (port: number, url: string, body: unknown, token?: string) =>
  fetch(`http://127.0.0.1:${port}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json());

describe('npm start', () => {
  it('reports a bad PORT in one line and exits non-zero', async () => {
    const run = start({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.out().trim()).toBe('启动失败：配置错误 PORT: PORT 必须是 1–65535 之间的整数');
  });

  it('reports an unreachable DATABASE_URL in one line, without its password, and exits non-zero', async () => {
    const run = start({ PORT: '18931', DATABASE_URL: 'postgres://u:secret@127.0.0.1:1/none' });
    expect(await run.exited).toBe(1);
    const lines = run.out().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^启动失败：无法连接数据库 postgres:\/\/u:\*\*\*@127\.0\.0\.1:1\/none/);
  });

  it('prints a random admin password once, drains on SIGTERM and keeps every row for the next start', async () => {
    const port = 18932;
    const first = start({ PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: '', DEMO_DATA: '0' });
    await waitUp(port, first);
    const printed = first.out().match(/初始密码：(\S+)/)?.[1];
    expect(printed).toBeTruthy();
    const login = await post(port, '/user/login', { loginId: 'admin', password: printed });
    expect(login.code).toBe(200);
    expect((await post(port, '/user/updatePwdCurr', { pwd: printed, newPwd: 'Kept#2026' }, login.data.token)).code).toBe(200);

    // A sign-in is in flight (scrypt takes tens of ms) when the signal arrives: it still gets its answer.
    const inFlight = post(port, '/user/login', { loginId: 'admin', password: 'Kept#2026' });
    await new Promise((r) => setTimeout(r, 15));
    first.child.kill('SIGTERM');
    expect((await inFlight).code).toBe(200);
    expect(await first.exited, first.out()).toBe(0);
    expect(first.out()).toContain('已停止。');

    const second = start({ PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: '', DEMO_DATA: '0' });
    await waitUp(port, second);
    expect(second.out()).not.toContain('初始密码');
    expect((await post(port, '/user/login', { loginId: 'admin', password: 'Kept#2026' })).code).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited, second.out()).toBe(0);
  }, 180_000);

  it('starts PostgreSQL before it loads the server, and reports a PostgreSQL that exits before it is ready in one line', async () => {
    const port = 18933;
    const dir = path.join(dataDir, 'order');
    const env = { PORT: String(port), DATA_DIR: dir, ADMIN_PASSWORD: 'Order#2026', DEMO_DATA: '0' };
    const first = start(env);
    await waitUp(port, first);
    first.child.kill('SIGTERM');
    expect(await first.exited, first.out()).toBe(0);

    // Warm: the database process runs before the server's bundle is even read (issue 31: they come up together).
    const warm = start(env, ['--import', path.join(root, 'apps/server/src/test/start-order.mjs')]);
    await waitUp(port, warm);
    const order = warm.out().match(/^ORDER .*$/gm);
    expect(order).toEqual(['ORDER spawn postgres', 'ORDER load server bundle']);
    warm.child.kill('SIGTERM');
    expect(await warm.exited, warm.out()).toBe(0);

    // The start kept the compiled code of what it loaded, for the next one (Node 22+; the suite runs on Node 26).
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'console-compile-cache-'));
    const cached = start({ ...env, TMPDIR: tmp });
    await waitUp(port, cached);
    cached.child.kill('SIGTERM');
    expect(await cached.exited, cached.out()).toBe(0);
    expect(readdirSync(path.join(tmp, 'node-compile-cache'), { recursive: true }).length).toBeGreaterThan(0);
    rmSync(tmp, { recursive: true, force: true });

    // A setting PostgreSQL refuses makes it exit after its process started: one line, non-zero, nothing left running.
    appendFileSync(path.join(dir, 'pg', 'postgresql.conf'), '\nno_such_setting = 1\n');
    const broken = start(env);
    expect(await broken.exited).toBe(1);
    const lines = broken
      .out()
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('[postgres]'));
    expect(lines).toEqual([`启动失败：无法启动内置 PostgreSQL（${path.join(dir, 'pg')}）：PostgreSQL 进程在就绪前退出`]);
    expect(existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
