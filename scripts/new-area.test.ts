import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A copy of the repository to scaffold into: the tracked and new files, and node_modules as links to this
 * checkout's packages (workspace links point into the copy, so the copy's contract and web-kit are used).
 */
function copyRepo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'new-area-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(path.join(root, f)));
  for (const f of files) cpSync(path.join(root, f), path.join(dir, f));
  const linkModules = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from)) {
      const source = path.join(from, entry);
      const stat = lstatSync(source);
      if (entry.startsWith('@') && stat.isDirectory()) linkModules(source, path.join(to, entry));
      else if (stat.isSymbolicLink() && !path.isAbsolute(readlinkSync(source))) symlinkSync(readlinkSync(source), path.join(to, entry));
      else symlinkSync(source, path.join(to, entry));
    }
  };
  linkModules(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  for (const ws of ['apps/server', 'apps/console', 'apps/business', 'packages/contract', 'packages/web-kit']) {
    const nm = path.join(root, ws, 'node_modules');
    if (existsSync(nm)) linkModules(nm, path.join(dir, ws, 'node_modules'));
  }
  return dir;
}

/** A command's exit status and output, without blocking the worker (spawnSync would hold it for the whole run). */
function run(cmd: string, args: string[], cwd: string) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(cmd, args, { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('npm run new:area', () => {
  let dir: string;
  let made: ReturnType<typeof spawnSync>;
  beforeAll(() => {
    dir = copyRepo();
    made = spawnSync('node', ['scripts/new-area.mjs', 'promo-code', '--label', '促销码'], { cwd: dir, encoding: 'utf8' });
  }, 120_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes the contract, table, migration, service, routes, tests, page and registry lines', () => {
    expect(made.status, String(made.stderr)).toBe(0);
    for (const f of [
      'packages/contract/src/promo-code.ts',
      'packages/contract/src/api/promo-code.ts',
      'apps/server/src/db/schema/promo-code.ts',
      'apps/server/src/modules/promo-code/promo-code.service.ts',
      'apps/server/src/modules/promo-code/promo-code.routes.ts',
      'apps/server/src/modules/promo-code/promo-code.test.ts',
      'apps/business/src/features/promo-code/PromoCodePage.tsx',
    ])
      expect(existsSync(path.join(dir, f)), f).toBe(true);
    const migrations = readdirSync(path.join(dir, 'apps/server/drizzle')).filter((f) => f.endsWith('_promo_code.sql'));
    expect(migrations).toHaveLength(1);
    expect(readFileSync(path.join(dir, 'apps/server/drizzle', migrations[0]), 'utf8')).toContain('CREATE TABLE "promo_code"');
    expect(readFileSync(path.join(dir, 'apps/server/src/db/menu-tree.ts'), 'utf8')).toContain("name: 'promoCode'");
  });

  it('refuses a name that is not kebab-case, and an area that exists', () => {
    expect(spawnSync('node', ['scripts/new-area.mjs', 'PromoCode'], { cwd: dir }).status).toBe(2);
    expect(spawnSync('node', ['scripts/new-area.mjs', 'promo-code', '--no-migration'], { cwd: dir }).status).not.toBe(0);
  });

  it('generates an area whose own API tests pass and whose page compiles', async () => {
    // Side by side: the API tests wait on their PostgreSQL most of the time, the compiler on nothing.
    const [test, tsc] = await Promise.all([
      run('npx', ['vitest', 'run', '--project', 'server', 'apps/server/src/modules/promo-code'], dir),
      run('npx', ['tsc', '-p', 'apps/business'], dir),
    ]);
    expect(test.status, test.stdout + test.stderr).toBe(0);
    expect(test.stdout).toMatch(/5 passed/);
    expect(tsc.status, tsc.stdout).toBe(0);
  }, 300_000);
});
