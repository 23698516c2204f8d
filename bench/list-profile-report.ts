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
/** The timed (unprofiled) run's CPU per request at the profiled concurrency: the API's and the bare route's. */
export type TimedCpu = { api: CpuPerRequest; bare: CpuPerRequest };
export type BucketRow = { name: string; apiShare: number; api: number; bareShare: number; bare: number; diff: number };

/**
 * Every bucket of either side: its share of the side's samples, and that share of the side's server CPU per request
 * in the timed run (the samples count wall time, a thread waiting for a core included, and the profiler slows
 * the server: their shares, not their µs, carry over), with the difference; the largest difference first.
 */
export function bucketRows(p: ListProfile, timed: TimedCpu): BucketRow[] {
  const shareOf = (side: ProfiledSide) => {
    const all = sum(Object.values(side.buckets));
    return (name: string) => (all ? (side.buckets[name] ?? 0) / all : 0);
  };
  const [apiShare, bareShare] = [shareOf(p.api), shareOf(p.bare)];
  const names = new Set([...Object.keys(p.api.buckets), ...Object.keys(p.bare.buckets)]);
  return [...names]
    .map((name) => {
      const api = r1(apiShare(name) * timed.api.server);
      const bare = r1(bareShare(name) * timed.bare.server);
      return { name, apiShare: apiShare(name), api, bareShare: bareShare(name), bare, diff: r1(api - bare) };
    })
    .sort((a, b) => b.diff - a.diff);
}

const costOf = (s?: Statement[]) => (s?.length ? s[0] : undefined);

/** What the 10-client ratio would need and where the API's extra CPU goes: a failing line's "held back by". */
export function profileWhy(p: ListProfile, timed: TimedCpu, rps: { api: number; bare: number }, target: number) {
  const [api, bare] = [total(timed.api), total(timed.bare)];
  const cores = (us: number, n: number) => ((us * n) / 1e6).toFixed(2);
  const need = Math.floor(bare / target);
  const top = bucketRows(p, timed)
    .filter((x) => x.diff > 0)
    .slice(0, 3)
    .map((x) => `${x.name} +${x.diff} µs`)
    .join(', ');
  const [a, b] = [costOf(p.api.statements), costOf(p.bare.statements)];
  const statement =
    a && b
      ? ` (its costliest statement per request: execution ${a.execUs} vs ${b.execUs} µs, planning ${a.planUs} vs ${b.planUs} µs, ${a.blocks} vs ${b.blocks} blocks)`
      : '';
  return (
    `on busy cores requests per second go as 1 / CPU per request: API ${api} µs (server ${timed.api.server}, PostgreSQL ${timed.api.postgres}, generator ${timed.api.generator}) vs bare ${bare} µs, ${ratio(bare, api)}× ` +
    `(${cores(api, rps.api)} vs ${cores(bare, rps.bare)} of the cores busy; under their count, other processes had the rest); ${target}× needs the API at ≤ ${need} µs per request (${api - need} µs less). ` +
    `Server +${timed.api.server - timed.bare.server} µs, most in (by the profile's shares): ${top}; PostgreSQL +${timed.api.postgres - timed.bare.postgres} µs${statement}`
  );
}

export function profileMarkdown(p: ListProfile, timed: TimedCpu, cmd: string): string[] {
  const rows = bucketRows(p, timed);
  const small = rows.filter((x) => Math.max(x.api, x.bare) < SMALL_US);
  const shown = rows.filter((x) => !small.includes(x));
  const L = [
    '',
    `Server CPU per request by where it goes, API vs bare, at ${p.concurrency} clients. A separate run of each with \`--cpu-prof\` after the timed runs (a sample every 250 µs, ${p.seconds} s after a 1 s warm-up; ${p.api.rps} vs ${p.bare.rps} req/s, server ${p.api.cpu.server} vs ${p.bare.cpu.server} µs per request: the profiler slows both). Each bucket's share of the main thread's samples, by the file its code comes from (our bundle through its source map, packages by name; a native builtin such as JSON.stringify, and node's crypto, buffers, events and timers, count to their caller; a write on pg's socket to pg, its reads stay in HTTP + socket I/O), times the server's CPU per request of the timed run above (${timed.api.server} vs ${timed.bare.server} µs). Command: ${cmd}.`,
    '',
    '| where | API share | API µs | bare share | bare µs | API − bare µs |',
    '|---|---|---|---|---|---|',
    ...shown.map((x) => `| ${x.name} | ${pct(x.apiShare)} | ${x.api} | ${pct(x.bareShare)} | ${x.bare} | ${x.diff} |`),
  ];
  if (small.length)
    L.push(
      `| the rest (${small.length} buckets under ${SMALL_US} µs) | ${pct(sum(small.map((x) => x.apiShare)))} | ${r1(sum(small.map((x) => x.api)))} | ${pct(sum(small.map((x) => x.bareShare)))} | ${r1(sum(small.map((x) => x.bare)))} | ${r1(sum(small.map((x) => x.diff)))} |`,
    );
  L.push(
    `| **server (timed run, /proc)** | 100 % | **${timed.api.server}** | 100 % | **${timed.bare.server}** | **${timed.api.server - timed.bare.server}** |`,
    `| PostgreSQL backends (timed run, /proc) | | ${timed.api.postgres} | | ${timed.bare.postgres} | ${timed.api.postgres - timed.bare.postgres} |`,
  );
  if (p.api.statements && p.bare.statements) {
    L.push(
      '',
      `PostgreSQL in the profiled runs (pg_stat_statements; its times are wall time, waiting for a core included; backends' CPU per request ${p.api.cpu.postgres} vs ${p.bare.cpu.postgres} µs): per request, the calls, execution and planning µs and shared blocks touched of each statement, the costliest first.`,
      '',
      '| side | calls | exec µs | plan µs | blocks | statement |',
      '|---|---|---|---|---|---|',
    );
    for (const [side, list] of [
      ['API', p.api.statements],
      ['bare', p.bare.statements],
    ] as const)
      for (const s of list.slice(0, 4))
        L.push(`| ${side} | ${s.calls} | ${s.execUs} | ${s.planUs} | ${s.blocks} | \`${s.query.replace(/\s+/g, ' ').slice(0, 140)}…\` |`);
  }
  return L;
}
