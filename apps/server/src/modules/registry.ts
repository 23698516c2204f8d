import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';

/** Every area's routes, mounted under /api. An area adds one line here. */
export async function registerModules(api: FastifyInstance) {
  await api.register(authRoutes);
}
