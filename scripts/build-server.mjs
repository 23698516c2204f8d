// Bundles the server's TypeScript (and the contract's) into one ES module for `npm start`, so that the
// running process needs no TypeScript loader: tsx's loader thread and its compile caches cost ~45 MB of RSS
// and part of every start. Packages from node_modules stay external (loaded by Node as usual).
// The bundle sits two folders below apps/server, like the sources it comes from, so the paths the server
// computes from import.meta.url (drizzle/, the web apps' dist/) resolve the same in both.
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/server/dist/bundle');
export const bundleFile = path.join(outdir, 'entry.mjs');
/** What `npm start` imports first (src/boot.ts): the config check and the embedded PostgreSQL's launch. */
export const bootFile = path.join(outdir, 'boot.mjs');
const sources = ['apps/server/src', 'packages/contract/src'].map((p) => path.join(root, p));

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

export const bundleIsStale = () =>
  !existsSync(bundleFile) || !existsSync(bootFile) || statSync(bundleFile).mtimeMs < Math.max(...sources.map(newestMtime));

const INLINED = ['drizzle-orm'];

export async function buildServer() {
  const deps = ['apps/server/package.json', 'packages/contract/package.json'].flatMap((p) =>
    Object.keys(JSON.parse(readFileSync(path.join(root, p), 'utf8')).dependencies ?? {}),
  );
  // esbuild's JS API costs a start that has nothing to build ~100 ms to load.
  const { build } = await import('esbuild');
  const result = await build({
    // Two bundles, each whole (no shared chunks): boot's few modules are also in the entry's.
    entryPoints: ['entry', 'boot'].map((e) => path.join(root, `apps/server/src/${e}.ts`)),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // drizzle-orm goes into the bundle: loaded from node_modules it is ~450 files, and Node 26 reads its 175 KB
    // package.json's exports again for each one (~1 s of a warm start, against ~50 ms on Node 20).
    external: deps.filter((d) => !d.startsWith('@console/') && !INLINED.includes(d)),
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outdir, { recursive: true });
  // Two instances may start (and build) at once: each file appears whole, by rename, never half written.
  // The maps first, so that a bundle never points to a map that is not there yet, and the entry last (its
  // date says whether the build is stale).
  const rank = (p) => (p.endsWith('.map') ? 0 : p === bundleFile ? 2 : 1);
  const files = [...result.outputFiles].sort((a, b) => rank(a.path) - rank(b.path));
  for (const f of files) {
    const tmp = `${f.path}.${process.pid}.tmp`;
    writeFileSync(tmp, f.contents);
    renameSync(tmp, f.path);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
