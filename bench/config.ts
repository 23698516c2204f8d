import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the bench runs: its own ports and a throw-away data directory, never the product's. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const quick = process.argv.includes('--quick');
export const dataDir = path.resolve(process.env.DATA_DIR ?? '/tmp/bench-data');
export const ports = {
  api: Number(process.env.PORT ?? 8085),
  bareSql: Number(process.env.BARE_PORT ?? 8086),
  ceiling: Number(process.env.CEILING_PORT ?? 8087),
  /** The API instance with Server-Timing on (the per-phase figures). */
  timed: Number(process.env.TIMED_PORT ?? 8088),
  /** The floor: the least the list must do, without the API's machinery (floor-server.ts). */
  floor: Number(process.env.FLOOR_PORT ?? 8089),
};
export const ADMIN_PASSWORD = 'Bench@12345';
/** Every seeded user signs in with this password. */
export const USER_PASSWORD = 'User@12345';

/** Seconds per load run, and the warm-up run before each series. */
export const durations = quick ? { run: 2, warmup: 0.5 } : { run: 8, warmup: 2 };
export const concurrencies = [1, 10, 50];

/** The command that reproduces a figure (the whole bench: figures depend on the seeded data). */
export const reproduce = quick ? 'npm run bench -- --quick' : 'npm run bench';
