import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCommand } from './start-flags.mjs';

const withStart = (start: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'start-flags-')), 'package.json');
  writeFileSync(file, JSON.stringify({ scripts: { start } }));
  return file;
};

describe('startCommand', () => {
  it("is what npm start runs: glibc's malloc held to two arenas with a fixed mmap threshold (memory freed after an export or a load goes back to the system), and V8's young generation at 8 MB per half from the start", () => {
    expect(startCommand()).toEqual({
      env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' },
      flags: ['--max-semi-space-size=8', '--min-semi-space-size=8'],
    });
  });

  it('reads the environment before node apart from the flags after it', () => {
    expect(startCommand(withStart('A_B=1 node --x=2 scripts/start.mjs'))).toEqual({ env: { A_B: '1' }, flags: ['--x=2'] });
    expect(startCommand(withStart('node scripts/start.mjs'))).toEqual({ env: {}, flags: [] });
  });

  it('refuses a start script the bench could not start the same way', () => {
    for (const start of ['tsx scripts/start.mjs', 'cd x && node scripts/start.mjs', 'node scripts/other.mjs'])
      expect(() => startCommand(withStart(start))).toThrow(/not "\[NAME=value …\] node \[flags\] scripts\/start.mjs"/);
  });
});
