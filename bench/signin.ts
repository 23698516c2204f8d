import os from 'node:os';
import { hashPassword } from '../apps/server/src/shared/password.ts';

/** One scrypt hash (N=32768, r=8, p=1: 32 MiB) timed on this machine, median of several, in ms. */
export async function scryptCost(times = 7) {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await hashPassword('bench-password');
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)];
  // libuv runs 4 hashes at once but this machine has os.availableParallelism() cores to run them on.
  const cores = Math.min(4, os.availableParallelism());
  return {
    medianMs: Math.round(median * 10) / 10,
    memoryMiB: (128 * 32768 * 8) / 2 ** 20,
    cores,
    ceilingPerSecond: Math.round((cores * 1000) / median),
  };
}
