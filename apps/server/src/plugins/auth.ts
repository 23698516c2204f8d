import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, sessionEnded } from '../shared/errors.ts';
import { hashToken, resolveSession, type SessionUser } from '../platform/sessions.ts';
import { offerGuard, rememberedSession, rememberSession, SessionCheck, writeChecksSession } from '../shared/session-check.ts';
import { addPhase } from '../shared/server-timing.ts';

/** What a route needs: a permission key (`userManagement.add`), any signed-in user, or nobody. */
export type { Permission } from '@console/contract/endpoint';
import { type Endpoint, type Permission, permits } from '@console/contract/endpoint';

/**
 * A registered route as the checks read it (permission table, descriptor test); `endpoint` is the contract
 * descriptor it was served from (set by the endpoint helpers, absent on a route registered by hand).
 */
export type RouteInfo = { method: string; url: string; permission: Permission | undefined; schema?: FastifySchema; endpoint?: Endpoint };

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    /** The descriptor the route is served from (shared/endpoint-routes.ts). */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    routeTable: RouteInfo[];
  }
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (typeof h === 'string' && h.startsWith('Bearer ')) return h.slice(7).trim() || undefined;
  const t = req.headers.token;
  return typeof t === 'string' && t ? t : undefined;
}

/** The signed-in user of a route that is not public (the auth hook guarantees it is set). */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw sessionEnded();
  return req.user;
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionCheck', null);
  app.decorateRequest('sessionGuard', null);
  app.decorate('routeTable', [] as RouteInfo[]);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Documentation pages and static assets are public by nature; everything else must say what it needs.
    if (!route.config?.permission && !route.url.startsWith('/api/')) {
      route.config = { ...route.config, permission: 'public' };
    }
    if (route.url.startsWith('/api/docs') && !route.config?.permission) {
      route.config = { ...route.config, permission: 'public' };
    }
    for (const m of methods) {
      if (m === 'HEAD') continue;
      app.routeTable.push({
        method: m,
        url: route.url,
        permission: route.config?.permission,
        schema: route.schema,
        endpoint: route.config?.endpoint,
      });
    }
  });

  // A callback hook, not an async one: every request runs it, and the remembered session answers at once.
  app.addHook('onRequest', (req, _reply, done) => {
    const permission = req.routeOptions.config?.permission;
    // No route matched: the not-found handler answers.
    if (!req.routeOptions.url || permission === 'public') return done();
    if (!permission) return done(forbidden('接口未声明权限'));
    const token = bearerToken(req);
    if (!token) return done(sessionEnded('未登录或登录已失效，请重新登录'));
    const tokenHash = hashToken(token);
    const resolve = (phase?: (name: 'session' | 'permission', ms: number) => void) =>
      resolveSession(app.db, tokenHash, app.sessionLimits, phase).then((u) => {
        rememberSession(app.db, tokenHash, u);
        return u;
      });
    // A list starts as the user this token was last time, its session read beside it; so does a write whose
    // statement carries the session's check, but only with that check applied (shared/session-check.ts).
    const endpoint = req.routeOptions.config?.endpoint;
    const write = writeChecksSession(endpoint);
    const hint = endpoint?.paged || write ? rememberedSession(app.db, tokenHash) : undefined;
    const t0 = performance.now();
    const guard = hint && offerGuard(hint, tokenHash, req.routeOptions.config, write);
    if (hint && guard && (guard.apply || !write) && permits(permission, (k) => hint.user.permissions.has(k))) {
      addPhase(req, 'permission', performance.now() - t0);
      req.user = hint.user;
      req.sessionGuard = guard;
      req.sessionCheck = new SessionCheck(() => resolve());
      // A list that confirms itself in its own statement needs no session read beside it.
      if (!req.sessionGuard.apply) req.sessionCheck.start();
      return done();
    }
    resolve(req.phases ? (name, ms) => addPhase(req, name, ms) : undefined).then((user) => {
      if (!user) return done(sessionEnded());
      req.user = user;
      const t1 = performance.now();
      // A call several pages share opens with any one of their keys (the handler narrows what each key shows).
      const allowed = permits(permission, (k) => user.permissions.has(k));
      addPhase(req, 'permission', performance.now() - t1);
      done(allowed ? undefined : forbidden());
    }, done);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
