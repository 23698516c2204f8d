import { permits } from '@console/contract/endpoint';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import type { SessionUser } from '../platform/sessions.ts';
import { forbidden, sessionEnded } from './errors.ts';
import { addPhase } from './server-timing.ts';
import { perDb } from '../platform/per-db.ts';

/*
 * Reads served on the remembered session. A list (a `paged` endpoint: read-only by the protocol) does not wait
 * for its session row: it runs at once as the user its token last resolved to, while the session row is read
 * in parallel, on another connection. The answer leaves only once that read confirms the same user with the same
 * permission version (which moves with any change of role, menus or data scope, on every instance); if it
 * moved, the read runs again as the fresh user (and is refused if the key is gone); if the session ended or the
 * user may no longer sign in, the answer is 401. Nothing computed under stale authority is ever sent: the
 * rule "a change applies on the user's very next request" holds, and a list costs one round trip of waiting,
 * not two (issue 12: the session read was a third of the list's time under load). Writes never speculate.
 *
 * The busiest lists (the prepared ones) go further: their statement itself carries the check
 * (`sessionHolds()`), so rows come back only while the session stands for the same user and authority, and
 * no separate session read is sent at all. An empty answer proves nothing: then the session is read and the
 * list runs again if it must. Each token's session row is still read in full every REREAD_MS (keeping its
 * last-seen time, hence its idle limit, right), and near its expiry the separate read decides.
 *
 * A write never runs ahead of its session, but one whose single statement carries the same check (declared by
 * `checksSessionInStatement`: the stocktake, a resource's one-statement add) writes only while the session
 * stands: it goes at once on the remembered session (issue 31: a write waited its turn twice, for its session
 * read and for its statement). No row written because the check failed: the statement says so (`held` false),
 * the session is read and the write runs again as the fresh user, or answers 401/403. Any other path of such a
 * route (a transaction) confirms the session before it writes (`confirmNow`).
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The session read that confirms a read served on the remembered session (null otherwise). */
    sessionCheck: SessionCheck | null;
    /** The offer to confirm that read inside the list's own statement (null otherwise). */
    sessionGuard: SessionGuard | null;
  }
}

/** The session read of a request: started at once beside the work, or only when the work could not confirm. */
export class SessionCheck {
  private running: Promise<SessionUser | null> | null = null;
  constructor(private readonly read: () => Promise<SessionUser | null>) {}
  start(): Promise<SessionUser | null> {
    if (!this.running) {
      this.running = this.read();
      // Awaited by the route (confirmed()); a failure here must not also surface as an unhandled rejection.
      this.running.catch(() => {});
    }
    return this.running;
  }
}

/**
 * A list that can confirm its own session: its statement carries `sessionHolds()` with these values, so its
 * rows come back only while the session still stands for the same user and authority (`held`). With `apply`
 * false the route is still being learnt: the list only says it could (`used`), the session read runs beside it.
 */
export type SessionGuard = { apply: boolean; used: boolean; held: boolean; values: Record<string, unknown> };

export { sessionHolds, sessionHoldsFor } from '../platform/sessions.ts';

export type Remembered = { user: SessionUser; at: number };
const memo = perDb((_: DbOrTx) => new Map<string, Remembered>());
const REMEMBER_MAX = 10_000;
/** A token's session row is read in full at least this often (it keeps the idle limit's last-seen time fresh). */
const REREAD_MS = 30_000;
/** Nor is a session guarded this close to its expiry: the session read decides near the limit. */
const EXPIRY_MARGIN_MS = 120_000;

/** What a token resolved to last time on this instance, and when (a hint to start work with, never an authority). */
export const rememberedSession = (db: DbOrTx, tokenHash: string) => memo(db).get(tokenHash);

/** Routes learnt to confirm their session in their own statement (by route config), or not. */
const guardable = new WeakMap<object, boolean>();

/** Write endpoints (contract descriptors) whose every write carries the session's check or confirms it first. */
const checkedWrites = new WeakSet<object>();
/** Declares that a write endpoint's statement carries the session's check (see the head of this file). */
export const checksSessionInStatement = (endpoint: object) => checkedWrites.add(endpoint);
export const writeChecksSession = (endpoint: object | undefined) => endpoint !== undefined && checkedWrites.has(endpoint);

/**
 * The guard a read on the remembered session offers its list: applied when the route is known to use it (a
 * declared write always does) and the remembered session was read in full lately and is far from expiring.
 */
export function offerGuard(r: Remembered, tokenHash: string, route: object, declared = false): SessionGuard {
  const now = Date.now();
  const known = declared || guardable.get(route) === true;
  const apply = known && now - r.at < REREAD_MS && now < (r.user.validUntil ?? 0) - EXPIRY_MARGIN_MS;
  const values = apply
    ? { __sg_token: tokenHash, __sg_user: r.user.code, __sg_role: r.user.roleCode, __sg_version: r.user.permVersion }
    : {};
  return { apply, used: false, held: false, values };
}

/** Keeps (or forgets, with null) what a token resolved to. */
export function rememberSession(db: DbOrTx, tokenHash: string, user: SessionUser | null) {
  const m = memo(db);
  if (!user) {
    m.delete(tokenHash);
    return;
  }
  if (m.size >= REMEMBER_MAX && !m.has(tokenHash)) m.clear();
  m.set(tokenHash, { user, at: Date.now() });
}

const sameAuthority = (a: SessionUser, b: SessionUser) => a.code === b.code && a.roleCode === b.roleCode && a.permVersion === b.permVersion;

/** How reads served on the remembered session ended, since the process started (metrics, tests). */
export const readAhead = { confirmed: 0, guarded: 0, rerun: 0, refused: 0, ended: 0 };

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs a route's work; on a read served on the remembered session, holds its answer (or its error) until the
 * session read confirms it, and runs it again as the fresh user when their authority moved meanwhile.
 */
export async function confirmed<T>(req: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const check = req.sessionCheck;
  if (!check) return work();
  const guard = req.sessionGuard;
  const first: Outcome<T> = await work().then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
  // Confirmed meanwhile by the work itself, before it wrote (confirmNow): its outcome stands as it is.
  const early = req.sessionCheck !== check;
  req.sessionCheck = null;
  req.sessionGuard = null;
  if (early) {
    if (first.ok) return first.value;
    throw first.error;
  }
  if (guard) guardable.set(req.routeOptions.config, guard.used);
  if (guard?.held) {
    // The list's own statement found the session standing for this user and authority: nothing to wait for.
    readAhead.guarded++;
    if (first.ok) return first.value;
    throw first.error;
  }
  // A guarded list that answered nothing may have been stopped by its guard: run it again, now confirmed.
  const unsure = guard?.apply === true && guard.used;
  if (await settled(req, check, unsure)) {
    if (first.ok) return first.value;
    throw first.error;
  }
  readAhead.rerun++;
  return work();
}

/**
 * Reads the session now: true when it stands for the same user and authority the work ran as (and nothing else
 * makes the outcome unsure); otherwise the request is now the fresh user's — 401 if the session ended, 403 if the
 * fresh user may no longer call the route — and false says the work must run again as them.
 */
async function settled(req: FastifyRequest, check: SessionCheck, unsure: boolean): Promise<boolean> {
  const used = req.user;
  const fresh = await freshUser(req, check);
  if (used && sameAuthority(used, fresh) && !unsure) {
    readAhead.confirmed++;
    return true;
  }
  refuseUnless(req, fresh);
  return false;
}

/** The session read's user, now the request's; 401 when the session ended. */
async function freshUser(req: FastifyRequest, check: SessionCheck): Promise<SessionUser> {
  const t0 = performance.now();
  const fresh = await check.start();
  // What the request waited for its session beyond its own work (the phases do not overlap).
  addPhase(req, 'session', performance.now() - t0);
  if (!fresh) {
    readAhead.ended++;
    req.user = null;
    throw sessionEnded();
  }
  req.user = fresh;
  return fresh;
}

/** 403 unless the fresh user may still call the route. */
function refuseUnless(req: FastifyRequest, fresh: SessionUser) {
  const permission = req.routeOptions.config?.permission;
  if (!permission || permission === 'public' || !permits(permission, (k) => fresh.permissions.has(k))) {
    readAhead.refused++;
    throw forbidden();
  }
}

/**
 * The guard a write's statement carries, if the request runs on the remembered session (taking it tells the
 * request to trust the statement's `held`); undefined when the session was read already.
 */
export function writeGuard(guard: SessionGuard | null | undefined): SessionGuard | undefined {
  if (!guard?.apply) return undefined;
  guard.used = true;
  return guard;
}

/**
 * Confirms a request served on the remembered session now, before its work writes anything without the check
 * in its statement: 401 if the session ended, 403 if the fresh user may no longer call the route, else the work
 * goes on as the fresh user. Nothing when the session was read already.
 */
export async function confirmNow(req: FastifyRequest): Promise<void> {
  const check = req.sessionCheck;
  if (!check) return;
  req.sessionCheck = null;
  req.sessionGuard = null;
  await settled(req, check, false);
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
    req.sessionGuard = null;
    if (await check.start()) return err;
    readAhead.ended++;
    return sessionEnded();
  } catch (dbError) {
    return dbError;
  }
}
