import { loadSchemas } from '@console/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { type App, build } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { loopTurns } from '../test/loop-turns.ts';
import { AREAS, DISPLAY_NAME } from './registry.ts';

describe('registerModules', () => {
  it('lets the event loop turn between areas while the app is built, so that a start’s database steps move on meanwhile', async () => {
    // Loaded beforehand: loading them reads files, which turns the loop anyway.
    await loadSchemas();
    const { db, pool } = createDb('postgres://nobody@127.0.0.1:1/none', 1);
    let app: App | undefined;
    const turns = await loopTurns(async () => {
      app = await build({ config: loadConfig({ LOG_LEVEL: 'silent', JOBS: '0' } as NodeJS.ProcessEnv), db, pool });
    });
    expect(turns).toBeGreaterThanOrEqual(30);
    expect(app?.hasRoute({ method: 'GET', url: '/api/user/queryList' })).toBe(true);
    await pool.end();
  });

  it('registers each area under its function’s name as a display name, which spares Fastify searching the module cache for it', async () => {
    await loadSchemas();
    const { db, pool } = createDb('postgres://nobody@127.0.0.1:1/none', 1);
    const app = await build({ config: loadConfig({ LOG_LEVEL: 'silent', JOBS: '0' } as NodeJS.ProcessEnv), db, pool });
    for (const routes of AREAS) expect((routes as unknown as Record<symbol, string>)[DISPLAY_NAME]).toBe(routes.name);
    expect(app.printPlugins()).toContain('productRoutes');
    await pool.end();
  });
});
