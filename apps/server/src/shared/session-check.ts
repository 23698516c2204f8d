import { permits } from '@console/contract/endpoint';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import type { SessionUser } from '../modules/auth/session.service.ts';
import { forbidden, sessionEnded } from './errors.ts';
import { addPhase } from './server-timing.ts';
import { perDb } from './per-db.ts';

/*
 * Reads served on the remembered session. A list (a `paged` endpoint: read-only by the protocol) does not wait
 * for its session row: it runs at once as the user its token last resolved to, while the session row is read
 * in parallel, on another connection. The answer leaves only once that read confirms the same user with the same
 * permission version (which moves with any change of role, menus or data scope, on every instance); if it
 * moved, the read runs again as the fresh user (and is refused if the key is gone); if the session ended or the
 * user may no longer sign in, the answer is 401. Nothing computed under stale authority is ever sent: the
 * rule "a change applies on the user's very next request" holds, and a list costs one round trip of waiting,
 * not two (issue 12: the session read was a third of the list's time under load). Writes never speculate.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The session read running beside a read served on the remembered session (null otherwise). */
    sessionCheck: Promise<SessionUser | null> | null;
  }
}

const memo = perDb((_: DbOrTx) => new Map<string, SessionUser>());
const REMEMBER_MAX = 10_000;

/** The user a token resolved to last time on this instance (a hint to start work with, never an authority). */
export const rememberedSession = (db: DbOrTx, tokenHash: string) => memo(db).get(tokenHash);

/** Keeps (or forgets, with null) what a token resolved to. */
export function rememberSession(db: DbOrTx, tokenHash: string, user: SessionUser | null) {
  const m = memo(db);
  if (!user) {
    m.delete(tokenHash);
    return;
  }
  if (m.size >= REMEMBER_MAX && !m.has(tokenHash)) m.clear();
  m.set(tokenHash, user);
}

const sameAuthority = (a: SessionUser, b: SessionUser) => a.code === b.code && a.roleCode === b.roleCode && a.permVersion === b.permVersion;

/** How reads served on the remembered session ended, since the process started (metrics, tests). */
export const readAhead = { confirmed: 0, rerun: 0, refused: 0, ended: 0 };

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs a route's work; on a read served on the remembered session, holds its answer (or its error) until the
 * session read confirms it, and runs it again as the fresh user when their authority moved meanwhile.
 */
export async function confirmed<T>(req: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const check = req.sessionCheck;
  if (!check) return work();
  req.sessionCheck = null;
  const first: Outcome<T> = await work().then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
  const t0 = performance.now();
  const fresh = await check;
  // What the request waited for its session beyond its own work (the phases do not overlap).
  addPhase(req, 'session', performance.now() - t0);
  if (!fresh) {
    readAhead.ended++;
    req.user = null;
    throw sessionEnded();
  }
  const used = req.user;
  req.user = fresh;
  if (used && sameAuthority(used, fresh)) {
    readAhead.confirmed++;
    if (first.ok) return first.value;
    throw first.error;
  }
  const permission = req.routeOptions.config?.permission;
  if (!permission || permission === 'public' || !permits(permission, (k) => fresh.permissions.has(k))) {
    readAhead.refused++;
    throw forbidden();
  }
  readAhead.rerun++;
  return work();
}

/**
 * The error a request answers when it failed before its handler ran: if it was a read served on the
 * remembered session, the session read decides first (an ended session is a 401, whatever the input was).
 */
export async function errorOfUnconfirmed(req: FastifyRequest, err: unknown): Promise<unknown> {
  const check = req.sessionCheck;
  if (!check) return err;
  req.sessionCheck = null;
  try {
    if (await check) return err;
    readAhead.ended++;
    return sessionEnded();
  } catch (dbError) {
    return dbError;
  }
}
