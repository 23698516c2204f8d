import pg from 'pg';
import { createDb } from '../db/client.ts';
import { DEMO_TEMPLATE_DB, TEMPLATE_DB, withDb } from './global-setup.ts';

// A number no other advisory lock of the suite uses: the first file that asks for the demo template builds it,
// the others (in other workers) wait for it instead of building their own.
const DEMO_TEMPLATE_LOCK = 727_100;

let ready: Promise<string> | undefined;

/**
 * The migrated, seeded template with the whole demo loaded (seed/demo.ts's seedDemo, in one transaction, as a
 * file would load it), made once per run: copying it (CREATE DATABASE … TEMPLATE, a file copy) costs a
 * fraction of loading the demo again in each file that reads it.
 */
export function demoTemplate(serverUrl: string) {
  ready ??= build(serverUrl);
  return ready;
}

async function build(serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Session-level: released when this connection ends, even if the build fails.
    await admin.query('select pg_advisory_lock($1)', [DEMO_TEMPLATE_LOCK]);
    const made = await admin.query('select 1 from pg_database where datname = $1', [DEMO_TEMPLATE_DB]);
    if (made.rowCount) return DEMO_TEMPLATE_DB;
    // Built under another name and renamed when whole: a failed build never leaves a half-loaded template.
    const building = `${DEMO_TEMPLATE_DB}_build`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building} template ${TEMPLATE_DB}`);
    const { db, pool } = createDb(withDb(serverUrl, building), 2);
    try {
      // Loaded only here: most files never read the demo.
      const { seedDemo } = await import('../seed/demo.ts');
      await db.transaction((tx) => seedDemo(tx));
    } finally {
      await pool.end();
    }
    await admin.query(`alter database ${building} rename to ${DEMO_TEMPLATE_DB}`);
    return DEMO_TEMPLATE_DB;
  } finally {
    await admin.end();
  }
}
