import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAY_SIGNATURE_HEADER, payMachine, type payNotify, WALLET_CHANNEL_TYPE } from '@console/contract/pay';
import { yuan } from '@console/contract/money';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../shared/errors.ts';
import { bumped } from '../../shared/freshness.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { shopWallet, shopWalletLedger } from '../../db/schema/shop.ts';
import { payChannels, payNotifyLogs, payRecords as r } from '../../db/schema/pay.ts';

/**
 * The provider's callback `POST /pay/notify/{channelCode}`: public, but signed — `X-Pay-Signature:
 * sha256=<hex HMAC-SHA256 of the raw body with the channel's apiKey>`. A forged signature, an unknown record,
 * a replayed tradeNo or an amount other than the record's is refused and changes nothing; every call, refused
 * or not, leaves a pay_notify_log row with its reason (written outside the refused transaction). A valid
 * SUCCESS marks the record paid by check-and-set (`where status = 1`): a repeat finds it paid and is refused,
 * so it is paid exactly once. The wallet channel takes the amount from the shop's wallet in the same
 * transaction, by a conditional UPDATE that never leaves it negative.
 */

type Notify = z.output<typeof payNotify>;

const PAID = payMachine.transitions.paid;
const FAILED = payMachine.transitions.failed;

function signatureOk(apiKey: string, raw: string, sent: string | undefined) {
  if (!apiKey || !sent) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', apiKey).update(raw).digest('hex')}`);
  const given = Buffer.from(sent.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function payNotified(b: Notify, ctx: RequestCtx) {
  const log = (result: 'ok' | 'refused', reason: string) =>
    ctx.db.insert(payNotifyLogs).values({
      channelCode: b.channelCode,
      payNo: b.payNo,
      tradeNo: b.tradeNo,
      amount: b.amount,
      result,
      reason: reason.slice(0, 200),
      ip: ctx.ip,
    });
  try {
    const outcome = await ctx.db.transaction((tx) => apply(tx, ctx, b));
    await log('ok', outcome);
    return null;
  } catch (e) {
    await log('refused', e instanceof AppError ? e.message : '处理失败');
    throw e;
  }
}

async function apply(tx: Tx, ctx: RequestCtx, b: Notify): Promise<string> {
  const [channel] = await tx.select().from(payChannels).where(eq(payChannels.channelCode, b.channelCode));
  if (channel?.status !== 1) throw notFound('支付渠道不存在或已停用');
  if (!signatureOk(channel.apiKey, ctx.rawBody?.() ?? '', ctx.header?.(PAY_SIGNATURE_HEADER))) throw new AppError(401, '签名无效');
  const [rec] = await tx
    .select()
    .from(r)
    .where(and(eq(r.payNo, b.payNo), eq(r.channelCode, channel.channelCode)))
    .for('update');
  if (!rec) throw notFound('支付单不存在');
  const [seen] = await tx
    .select({ payNo: r.payNo })
    .from(r)
    .where(and(eq(r.channelCode, channel.channelCode), eq(r.tradeNo, b.tradeNo)));
  if (seen) throw conflict(`渠道流水号${b.tradeNo}已处理过，重复通知不予处理`);
  if (b.amount !== rec.amount) throw badRequest(`金额不符：通知${yuan(b.amount)}，支付单${yuan(rec.amount)}`);
  const to = b.status === 'SUCCESS' ? PAID : FAILED;
  const moved = await tx
    .update(r)
    .set({ status: to.to, tradeNo: b.tradeNo, paidAt: to === PAID ? sql`now()` : null, updatedAt: bumped(r.updatedAt) })
    .where(and(eq(r.id, rec.id), inArray(r.status, [...to.from])))
    .returning({ id: r.id });
  if (!moved.length) throw conflict(`支付单${rec.payNo}当前状态为「${payMachine.states[rec.status as 1].label}」，不能${to.label}`);
  if (to === PAID && channel.type === WALLET_CHANNEL_TYPE) await payFromWallet(tx, rec);
  return to === PAID ? `支付成功 ${yuan(rec.amount)}` : '支付失败';
}

/** Takes the amount from the shop's wallet in one conditional UPDATE: never below 0, a short wallet refuses the whole callback. */
async function payFromWallet(tx: Tx, rec: { retCode: string; amount: number; payNo: string; orderNo: string }) {
  const [after] = await tx
    .update(shopWallet)
    .set({ balance: sql`${shopWallet.balance} - ${rec.amount}`, updatedAt: bumped(shopWallet.updatedAt) })
    .where(and(eq(shopWallet.retCode, rec.retCode), gte(shopWallet.balance, rec.amount)))
    .returning({ balance: shopWallet.balance });
  if (!after) throw conflict(`门店${rec.retCode}钱包余额不足，需${yuan(rec.amount)}`);
  await tx.insert(shopWalletLedger).values({
    retCode: rec.retCode,
    type: 2,
    amount: rec.amount,
    balanceBefore: after.balance + rec.amount,
    balanceAfter: after.balance,
    operator: '钱包支付',
    reason: `订单${rec.orderNo}支付（${rec.payNo}）`,
  });
}
