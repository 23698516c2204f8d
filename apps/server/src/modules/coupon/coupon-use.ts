import { couponMachine, couponOff, type PricedLine } from '@console/contract/coupon';
import { yuan } from '@console/contract/money';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { badRequest } from '../../shared/errors.ts';
import { bumped } from '../../shared/freshness.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { wrongStatus } from './coupon-kit.ts';
import { couponTemplates as t, coupons as c } from '../../db/schema/coupon.ts';
import { todayIn } from '../../shared/time.ts';

/**
 * A coupon on an order (issue 29): the order's create takes it in its transaction, its cancel gives it back.
 * Taking it is the check-and-set `status 1 → 2 where coupon_no = ? and ret_code = <the order's shop>`: of two
 * orders placed at once with one coupon exactly one changes the row, the other is refused and rolls back.
 * These steps are part of the order's write, whose one log row says what the coupon did.
 */

const USE = couponMachine.transitions.use;
const GIVE_BACK = couponMachine.transitions.giveBack;

/** What the coupon takes off the order (0 and no note without a coupon); refuses a coupon it may not use. */
export async function takeCoupon(
  tx: Tx,
  ctx: RequestCtx,
  couponNo: string | undefined,
  order: { retCode: string; orderNo: string; lines: readonly PricedLine[] },
): Promise<{ off: number; note: string }> {
  if (!couponNo) return { off: 0, note: '' };
  const [taken] = await tx
    .update(c)
    .set({ status: USE.to, orderNo: order.orderNo, usedAt: sql`now()`, updatedAt: bumped(c.updatedAt) })
    .where(and(eq(c.couponNo, couponNo), eq(c.retCode, order.retCode), inArray(c.status, [...USE.from])))
    .returning({ templateId: c.templateId, validFrom: c.validFrom, validTo: c.validTo });
  if (!taken) {
    const [cur] = await tx
      .select({ status: c.status })
      .from(c)
      .where(and(eq(c.couponNo, couponNo), eq(c.retCode, order.retCode)));
    if (!cur) throw badRequest(`优惠券${couponNo}不存在或不属于该门店`);
    throw wrongStatus(couponNo, cur.status, USE.label);
  }
  const day = todayIn(ctx.tz);
  if (taken.validFrom > day || taken.validTo < day)
    throw badRequest(`优惠券${couponNo}不在有效期内（${taken.validFrom} 至 ${taken.validTo}）`);
  const [rule] = await tx.select().from(t).where(eq(t.id, taken.templateId));
  const { off, problem } = couponOff(rule, order.lines);
  if (problem) throw badRequest(`优惠券${couponNo}：${problem}`);
  return { off, note: `使用优惠券${couponNo}，优惠${yuan(off)}` };
}

/** What the coupon would take off (read only, for the create form's preview), or why it would be refused. */
export async function couponQuote(
  db: DbOrTx,
  tz: string,
  couponNo: string | undefined,
  order: { retCode: string; lines: readonly PricedLine[] },
): Promise<{ off: number; problem: string }> {
  if (!couponNo) return { off: 0, problem: '' };
  const [cp] = await db
    .select({ status: c.status, validFrom: c.validFrom, validTo: c.validTo, templateId: c.templateId })
    .from(c)
    .where(and(eq(c.couponNo, couponNo), eq(c.retCode, order.retCode)));
  if (!cp) return { off: 0, problem: `优惠券${couponNo}不存在或不属于该门店` };
  if (!(USE.from as readonly number[]).includes(cp.status)) return { off: 0, problem: wrongStatus(couponNo, cp.status, USE.label).message };
  const day = todayIn(tz);
  if (cp.validFrom > day || cp.validTo < day)
    return { off: 0, problem: `优惠券${couponNo}不在有效期内（${cp.validFrom} 至 ${cp.validTo}）` };
  const [rule] = await db.select().from(t).where(eq(t.id, cp.templateId));
  const { off, problem } = couponOff(rule, order.lines);
  return { off, problem: problem ? `优惠券${couponNo}：${problem}` : '' };
}

/** The coupons that a cancelled order's numbers used (its own and those of the orders merged into it) go back to the shop while still valid (past its date it is expired); answers a note for the order's log. */
export async function giveBackCoupon(tx: DbOrTx, ctx: RequestCtx, orderNos: string[]): Promise<string> {
  const day = todayIn(ctx.tz);
  const back = await tx
    .update(c)
    .set({
      status: sql`case when ${c.validTo} >= ${day}::date then ${GIVE_BACK.to}::smallint else ${couponMachine.transitions.expire.to}::smallint end`,
      orderNo: '',
      usedAt: null,
      updatedAt: bumped(c.updatedAt),
    })
    .where(and(inArray(c.orderNo, orderNos), inArray(c.status, [...GIVE_BACK.from])))
    .returning({ couponNo: c.couponNo, status: c.status });
  return back.map((b) => (b.status === GIVE_BACK.to ? `优惠券${b.couponNo}已退回门店` : `优惠券${b.couponNo}已过期，不再退回`)).join('；');
}

/** The expiry job's step: unused coupons whose last valid day has passed become 已过期; answers how many. */
export async function expireCoupons(db: DbOrTx, tz: string): Promise<number> {
  const done = await db
    .update(c)
    .set({ status: couponMachine.transitions.expire.to, updatedAt: bumped(c.updatedAt) })
    .where(and(inArray(c.status, [...couponMachine.transitions.expire.from]), lt(c.validTo, todayIn(tz))));
  return done.rowCount ?? 0;
}
