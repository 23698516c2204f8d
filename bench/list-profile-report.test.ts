import { describe, expect, it } from 'vitest';
import type { ListProfile, ProfiledSide } from './list-profile.ts';
import { bucketRows, profileMarkdown, profileWhy, WORKERS } from './list-profile-report.ts';

const cpu = (server: number, postgres: number, generator: number) => ({ server, postgres, generator });
const side = (buckets: Record<string, number>): ProfiledSide => ({ requests: 1000, rps: 500, cpu: cpu(999, 999, 99), buckets });
// Profiled µs (slowed by the profiler): only their shares count.
const profile: ListProfile = {
  concurrency: 10,
  seconds: 3,
  api: side({
    'HTTP + socket I/O (node)': 200,
    'GC (main thread)': 100,
    'logging (pino)': 40,
    'validation (zod, ajv)': 60,
    'pg driver: protocol, parsing, its socket writes': 100,
  }),
  bare: side({ 'HTTP + socket I/O (node)': 300, 'pg driver: protocol, parsing, its socket writes': 100 }),
};
const timed = { api: cpu(500, 300, 50), bare: cpu(200, 200, 40) };

describe('the profiled list run in the results', () => {
  it("splits each side's timed server CPU by its buckets' shares of the samples, the largest difference first", () => {
    expect(bucketRows(profile, timed).map((x) => [x.name, x.api, x.bare, x.diff])).toEqual([
      ['GC (main thread)', 100, 0, 100],
      ['validation (zod, ajv)', 60, 0, 60],
      ['HTTP + socket I/O (node)', 200, 150, 50],
      ['pg driver: protocol, parsing, its socket writes', 100, 50, 50],
      ['logging (pino)', 40, 0, 40],
    ]);
  });

  it('says what the target needs and names the biggest differences', () => {
    const why = profileWhy(profile, timed, { api: 1000, bare: 2000 }, 0.85);
    // 440 µs for the bare route: 0.85× needs the API at 517 µs, 333 less than its 850.
    expect(why).toContain('API 850 µs (server 500, PostgreSQL 300, generator 50) vs bare 440 µs, 0.52×');
    expect(why).toContain('0.85× needs the API at ≤ 517 µs per request (333 µs less)');
    expect(why).toContain('0.85 vs 0.88 of the cores busy');
    expect(why).toContain(
      "Server +300 µs, most in (by the profile's shares): GC (main thread) +100 µs, validation (zod, ajv) +60 µs, HTTP + socket I/O (node) +50 µs;",
    );
    expect(why).toContain('PostgreSQL +100 µs');
  });

  it('sets the floor beside them: what the API’s machinery costs in each bucket, and over the floor in the line', () => {
    const withFloor: ListProfile = {
      ...profile,
      floor: side({ 'HTTP + socket I/O (node)': 250, 'validation (zod, ajv)': 50, 'logging (pino)': 40 }),
    };
    const cpus = { ...timed, floor: cpu(340, 250, 45) };
    const gc = bucketRows(withFloor, cpus).find((x) => x.name === 'GC (main thread)');
    // The floor's 340 µs split by its shares: no GC in its samples, validation 50 of 340 sampled µs.
    expect(gc).toMatchObject({ api: 100, floor: 0 });
    expect(bucketRows(withFloor, cpus).find((x) => x.name === 'validation (zod, ajv)')).toMatchObject({ api: 60, floor: 50 });
    const why = profileWhy(withFloor, cpus, { api: 1000, bare: 2000 }, 0.85);
    expect(why).toContain(
      "Over the floor (the same work without the API's machinery): server +160 µs, most in GC (main thread) +100 µs, pg driver",
    );
    expect(why).toContain('PostgreSQL +50 µs');
    const table = profileMarkdown(withFloor, cpus, 'cmd').join('\n');
    expect(table).toContain('| floor µs | API − floor µs |');
    expect(table).toContain('| GC (main thread) | 20 % | 100 | 0 % | 0 | 100 | 0 | 100 |');
    expect(table).toContain('| **server (timed run, /proc)** | 100 % | **500** | 100 % | **200** | **300** | **340** | **160** |');
  });

  it("splits by the main thread's CPU when the threads are known, the other threads a row of their own", () => {
    const threaded = {
      api: { ...cpu(500, 300, 50), threads: { main: 400, v8: 90, other: 10 } },
      bare: { ...cpu(200, 200, 40), threads: { main: 190, v8: 10, other: 0 } },
    };
    const rows = bucketRows(profile, threaded);
    // The API's GC share (20 %) of its main thread's 400 µs, not of the 500 in all.
    expect(rows.find((x) => x.name === 'GC (main thread)')).toMatchObject({ api: 80, bare: 0 });
    expect(rows.find((x) => x.name === WORKERS)).toMatchObject({ api: 100, bare: 10, diff: 90 });
    expect(rows.reduce((sum, x) => sum + x.api, 0)).toBeCloseTo(500, 5);
  });
});
