import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { orderIdempotency } from '../db/schema/order.ts';
import { AppError, badRequest } from './errors.ts';
import { inTx, type RequestCtx } from './request-context.ts';

/**
 * A write a client may send twice (a retried click, a lost reply) carries an `Idempotency-Key` header: per
 * user and call, the first answer is kept and a repeat with the same input gets it back without doing the work
 * again; the key sent with another input is refused (422).
 */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Runs `work` in one transaction, or answers what the first call with this key answered. Repeats wait on an
 * advisory lock for the first call's transaction, so two racing repeats never both do the work; a failed
 * first call stores nothing (it changed nothing), so its repeat runs again.
 */
export async function idempotent<T>(ctx: RequestCtx, call: string, input: unknown, work: (tx: Tx) => Promise<T>): Promise<T> {
  const raw = ctx.header?.(IDEMPOTENCY_HEADER)?.trim();
  if (!raw) return inTx(ctx, work);
  if (raw.length > 80) throw badRequest('Idempotency-Key 不能超过80个字符');
  const key = `${call}:${raw}`;
  // The parsed input, not the raw body: the same request sent with other spacing or key order is still the same.
  const request = createHash('sha256')
    .update(`${call}\n${JSON.stringify(input)}`)
    .digest('hex');
  return inTx(ctx, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`idem:${ctx.user.code}:${key}`}))`);
    const [had] = await tx
      .select({ request: orderIdempotency.request, answer: orderIdempotency.answer })
      .from(orderIdempotency)
      .where(and(eq(orderIdempotency.userCode, ctx.user.code), eq(orderIdempotency.key, key)));
    // Answering another request's first answer would tell the user a request they never made was done.
    // '' is a key stored before requests were hashed (kept a day at most): nothing to compare it with.
    if (had && had.request !== '' && had.request !== request) throw new AppError(422, '幂等键已用于其他请求');
    if (had) return had.answer as T;
    const answer = await work(tx);
    await tx.insert(orderIdempotency).values({ userCode: ctx.user.code, key, request, answer });
    // A key is remembered for a day (a retry comes within seconds); the user's older ones go now.
    await tx
      .delete(orderIdempotency)
      .where(and(eq(orderIdempotency.userCode, ctx.user.code), lt(orderIdempotency.createdAt, sql`now() - interval '1 day'`)));
    return answer;
  });
}
