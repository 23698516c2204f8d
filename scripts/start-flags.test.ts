import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFlags } from './start-flags.mjs';

describe('startFlags', () => {
  it("is what npm start gives node: Node 26's young generation held at Node 20's 16 MB (server RSS under list load), and at 16 MB from the start (a warm start scavenged 13 times and ran 2 full collections growing it; 6 and 1)", () => {
    expect(startFlags()).toEqual(['--max-semi-space-size=16', '--min-semi-space-size=16']);
  });

  it('refuses a start script the bench could not start the same way', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'start-flags-'));
    const file = path.join(dir, 'package.json');
    writeFileSync(file, JSON.stringify({ scripts: { start: 'tsx scripts/start.mjs' } }));
    expect(() => startFlags(file)).toThrow(/not "node \[flags\] scripts\/start.mjs"/);
  });
});
