import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { build } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import type { Launched } from './db/embedded.ts';
import { launchDatabase } from './db/launch.ts';
import { runMigrations } from './db/migrate.ts';
import { seed } from './seed/seed.ts';
import { type BufferedLog, bufferedLog, exitAfterLog } from './log-stream.ts';
import { installProcessGuards } from './process-guards.ts';

// Under sustained load V8 lets its heap grow to several times what is live before a full collection: the
// server's RSS climbed past 280 MiB with ~50 MB live (bench, 50 clients). Growing by half keeps it near 175 MiB
// for a few more, short, incremental collections (throughput unchanged in the bench). An operator's own
// `node --heap-growing-percent=…` wins (Node refuses the flag in NODE_OPTIONS, so execArgv is the one place).
if (!process.execArgv.some((a) => a.includes('heap-growing-percent'))) {
  setFlagsFromString('--heap-growing-percent=50');
}

/** How long a log nobody reads may hold up an exit forced by a timeout or a failure. */
const LOG_GRACE_MS = 5000;
/** The running server's log, written in full before the process exits, whichever way it stops. */
let serverLog: BufferedLog | undefined;

const say = (msg: string) => (serverLog ? serverLog.print(`${msg}\n`) : process.stdout.write(`${msg}\n`));
const fail = (msg: string): never => {
  process.stderr.write(`启动失败：${msg}\n`);
  process.exit(1);
};

async function serve(database?: Launched) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    fail(e instanceof ConfigError ? e.message : String(e));
    return;
  }

  let embedded = database;
  try {
    embedded ??= await launchDatabase(config);
  } catch (e) {
    fail((e as Error).message);
  }
  const url = embedded?.url ?? config.databaseUrl!;
  const { db, pool } = createDb(url);
  // PostgreSQL comes up, then the migrations and base data run, while this process builds the app (routes,
  // schemas: no table is touched); nothing is served before both end.
  const prepared = (async () => {
    try {
      await embedded?.ready;
    } catch (e) {
      fail((e as Error).message);
    }
    try {
      await pool.query('select 1');
    } catch (e) {
      await embedded?.stop();
      fail(`无法连接数据库 ${redact(url)}：${(e as Error).message}`);
    }
    await runMigrations(db);
    await seed(db, config, say);
  })();
  prepared.catch(() => {});
  const log = bufferedLog();
  serverLog = log;
  const app = await build({ config, db, pool, logger: { level: config.logLevel, stream: log.stream } });
  // The first reply reads the global Response (@fastify/compress's onSend asks whether the payload is one), which
  // loads Node's fetch implementation, ~15–30 ms: loaded here, while PostgreSQL or the migrations may still be
  // coming, instead of inside the first request (issue 31).
  void globalThis.Response;
  await prepared;
  let stopping = false;
  // Answers finished while draining close their keep-alive connection, so the server can close.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    await pool.end();
    await embedded?.stop();
    fail(`无法监听端口 ${config.port}：${(e as Error).message}`);
  }
  // From the process's start: `npm start` imports the server's bundle well after it.
  say(
    `业务管理平台已启动：http://localhost:${config.port}  （${config.apiDocs ? 'API 文档 /api/docs，' : ''}用时 ${Math.round(performance.now())} ms）`,
  );

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`收到 ${signal}，正在停止：不再接受新请求，等待进行中的请求完成…`);
    const force = setTimeout(() => {
      process.stderr.write(`停止超时（${config.shutdownGraceMs / 1000} 秒），强制退出。\n`);
      void exitAfterLog(log, 1, LOG_GRACE_MS);
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
    await exitAfterLog(log, 0);
  };
  installProcessGuards(process, app.log, (kind) => void stop(kind));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function redact(url: string) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/** `database`: the embedded PostgreSQL that `npm start` launched already (scripts/start.mjs), or none. */
export const runServer = (database?: Launched) =>
  serve(database).catch((e) => {
    process.stderr.write(`启动失败：${(e as Error)?.stack ?? String(e)}\n`);
    return exitAfterLog(serverLog, 1, LOG_GRACE_MS);
  });

// Run directly (`npm run start -w server`, through tsx) it starts itself; bundled, entry.ts starts it.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) void runServer();
