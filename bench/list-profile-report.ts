// The profiled list run (list-profile.ts) in the results: the table of the server's CPU per request by where it
// goes, PostgreSQL's statements, and the sentence a failing API-vs-bare line is held back by.
import type { CpuPerRequest } from './cpu.ts';
import type { ListProfile, ProfiledSide, Statement } from './list-profile.ts';

/** Buckets under this many µs per request on both sides are summed into one row. */
const SMALL_US = 2;
const r1 = (x: number) => Math.round(x * 10) / 10;
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;
const total = (c: CpuPerRequest) => c.server + c.postgres + c.generator;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** The timed (unprofiled) run's CPU per request at the profiled concurrency: the API's, the bare route's, the floor's. */
export type TimedCpu = { api: CpuPerRequest; bare: CpuPerRequest; floor?: CpuPerRequest };
/** `floor`: the floor's µs in the bucket, when it was profiled; `overFloor`: the API's machinery there, `api − floor`. */
export type BucketRow = {
  name: string;
  apiShare: number;
  api: number;
  bareShare: number;
  bare: number;
  diff: number;
  floor?: number;
  overFloor?: number;
};
const floorOf = (api: number, floor: number | undefined) => (floor === undefined ? {} : { floor, overFloor: r1(api - floor) });

/**
 * Every bucket of either side: its share of the side's samples, and that share of the side's server CPU per request
 * in the timed run (the samples count wall time, a thread waiting for a core included, and the profiler slows
 * the server: their shares, not their µs, carry over), with the difference; the largest difference first.
 */
/** The server's threads other than the main one (V8's garbage collection and compilers, libuv's pool): not in the profile. */
export const WORKERS = 'V8 workers: parallel GC, compilers; libuv pool (/proc, not profiled)';
const mainOf = (c: CpuPerRequest) => (c.threads ? c.threads.main : c.server);
const workersOf = (c: CpuPerRequest) => (c.threads ? c.threads.v8 + c.threads.other : 0);

export function bucketRows(p: ListProfile, timed: TimedCpu): BucketRow[] {
  const shareOf = (side: ProfiledSide) => {
    const all = sum(Object.values(side.buckets));
    return (name: string) => (all ? (side.buckets[name] ?? 0) / all : 0);
  };
  const [apiShare, bareShare] = [shareOf(p.api), shareOf(p.bare)];
  const floorShare = p.floor && timed.floor ? shareOf(p.floor) : undefined;
  const names = new Set([...Object.keys(p.api.buckets), ...Object.keys(p.bare.buckets), ...Object.keys(p.floor?.buckets ?? {})]);
  const rows: BucketRow[] = [...names].map((name) => {
    const api = r1(apiShare(name) * mainOf(timed.api));
    const bare = r1(bareShare(name) * mainOf(timed.bare));
    const floor = floorShare && timed.floor ? r1(floorShare(name) * mainOf(timed.floor)) : undefined;
    return { name, apiShare: apiShare(name), api, bareShare: bareShare(name), bare, diff: r1(api - bare), ...floorOf(api, floor) };
  });
  if (timed.api.threads) {
    const [api, bare] = [workersOf(timed.api), workersOf(timed.bare)];
    const floor = floorShare && timed.floor ? workersOf(timed.floor) : undefined;
    rows.push({ name: WORKERS, apiShare: 0, api, bareShare: 0, bare, diff: api - bare, ...floorOf(api, floor) });
  }
  return rows.sort((a, b) => b.diff - a.diff);
}

const costOf = (s?: Statement[]) => (s?.length ? s[0] : undefined);

/** What the 10-client ratio would need and where the API's extra CPU goes: a failing line's "held back by". */
export function profileWhy(p: ListProfile, timed: TimedCpu, rps: { api: number; bare: number }, target: number) {
  const [api, bare] = [total(timed.api), total(timed.bare)];
  const cores = (us: number, n: number) => ((us * n) / 1e6).toFixed(2);
  const need = Math.floor(bare / target);
  const rows = bucketRows(p, timed);
  const top = rows
    .filter((x) => x.diff > 0)
    .slice(0, 3)
    .map((x) => `${x.name} +${x.diff} µs`)
    .join(', ');
  const [a, b] = [costOf(p.api.statements), costOf(p.bare.statements)];
  const statement =
    a && b
      ? ` (its costliest statement per request: execution ${a.execUs} vs ${b.execUs} µs, planning ${a.planUs} vs ${b.planUs} µs, ${a.blocks} vs ${b.blocks} blocks)`
      : '';
  const floor = timed.floor;
  const machinery = rows
    .filter((x) => (x.overFloor ?? 0) > 0)
    .sort((x, y) => (y.overFloor ?? 0) - (x.overFloor ?? 0))
    .slice(0, 3)
    .map((x) => `${x.name} +${x.overFloor} µs`)
    .join(', ');
  const overFloor = floor
    ? `. Over the floor (the same work without the API's machinery): server +${timed.api.server - floor.server} µs${machinery ? `, most in ${machinery}` : ''}; PostgreSQL +${timed.api.postgres - floor.postgres} µs`
    : '';
  return (
    `on busy cores requests per second go as 1 / CPU per request: API ${api} µs (server ${timed.api.server}, PostgreSQL ${timed.api.postgres}, generator ${timed.api.generator}) vs bare ${bare} µs, ${ratio(bare, api)}× ` +
    `(${cores(api, rps.api)} vs ${cores(bare, rps.bare)} of the cores busy; under their count, other processes had the rest); ${target}× needs the API at ≤ ${need} µs per request (${api - need} µs less). ` +
    `Server +${timed.api.server - timed.bare.server} µs, most in (by the profile's shares): ${top}; PostgreSQL +${timed.api.postgres - timed.bare.postgres} µs${statement}${overFloor}`
  );
}

export function profileMarkdown(p: ListProfile, timed: TimedCpu, cmd: string): string[] {
  const rows = bucketRows(p, timed);
  const withFloor = rows.some((x) => x.floor !== undefined);
  const floorCells = (x: { floor?: number; overFloor?: number }) => (withFloor ? ` ${x.floor ?? 0} | ${x.overFloor ?? 0} |` : '');
  const small = rows.filter((x) => Math.max(x.api, x.bare, x.floor ?? 0) < SMALL_US);
  const shown = rows.filter((x) => !small.includes(x));
  const L = [
    '',
    `Server CPU per request by where it goes, API vs bare${withFloor ? ' and vs the floor' : ''}, at ${p.concurrency} clients. A separate run of each with \`--cpu-prof\` after the timed runs (a sample every 250 µs, ${p.seconds} s after a 1 s warm-up; ${p.api.rps} vs ${p.bare.rps} req/s, server ${p.api.cpu.server} vs ${p.bare.cpu.server} µs per request: the profiler slows both). Each bucket's share of the main thread's samples, by the file its code comes from (our bundle through its source map, packages by name; a native builtin such as JSON.stringify, and node's crypto, buffers, events and timers, count to their caller; a write on pg's socket to pg, its reads stay in HTTP + socket I/O), times the main thread's CPU per request in the timed run above (the server's other threads are a row of their own: ${timed.api.server} vs ${timed.bare.server} µs in all${withFloor ? `, the floor ${timed.floor?.server} µs; API − floor: what the API's machinery costs in each bucket` : ''}). Command: ${cmd}.`,
    '',
    `| where | API share | API µs | bare share | bare µs | API − bare µs |${withFloor ? ' floor µs | API − floor µs |' : ''}`,
    `|---|---|---|---|---|---|${withFloor ? '---|---|' : ''}`,
    ...shown.map((x) => `| ${x.name} | ${pct(x.apiShare)} | ${x.api} | ${pct(x.bareShare)} | ${x.bare} | ${x.diff} |${floorCells(x)}`),
  ];
  if (small.length)
    L.push(
      `| the rest (${small.length} buckets under ${SMALL_US} µs) | ${pct(sum(small.map((x) => x.apiShare)))} | ${r1(sum(small.map((x) => x.api)))} | ${pct(sum(small.map((x) => x.bareShare)))} | ${r1(sum(small.map((x) => x.bare)))} | ${r1(sum(small.map((x) => x.diff)))} |${floorCells(floorOf(r1(sum(small.map((x) => x.api))), r1(sum(small.map((x) => x.floor ?? 0)))))}`,
    );
  const f = withFloor ? timed.floor : undefined;
  L.push(
    `| **server (timed run, /proc)** | 100 % | **${timed.api.server}** | 100 % | **${timed.bare.server}** | **${timed.api.server - timed.bare.server}** |${f ? ` **${f.server}** | **${timed.api.server - f.server}** |` : ''}`,
    `| PostgreSQL backends (timed run, /proc) | | ${timed.api.postgres} | | ${timed.bare.postgres} | ${timed.api.postgres - timed.bare.postgres} |${f ? ` ${f.postgres} | ${timed.api.postgres - f.postgres} |` : ''}`,
  );
  if (p.api.statements && p.bare.statements) {
    L.push(
      '',
      `PostgreSQL in the profiled runs (pg_stat_statements; its times are wall time, waiting for a core included; backends' CPU per request ${p.api.cpu.postgres} vs ${p.bare.cpu.postgres} µs${p.floor ? `, the floor ${p.floor.cpu.postgres}` : ''}): per request, the calls, execution and planning µs and shared blocks touched of each statement, the costliest first.`,
      '',
      '| side | calls | exec µs | plan µs | blocks | statement |',
      '|---|---|---|---|---|---|',
    );
    for (const [side, list] of [
      ['API', p.api.statements],
      ['bare', p.bare.statements],
      ['floor', p.floor?.statements ?? []],
    ] as const)
      for (const s of list.slice(0, 4))
        L.push(`| ${side} | ${s.calls} | ${s.execUs} | ${s.planUs} | ${s.blocks} | \`${s.query.replace(/\s+/g, ' ').slice(0, 140)}…\` |`);
  }
  return L;
}
