// `npm run routes`: prints every API route with the permission it declares, as a Markdown table.
// Builds the app without a database connection (nothing is queried).
const { register } = await import('tsx/esm/api');
register();
const { build } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { createDb } = await import('../apps/server/src/db/client.ts');

const { db, pool } = createDb('postgres://nobody@127.0.0.1:1/none', 1);
const app = await build({ config: loadConfig({ LOG_LEVEL: 'silent', JOBS: 'false' }), db, pool });
// The routes are all there once the plugins have loaded (after()); ready() would also run the areas' start-up work
// (the partner configs, the sync and push sweeps), which needs the database this script does not have.
await app.after();
const rows = app.routeTable
  .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
  .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
process.stdout.write('| method | path | permission |\n|---|---|---|\n');
for (const r of rows)
  process.stdout.write(
    `| ${r.method} | ${r.url.replace(/^\/api/, '')} | ${Array.isArray(r.permission) ? r.permission.join(' or ') : (r.permission ?? '**none**')} |\n`,
  );
await app.close();
await pool.end();
