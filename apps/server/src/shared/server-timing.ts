import type { FastifyRequest } from 'fastify';
import { currentRequestId } from './request-scope.ts';

/**
 * Milliseconds spent in each phase of one request (only with SERVER_TIMING=1). Inside the handler, the
 * time awaiting the data scope and the time with a database query in flight are told apart from the
 * handler's own work (building queries, mapping rows): the phases never overlap.
 */
export type Phases = {
  start: number;
  mark: number;
  ms: Record<string, number>;
  /** Inside the handler: what is being awaited right now, and since when. */
  waits: { scope: number; db: number };
  since: number;
  inHandler: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    phases: Phases | null;
  }
}

/**
 * The phases of requests in progress by request id, for code that has no request at hand (the pool's
 * queries find theirs through the request scope every request already runs in: request-scope.ts).
 */
export const phasesById = new Map<string, Phases>();
const IN_PROGRESS_MAX = 10_000;

export function trackPhases(reqId: string, p: Phases | null) {
  if (!p) {
    phasesById.delete(reqId);
    return;
  }
  // Requests whose reply never went out (aborted) would otherwise stay.
  if (phasesById.size >= IN_PROGRESS_MAX) phasesById.clear();
  phasesById.set(reqId, p);
}

export const newPhases = (now: number): Phases => ({
  start: now,
  mark: now,
  ms: {},
  waits: { scope: 0, db: 0 },
  since: now,
  inHandler: false,
});

/** Adds `ms` to the request's phase `name` (no-op unless SERVER_TIMING=1). */
export function addPhase(req: FastifyRequest, name: string, ms: number) {
  if (req.phases) req.phases.ms[name] = (req.phases.ms[name] ?? 0) + ms;
}

/** Closes the stretch since the last change of what the handler awaits, charging it to that wait. */
function settle(p: Phases) {
  const now = performance.now();
  if (p.inHandler) {
    const phase = p.waits.scope > 0 ? 'scope' : p.waits.db > 0 ? 'db' : undefined;
    if (phase) p.ms[phase] = (p.ms[phase] ?? 0) + now - p.since;
  }
  p.since = now;
}

/** Times `work` as a wait of the request's handler: its data scope, or a database query. */
export function awaited<T>(p: Phases | null | undefined, kind: 'scope' | 'db', work: Promise<T>): Promise<T> {
  if (!p) return work;
  settle(p);
  p.waits[kind]++;
  return work.finally(() => {
    settle(p);
    p.waits[kind]--;
  });
}

/** The handler starts (true) or ends (false): its waits are counted in between. */
export function handlerStretch(p: Phases, inside: boolean) {
  settle(p);
  p.inHandler = inside;
}

/** With SERVER_TIMING=1: each query on the pool counts as a database wait of the request that sent it. */
export function timeQueries(pool: { query: (...args: never[]) => unknown }) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const id = currentRequestId();
    const p = id === undefined ? undefined : phasesById.get(id);
    const res = query(...args);
    return p && res instanceof Promise ? awaited(p, 'db', res) : res;
  };
}
