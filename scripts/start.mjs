// `npm start`: bundles the server and builds the web apps when their sources are newer than their build,
// then runs the server in this same process (so SIGINT/SIGTERM reach it directly and it can drain and stop
// PostgreSQL). The server runs from its bundle (scripts/build-server.mjs): no TypeScript loader at run time.
import { pathToFileURL } from 'node:url';

const { buildServer, bundleFile, bundleIsStale } = await import('./build-server.mjs');
const { buildWebApps } = await import('./web-build.mjs');
if (bundleIsStale()) await buildServer();
// The bundle has a source map beside it; `NODE_OPTIONS=--enable-source-maps npm start` makes stack traces name
// the TypeScript sources (off by default: parsing the map costs ~14 MB of RSS).
const server = await import(pathToFileURL(bundleFile).href);
const { loadConfig, ConfigError } = server;
// A bad setting is reported in one line before anything slow happens.
try {
  loadConfig();
} catch (e) {
  process.stderr.write(`启动失败：${e instanceof ConfigError ? e.message : e}\n`);
  process.exit(1);
}

if (process.env.SKIP_BUILD !== '1') {
  const failed = buildWebApps({ force: !!process.env.FORCE_BUILD, say: (name) => process.stdout.write(`构建 ${name}…\n`) });
  if (failed) {
    process.stderr.write(`启动失败：${failed}\n`);
    process.exit(1);
  }
}

await server.runServer();
