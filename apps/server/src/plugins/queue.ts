import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';

/**
 * Background work outside the request (exports, scheduled-job runs). With JOBS on (the default) it runs on
 * pg-boss in PostgreSQL, so any instance may pick a job up and a crash does not lose it. With JOBS=0 (the
 * API tests) the same handlers run in this process right after `send`, and closing the app waits for them.
 */
export type QueueOptions = {
  /** Jobs of this queue run at most this many at a time per instance. */
  concurrency?: number;
  /** pg-boss gives up on (expires) a job after this long. */
  expireInSeconds?: number;
  /** 'stately': at most one queued and one running job per singleton key (scheduled runs). */
  policy?: 'standard' | 'stately';
};
export type SendOptions = {
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** With a 'stately' queue: at most one queued job per key. */
  singletonKey?: string;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
};
/** `attempt` counts from 1; a retry of the same job has the next number. */
export type QueueHandler<T> = (data: T, attempt: number) => Promise<void>;

export interface JobQueue {
  work<T extends object>(name: string, handler: QueueHandler<T>, options?: QueueOptions): void;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Jobs waiting (queued or waiting for a retry) and running, over every queue and instance. */
  depth(): Promise<{ waiting: number; active: number }>;
  readonly kind: 'pg-boss' | 'inline';
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
  }
}

function inlineQueue(log: FastifyInstance['log']): JobQueue & { drain(): Promise<void> } {
  const handlers = new Map<string, QueueHandler<object>>();
  const running = new Set<Promise<void>>();
  return {
    kind: 'inline',
    work: (name, handler) => void handlers.set(name, handler as QueueHandler<object>),
    async send(name, data, options = {}) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`no worker for queue ${name}`);
      const run = async () => {
        await new Promise((r) => setTimeout(r, Math.min((options.startAfterSeconds ?? 0) * 1000, 100)));
        for (let attempt = 0; ; attempt++) {
          try {
            return await handler(data, attempt + 1);
          } catch (err) {
            if (attempt >= (options.retryLimit ?? 0)) return log.error({ err, queue: name }, 'job failed');
            const delay = (options.retryDelaySeconds ?? 0) * 1000 * (options.retryBackoff ? 2 ** attempt : 1);
            await new Promise((r) => setTimeout(r, Math.min(delay, 50)));
          }
        }
      };
      const p = run().finally(() => running.delete(p));
      running.add(p);
    },
    // Inline jobs start at once: all of them are running (in this process).
    depth: async () => ({ waiting: 0, active: running.size }),
    async drain() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}

const QUEUE_SETUP_LOCK = 727004;

/**
 * pg-boss's SQL on the app's pool, with what is still on its way: pg-boss marks a job done or failed without
 * awaiting it, so its stop can resolve with that statement in flight, and the pool ended right after made it an
 * unhandled rejection (seen stopping a server just after its start, while the partner syncs ran).
 */
export function trackedSql<R>(query: (text: string, values?: unknown[]) => Promise<R>) {
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text: string, values?: unknown[]): Promise<R> {
      const q = query(text, values);
      inFlight.add(q);
      const done = () => void inFlight.delete(q);
      q.then(done, done);
      return q;
    },
    async settled() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

function bossQueue(app: FastifyInstance): JobQueue & { start(): Promise<PgBoss>; stop(): Promise<void> } {
  const workers: { name: string; handler: QueueHandler<object>; options: QueueOptions }[] = [];
  let started = false;
  let starting: Promise<PgBoss> | undefined;
  const sql = trackedSql((text: string, values?: unknown[]) => app.pool.query(text, values));
  const boot = async () => {
    // Loaded here, not with the server: no first request needs it (issue 31's warm start).
    const { default: Boss } = await import('pg-boss');
    // pg-boss runs its SQL on the app's own pool: nothing else to configure, embedded or external.
    const boss = new Boss({
      db: { executeSql: (text, values) => sql.executeSql(text, values) },
      schedule: false,
      supervise: true,
      migrate: true,
    });
    boss.on('error', (err) => app.log.error({ err }, 'pg-boss'));
    // Instances starting together would create pg-boss's schema and queues at once and deadlock: one at a time.
    const lock = await app.pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
      await boss.start();
      for (const w of workers) {
        await boss.createQueue(w.name, {
          name: w.name,
          policy: w.options.policy ?? 'standard',
          expireInSeconds: w.options.expireInSeconds ?? 3600,
        });
      }
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => {});
      lock.release();
    }
    started = true;
    for (const w of workers) {
      for (let i = 0; i < (w.options.concurrency ?? 1); i++) {
        // pg-boss waits out the polling interval after every job, so a worker took at most one job a second
        // (300 due pushes at start: 75 s before a new order's push). A worker that just found a job asks for
        // the next at once; only an empty fetch waits the second.
        const id: string = await boss.work<object>(
          w.name,
          { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
          async ([job]) => {
            try {
              return await w.handler(job.data, job.retryCount + 1);
            } finally {
              boss.notifyWorker(id);
            }
          },
        );
      }
    }
    return boss;
  };
  const start = () => {
    starting ??= boot();
    return starting;
  };
  return {
    kind: 'pg-boss',
    work(name, handler, options = {}) {
      if (started) throw new Error('queues are declared before the app is ready');
      workers.push({ name, handler: handler as QueueHandler<object>, options });
    },
    async send(name, data, options = {}) {
      const boss = await start();
      const opts = {
        retryLimit: options.retryLimit ?? 0,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: options.retryBackoff,
        singletonKey: options.singletonKey,
        startAfter: options.startAfterSeconds,
      };
      // pg-boss checks every option key it is given, undefined included.
      await boss.send(name, data, Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)));
    },
    async depth() {
      if (!started) return { waiting: 0, active: 0 };
      const { rows } = await app.pool.query<{ waiting: number; active: number }>(
        `select count(*) filter (where state in ('created', 'retry'))::int as waiting, count(*) filter (where state = 'active')::int as active
           from pgboss.job where name = any($1)`,
        [workers.map((w) => w.name)],
      );
      return rows[0];
    },
    start,
    async stop() {
      const boss = await starting?.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, timeout: 20_000, close: false });
      await sql.settled();
    },
  };
}

export default fp(
  async (app: FastifyInstance) => {
    if (!app.config.jobs) {
      const q = inlineQueue(app.log);
      app.decorate('queue', q);
      app.addHook('onClose', () => q.drain());
      return;
    }
    const q = bossQueue(app);
    app.decorate('queue', q);
    // The queue starts once the server listens: pg-boss's import and start (its schema check, the queues, the
    // workers) ran inside listen() and held the port's opening back (issue 31: warm start), and no first request
    // waits for it. A job sent before it ends waits for it (send starts it); a start that fails is logged, and
    // every send reports it.
    app.addHook('onListen', async () => {
      q.start().catch((err) => app.log.error({ err }, 'pg-boss did not start'));
    });
    app.addHook('onClose', () => q.stop());
  },
  { name: 'queue', dependencies: ['db'] },
);
