// `npm test`: unit and API tests (Vitest), then the browser tests (Playwright in Chromium).
// Ends with one plain `N passed, N failed` line over both, and a non-zero exit on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(os.tmpdir(), 'console-test-report-'));
const only = process.argv[2];

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (f) => {
  try {
    return JSON.parse(readFileSync(f, 'utf8'));
  } catch {
    return undefined;
  }
};

// The web build e2e's server would make first (start.mjs: when a source is newer than the build) is made now,
// beside Vitest, on the CPU its workers leave while they wait on PostgreSQL: at a low priority, so that it takes
// none from them. start.mjs then finds the build as new as the tree and serves it; a failed build is made again
// (and reported) there.
const webBuild =
  only === 'unit'
    ? undefined
    : new Promise((resolve) => {
        const child = spawn('node', ['scripts/web-build.mjs'], { cwd: root, stdio: 'inherit' });
        try {
          os.setPriority(child.pid, 15);
        } catch {}
        child.on('exit', resolve);
        child.on('error', resolve);
      });

let passed = 0;
let failed = 0;
let status = 0;

if (only !== 'e2e') {
  const file = path.join(out, 'vitest.json');
  status |= run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const r = readJson(file);
  if (r) {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } else failed += 1;
}

if (only !== 'unit') {
  await webBuild;
  const file = path.join(out, 'e2e.json');
  status |= run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const r = readJson(file);
  if (r?.stats) {
    passed += r.stats.expected;
    failed += r.stats.unexpected + r.stats.flaky;
  } else failed += 1;
}

process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(status || failed ? 1 : 0);
