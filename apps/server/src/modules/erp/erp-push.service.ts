import { allowedFrom } from '@console/contract/declaration';
import { ERP_PUSH_MACHINE } from '@console/contract/erp';
import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { afterCommit, type RequestCtx } from '../../shared/request-context.ts';
import { casStatus, logOrder, type OrderRow, targetOf } from '../order-kit/order-kit.ts';
import { orderKeysOf } from '../order-kit/order-keys.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { type ErpOrder, sendToErp } from './erp-client.ts';
import { type ErpRuntime, erpRuntime, systemCtx } from './erp-runtime.ts';
import { erpPushes } from '../../db/schema/erp.ts';

/**
 * The push of approved orders. Approval writes a 待推送 row in its transaction and, once committed, queues a
 * job. The job claims the row by check-and-set (1 → 2, only when due): of several instances, or several jobs
 * for one push, exactly one wins and sends; the others do nothing. A 2xx moves the order 20 → 30 (the
 * machine's `push`) and the row to 成功; a failure puts the row back to 待推送 with its backoff and queues the
 * next attempt, or marks it 失败 once `maxAttempts` are spent.
 */

export const PUSH_QUEUE = 'erp-push';
export const NOT_CONFIGURED = '未配置ERP地址';
const from = (t: keyof typeof ERP_PUSH_MACHINE.transitions) => allowedFrom(ERP_PUSH_MACHINE, t)[0];
const to = (t: keyof typeof ERP_PUSH_MACHINE.transitions) => ERP_PUSH_MACHINE.transitions[t].to;

/**
 * Called by the order's approval, in its transaction: the approved order gets its push row, and the job is
 * queued after the commit. The ERP area reads only the order kit (modules/order-kit), never the order's
 * services, so the order's approval calls it without a cycle.
 */
export async function queuePush(tx: Tx, ctx: RequestCtx, o: OrderRow) {
  const [row] = await tx.insert(erpPushes).values(orderKeysOf(o)).onConflictDoNothing().returning({ id: erpPushes.id });
  if (row) await afterCommit(ctx, () => enqueue(row.id));
}

/** Queues one push job (a savepoint rolled back under it leaves the job nothing to claim). */
export async function enqueue(pushId: number, delaySeconds = 0, rt = erpRuntime()) {
  if (rt) await rt.queue.send(PUSH_QUEUE, { pushId }, delaySeconds ? { startAfterSeconds: delaySeconds } : {});
}

async function payload(rt: ErpRuntime, orderId: number): Promise<{ order: OrderRow; body: ErpOrder } | undefined> {
  const [o] = await rt.db.select().from(orders).where(eq(orders.id, orderId));
  if (!o) return undefined;
  const lines = await rt.db
    .select({
      skuCode: orderLines.skuCode,
      quantity: orderLines.quantity,
      price: orderLines.price,
      amount: sql<number>`${orderLines.amount} - ${orderLines.discount}`.mapWith(Number),
      gift: orderLines.gift,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, o.id))
    .orderBy(asc(orderLines.id));
  const { orderNo, retCode, retName, spCode, warehouseCode, receiver, phone, address, payAmount } = o;
  return { order: o, body: { orderNo, retCode, retName, spCode, warehouseCode, receiver, phone, address, payAmount, lines } };
}

/** One attempt of one push; answers what it did (for tests and logs). */
export async function pushOne(rt: ErpRuntime, pushId: number): Promise<'sent' | 'failed' | 'retry' | 'skipped' | 'unconfigured'> {
  const { url, secret, timeoutMs, maxAttempts, retryBaseSeconds } = rt.erp;
  const mine = and(eq(erpPushes.id, pushId), eq(erpPushes.status, from('claim')));
  if (!url) {
    await rt.db
      .update(erpPushes)
      .set({ lastError: NOT_CONFIGURED })
      .where(and(mine, sql`${erpPushes.lastError} <> ${NOT_CONFIGURED}`));
    return 'unconfigured';
  }
  const [claimed] = await rt.db
    .update(erpPushes)
    .set({ status: to('claim'), attempts: sql`${erpPushes.attempts} + 1`, claimedAt: sql`now()` })
    .where(and(mine, lte(erpPushes.nextRetryAt, sql`now()`)))
    .returning();
  if (!claimed) return 'skipped';
  // Only this attempt may settle the row: a claim taken over after a lost instance carries another count.
  const held = and(eq(erpPushes.id, pushId), eq(erpPushes.status, to('claim')), eq(erpPushes.attempts, claimed.attempts));
  const p = await payload(rt, claimed.orderId);
  const error = p ? await sendToErp({ url, secret, timeoutMs }, p.body) : '订单不存在';
  if (error === null && p) {
    await rt.db.transaction(async (tx) => {
      const [done] = await tx
        .update(erpPushes)
        .set({ status: to('succeed'), pushTime: sql`now()`, lastError: '' })
        .where(held)
        .returning({ id: erpPushes.id });
      if (done) await orderPushed(tx, rt, p.order);
    });
    return 'sent';
  }
  const spent = claimed.attempts >= maxAttempts;
  const delay = retryBaseSeconds * 2 ** (claimed.attempts - 1);
  const [settled] = await rt.db
    .update(erpPushes)
    .set(
      spent
        ? { status: to('fail'), lastError: error ?? '' }
        : { status: to('again'), lastError: error ?? '', nextRetryAt: sql`now() + make_interval(secs => ${delay})` },
    )
    .where(held)
    .returning({ id: erpPushes.id });
  if (!settled) return 'skipped';
  if (spent) return 'failed';
  await enqueue(pushId, delay, rt);
  return 'retry';
}

/** The ERP took the order: 已审核 → 已推送ERP by check-and-set; an order cancelled meanwhile stays cancelled. */
async function orderPushed(tx: Tx, rt: ErpRuntime, o: OrderRow) {
  const ctx = systemCtx(rt.db, rt.tz, 'erp');
  try {
    await casStatus(tx, ctx, o, 20, targetOf('push'), '推送ERP');
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    await tx.update(erpPushes).set({ lastError: e.message }).where(eq(erpPushes.orderId, o.id));
    return;
  }
  await logOrder(tx, ctx, o, { action: '推送ERP', fromStatus: 20, toStatus: targetOf('push'), remark: 'ERP已接收' });
}

/**
 * Pushes that wait for no job (an instance died between commit and queueing, or mid-attempt) are queued
 * again: attempts in flight longer than twice the time-out are given back, then every due 待推送 is queued.
 */
export async function queueDue(rt: ErpRuntime) {
  await rt.db
    .update(erpPushes)
    .set({ status: from('claim') })
    .where(
      and(
        eq(erpPushes.status, to('claim')),
        lt(erpPushes.claimedAt, sql`now() - make_interval(secs => ${(2 * rt.erp.timeoutMs) / 1000 + 30})`),
      ),
    );
  if (!rt.erp.url) return 0;
  const due = await rt.db
    .select({ id: erpPushes.id })
    .from(erpPushes)
    .where(and(eq(erpPushes.status, from('claim')), lte(erpPushes.nextRetryAt, sql`now()`)))
    .limit(5000);
  for (const d of due) await enqueue(d.id, 0, rt);
  return due.length;
}
