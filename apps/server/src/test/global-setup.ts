import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { type Embedded, startEmbedded } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { seed } from '../seed/seed.ts';
import { DEMO_TEMPLATE_DB, ORDER_DEMO_TEMPLATE_DB, TEMPLATE_DB, TEST_ADMIN_PASSWORD, withDb } from './test-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

/** One PostgreSQL for the run (embedded, or TEST_DATABASE_URL's server) and a migrated, seeded template. */
export default async function setup(project: TestProject) {
  let embedded: Embedded | undefined;
  let dir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'console-test-pg-'));
    embedded = await startEmbedded(path.join(dir, 'pg'), { durable: false });
    serverUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A server kept between runs (TEST_DATABASE_URL) keeps the last run's demo templates: made again from this template.
  for (const db of [DEMO_TEMPLATE_DB, ORDER_DEMO_TEMPLATE_DB].flatMap((d) => [`${d}_build`, d]).concat(TEMPLATE_DB))
    await admin.query(`drop database if exists ${db}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();

  const { db, pool } = createDb(withDb(serverUrl, TEMPLATE_DB), 2);
  await runMigrations(db);
  const config = loadConfig({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, DEMO_DATA: '0' } as NodeJS.ProcessEnv);
  await seed(db, config, () => {});
  await pool.end();

  project.provide('pgServerUrl', serverUrl);
  return async () => {
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
