import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject as provided } from 'vitest';
import { type App, type BuildOptions, build } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { demoTemplate } from './demo-template.ts';
import { TEMPLATE_DB, TEST_ADMIN_PASSWORD, withDb } from './test-databases.ts';

export { TEST_ADMIN_PASSWORD };

type Method = 'GET' | 'POST';
type CallOptions = { token?: string; query?: Record<string, unknown>; headers?: Record<string, string> };

/** Runs one statement on the test server outside the tests' databases: creating or dropping one. */
export async function onServer(serverUrl: string, statement: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/**
 * The built app on a database of its own (a copy of the migrated, seeded template), with helpers to
 * sign in and call it the way the console does.
 */
export function buildTestApp(
  env: Record<string, string> = {},
  extend?: (app: App) => void,
  logger?: BuildOptions['logger'],
  web?: BuildOptions['web'],
) {
  return appOn(TEMPLATE_DB, env, extend, logger, web);
}

/**
 * buildTestApp on a copy of a demo template: by default the whole demo loaded, as `seedDemo` in one transaction
 * loads it; ORDER_DEMO_TEMPLATE_DB, what the demo seeds before the areas acting on orders.
 */
export async function buildDemoTestApp(env: Record<string, string> = {}, template?: Parameters<typeof demoTemplate>[1]) {
  return appOn(await demoTemplate(provided('pgServerUrl'), template), env);
}

async function appOn(
  template: string,
  env: Record<string, string>,
  extend?: (app: App) => void,
  logger?: BuildOptions['logger'],
  web?: BuildOptions['web'],
) {
  const serverUrl = provided('pgServerUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name} template ${template}`);

  const url = withDb(serverUrl, name);
  // '$self' stands for the test database's own URL (DATABASE_READ_URL pointed at the primary).
  const vars = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '$self' ? url : v]));
  const config = loadConfig({ DEMO_DATA: '0', LOG_LEVEL: 'silent', JOBS: '0', ...vars } as NodeJS.ProcessEnv);
  const { db, pool } = createDb(url, 5);
  const app = await build({ config, db, pool, logger, web });
  extend?.(app);
  await app.ready();

  const call = async (method: Method, url: string, body?: unknown, opts: CallOptions = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await app.inject({
      method,
      url: `/api${url}`,
      query: opts.query as Record<string, string> | undefined,
      payload: body === undefined ? undefined : (body as object),
      headers,
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };

  const login = async (loginId = 'admin', password = TEST_ADMIN_PASSWORD) => {
    const res = await call('POST', '/user/login', { loginId, password, platformCode: '0004', ip: '' });
    if (res.body.code !== 200) throw new Error(`login ${loginId} failed: ${res.body.message}`);
    return res.body.data.token as string;
  };

  return {
    app,
    db,
    pool,
    config,
    call,
    get: (url: string, query?: Record<string, unknown>, opts: CallOptions = {}) => call('GET', url, undefined, { ...opts, query }),
    post: (url: string, body?: unknown, opts: CallOptions = {}) => call('POST', url, body ?? {}, opts),
    login,
    close: async () => {
      await app.close();
      await pool.end();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof appOn>>;

/** A test file's app, closed after the file, with admin's token. */
export async function signedInTestApp(env: Record<string, string> = {}) {
  const t = await buildTestApp(env);
  afterAll(() => t.close());
  return { t, token: await t.login() };
}
