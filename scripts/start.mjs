// `npm start`: bundles the server and builds the web apps when their sources are newer than their build,
// then runs the server in this same process (so SIGINT/SIGTERM reach it directly and it can drain and stop
// PostgreSQL). The server runs from its bundle (scripts/build-server.mjs): no TypeScript loader at run time.
import module from 'node:module';
import { pathToFileURL } from 'node:url';

// Node 22+ keeps the compiled code of every module it loads (in the system's temp folder, or NODE_COMPILE_CACHE):
// a warm start compiles none of the server's packages again (issue 31). Node 20 has no such cache.
module.enableCompileCache?.();

const { bootFile, buildServer, bundleFile, bundleIsStale } = await import('./build-server.mjs');
if (bundleIsStale()) await buildServer();
const fail = (msg) => {
  process.stderr.write(`启动失败：${msg}\n`);
  process.exit(1);
};
// The small bundle first: a bad setting is reported in one line before anything slow happens, and the
// embedded PostgreSQL starts now, coming up while the server's bundle (most of a warm start) is imported.
const boot = await import(pathToFileURL(bootFile).href);
let config;
try {
  config = boot.loadConfig();
} catch (e) {
  fail(e instanceof boot.ConfigError ? e.message : e);
}
let database;
try {
  database = await boot.launchDatabase(config);
} catch (e) {
  fail(e.message);
}

if (process.env.SKIP_BUILD !== '1') {
  const { buildWebApps } = await import('./web-build.mjs');
  const failed = buildWebApps({ force: !!process.env.FORCE_BUILD, say: (name) => process.stdout.write(`构建 ${name}…\n`) });
  if (failed) {
    await database?.stop();
    fail(failed);
  }
}

// The bundle has a source map beside it; `NODE_OPTIONS=--enable-source-maps npm start` makes stack traces name
// the TypeScript sources (off by default: parsing the map costs ~14 MB of RSS).
const server = await import(pathToFileURL(bundleFile).href);
await server.runServer(database);
