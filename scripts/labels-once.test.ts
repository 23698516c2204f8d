import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesWriting, spreadLiterals, uncomment } from './written-once.mjs';

const root = path.resolve(import.meta.dirname, '..');

// Issue 26: a field's Chinese label is written in one source file (its declaration, or common-fields.ts for the
// labels many areas share), and so is a word of the interface (words.ts); every other file reads it from there.
// The figure is `npm run stats`'s own count.
it('writes each declared label and interface word in one source file outside tests, demo data and the menu seed', {
  timeout: 120_000,
}, () => {
  const out = execFileSync(process.execPath, ['scripts/stats.mjs'], { cwd: root, encoding: 'utf8' });
  const line = out.split('\n').find((l) => l.startsWith('declared labels written in more than one file')) ?? '';
  // On failure the message lists each repeated label with its files.
  const listed = out.slice(out.indexOf(line)).split('\n').slice(0, 40).join('\n');
  expect(line, listed).toMatch(/ 0 of \d+$/);
  expect(out).toMatch(/^Chinese literals written in 3 or more files\s+\d+$/m);
});

describe('where a word is written', () => {
  const home = "export const WORDS = { enable: '启用' } as const;";
  it('finds a word written again in a second file, as a string or as JSX text', () => {
    for (const again of ["title: '启用'", 'label="启用"', '<Tag>启用</Tag>']) {
      const { repeated } = filesWriting(
        ['启用'],
        new Map([
          ['words.ts', home],
          ['Page.tsx', again],
        ]),
      );
      expect(repeated, again).toEqual([['启用', ['words.ts', 'Page.tsx']]]);
    }
  });

  it('does not count a word read from its home, named in a comment, or inside a longer text', () => {
    const reader = `// shows '启用' from words.ts\n/* "启用" */\nconst t = WORDS.enable; const m = '启用成功';`;
    const { repeated } = filesWriting(
      ['启用'],
      new Map([
        ['words.ts', home],
        ['Page.tsx', uncomment(reader)],
      ]),
    );
    expect(repeated).toEqual([]);
  });

  it('counts the Chinese literals written in three files or more', () => {
    const sources = new Map(['a', 'b', 'c'].map((f, i) => [f, `x('操作人'); y('操作人'); z('${'时间'.repeat(i + 1)}')`]));
    expect(spreadLiterals(sources)).toEqual([['操作人', 3]]);
  });
});
