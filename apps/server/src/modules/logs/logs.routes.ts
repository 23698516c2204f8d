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
    operationList: listOperationLogs,
    loginList: listLoginLogs,
    onlineList: (q, ctx) => listOnline(q, ctx, app.sessionLimits),
    kick: kickSession,
  });
}
