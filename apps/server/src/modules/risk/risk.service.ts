import { stateOf } from '@console/contract/declaration';
import { PAGES } from '@console/contract/api/pages';
import { STALE_MESSAGE } from '@console/contract/resource';
import {
  RISK_REVIEW_MACHINE,
  RISK_RULES,
  type orderRiskQuery,
  orderRiskResource,
  type riskReviewBody,
  type riskRuleUpdate,
} from '@console/contract/risk';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { declareScope, scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import { bumped, freshAt } from '../../shared/freshness.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { likeText, whereAll } from '../../shared/resource.ts';
import { formatTime } from '../../shared/time.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { operatorOf, orderInScope, shopKeysScope } from '../order-kit/order-kit.ts';
import { cancelIn } from '../order/order-transition.service.ts';
import { orders } from '../../db/schema/order.ts';
import { currentRules, DEFAULT_RULES } from '../order/order-risk.ts';
import { orderRisks as r, riskRules } from '../../db/schema/risk.ts';
import { WORDS } from '@console/contract/words';

/** The scored orders (`/ord/risk`), their review, the approval guard, and the rules' settings. */

export const RISK_SCOPE = declareScope('orderRisks', shopKeysScope(r));
const riskScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), RISK_SCOPE);
const audit = auditTrail({ module: PAGES.orderRisk.title, targetType: 'orderRisk', ...declaredAudit(orderRiskResource) });
const ruleAudit = auditTrail({
  module: PAGES.orderRisk.title,
  targetType: 'riskRule',
  labels: { points: '分值', threshold: '阈值', enabled: WORDS.enable },
  values: { enabled: { true: '是', false: '否' } },
});

export const riskFields = {
  id: r.id,
  orderId: r.orderId,
  orderNo: r.orderNo,
  retCode: r.retCode,
  retName: r.retName,
  score: r.score,
  gradeCode: r.riskGradeCode,
  gradeName: r.riskGradeName,
  action: r.action,
  reasons: r.reasons,
  reviewStatus: r.reviewStatus,
  reviewRemark: r.reviewRemark,
  reviewer: r.reviewer,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};
type Fields = { [K in keyof typeof riskFields]: (typeof riskFields)[K]['_']['data'] };
export const toRiskRow = ({ createdAt, updatedAt, ...rest }: Fields, tz: string) => ({
  ...rest,
  createTime: formatTime(createdAt, tz),
  updateTime: formatTime(updatedAt, tz),
});

/** The score of one order in the caller's scope (its detail drawer), null when never scored; 404 outside it. */
export async function riskOfOrder({ orderId }: { orderId: number }, ctx: RequestCtx) {
  const order = await orderInScope(ctx.db, ctx, orderId);
  const [row] = await ctx.db.select(riskFields).from(r).where(eq(r.orderId, order.id));
  return row ? toRiskRow(row, ctx.tz) : null;
}

type Query = z.output<typeof orderRiskQuery>;
export const riskWhere = async (ctx: RequestCtx, q: Query) =>
  whereAll([
    await riskScope(ctx),
    q.orderNo ? ilike(r.orderNo, likeText(q.orderNo)) : undefined,
    q.retCode ? eq(r.retCode, q.retCode) : undefined,
    q.gradeCode ? eq(r.riskGradeCode, q.gradeCode) : undefined,
    q.reviewStatus !== undefined ? eq(r.reviewStatus, q.reviewStatus) : undefined,
  ]);

export async function listRisks(q: Query, ctx: RequestCtx) {
  const where = await riskWhere(ctx, q);
  const page = await newestFirst(ctx, q, r, riskFields, where);
  return { ...page, rows: page.rows.map((x) => toRiskRow(x, ctx.tz)) };
}

/**
 * The review of a waiting order (待审核 → 审核通过 | 审核拒绝 by check-and-set): a pass lets it be approved, a
 * reject cancels it in the same transaction. One operation-log row: the review's.
 */
export async function reviewRisk(b: z.output<typeof riskReviewBody>, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => {
    const [risk] = await tx
      .select()
      .from(r)
      .where(and(eq(r.orderNo, b.orderNo), await riskScope(ctx)));
    if (!risk) throw notFound('订单风控记录不存在或无权操作');
    const t = RISK_REVIEW_MACHINE.transitions[b.result === 1 ? 'pass' : 'reject'];
    const [done] = await tx
      .update(r)
      .set({ reviewStatus: t.to, reviewRemark: b.remark, reviewer: operatorOf(ctx), reviewTime: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(r.id, risk.id), eq(r.reviewStatus, t.from[0])))
      .returning({ id: r.id });
    if (!done) {
      const [now] = await tx.select({ s: r.reviewStatus }).from(r).where(eq(r.id, risk.id));
      throw conflict(`订单${b.orderNo}风控状态为「${stateOf(RISK_REVIEW_MACHINE, now?.s ?? risk.reviewStatus).label}」，不能${t.label}`);
    }
    if (b.result === 2) {
      const [o] = await tx.select().from(orders).where(eq(orders.id, risk.orderId));
      await cancelIn(tx, ctx, o, `风控审核拒绝${b.remark ? `：${b.remark}` : ''}`, undefined, false);
    }
    await audit(
      tx,
      ctx,
      t.label,
      b.orderNo,
      { reviewStatus: risk.reviewStatus, reviewRemark: risk.reviewRemark },
      { reviewStatus: t.to, reviewRemark: b.remark },
    );
    return { orderNo: b.orderNo, reviewStatus: t.to };
  });
}

export async function listRules(_input: unknown, ctx: RequestCtx) {
  return (await currentRules(ctx.db)).map((x) => ({
    ruleCode: x.ruleCode,
    ruleName: RISK_RULES[x.ruleCode].name,
    points: x.points,
    threshold: x.threshold,
    thresholdMeaning: RISK_RULES[x.ruleCode].threshold,
    enabled: x.enabled,
    updateTime: formatTime(x.updatedAt, ctx.tz),
  }));
}

export async function updateRule(b: z.output<typeof riskRuleUpdate>, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`risk_rule:${b.ruleCode}`}))`);
    const before = (await currentRules(tx)).find((x) => x.ruleCode === b.ruleCode) ?? { ...DEFAULT_RULES[b.ruleCode], enabled: true };
    const values = { points: b.points, threshold: b.threshold, enabled: b.enabled };
    // A rule saved since the editor read it is not overwritten (a rule never saved has no time to check).
    const saved = await tx
      .insert(riskRules)
      .values({ ruleCode: b.ruleCode, ...values, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: riskRules.ruleCode,
        set: { ...values, updatedAt: bumped(riskRules.updatedAt) },
        where: freshAt(riskRules.updatedAt, b.updateTime, ctx.tz),
      })
      .returning({ ruleCode: riskRules.ruleCode });
    if (!saved.length) throw conflict(STALE_MESSAGE);
    const pick = (x: { points: number; threshold: number; enabled: boolean }) => ({
      points: x.points,
      threshold: x.threshold,
      enabled: x.enabled,
    });
    await ruleAudit(tx, ctx, WORDS.edit, b.ruleCode, pick(before), pick(b));
    return null;
  });
}
