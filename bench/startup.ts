import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from './config.ts';
import { startProduct, untilOk } from './servers.ts';
import { processCpuMs } from './cpu.ts';

/** Warm starts measured after the cold one: a single start swung ±150 ms with what else the machine did. */
export const WARM_RUNS = 5;

/**
 * `npm start` (scripts/start.mjs, web builds skipped: they are already built) from process spawn to the
 * first 200 on /api/ready. Cold: a new data directory (initdb, migrations, base and demo data).
 * Warm: the same directory again, `WARM_RUNS` times; the figure is the median run's (each run is listed).
 */
export async function startupTimes(port: number) {
  const dir = path.join(dataDir, 'startup');
  rmSync(dir, { recursive: true, force: true });
  const once = async () => {
    const t0 = performance.now();
    const { child, stop } = startProduct(port, { DATA_DIR: dir, DATABASE_URL: '' }, 'startup.log');
    // When PostgreSQL accepts connections (its postmaster.pid says "ready"): the part of a start the server waits for.
    let pgReadyMs: number | null = null;
    const watch = setInterval(() => {
      if (pgReadyMs === null && postmasterReady(path.join(dir, 'pg'))) pgReadyMs = Math.round(performance.now() - t0);
    }, 10);
    try {
      await untilOk(`http://127.0.0.1:${port}/api/ready`, 180_000, child);
      const ms = Math.round(performance.now() - t0);
      // The server's own CPU to its first 200 (every thread; mostly its one JS thread): what no overlap removes.
      return { ms, pgReadyMs, serverCpuMs: child.pid ? processCpuMs(child.pid) : undefined };
    } finally {
      clearInterval(watch);
      await stop();
    }
  };
  const cold = await once();
  const runs = [];
  for (let i = 0; i < WARM_RUNS; i++) runs.push(await once());
  const warm = medianRun(runs);
  return {
    coldMs: cold.ms,
    warmMs: warm.ms,
    warmPgReadyMs: warm.pgReadyMs ?? undefined,
    warmServerCpuMs: warm.serverCpuMs,
    warmRunsMs: runs.map((r) => r.ms),
  };
}

/** The run at the median wall time (an odd count: a run that happened, with its own PostgreSQL and CPU figures). */
export function medianRun<T extends { ms: number }>(runs: readonly T[]): T {
  return [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)];
}

function postmasterReady(pgDir: string) {
  try {
    return readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[7]?.trim() === 'ready';
  } catch {
    return false;
  }
}
