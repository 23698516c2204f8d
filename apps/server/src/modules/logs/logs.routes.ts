import { logsApi } from '@console/contract/logs';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import './logs.export.ts';
import { listLoginLogs } from './login-log.service.ts';
import { kickSession, listOnline } from './online.service.ts';
import { listOperationLogs } from './operation-log.service.ts';

/** Operation log, sign-in log and online sessions (read-only, except ending a session). */
export async function logRoutes(app: FastifyInstance) {
  serveAll(app, logsApi, {
    operationList: (q, ctx) => listOperationLogs(ctx.db, q, ctx.tz),
    loginList: (q, ctx) => listLoginLogs(ctx.db, q, ctx.tz),
    onlineList: (q, ctx) => listOnline(ctx.db, q, app.sessionLimits, ctx.tz, ctx.user.tokenHash),
    kick: ({ id }, ctx) => kickSession(id, ctx),
  });
}
