import { randomInt } from 'node:crypto';
import { LOTTERY_RECORD_EXPORT, lotteryRecordQuery, lotteryRecordResource, NO_PRIZE, type lotteryDraw } from '@console/contract/lottery';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { shopInfo } from '../../db/schema/shop.ts';
import { lotteryActivities as acts, lotteryDaily, lotteryPrizes as prizes, lotteryRecords as r } from '../../db/schema/lottery.ts';
import { declareScope, scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import { registerListExport } from '../../shared/list-export.ts';
import type { Tx } from '../../db/client.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { formatTime } from '../../shared/time.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { COUPON_SHOP, issueTo } from '../coupon/coupon.service.ts';
import { placeGiftOrder } from '../gift-order/gift-order.service.ts';
import { shopFor } from '../order/order-create.service.ts';
import { shopScope } from '../shop/shop-kit.ts';

/**
 * A draw, in one transaction: the shop in the caller's scope and enabled, the activity enabled and running;
 * the day's count of the shop raised by check-and-set (`draws + 1 <= limit`); a number 0–999 rolled, the
 * prize whose ‰ band holds it taken by check-and-set (`won < stock`; sold out: 未中奖; 谢谢参与 takes nothing); a coupon prize issued
 * to the shop there and then, a gift prize placed as a gift order against the shop's gift budget (the gift-order
 * area's placing path; beyond the budget the hit is no win, like a sold-out prize: its stock given back, the
 * reason recorded); the draw recorded with the shop's scope keys and logged once.
 */

/** A roll 0–999 (per mille). Real randomness by default; a test passes a seeded one. */
export type Roll = () => number;
/** The prize kinds: 1 coupon, 2 gift SKU, 3 谢谢参与 (nothing). */
const GIFT_KIND = 2;
const NO_WIN_KIND = 3;
export const cryptoRoll: Roll = () => randomInt(1000);

/** The prize whose band holds the roll: bands laid end to end in prize order, each `probability` ‰ wide. */
export function prizeFor<P extends { probability: number }>(list: readonly P[], roll: number): P | undefined {
  let edge = 0;
  for (const p of list) {
    edge += p.probability;
    if (roll < edge) return p;
  }
  return undefined;
}

/**
 * A won gift prize: one unit of its SKU as a gift order of the shop. Refused (beyond the shop's gift budget, a
 * SKU not sold to it): nothing placed, the prize's stock taken by this draw given back, and the reason answered.
 */
async function giftPrize(tx: Tx, ctx: RequestCtx, retCode: string, prize: { id: number; name: string; skuCode: string | null }) {
  const shop = await shopFor(tx, ctx, retCode);
  const placed = await placeGiftOrder(tx, ctx, shop, {
    lines: [{ skuCode: prize.skuCode ?? '', quantity: 1 }],
    remark: `抽奖奖品：${prize.name}`,
  });
  if (!('refused' in placed)) return { orderNo: placed.orderNo, note: '' };
  await tx
    .update(prizes)
    .set({ won: sql`${prizes.won} - 1` })
    .where(eq(prizes.id, prize.id));
  return { orderNo: '', note: `${prize.name}未发放：${placed.refused}`.slice(0, 200) };
}

export const LOTTERY_SCOPE = declareScope('lottery records', {
  1: r.retCode,
  2: r.spCode,
  3: r.platformCode,
  5: r.channelCode,
  6: r.provinceCode,
  7: r.gradeCode,
});
const audit = auditTrail({
  module: lotteryRecordResource.page.title,
  targetType: 'lotteryRecord',
  ...declaredAudit(lotteryRecordResource),
});

export function drawLottery(b: z.output<typeof lotteryDraw>, ctx: RequestCtx, roll: Roll = cryptoRoll) {
  return inTx(ctx, async (tx) => {
    const [shop] = await tx
      .select({ ...COUPON_SHOP, status: shopInfo.status, retName: shopInfo.retName })
      .from(shopInfo)
      .where(and(eq(shopInfo.retCode, b.retCode), await shopScope(ctx)));
    if (!shop) throw notFound('门店不存在或已被删除');
    if (shop.status !== 1) throw badRequest(`门店${shop.retName}已停用，不能抽奖`);
    const now = sql`(now() at time zone ${ctx.tz})`;
    const [act] = await tx
      .select({
        id: acts.id,
        name: acts.name,
        status: acts.status,
        limit: acts.drawsPerShopPerDay,
        running: sql<boolean>`${now} between ${acts.startTime} and ${acts.endTime}`,
      })
      .from(acts)
      .where(eq(acts.id, b.activityId));
    if (!act) throw notFound('抽奖活动不存在或已被删除');
    if (act.status !== 1) throw conflict(`抽奖活动「${act.name}」已停用`);
    if (!act.running) throw conflict(`抽奖活动「${act.name}」不在活动时间内`);
    const day = formatTime(new Date(), ctx.tz).slice(0, 10);
    const counted = await tx
      .insert(lotteryDaily)
      .values({ activityId: act.id, retCode: shop.retCode, day, draws: 1 })
      .onConflictDoUpdate({
        target: [lotteryDaily.activityId, lotteryDaily.retCode, lotteryDaily.day],
        set: { draws: sql`${lotteryDaily.draws} + 1` },
        setWhere: sql`${lotteryDaily.draws} + 1 <= ${act.limit}`,
      })
      .returning({ draws: lotteryDaily.draws });
    if (!counted.length) throw conflict(`今日抽奖次数已用完（每店每天${act.limit}次）`);
    const list = await tx.select().from(prizes).where(eq(prizes.activityId, act.id)).orderBy(asc(prizes.id));
    const hit = prizeFor(list, roll());
    // 谢谢参与 is no win: it takes nothing from a stock and `won` counts real wins only, as the demo data does.
    const [prize] = !hit
      ? []
      : hit.kind === NO_WIN_KIND
        ? [hit]
        : await tx
            .update(prizes)
            .set({ won: sql`${prizes.won} + 1` })
            .where(and(eq(prizes.id, hit.id), sql`${prizes.won} < ${prizes.stock}`))
            .returning();
    const { status: _s, retName: _n, ...keys } = shop;
    const gift = prize?.kind === GIFT_KIND ? await giftPrize(tx, ctx, shop.retCode, prize) : { orderNo: '', note: '' };
    const won = Boolean(prize && prize.kind !== NO_WIN_KIND && !gift.note);
    const couponNo = won && prize.kind === 1 && prize.templateId ? (await issueTo(tx, ctx, prize.templateId, [keys])).couponNos[0] : '';
    const { rows } = await tx.execute<{ id: string }>(sql`select nextval(pg_get_serial_sequence('lottery_record', 'id')) as id`);
    const recordNo = `LT${day.replaceAll('-', '')}${String(rows[0].id).padStart(8, '0')}`;
    const prizeName = prize && !gift.note ? prize.name : NO_PRIZE;
    await tx.insert(r).values({
      id: Number(rows[0].id),
      recordNo,
      activityId: act.id,
      prizeId: prize?.id ?? null,
      prizeName,
      won,
      couponNo,
      ...gift,
      ...keys,
      spCode: keys.spCode ?? '',
    });
    await audit(tx, ctx, '抽奖', Number(rows[0].id), null, { recordNo, retCode: shop.retCode, prizeName, couponNo, ...gift });
    return { recordNo, won, prizeName, couponNo, ...gift };
  });
}

const fields = {
  id: r.id,
  recordNo: r.recordNo,
  activityId: r.activityId,
  activityName: sql<string>`coalesce((select a.name from lottery_activity a where a.id = "lottery_record"."activity_id"), '')`,
  retCode: r.retCode,
  retName: sql<string>`coalesce((select s.ret_name from shop_info s where s.ret_code = "lottery_record"."ret_code"), '')`,
  prizeName: r.prizeName,
  won: r.won,
  couponNo: r.couponNo,
  orderNo: r.orderNo,
  note: r.note,
  createdAt: r.createdAt,
};

async function lotteryRecordWhere(ctx: RequestCtx, q: z.output<typeof lotteryRecordQuery>) {
  return whereAll([
    q.activityId !== undefined ? eq(r.activityId, q.activityId) : undefined,
    q.retCode ? eq(r.retCode, q.retCode) : undefined,
    scopeWhere(await ctx.scope(), LOTTERY_SCOPE),
  ]);
}
const toRecordRow = ({ createdAt, ...row }: { createdAt: Date } & Record<string, unknown>, tz: string) =>
  ({ ...row, createTime: formatTime(createdAt, tz) }) as never;

export async function listLotteryRecords(q: z.output<typeof lotteryRecordQuery>, ctx: RequestCtx) {
  const page = await newestFirst(ctx, q, r, fields, await lotteryRecordWhere(ctx, q));
  return { ...page, rows: page.rows.map((row) => toRecordRow(row as never, ctx.tz)) };
}

/** The records export under the activity page's own permission (lotteryActivity.export), beside the activities'. */
export const registerLotteryRecordExport = () =>
  registerListExport({
    resource: lotteryRecordResource,
    key: LOTTERY_RECORD_EXPORT,
    label: lotteryRecordResource.label,
    query: lotteryRecordQuery,
    table: r,
    id: r.id,
    fields,
    where: lotteryRecordWhere,
    toRow: toRecordRow,
  });
