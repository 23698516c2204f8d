import { workbenchApi } from '@console/contract/workbench';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { workbenchSummary } from './workbench.service.ts';

/** The workbench on /homepage (issue 30): one call answering every card of the caller. */
export const workbenchRoutes: FastifyPluginAsyncZod = async (app) => {
  serveAll(app, workbenchApi, { summary: workbenchSummary });
};
