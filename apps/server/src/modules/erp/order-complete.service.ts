import { WORDS } from '@console/contract/words';
import { and, eq, exists, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { assertCan, casStatus, logOrder, type OrderRow, orderInScope, statusesFor, targetOf } from '../order-kit/order-kit.ts';
import { orderLogs, orders } from '../../db/schema/order.ts';
import { systemCtx } from './erp-runtime.ts';

/**
 * Completion: a shipped order becomes 已完成 (the machine's `complete`, 40 → 50) when the user says so, or by
 * the daily job once it was shipped more than ORDER_AUTO_COMPLETE_DAYS days ago. Check-and-set either way:
 * a user and the job racing complete it once, the loser hears the status it has.
 */

async function completeIn(ctx: RequestCtx, o: OrderRow, updateTime?: string, remark = '') {
  return inTx(ctx, async (tx) => {
    assertCan(o, 'complete');
    await casStatus(tx, ctx, o, o.status, targetOf('complete'), WORDS.complete, {}, updateTime);
    await logOrder(tx, ctx, o, { action: WORDS.complete, fromStatus: o.status, toStatus: targetOf('complete'), remark });
    return { id: o.id, status: targetOf('complete') };
  });
}

export async function completeOrder(b: { id: number; updateTime?: string }, ctx: RequestCtx) {
  return completeIn(ctx, await orderInScope(ctx.db, ctx, b.id), b.updateTime);
}

/** The daily job: every order shipped (its log's move to 已发货) more than `days` days ago; answers how many. */
export async function autoComplete(db: Db, tz: string, days: number) {
  const ctx = systemCtx(db, tz, 'autoComplete');
  const shippedLongAgo = exists(
    db
      .select({ one: sql`1` })
      .from(orderLogs)
      .where(
        and(
          eq(orderLogs.orderId, orders.id),
          eq(orderLogs.toStatus, 40),
          lt(orderLogs.createdAt, sql`now() - make_interval(days => ${days})`),
        ),
      ),
  );
  let done = 0;
  for (;;) {
    const due = await db
      .select()
      .from(orders)
      .where(and(eq(orders.status, statusesFor('complete')[0]), shippedLongAgo))
      .orderBy(orders.id)
      .limit(500);
    for (const o of due) {
      await completeIn(ctx, o, undefined, `发货超过${days}天自动完成`).then(
        () => done++,
        () => undefined, // completed by a user meanwhile
      );
    }
    if (due.length < 500) return done;
  }
}
