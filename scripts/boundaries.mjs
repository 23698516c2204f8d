// `npm run lint` (after Biome): the code's boundaries, which Biome cannot express.
// - a client feature (apps/<app>/src/features/<name>) imports no other feature: shared code lives in
//   packages/web-kit, packages/contract or the app's own shared folder;
// - an app imports nothing from another app's internals (apps/console ↛ apps/business and back, no client
//   → server), and packages never import apps;
// - a descriptor module (packages/contract/src/api/*), and the declaration and format modules, load no zod:
//   they import only endpoint.ts, declaration.ts, common-fields.ts, format.ts, money.ts and descriptor modules (types aside), and reaches its schemas by `import()` alone — pages list and call with
//   it before zod loads (issue 12);
// - a source file stays under MAX_LINES, except those listed in LONG_FILES with the reason.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 400;
/** Files allowed past MAX_LINES, each with why (keep this list short). */
export const LONG_FILES = {};

const SOURCE = /\.(ts|tsx|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'drizzle', 'test-results', 'playwright-report']);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (SOURCE.test(name)) out.push(p);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Where a file sits: its app or package, and its feature when it is in one. */
function place(rel) {
  const parts = rel.split('/');
  const unit = parts[0] === 'apps' || parts[0] === 'packages' ? `${parts[0]}/${parts[1]}` : parts[0];
  const fi = parts.indexOf('features');
  const feature = parts[0] === 'apps' && fi === 3 && parts.length > 5 ? parts[4] : undefined;
  return { unit, feature };
}

const API_DIR = 'packages/contract/src/api';
/** Contract modules outside api/ that load no zod either: the endpoint protocol, resource declarations, formats. */
const ZOD_FREE = ['endpoint.ts', 'declaration.ts', 'common-fields.ts', 'document-fields.ts', 'format.ts', 'money.ts', 'words.ts'].map(
  (f) => `packages/contract/src/${f}`,
);
/** What a descriptor module may import statically: the zod-free modules and the other descriptor modules. */
function loadsNoZod(rel, spec) {
  if (!spec.startsWith('.')) return false;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
  return ZOD_FREE.includes(target) || target.startsWith(`${API_DIR}/`);
}

/** Problems in the tree under `root` (paths relative to it). */
export function check(root) {
  const problems = [];
  const files = ['apps', 'packages', 'e2e', 'bench', 'scripts']
    .map((d) => path.join(root, d))
    .filter((d) => {
      try {
        return statSync(d).isDirectory();
      } catch {
        return false;
      }
    })
    .flatMap((d) => walk(d));
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length;
    if (lines > MAX_LINES && !LONG_FILES[rel]) problems.push(`${rel}: ${lines} lines (over ${MAX_LINES}): split it by what it holds`);
    const from = place(rel);
    const descriptors = rel.startsWith(`${API_DIR}/`) || (ZOD_FREE.includes(rel) && !rel.endsWith('endpoint.ts'));
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (!spec) continue;
      if (descriptors && m[1] && !/^\s*(import|export)\s+type\b/.test(m[0]) && !loadsNoZod(rel, spec))
        problems.push(`${rel}: a descriptor module imports ${spec}; name schemas with schemas(() => import(…)) instead`);
      let target;
      if (spec.startsWith('.'))
        target = path
          .relative(root, path.resolve(path.dirname(file), spec))
          .split(path.sep)
          .join('/');
      else if (spec.startsWith('@console/server')) target = 'apps/server/src';
      else continue;
      const to = place(target);
      if (from.unit.startsWith('packages/') && to.unit.startsWith('apps/')) problems.push(`${rel}: a package imports an app (${spec})`);
      else if (from.unit.startsWith('apps/') && to.unit.startsWith('apps/') && from.unit !== to.unit) {
        problems.push(`${rel}: imports another app's internals (${spec})`);
      } else if (from.feature && to.feature && from.unit === to.unit && from.feature !== to.feature) {
        problems.push(
          `${rel}: feature '${from.feature}' imports feature '${to.feature}' (${spec}); move the shared part to web-kit or the app's shared folder`,
        );
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = check(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const p of problems) process.stderr.write(`✖ ${p}\n`);
  if (problems.length) process.exit(1);
  process.stdout.write('boundaries: ok\n');
}
