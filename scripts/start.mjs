// `npm start`: bundles the server and builds the web apps when their sources are newer than their build,
// then runs the server in this same process (so SIGINT/SIGTERM reach it directly and it can drain and stop
// PostgreSQL). The server runs from its bundle (scripts/build-server.mjs): no TypeScript loader at run time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of readdirSync(p)) {
    if (e === 'node_modules' || e === 'dist') continue;
    max = Math.max(max, newestMtime(path.join(p, e)));
  }
  return max;
}

const { buildServer, bundleFile, bundleIsStale } = await import('./build-server.mjs');
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

const shared = ['packages/contract/src', 'packages/web-kit/src'].map((p) => newestMtime(path.join(root, p)));
const apps = [
  { name: 'console', built: 'apps/console/dist/index.html' },
  { name: 'business', built: 'apps/business/dist/entry.js' },
];
for (const app of apps) {
  const dir = path.join(root, 'apps', app.name);
  const builtAt = newestMtime(path.join(root, app.built));
  const sourceAt = Math.max(...shared, newestMtime(dir));
  if (process.env.SKIP_BUILD === '1' || (builtAt && builtAt >= sourceAt && !process.env.FORCE_BUILD)) continue;
  process.stdout.write(`构建 ${app.name}…\n`);
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) {
    process.stderr.write(`启动失败：${app.name} 构建失败\n`);
    process.exit(1);
  }
}

await server.runServer();
