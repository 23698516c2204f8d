import { payRecordResource, type payRecordCreate, type payRecordQuery } from '@console/contract/pay';
import { PAGES } from '@console/contract/api/pages';
import { and, desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { declareScope, scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { formatTime } from '../../shared/time.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { orderScope } from '../order-kit/order-kit.ts';
import { orders } from '../../db/schema/order.ts';
import { payChannels, payRecords as r } from '../../db/schema/pay.ts';

/**
 * Payment records: started for an order in scope at what it is due, paid or failed by the channel's signed
 * callback (pay-notify.service.ts). Scope applies on the record's own copy of its order's keys.
 */

export const PAY_SCOPE = declareScope('payRecords', {
  1: r.retCode,
  2: r.spCode,
  3: r.platformCode,
  5: r.salesChannelCode,
  6: r.provinceCode,
  7: r.gradeCode,
});
const auditRecord = auditTrail({ module: PAGES.payRecord.title, targetType: 'payRecord', ...declaredAudit(payRecordResource) });

export const payFields = {
  id: r.id,
  payNo: r.payNo,
  orderNo: r.orderNo,
  retCode: r.retCode,
  channelCode: r.channelCode,
  amount: r.amount,
  status: r.status,
  tradeNo: r.tradeNo,
  paidAt: r.paidAt,
  createdAt: r.createdAt,
};
type Fields = { [K in keyof typeof payFields]: unknown } & { paidAt: Date | null; createdAt: Date };
export const toPayRow = ({ paidAt, createdAt, ...row }: Fields, tz: string) => ({
  ...(row as {
    id: number;
    payNo: string;
    orderNo: string;
    retCode: string;
    channelCode: string;
    amount: number;
    status: number;
    tradeNo: string;
  }),
  paidTime: paidAt ? formatTime(paidAt, tz) : '',
  createTime: formatTime(createdAt, tz),
});

/** Midnight of a day in the console's zone. */
const dayStart = (day: string, tz: string) => sql`(${day}::date)::timestamp at time zone ${tz}`;

export async function payWhere(ctx: RequestCtx, q: z.output<typeof payRecordQuery>) {
  return whereAll([
    q.orderNo ? eq(r.orderNo, q.orderNo) : undefined,
    q.retCode ? eq(r.retCode, q.retCode) : undefined,
    q.channelCode ? eq(r.channelCode, q.channelCode) : undefined,
    q.status !== undefined ? eq(r.status, q.status) : undefined,
    q.dateFrom ? gte(r.createdAt, dayStart(q.dateFrom, ctx.tz)) : undefined,
    q.dateTo ? lt(r.createdAt, sql`${dayStart(q.dateTo, ctx.tz)} + interval '1 day'`) : undefined,
    scopeWhere(await ctx.scope(), PAY_SCOPE),
  ]);
}

export async function listPayRecords(q: z.output<typeof payRecordQuery>, ctx: RequestCtx) {
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw badRequest('开始日期不能晚于结束日期');
  const where = await payWhere(ctx, q);
  const page = await newestFirst(ctx, q, r, payFields, where);
  return { ...page, rows: page.rows.map((row) => toPayRow(row as Fields, ctx.tz)) };
}

/** A 待支付 record for an order in scope at what it is due; one open or paid record per order at a time. */
export function startPayment(b: z.output<typeof payRecordCreate>, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, b.orderNo), await orderScope(ctx)))
      .for('update');
    if (!order) throw notFound('订单不存在或已被删除');
    if (order.status === 90 || order.status === 91) throw conflict(`订单${order.orderNo}已取消或已合并，不能支付`);
    if (order.payAmount <= 0) throw conflict(`订单${order.orderNo}应付金额为0，无需支付`);
    const [channel] = await tx.select().from(payChannels).where(eq(payChannels.channelCode, b.channelCode));
    if (channel?.status !== 1) throw badRequest('支付渠道不存在或已停用');
    // The order row is locked above: two starts of one order queue here, the second sees the first record.
    const [open] = await tx
      .select({ payNo: r.payNo })
      .from(r)
      .where(and(eq(r.orderNo, order.orderNo), notInArray(r.status, [4])))
      .orderBy(desc(r.id))
      .limit(1);
    if (open) throw conflict(`订单${order.orderNo}已有支付单${open.payNo}`);
    const { rows } = await tx.execute<{ id: string }>(sql`select nextval(pg_get_serial_sequence('pay_record', 'id')) as id`);
    const payNo = `PAY${formatTime(new Date(), ctx.tz).slice(0, 10).replaceAll('-', '')}${String(rows[0].id).padStart(10, '0')}`;
    const row = {
      id: Number(rows[0].id),
      payNo,
      orderNo: order.orderNo,
      retCode: order.retCode,
      spCode: order.spCode,
      platformCode: order.platformCode,
      salesChannelCode: order.channelCode,
      provinceCode: order.provinceCode,
      gradeCode: order.gradeCode,
      channelCode: channel.channelCode,
      amount: order.payAmount,
    };
    await tx.insert(r).values(row);
    await auditRecord(tx, ctx, '发起支付', payNo, null, { payNo, orderNo: order.orderNo, amount: order.payAmount, status: 1 });
    return { payNo, amount: order.payAmount };
  });
}
