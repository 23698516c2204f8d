import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

// Issue 26: a field's Chinese label is written in one source file (its declaration, or common-fields.ts for the
// labels many areas share); every other file reads it from there. The figure is `npm run stats`'s own count.
it('writes each declared label in one source file outside tests, demo data and the menu seed', { timeout: 120_000 }, () => {
  const out = execFileSync(process.execPath, ['scripts/stats.mjs'], { cwd: root, encoding: 'utf8' });
  const line = out.split('\n').find((l) => l.startsWith('declared labels written in more than one file')) ?? '';
  // On failure the message lists each repeated label with its files.
  const listed = out.slice(out.indexOf(line)).split('\n').slice(0, 40).join('\n');
  expect(line, listed).toMatch(/ 0 of \d+$/);
});
