import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Config } from '../config.ts';
import { createDb, type Db } from '../db/client.ts';
import type { SessionLimits } from '../platform/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Where reports and exports read: DATABASE_READ_URL's replica when set, otherwise the primary. */
    readDb: Db;
    pool: pg.Pool;
    config: Config;
    sessionLimits: SessionLimits;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { db: Db; pool: pg.Pool; config: Config }) => {
    app.decorate('db', opts.db);
    const read = opts.config.readDatabaseUrl ? createDb(opts.config.readDatabaseUrl, 5) : undefined;
    app.decorate('readDb', read?.db ?? opts.db);
    if (read) app.addHook('onClose', () => read.pool.end());
    app.decorate('pool', opts.pool);
    app.decorate('config', opts.config);
    app.decorate('sessionLimits', { idleMs: opts.config.sessionIdleMs, absoluteMs: opts.config.sessionAbsoluteMs });
  },
  { name: 'db' },
);
