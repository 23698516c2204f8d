import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import type { SessionUser } from '../platform/sessions.ts';
import { requestScope, type Scope } from './data-scope.ts';
import { rawBodyOf } from './raw-body.ts';
import { sessionEnded } from './errors.ts';
import { confirmNow, type SessionGuard } from './session-check.ts';

/**
 * What a service needs to know about the call it serves: who (user and their data scope), from where (ip,
 * request id, for the audit trail) and how to show times. Routes build it; services never see Fastify.
 */
export type RequestCtx = {
  db: Db;
  /** Where reports and exports read (DATABASE_READ_URL's replica, or the primary); none outside a request. */
  readDb?: Db;
  /** The signed-in user; reading it on a public route answers 600008. */
  readonly user: SessionUser;
  /** The user's data scope, loaded once per request. */
  scope(): Promise<Scope>;
  /** Zone in which times are shown (config TZ_NAME). */
  tz: string;
  requestId: string;
  ip: string;
  /** A request header (e.g. `Idempotency-Key`); absent in contexts built outside a request. */
  header?: (name: string) => string | undefined;
  /** The JSON body as sent (a signed callback checks its signature over it); none outside a request. */
  rawBody?: () => string | undefined;
  /** The caller's browser as it names itself (the sign-in log keeps it); none outside a request. */
  userAgent?: string;
  /** A list served on the remembered session may confirm it in its own statement (shared/session-check.ts). */
  readonly sessionGuard?: SessionGuard | null;
  /** A write served on the remembered session that cannot carry the check in its statement confirms it first. */
  confirmSession?: () => Promise<void>;
};

const perRequest = new WeakMap<FastifyRequest, RequestCtx>();

export function requestContext(req: FastifyRequest): RequestCtx {
  let ctx = perRequest.get(req);
  if (!ctx) {
    ctx = {
      db: req.server.db,
      readDb: req.server.readDb,
      get user() {
        if (!req.user) throw sessionEnded();
        return req.user;
      },
      scope: () => requestScope(req),
      tz: req.server.config.timeZone,
      requestId: String(req.id),
      ip: req.ip,
      header: (name) => {
        const v = req.headers[name.toLowerCase()];
        return Array.isArray(v) ? v[0] : v;
      },
      rawBody: () => rawBodyOf(req),
      userAgent: String(req.headers['user-agent'] ?? ''),
      get sessionGuard() {
        return req.sessionGuard;
      },
      confirmSession: () => confirmNow(req),
    };
    perRequest.set(req, ctx);
  }
  return ctx;
}

/**
 * A transaction for a request: the caller's scope is loaded first, on the pool, so that no transaction
 * ever waits for a second pool connection while holding one (under load that starves the pool).
 */
export async function inTx<T>(ctx: RequestCtx, work: (tx: Tx) => Promise<T>): Promise<T> {
  await ctx.confirmSession?.();
  await ctx.scope();
  const after: (() => Promise<void>)[] = [];
  committing.set(ctx, after);
  try {
    const result = await ctx.db.transaction(work);
    for (const run of after) await run();
    return result;
  } finally {
    committing.delete(ctx);
  }
}

const committing = new WeakMap<RequestCtx, (() => Promise<void>)[]>();

/**
 * Work that must wait until the request's transaction has committed (queueing a background job that reads
 * what the transaction wrote). It runs after the commit, never after a rollback; outside `inTx` it runs at once.
 * It must tolerate a savepoint inside the transaction having rolled back what it was queued for.
 */
export async function afterCommit(ctx: RequestCtx, run: () => Promise<void>) {
  const after = committing.get(ctx);
  if (after) after.push(run);
  else await run();
}

/** The database a report or export reads: the replica when DATABASE_READ_URL names one, else the primary. */
export const readerOf = (ctx: RequestCtx): Db => ctx.readDb ?? ctx.db;
