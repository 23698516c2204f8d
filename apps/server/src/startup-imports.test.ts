import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Packages that cost start-up time (CPU to import, measured on the bench machine) for a feature no first
 * request needs: they load with the first export, import or article (issue 31: warm start under 800 ms).
 */
const LAZY = ['exceljs', 'sanitize-html', 'saxes'];

function* sources(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'test') yield* sources(full);
      // Tests and their fixtures (`*fixtures.ts`) are never part of the server a request reaches.
    } else if (e.name.endsWith('.ts') && !/(\.test|fixtures)\.ts$/.test(e.name)) yield full;
  }
}

describe('start-up imports', () => {
  it('the server imports heavy packages a first request does not need only when it first needs them', () => {
    const found: string[] = [];
    const statically = new RegExp(`^import (?!type )[^;]*from '(${LAZY.join('|')})';`, 'm');
    for (const file of sources(__dirname)) {
      const m = readFileSync(file, 'utf8').match(statically);
      if (m) found.push(`${path.relative(__dirname, file)}: ${m[1]}`);
    }
    expect(found).toEqual([]);
  });
});
