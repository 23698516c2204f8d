import pg from 'pg';
import { createDb, type Tx } from '../db/client.ts';
import { DEMO_TEMPLATE_DB, ORDER_DEMO_TEMPLATE_DB, TEMPLATE_DB, withDb } from './test-databases.ts';

type DemoTemplate = typeof DEMO_TEMPLATE_DB | typeof ORDER_DEMO_TEMPLATE_DB;

/**
 * What each template loads (modules imported only here: most files never read the demo), and an advisory lock
 * no other lock of the suite uses: the first file that asks builds the template, the others (in other workers)
 * wait for it instead of building their own.
 */
const TEMPLATES: Record<DemoTemplate, { lock: number; load: (tx: Tx) => Promise<unknown> }> = {
  // The whole demo, as seed/demo.ts's seedDemo loads it.
  [DEMO_TEMPLATE_DB]: { lock: 727_100, load: async (tx) => (await import('../seed/demo.ts')).seedDemo(tx) },
  // What the demo seeds before any area that acts on orders (demo-app.ts's ORDER_DEMO): the demo seeders' tests
  // of those areas start from it.
  [ORDER_DEMO_TEMPLATE_DB]: {
    lock: 727_101,
    load: async (tx) => {
      const [{ allowDemoStatements }, { ORDER_DEMO }] = await Promise.all([import('../seed/demo.ts'), import('./demo-app.ts')]);
      await allowDemoStatements(tx);
      for (const run of ORDER_DEMO) await run(tx);
    },
  },
};

const ready = new Map<DemoTemplate, Promise<string>>();

/**
 * The migrated, seeded template with demo data loaded in one transaction, as a file would load it, made once
 * per run: copying it (CREATE DATABASE … TEMPLATE, a file copy) costs a fraction of loading the data again in
 * each file that reads it.
 */
export function demoTemplate(serverUrl: string, name: DemoTemplate = DEMO_TEMPLATE_DB) {
  const made = ready.get(name) ?? build(serverUrl, name);
  ready.set(name, made);
  return made;
}

async function build(serverUrl: string, name: DemoTemplate) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Session-level: released when this connection ends, even if the build fails.
    await admin.query('select pg_advisory_lock($1)', [TEMPLATES[name].lock]);
    const made = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (made.rowCount) return name;
    // Built under another name and renamed when whole: a failed build never leaves a half-loaded template.
    const building = `${name}_build`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building} template ${TEMPLATE_DB}`);
    const { db, pool } = createDb(withDb(serverUrl, building), 2);
    try {
      await db.transaction((tx) => TEMPLATES[name].load(tx));
    } finally {
      await pool.end();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}
