import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type pg from 'pg';
import { type CapturedQuery, replay } from './replay.ts';

/** One load run: latency percentiles in ms and requests per second. */
export type Run = { p50: number; p95: number; p99: number; rps: number; requests: number; errors: number };

export function summarize(latencies: number[], seconds: number, errors: number): Run {
  const s = Float64Array.from(latencies).sort();
  const at = (q: number) => (s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : Number.NaN);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return { p50: r2(at(0.5)), p95: r2(at(0.95)), p99: r2(at(0.99)), rps: Math.round(s.length / seconds), requests: s.length, errors };
}

export type HttpTarget = { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

/** Per phase (a `Server-Timing` entry: session, permission, …, total), p50 and p95 in ms over a run's replies. */
export type PhaseFigures = Record<string, { p50: number; p95: number }>;

/** Collects the `Server-Timing` header of every 200 reply (from the API instance started with SERVER_TIMING=1). */
export function phaseSampler() {
  const samples = new Map<string, number[]>();
  return {
    onHeaders(headers: Record<string, string>) {
      const header = headers['server-timing'] ?? headers['Server-Timing'];
      if (!header) return;
      for (const part of header.split(',')) {
        const m = /^\s*([\w-]+);dur=([\d.]+)/.exec(part);
        if (!m) continue;
        const list = samples.get(m[1]) ?? [];
        list.push(Number(m[2]));
        samples.set(m[1], list);
      }
    },
    figures(): PhaseFigures {
      const out: PhaseFigures = {};
      for (const [name, list] of samples) {
        const r = summarize(list, 1, 0);
        out[name] = { p50: r.p50, p95: r.p95 };
      }
      return out;
    },
  };
}

/**
 * autocannon against a URL; percentiles from every response (autocannon's own table has no p95). With
 * `onHeaders`, each 200 reply's headers are handed over (the per-phase Server-Timing figures).
 */
export async function http(
  target: HttpTarget,
  connections: number,
  duration: number,
  onHeaders?: (headers: Record<string, string>) => void,
): Promise<Run> {
  const latencies: number[] = [];
  let failed = 0;
  const run = autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
    connections,
    duration,
    ...(onHeaders && { requests: [{ onResponse: (status, _body, _ctx, headers) => status === 200 && onHeaders(headers) }] }),
  });
  run.on('response', (_c, status, _bytes, ms) => {
    if (status === 200) latencies.push(ms);
    else failed++;
  });
  const res = await run;
  return summarize(latencies, res.duration, failed + res.errors + res.timeouts);
}

/** The same SQL straight through `pg`: `connections` loops, each waiting for its last reply, for `duration` s. */
export async function raw(pool: pg.Pool, queries: CapturedQuery[], connections: number, duration: number): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + duration * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await replay(pool, queries);
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return summarize(latencies, (performance.now() - started) / 1000, errors);
}

/** Samples a process's resident memory (MiB) while `work` runs; gives the work's result and the peak. */
export async function withRssPeak<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMiB: number }> {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 100);
  try {
    return { result: await work(), peakMiB: peak };
  } finally {
    clearInterval(timer);
  }
}

export function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 102.4) / 10 : Number.NaN;
}
