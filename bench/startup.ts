import { rmSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from './config.ts';
import { startProduct, untilOk } from './servers.ts';

/**
 * `npm start` (scripts/start.mjs, web builds skipped: they are already built) from process spawn to the
 * first 200 on /api/ready. Cold: a new data directory (initdb, migrations, base and demo data).
 * Warm: the same directory again.
 */
export async function startupTimes(port: number) {
  const dir = path.join(dataDir, 'startup');
  rmSync(dir, { recursive: true, force: true });
  const once = async () => {
    const t0 = performance.now();
    const { child, stop } = startProduct(port, { DATA_DIR: dir, DATABASE_URL: '' }, 'startup.log');
    try {
      await untilOk(`http://127.0.0.1:${port}/api/ready`, 180_000, child);
      return Math.round(performance.now() - t0);
    } finally {
      await stop();
    }
  };
  const coldMs = await once();
  const warmMs = await once();
  return { coldMs, warmMs };
}
