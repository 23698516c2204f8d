import type { FastifyRequest } from 'fastify';

/** Milliseconds spent in each phase of one request (only with SERVER_TIMING=1). */
export type Phases = { start: number; mark: number; ms: Record<string, number> };

declare module 'fastify' {
  interface FastifyRequest {
    phases: Phases | null;
  }
}

/** Adds `ms` to the request's phase `name` (no-op unless SERVER_TIMING=1). */
export function addPhase(req: FastifyRequest, name: string, ms: number) {
  if (req.phases) req.phases.ms[name] = (req.phases.ms[name] ?? 0) + ms;
}

/** Times a promise as phase `name` of the request. */
export function timed<T>(req: FastifyRequest, name: string, work: Promise<T>): Promise<T> {
  if (!req.phases) return work;
  const t0 = performance.now();
  return work.finally(() => addPhase(req, name, performance.now() - t0));
}
