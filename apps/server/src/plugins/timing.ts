import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { handlerStretch, newPhases, timeQueries, trackPhases } from '../shared/server-timing.ts';

/**
 * Where a request's time goes, as a `Server-Timing` header: session (the session row: one query),
 * permission (the role's keys, cached per permission version, and the check), validation, scope (awaiting
 * the data scope, cached likewise), db (a query of the handler on the pool in flight; a transaction's queries run on
 * a client of their own and count as handler), handler (the handler's own work:
 * building queries, mapping rows), serialisation, total. The phases do not overlap. The bench reports them.
 * Off by default; with SERVER_TIMING=1 it costs a few clock reads per request and query.
 */
async function timingPlugin(app: FastifyInstance, opts: { enabled: boolean; pool: pg.Pool }) {
  app.decorateRequest('phases', null);
  if (!opts.enabled) return;
  timeQueries(opts.pool);
  const lap = (req: FastifyRequest, name?: string) => {
    const p = req.phases;
    if (!p) return;
    const now = performance.now();
    if (name) p.ms[name] = (p.ms[name] ?? 0) + now - p.mark;
    p.mark = now;
  };
  // Callback hooks, not async ones: the measuring itself should add as little as it can.
  app.addHook('onRequest', (req, _reply, done) => {
    req.phases = newPhases(performance.now());
    // So that the pool knows whose query it sends.
    trackPhases(String(req.id), req.phases);
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    trackPhases(String(req.id), null);
    done();
  });
  app.addHook('preValidation', (req, _reply, done) => {
    lap(req);
    done();
  });
  app.addHook('preHandler', (req, _reply, done) => {
    lap(req, 'validation');
    if (req.phases) handlerStretch(req.phases, true);
    done();
  });
  app.addHook('preSerialization', (req, _reply, payload, done) => {
    const p = req.phases;
    if (p?.inHandler) {
      handlerStretch(p, false);
      lap(req, 'handler');
      // The handler's own work: what remains once its waits are taken out.
      p.ms.handler -= (p.ms.scope ?? 0) + (p.ms.db ?? 0);
    }
    done(null, payload);
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const p = req.phases;
    if (p) {
      trackPhases(String(req.id), null);
      if (p.ms.handler !== undefined) lap(req, 'serialisation');
      const parts = Object.entries(p.ms).map(([k, v]) => `${k};dur=${Math.max(0, v).toFixed(3)}`);
      parts.push(`total;dur=${(performance.now() - p.start).toFixed(3)}`);
      reply.header('server-timing', parts.join(', '));
    }
    done(null, payload);
  });
}

// Registered first, so its onSend runs before compression and times the serialiser alone.
export default fp(timingPlugin, { name: 'timing' });
