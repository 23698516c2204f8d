import { readAhead } from '../shared/session-check.ts';
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RequestMetrics } from '../shared/metrics.ts';

const journal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/meta/_journal.json');
const expectedMigrations = (): number => (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: RequestMetrics;
  }
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * What a load balancer and a monitor need: `/api/health` (the process lives), `/api/ready` (the database
 * answers and every migration is applied), `/api/metrics` (Prometheus text, only with METRICS_TOKEN), and
 * one log line per request.
 */
const READ_AHEAD_HELP = {
  confirmed: 'confirmed the user',
  guarded: 'was not needed: the list’s own statement confirmed the session',
  rerun: 'found their authority changed (the list ran again as the fresh user)',
  refused: 'took the key away (403)',
  ended: 'found ended (401)',
};

async function opsPlugin(app: FastifyInstance) {
  const metrics = new RequestMetrics();
  app.decorate('metrics', metrics);
  metrics.addGauges(async () => {
    const { waiting, active } = await app.queue.depth();
    return [
      ['console_job_queue_waiting', 'Background jobs queued or waiting for a retry (every instance)', waiting],
      ['console_job_queue_active', 'Background jobs running (every instance)', active],
    ] as const;
  });
  metrics.addGauges(async () =>
    (Object.keys(readAhead) as (keyof typeof readAhead)[]).map(
      (outcome) =>
        [
          `console_session_read_ahead_${outcome}`,
          `Lists served on the remembered session whose session read then ${READ_AHEAD_HELP[outcome]} (this instance)`,
          readAhead[outcome],
        ] as const,
    ),
  );

  // One line per request: who, which route (its pattern: no ids, no query string, never a token), status, time.
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const ms = reply.elapsedTime;
    metrics.observe(req.method, route, reply.statusCode, ms);
    req.log.info({ user: req.user?.code, method: req.method, route, status: reply.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    done();
  });

  app.get('/api/health', { config: { permission: 'public' }, schema: { hide: true } }, async () => ({
    code: 200,
    message: 'ok',
    data: { status: 'up' },
  }));

  app.get('/api/ready', { config: { permission: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    try {
      const { rows } = await app.pool.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
      if (Number(rows[0].n) < expectedMigrations()) {
        return reply.status(503).send({ code: 503, message: '数据库迁移未完成', data: { status: 'migrating' } });
      }
      return { code: 200, message: 'ok', data: { status: 'ready' } };
    } catch {
      return reply.status(503).send({ code: 503, message: '数据库暂不可用', data: { status: 'database unavailable' } });
    }
  });

  app.get('/api/metrics', { config: { permission: 'public' }, schema: { hide: true } }, async (req, reply) => {
    const token = app.config.metricsToken;
    const given = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    // Without a configured token the endpoint does not exist; with one, a wrong token looks the same.
    if (!token || !sameSecret(given, token)) return reply.status(404).send({ code: 404, message: '接口不存在', data: null });
    const pool = app.pool;
    const gauges = [
      ['console_db_pool_total', 'Connections open in the pool', pool.totalCount],
      ['console_db_pool_idle', 'Idle connections in the pool', pool.idleCount],
      ['console_db_pool_waiting', 'Requests waiting for a connection', pool.waitingCount],
      ...(await metrics.gauges()),
    ] as const;
    reply.type('text/plain; version=0.0.4; charset=utf-8');
    return metrics.render(gauges.map(([name, help, value]) => ({ name, help, value })));
  });
}

export default fp(opsPlugin, { name: 'ops', dependencies: ['db', 'auth', 'queue'] });
