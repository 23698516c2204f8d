import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where a request's time goes, as a `Server-Timing` header (session, permission, scope, validation,
 * handler — its SQL and mapping, scope excluded — serialisation, total): what the bench reports per phase.
 * Off by default; with SERVER_TIMING=1 it costs a few clock reads per request.
 */
async function timingPlugin(app: FastifyInstance, opts: { enabled: boolean }) {
  app.decorateRequest('phases', null);
  if (!opts.enabled) return;
  const lap = (req: FastifyRequest, name?: string) => {
    const p = req.phases;
    if (!p) return;
    const now = performance.now();
    if (name) p.ms[name] = (p.ms[name] ?? 0) + now - p.mark;
    p.mark = now;
  };
  app.addHook('onRequest', async (req) => {
    const now = performance.now();
    req.phases = { start: now, mark: now, ms: {} };
  });
  app.addHook('preValidation', async (req) => lap(req));
  app.addHook('preHandler', async (req) => lap(req, 'validation'));
  app.addHook('preSerialization', async (req, _reply, payload) => {
    lap(req, 'handler');
    return payload;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const p = req.phases;
    if (!p) return payload;
    lap(req, 'serialisation');
    // The scope is read inside the handler: counted once, as its own phase.
    if (p.ms.scope && p.ms.handler) p.ms.handler -= p.ms.scope;
    const parts = Object.entries(p.ms).map(([k, v]) => `${k};dur=${v.toFixed(3)}`);
    parts.push(`total;dur=${(performance.now() - p.start).toFixed(3)}`);
    reply.header('server-timing', parts.join(', '));
    return payload;
  });
}

// Registered first, so its onSend runs before compression and times the serialiser alone.
export default fp(timingPlugin, { name: 'timing' });
