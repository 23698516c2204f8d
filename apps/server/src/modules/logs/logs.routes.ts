import { logsApi, onlineQuery, onlineUserResource } from '@console/contract/logs';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerResourceExport } from '../../shared/resource-export.ts';
import './logs.export.ts';
import { listLoginLogs } from './login-log.service.ts';
import { kickSession, listOnline } from './online.service.ts';
import { listOperationLogs } from './operation-log.service.ts';
import type { RequestCtx } from '../../shared/request-context.ts';

/** Operation log, sign-in log and online sessions (read-only, except ending a session). */
export async function logRoutes(app: FastifyInstance) {
  const onlineList = (q: Parameters<typeof listOnline>[0], ctx: RequestCtx) => listOnline(q, ctx, app.sessionLimits);
  serveAll(app, logsApi, { operationList: listOperationLogs, loginList: listLoginLogs, onlineList, kick: kickSession });
  // The sessions as the list shows them (who, from where, since when): the row holds no token, nor its hash.
  registerResourceExport({ resource: onlineUserResource, query: onlineQuery, service: { list: onlineList } });
}
