import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-app.ts';
import { createDb } from './client.ts';
import { runMigrations } from './migrate.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('runMigrations', () => {
  it('applies the migrations on the one connection that holds their lock (a start opens no second one for them)', async () => {
    const { db, pool } = createDb(t.pool.options.connectionString as string, 5);
    try {
      await runMigrations(db);
      expect(pool.totalCount).toBe(1);
      const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await pool.end();
    }
  });
});
