import { regionApi } from '@console/contract/regions';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { childrenOf, regionList, regionTree } from './regions.service.ts';

// Browsers may keep region data for an hour: it only changes with a new release.
const CACHE = { 'cache-control': 'public, max-age=3600' };

export async function regionRoutes(app: FastifyInstance) {
  serveAll(app, regionApi, { queryAll: regionTree, queryAllRegion: regionList, query: childrenOf }, { headers: CACHE });
}
