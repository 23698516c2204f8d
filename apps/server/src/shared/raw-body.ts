import type { FastifyRequest } from 'fastify';

/**
 * The JSON body as it arrived, for the few calls that must check a signature over the exact bytes sent (a
 * payment provider's callback): the app's JSON parser keeps it here, and the request context reads it.
 */
const raw = new WeakMap<FastifyRequest, string>();

export const keepRawBody = (req: FastifyRequest, text: string) => void raw.set(req, text);
export const rawBodyOf = (req: FastifyRequest) => raw.get(req);
