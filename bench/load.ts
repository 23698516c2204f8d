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

/** autocannon against a URL; percentiles from every response (autocannon's own table has no p95). */
export async function http(target: HttpTarget, connections: number, duration: number): Promise<Run> {
  const latencies: number[] = [];
  let failed = 0;
  const run = autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
    connections,
    duration,
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
