import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { build } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { type Embedded, startEmbedded } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { seed } from './seed/seed.ts';
import { bufferedLog } from './log-stream.ts';
import { installProcessGuards } from './process-guards.ts';

// Under sustained load V8 lets its heap grow to several times what is live before a full collection: the
// server's RSS climbed past 280 MiB with ~50 MB live (bench, 50 clients). Growing by half keeps it near 175 MiB
// for a few more, short, incremental collections (throughput unchanged in the bench). An operator's own
// `node --heap-growing-percent=…` wins (Node refuses the flag in NODE_OPTIONS, so execArgv is the one place).
if (!process.execArgv.some((a) => a.includes('heap-growing-percent'))) {
  setFlagsFromString('--heap-growing-percent=50');
}

const started = Date.now();
const say = (msg: string) => process.stdout.write(`${msg}\n`);
const fail = (msg: string): never => {
  process.stderr.write(`启动失败：${msg}\n`);
  process.exit(1);
};

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    fail(e instanceof ConfigError ? e.message : String(e));
    return;
  }

  let embedded: Embedded | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dir = path.join(config.dataDir, 'pg');
    mkdirSync(config.dataDir, { recursive: true });
    try {
      embedded = await startEmbedded(dir, { log: (m) => process.stderr.write(`[postgres] ${m}\n`) });
    } catch (e) {
      fail(`无法启动内置 PostgreSQL（${dir}）：${(e as Error)?.message ?? e}`);
    }
    url = embedded!.url;
  }

  const { db, pool } = createDb(url);
  try {
    await pool.query('select 1');
  } catch (e) {
    await embedded?.stop();
    fail(`无法连接数据库 ${redact(url)}：${(e as Error).message}`);
  }
  // Migrations and base data wait on the database, building the app (routes, schemas) on this process's CPU:
  // side by side, a warm start answers sooner (building touches no table; nothing is served before both end).
  const prepared = runMigrations(db).then(() => seed(db, config, say));
  prepared.catch(() => {});
  const log = bufferedLog();
  const app = await build({ config, db, pool, logger: { level: config.logLevel, stream: log.stream } });
  await prepared;
  let stopping = false;
  // Answers finished while draining close their keep-alive connection, so the server can close.
  app.addHook('onSend', async (_req, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    await pool.end();
    await embedded?.stop();
    fail(`无法监听端口 ${config.port}：${(e as Error).message}`);
  }
  say(
    `业务管理平台已启动：http://localhost:${config.port}  （${config.apiDocs ? 'API 文档 /api/docs，' : ''}用时 ${Date.now() - started} ms）`,
  );

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`收到 ${signal}，正在停止：不再接受新请求，等待进行中的请求完成…`);
    const force = setTimeout(() => {
      process.stderr.write(`停止超时（${config.shutdownGraceMs / 1000} 秒），强制退出。\n`);
      log.flush();
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    // A connection idle at the signal may carry a request already on its way: closing it at once resets that
    // request (the bench's SIGTERM run saw it). Every answer from now on closes its connection, so busy
    // clients leave by themselves; connections still idle a second later are closed then, and every 250 ms
    // after (one that turns idle later would otherwise hold the server open until its keep-alive timeout).
    const closeIdle = app.server.closeIdleConnections.bind(app.server);
    app.server.closeIdleConnections = () => {};
    const closing = app.close();
    let sweep: NodeJS.Timeout | undefined;
    const later = setTimeout(() => {
      app.server.closeIdleConnections = closeIdle;
      closeIdle();
      sweep = setInterval(closeIdle, 250);
    }, 1000);
    await closing;
    clearTimeout(later);
    clearInterval(sweep);
    await pool.end();
    if (embedded) {
      say('请求已处理完毕，正在停止内置 PostgreSQL…');
      await embedded.stop();
    }
    say('已停止。');
    log.flush();
    process.exit(0);
  };
  installProcessGuards(process, app.log, (kind) => void stop(kind));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function redact(url: string) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

main().catch((e) => fail((e as Error)?.stack ?? String(e)));
