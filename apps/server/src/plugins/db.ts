import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { SessionLimits } from '../modules/auth/session.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
    config: Config;
    sessionLimits: SessionLimits;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { db: Db; pool: pg.Pool; config: Config }) => {
    app.decorate('db', opts.db);
    app.decorate('pool', opts.pool);
    app.decorate('config', opts.config);
    app.decorate('sessionLimits', { idleMs: opts.config.sessionIdleMs, absoluteMs: opts.config.sessionAbsoluteMs });
  },
  { name: 'db' },
);
