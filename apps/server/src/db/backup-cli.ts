import { createReadStream, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { loadConfig } from '../config.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { createDb } from './client.ts';
import { type Embedded, runningEmbeddedUrl, startEmbedded } from './embedded.ts';
import { runMigrations } from './migrate.ts';

/**
 * `npm run db:backup [-- file]` and `npm run db:restore -- file`: the product's own database, external
 * (DATABASE_URL) or embedded (DATA_DIR/pg, whether or not the server is running).
 */
async function main() {
  const [command, fileArg] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') throw new Error('用法：db backup [文件] | db restore 文件');
  const config = loadConfig();
  let embedded: Embedded | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dir = path.join(config.dataDir, 'pg');
    url = runningEmbeddedUrl(dir);
    if (!url) {
      if (command === 'backup' && !existsSync(dir)) throw new Error(`没有可备份的数据库：${dir} 不存在`);
      mkdirSync(config.dataDir, { recursive: true });
      embedded = await startEmbedded(dir);
      url = embedded.url;
    }
  }
  const { db, pool } = createDb(url, 2);
  try {
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
      const file = path.resolve(fileArg ?? path.join(config.dataDir, 'backups', `console-${stamp}.ndjson.gz`));
      mkdirSync(path.dirname(file), { recursive: true });
      const gzip = createGzip();
      const done = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
      const result = await backupDatabase(pool, gzip);
      gzip.end();
      await done;
      process.stdout.write(`备份完成：${file}（${result.tables} 张表，${result.rows} 行）\n`);
    } else {
      if (!fileArg) throw new Error('请指定备份文件：npm run db:restore -- <文件>');
      // A fresh data directory has no tables yet: bring it to this version first.
      await runMigrations(db);
      const input = createReadStream(path.resolve(fileArg));
      const result = await restoreDatabase(pool, fileArg.endsWith('.gz') ? input.pipe(createGunzip()) : input);
      process.stdout.write(`恢复完成：${result.tables} 张表，${result.rows} 行\n`);
    }
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch((e) => {
  process.stderr.write(`失败：${(e as Error).message}\n`);
  process.exit(1);
});
