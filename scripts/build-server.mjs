// Bundles the server's TypeScript (and the contract's) into one ES module for `npm start`, so that the
// running process needs no TypeScript loader: tsx's loader thread and its compile caches cost ~45 MB of RSS
// and part of every start. Packages from node_modules stay external (loaded by Node as usual).
// The bundle sits two folders below apps/server, like the sources it comes from, so the paths the server
// computes from import.meta.url (drizzle/, the web apps' dist/) resolve the same in both.
import { existsSync, readFileSync, renameSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/server/dist/bundle');
/**
 * A build's files in `dir`. inputs.json: the repository's files the bundles were made from (esbuild's metafile),
 * so that a start judges the build by their dates alone, where walking apps/server/src and packages/contract/src
 * (~750 entries, tests included) took 25–100 ms of every warm start (issue 31). A file added or removed
 * changes a file that imports it, which is listed.
 */
const outputs = (dir) => ({ entry: path.join(dir, 'entry.mjs'), boot: path.join(dir, 'boot.mjs'), inputs: path.join(dir, 'inputs.json') });
export const bundleFile = outputs(outdir).entry;
/** What `npm start` imports first (src/boot.ts): the config check and the embedded PostgreSQL's launch. */
export const bootFile = outputs(outdir).boot;

/**
 * True when a bundle or its input list is missing, or one of its inputs is gone or newer than the entry bundle.
 * `dir`: where the bundles are (the tests build elsewhere, out of the way of a start running beside them).
 */
export function bundleIsStale(dir = outdir) {
  const out = outputs(dir);
  const built = statSync(out.entry, { throwIfNoEntry: false });
  if (!built || !existsSync(out.boot) || !existsSync(out.inputs)) return true;
  const inputs = JSON.parse(readFileSync(out.inputs, 'utf8'));
  return inputs.some((f) => !(statSync(path.join(root, f), { throwIfNoEntry: false })?.mtimeMs <= built.mtimeMs));
}

const INLINED = ['drizzle-orm'];

export async function buildServer(dir = outdir) {
  const out = outputs(dir);
  const deps = ['apps/server/package.json', 'packages/contract/package.json'].flatMap((p) =>
    Object.keys(JSON.parse(readFileSync(path.join(root, p), 'utf8')).dependencies ?? {}),
  );
  // esbuild's JS API costs a start that has nothing to build ~100 ms to load.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    // Two bundles, each whole (no shared chunks): boot's few modules are also in the entry's.
    entryPoints: ['entry', 'boot'].map((e) => path.join(root, `apps/server/src/${e}.ts`)),
    outdir: dir,
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
    metafile: true,
    logLevel: 'warning',
  });
  mkdirSync(dir, { recursive: true });
  // Two instances may start (and build) at once: each file appears whole, by rename, never half written.
  // The maps first, so that a bundle never points to a map that is not there yet, and the entry last (its
  // date says whether the build is stale).
  const rank = (p) => (p.endsWith('.map') ? 0 : p === out.entry ? 2 : 1);
  // Packages from node_modules are left out as the walk left them: `npm install` does not rebuild the bundle.
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.includes('node_modules/'));
  const files = [
    ...result.outputFiles.map((f) => ({ path: f.path, contents: f.contents })),
    { path: out.inputs, contents: `${JSON.stringify(inputs)}\n` },
  ].sort((a, b) => rank(a.path) - rank(b.path));
  for (const f of files) {
    const tmp = `${f.path}.${process.pid}.tmp`;
    writeFileSync(tmp, f.contents);
    renameSync(tmp, f.path);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
