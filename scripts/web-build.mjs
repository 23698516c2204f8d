// The web apps' builds, made again when their sources are newer: `npm start` and the bench share this rule.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

// What every web build reads besides its own folder: the shared packages and the build plugins (scripts/*.mjs).
const SHARED = ['packages/contract/src', 'packages/web-kit/src', 'scripts'];

export const webApps = [
  { name: 'console', built: 'apps/console/dist/index.html' },
  { name: 'business', built: 'apps/business/dist/entry.js' },
];

/** True when the app has no build or a source it reads is newer than it. */
export function webBuildIsStale(app) {
  const builtAt = newestMtime(path.join(root, app.built));
  const sourceAt = Math.max(...SHARED.map((p) => newestMtime(path.join(root, p))), newestMtime(path.join(root, 'apps', app.name)));
  return !builtAt || builtAt < sourceAt;
}

/**
 * Builds each stale web app (each one, with `force`); `say` hears which. Returns the failure's message, or
 * undefined when every app is built.
 */
export function buildWebApps({ force = false, say = () => {}, stdio = 'inherit' } = {}) {
  for (const app of webApps) {
    if (!force && !webBuildIsStale(app)) continue;
    say(app.name);
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: path.join(root, 'apps', app.name),
      stdio,
      encoding: 'utf8',
    });
    if (r.status !== 0) return `${app.name} 构建失败${r.stderr ? `：${r.stderr.trim().split('\n').slice(-3).join(' ')}` : ''}`;
  }
  return undefined;
}

// `node scripts/web-build.mjs`: what `npm start` builds, on its own (`npm test` makes it while Vitest runs).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const failed = buildWebApps({ say: (name) => process.stdout.write(`构建 ${name}…\n`) });
  if (failed) {
    process.stderr.write(`${failed}\n`);
    process.exit(1);
  }
}
