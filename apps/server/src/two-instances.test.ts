import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDb } from './test/global-setup.ts';

/**
 * Two server processes on one PostgreSQL (DATABASE_URL), as behind a load balancer: what one instance
 * does, the other sees at once — sessions, throttles, permission changes.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PASSWORD = 'Two#Instances2026';
const ports = [18941, 18942];
const children: ChildProcess[] = [];
let dbName: string;

async function waitUp(port: number, child: ChildProcess, out: () => string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error(out());
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not up: ${out()}`);
}

const call = async (port: number, method: 'GET' | 'POST', url: string, body?: unknown, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: Record<string, unknown> } };
};
const login = async (port: number, loginId: string, password: string) => call(port, 'POST', '/user/login', { loginId, password });

beforeAll(async () => {
  const server = inject('pgServerUrl');
  dbName = `two_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  // Both start together against an empty database: migrations and seed must not trip over each other.
  await Promise.all(
    ports.map(async (port) => {
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: root,
        env: {
          ...process.env,
          SKIP_BUILD: '1',
          LOG_LEVEL: 'warn',
          PORT: String(port),
          DATABASE_URL: withDb(server, dbName),
          ADMIN_PASSWORD: PASSWORD,
          DEMO_DATA: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout?.on('data', (d) => (out += d));
      child.stderr?.on('data', (d) => (out += d));
      children.push(child);
      await waitUp(port, child, () => out);
    }),
  );
}, 180_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.once('exit', () => resolve());
          c.kill('SIGTERM');
          setTimeout(() => c.kill('SIGKILL'), 20_000).unref();
        }),
    ),
  );
  const admin = new pg.Client({ connectionString: inject('pgServerUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}, 60_000);

describe('two instances on one PostgreSQL', () => {
  const [a, b] = ports;

  it('a session made on one works on the other, and a logout on one ends it on both', async () => {
    const { body } = await login(a, 'admin', PASSWORD);
    const token = body.data.token as string;
    expect((await call(b, 'GET', '/user/currentMenu', undefined, token)).status).toBe(200);
    expect((await call(b, 'POST', '/user/exit', {}, token)).body.code).toBe(200);
    expect((await call(a, 'GET', '/user/currentMenu', undefined, token)).body.code).toBe(600008);
    expect((await call(b, 'GET', '/user/currentMenu', undefined, token)).body.code).toBe(600008);
  });

  it('throttles count across both: failures on either lock the account on both', async () => {
    const admin = (await login(a, 'admin', PASSWORD)).body.data.token as string;
    const add = await call(
      a,
      'POST',
      '/user/insert',
      {
        name: '双实例',
        cellPhone: '13800000002',
        loginId: 'twoinst',
        email: '',
        tel: '1',
        roleType: '0002',
        status: 1,
        pwd: 'Right#Pass2026',
      },
      admin,
    );
    expect(add.body.code).toBe(200);
    for (let i = 0; i < 5; i++) await login(i % 2 ? a : b, 'twoinst', `wrong-${i}-guess`);
    // Locked on both: even the right password answers like a wrong one.
    expect((await login(a, 'twoinst', 'Right#Pass2026')).body.message).toBe('账号或密码错误');
    expect((await login(b, 'twoinst', 'Right#Pass2026')).body.message).toBe('账号或密码错误');
  });

  it('a permission change made through one applies on the other at the next request', async () => {
    const admin = (await login(a, 'admin', PASSWORD)).body.data.token as string;
    const role = await call(a, 'POST', '/roles/add', { roleName: '双实例角色', remark: '' }, admin);
    const roleCode = role.body.data.code as string;
    expect(
      (await call(a, 'POST', '/roles/menu', { code: roleCode, menuCode: 'system,roleManagement,roleManagement.query' }, admin)).body.code,
    ).toBe(200);
    const user = await call(
      a,
      'POST',
      '/user/insert',
      {
        name: '角色用户',
        cellPhone: '13800000003',
        loginId: 'tworole',
        email: '',
        tel: '1',
        roleType: roleCode,
        status: 1,
        pwd: 'Role#Pass2026x',
      },
      admin,
    );
    expect(user.body.code).toBe(200);
    const token = (await login(b, 'tworole', 'Role#Pass2026x')).body.data.token as string;
    expect((await call(b, 'GET', '/roles/queryList?page=1', undefined, token)).status).toBe(200);
    // Taken away through instance A …
    expect((await call(a, 'POST', '/roles/menu', { code: roleCode, menuCode: 'system' }, admin)).body.code).toBe(200);
    // … refused on instance B at the very next request.
    expect((await call(b, 'GET', '/roles/queryList?page=1', undefined, token)).status).toBe(403);
  });
});
