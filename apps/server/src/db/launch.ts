import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type Launched, launchEmbedded } from './embedded.ts';

/**
 * Without DATABASE_URL, the embedded PostgreSQL of DATA_DIR/pg, launched (not yet ready: see launchEmbedded);
 * its failures, at launch or on the way to ready, name the folder.
 */
export async function launchDatabase(config: Config): Promise<Launched | undefined> {
  if (config.databaseUrl) return undefined;
  const dir = path.join(config.dataDir, 'pg');
  const failed = (e: unknown) => new Error(`无法启动内置 PostgreSQL（${dir}）：${(e as Error)?.message ?? e}`);
  try {
    mkdirSync(config.dataDir, { recursive: true });
    const db = await launchEmbedded(dir, { log: (m) => process.stderr.write(`[postgres] ${m}\n`) });
    const ready = db.ready.catch((e) => {
      throw failed(e);
    });
    ready.catch(() => {});
    return { ...db, ready };
  } catch (e) {
    throw failed(e);
  }
}
