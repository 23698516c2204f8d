import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { orderIdempotency } from '../modules/order/order.tables.ts';
import { badRequest } from './errors.ts';
import { inTx, type RequestCtx } from './request-context.ts';

/**
 * A write a client may send twice (a retried click, a lost reply) carries an `Idempotency-Key` header: per
 * user and call, the first answer is kept and a repeat gets it back without doing the work again.
 */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Runs `work` in one transaction, or answers what the first call with this key answered. Repeats wait on an
 * advisory lock for the first call's transaction, so two racing repeats never both do the work; a failed
 * first call stores nothing (it changed nothing), so its repeat runs again.
 */
export async function idempotent<T>(ctx: RequestCtx, call: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  const raw = ctx.header?.(IDEMPOTENCY_HEADER)?.trim();
  if (!raw) return inTx(ctx, work);
  if (raw.length > 80) throw badRequest('Idempotency-Key 不能超过80个字符');
  const key = `${call}:${raw}`;
  return inTx(ctx, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`idem:${ctx.user.code}:${key}`}))`);
    const [had] = await tx
      .select({ answer: orderIdempotency.answer })
      .from(orderIdempotency)
      .where(and(eq(orderIdempotency.userCode, ctx.user.code), eq(orderIdempotency.key, key)));
    if (had) return had.answer as T;
    const answer = await work(tx);
    await tx.insert(orderIdempotency).values({ userCode: ctx.user.code, key, answer });
    // A key is remembered for a day (a retry comes within seconds); the user's older ones go now.
    await tx
      .delete(orderIdempotency)
      .where(and(eq(orderIdempotency.userCode, ctx.user.code), lt(orderIdempotency.createdAt, sql`now() - interval '1 day'`)));
    return answer;
  });
}
