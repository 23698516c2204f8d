import type { FastifyInstance } from 'fastify';

/** Deliveries, order split and province returns. */
export async function wmsDocRoutes(_app: FastifyInstance) {}
