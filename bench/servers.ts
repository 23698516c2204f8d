import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { startCommand } from '../scripts/start-flags.mjs';
import { ADMIN_PASSWORD, dataDir, root } from './config.ts';

export type Server = { pid: number; base: string; stop: () => Promise<void> };

/** A port free right now on 127.0.0.1 (for a server of a short extra run, beside the configured ones). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Node flags that make a process write a V8 CPU profile into `dir` when it exits (a sample every 250 µs). */
export const cpuProfArgs = (dir: string) => ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=250'];

/** Polls `url` until it answers 200; the time it took in ms. */
export async function untilOk(url: string, timeoutMs = 120_000, child?: ChildProcess): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering ${url}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - t0;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      // Gone already (an exit code, or a signal: a child killed by one keeps exitCode null).
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * `npm start`'s own entry (scripts/start.mjs, with npm start's Node flags) as a separate process, so its RSS is its own. No build
 * (the web apps are built once beforehand), no demo data; its log goes to a file in the data dir.
 */
export function startProduct(port: number, env: Record<string, string>, logName: string, nodeArgs: string[] = []) {
  const log = openSync(path.join(dataDir, logName), 'a');
  const start = startCommand();
  const child = spawn(process.execPath, [...start.flags, ...nodeArgs, 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...start.env, PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1', ADMIN_PASSWORD, FORCE_BUILD: '', ...env },
    stdio: ['ignore', log, log],
  });
  return { child, stop: stopper(child) };
}

/**
 * The API as production runs it. With `timing`, a second instance on the same database that answers with a
 * Server-Timing header (SERVER_TIMING=1): the per-phase figures come from it, so that measuring the phases
 * (clock reads, hooks, the header and its parsing in the load generator) does not weigh on the throughput.
 */
export async function startApi(
  port: number,
  databaseUrl: string,
  { timing = false, profileDir }: { timing?: boolean; profileDir?: string } = {},
): Promise<Server> {
  const env: Record<string, string> = { DATABASE_URL: databaseUrl, DEMO_DATA: '0', DATA_DIR: dataDir, SERVER_TIMING: timing ? '1' : '0' };
  // BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when it stops (where the time per request goes).
  const prof = profileDir ?? (timing ? undefined : process.env.BENCH_CPU_PROF);
  const logName = profileDir ? 'api-profiled.log' : timing ? 'api-timed.log' : 'api.log';
  const { child, stop } = startProduct(port, env, logName, prof ? cpuProfArgs(prof) : []);
  const base = `http://127.0.0.1:${port}`;
  await untilOk(`${base}/api/ready`, 120_000, child);
  return { pid: child.pid!, base, stop };
}

/**
 * A bare route (bare-server.ts: `sql` or `fixed`) or the floor (floor-server.ts: the least the list must do, run with
 * npm start's Node flags and environment, as the API); with `profileDir`, it writes a V8 CPU profile there when it stops.
 */
export async function startBare(
  port: number,
  mode: 'sql' | 'fixed' | 'floor',
  payloadFile: string,
  databaseUrl: string,
  profileDir?: string,
): Promise<Server> {
  const prof = profileDir ? cpuProfArgs(profileDir) : [];
  const floor = mode === 'floor' ? startCommand() : { flags: [], env: {} };
  const file = mode === 'floor' ? 'bench/floor-server.ts' : 'bench/bare-server.ts';
  const child = spawn(process.execPath, [...floor.flags, ...prof, '--import', 'tsx', path.join(root, file)], {
    cwd: root,
    env: {
      ...process.env,
      ...floor.env,
      PORT: String(port),
      MODE: mode,
      PAYLOAD_FILE: payloadFile,
      DATABASE_URL: databaseUrl,
      LOG_FILE: path.join(dataDir, 'floor.log'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare server (${mode}) exited with ${code}`)));
  });
  return { pid: child.pid!, base: `http://127.0.0.1:${port}`, stop: stopper(child) };
}
