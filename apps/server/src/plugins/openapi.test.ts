import { afterAll, expect, it } from 'vitest';
import { build } from '../app.ts';
import { loadConfig } from '../config.ts';
import { buildTestApp } from '../test/build-app.ts';

const t = await buildTestApp();
afterAll(() => t.close());

type Doc = { paths: Record<string, unknown> };
const docOf = (app: unknown) => (app as { swagger?: () => Doc }).swagger?.();

it('builds no OpenAPI document when API_DOCS is off (the tests’ apps included): no swagger, no /api/docs', async () => {
  expect(t.app.hasDecorator('swagger')).toBe(false);
  expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
});

it('builds it and serves it with API_DOCS on (the tests that walk every route read it so)', async () => {
  const config = loadConfig({ DEMO_DATA: '0', LOG_LEVEL: 'silent', JOBS: '0', API_DOCS: '1' } as NodeJS.ProcessEnv);
  const app = await build({ config, db: t.db, pool: t.pool });
  await app.ready();
  expect(docOf(app)?.paths['/user/queryList']).toBeDefined();
  expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  await app.close();
});
