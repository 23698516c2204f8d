import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// CPU time per request, per process, for a load run: unlike latency it does not depend on what else the
// machine runs, so it says where a request's cost goes even on a busy 2-core box (the API against the bare route).

const TICK_US = 10_000; // Linux's USER_HZ is 100

/** utime+stime in µs from a `stat` file (a process's or a thread's); with `reaped`, also its exited children's. */
function statUs(stat: string, reaped = false): number {
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // f[0] is field 3 (state)
  const own = Number(f[11]) + Number(f[12]);
  return (reaped ? own + Number(f[13]) + Number(f[14]) : own) * TICK_US;
}

/** utime+stime of a process in µs; with `reaped`, also the time of its children that have exited. */
function cpuUs(pid: number, reaped = false): number {
  try {
    return statUs(readFileSync(`/proc/${pid}/stat`, 'utf8'), reaped);
  } catch {
    return 0; // gone
  }
}

/** A process's CPU time so far (user + system, all its threads) in ms. */
export const processCpuMs = (pid: number) => Math.round(cpuUs(pid) / 1000);

function childrenOf(ppid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === ppid) out.push(Number(name));
    } catch {
      /* exited meanwhile */
    }
  }
  return out;
}

/** The postmaster's pid, from the cluster's postmaster.pid. */
export function postmasterPid(pgDataDir: string): number {
  return Number(readFileSync(path.join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** PostgreSQL's CPU: the postmaster, its live backends, and the backends that exited (reaped into it). */
function pgCpuUs(postmaster: number): number {
  return cpuUs(postmaster, true) + childrenOf(postmaster).reduce((s, pid) => s + cpuUs(pid), 0);
}

/**
 * The server's CPU by thread: its main (JavaScript) thread, V8's workers (parallel and concurrent garbage
 * collection, optimising compilers: more garbage per request shows here) and the rest (libuv's pool: file writes).
 */
export type ServerThreads = { main: number; v8: number; other: number };
export type CpuPerRequest = { server: number; postgres: number; generator: number; threads?: ServerThreads };

/** µs of CPU so far of each thread of a process, by its kind (ServerThreads). */
function threadsUs(pid: number): ServerThreads {
  const out: ServerThreads = { main: 0, v8: 0, other: 0 };
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out; // gone
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      out[Number(tid) === pid ? 'main' : name.includes('V8') ? 'v8' : 'other'] += statUs(stat);
    } catch {
      /* a thread that ended meanwhile: its time stays in the process's total */
    }
  }
  return out;
}

/** µs of CPU per request spent by the server process, PostgreSQL and this process (the load generator). */
export async function cpuPerRequest<T extends { requests: number }>(
  serverPid: number,
  postmaster: number,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuPerRequest }> {
  const s0 = cpuUs(serverPid);
  const t0 = threadsUs(serverPid);
  const p0 = pgCpuUs(postmaster);
  const g0 = process.cpuUsage();
  const result = await work();
  const g = process.cpuUsage(g0);
  const n = Math.max(1, result.requests);
  const t = threadsUs(serverPid);
  const per = (k: keyof ServerThreads) => Math.round((t[k] - t0[k]) / n);
  return {
    result,
    cpu: {
      server: Math.round((cpuUs(serverPid) - s0) / n),
      threads: { main: per('main'), v8: per('v8'), other: per('other') },
      postgres: Math.round((pgCpuUs(postmaster) - p0) / n),
      generator: Math.round((g.user + g.system) / n),
    },
  };
}
