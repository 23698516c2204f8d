import { describe, expect, it } from 'vitest';
import { floorMarkdown, floorWhy, type ListRun } from './list-figures.ts';
import type { Run } from './load.ts';

const run = (rps: number): Run => ({ p50: 1, p95: 2, p99: 3, rps, requests: rps * 8, errors: 0 });
const cpu = (server: number, postgres: number) => ({ server, postgres, generator: 50 });
const ten: ListRun = {
  concurrency: 10,
  api: run(1700),
  phases: {},
  raw: run(4000),
  bareSql: run(2500),
  ceiling: run(30000),
  floor: run(2600),
  cpu: { api: cpu(470, 410), bareSql: cpu(260, 320), floor: cpu(250, 330) },
};

describe('the floor in the results', () => {
  it('sets the floor against the bare route and the API against the floor, with each side’s CPU', () => {
    const table = floorMarkdown([ten], true);
    expect(table.at(-1)).toBe('| 10 | 1 / 2 / 3 | 2600 | 1.04× | 0.65× | 250, 330 | 260, 320 | 470, 410 |');
    expect(table.join('\n')).toContain('Its reply is the API’s, byte for byte.');
    expect(floorWhy(ten)).toContain('reaches 1.04× of the bare route (2600 req/s), the API 0.65× of the floor');
  });

  it('says when the floor answered something else than the API, and leaves a run without it out', () => {
    const table = floorMarkdown([ten, { ...ten, concurrency: 1, floor: undefined }], false);
    expect(table.join('\n')).toContain('Its reply differs from the API’s');
    expect(table.filter((l) => l.startsWith('| 1 |'))).toEqual([]);
    expect(floorWhy({ ...ten, floor: undefined })).toBe('');
  });
});
