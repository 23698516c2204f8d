import { RISK_ACTIONS, RISK_RULES, type RiskRuleCode } from '@console/contract/risk';
import { yuan } from '@console/contract/money';
import { and, asc, eq, gte, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { conflict } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { orderKeysOf } from '../order-kit/order-keys.ts';
import type { OrderRow } from '../order-kit/order-kit.ts';
import { orders } from '../../db/schema/order.ts';
import { orderRisks, type RiskReason, riskGrades, riskRules } from '../../db/schema/risk.ts';

/**
 * An order's risk as the order itself meets it: scored at placement, checked at approval. It lives with the
 * order because the risk area stands above it (a rejected review cancels the order); that area reads the rules
 * from here for its settings page.
 *
 * Scoring of a new order, in its transaction: each enabled rule that the order hits adds its points (with a
 * line saying why), the sum (at most 100) falls in an enabled grade, and the grade's action says whether the
 * order waits for a review before it may be approved.
 */

export type Rule = { ruleCode: RiskRuleCode; points: number; threshold: number; enabled: boolean; updatedAt: Date | null };

/** The rules as shipped: an administrator changes points, threshold and enabled (`/ord/risk/rule/update`). */
export const DEFAULT_RULES: Record<RiskRuleCode, { points: number; threshold: number }> = {
  NEW_SHOP: { points: 30, threshold: 30 },
  HIGH_AMOUNT: { points: 40, threshold: 3 },
  REGION_MISMATCH: { points: 20, threshold: 0 },
  FREQUENT: { points: 30, threshold: 5 },
};

export async function currentRules(db: DbOrTx): Promise<Rule[]> {
  const stored = new Map((await db.select().from(riskRules)).map((r) => [r.ruleCode, r]));
  return (Object.keys(RISK_RULES) as RiskRuleCode[]).map((ruleCode) => {
    const s = stored.get(ruleCode);
    return s
      ? { ruleCode, points: s.points, threshold: Number(s.threshold), enabled: s.enabled, updatedAt: s.updatedAt }
      : { ruleCode, ...DEFAULT_RULES[ruleCode], enabled: true, updatedAt: null };
  });
}

type Order = typeof orders.$inferSelect;
/** Orders that do not count as the shop's ordering (cancelled, merged into another). */
const GONE = [90, 91];
const ofShop = (o: Order) => and(eq(orders.retCode, o.retCode), ne(orders.id, o.id), notInArray(orders.status, GONE));
const since = (unit: 'days' | 'hours', n: number) => gte(orders.createdAt, sql`now() - make_interval(${sql.raw(unit)} => ${n})`);

/** Why the rule hits the order, or null. */
async function hit(tx: Tx, o: Order, r: Rule): Promise<string | null> {
  switch (r.ruleCode) {
    case 'NEW_SHOP': {
      const [earlier] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(ofShop(o), since('days', r.threshold)))
        .limit(1);
      return earlier ? null : `门店近${r.threshold}天内首单`;
    }
    case 'HIGH_AMOUNT': {
      const [{ avg }] = await tx
        .select({ avg: sql<number | null>`avg(${orders.payAmount})::float` })
        .from(orders)
        .where(and(ofShop(o), since('days', 90)));
      if (avg == null || avg <= 0 || o.payAmount <= r.threshold * avg) return null;
      return `应付${yuan(o.payAmount)}超过门店近90天均单${yuan(Math.round(avg))}的${r.threshold}倍`;
    }
    case 'REGION_MISMATCH':
      return o.deliveryProvinceCode && o.deliveryProvinceCode !== o.provinceCode
        ? `收货省份${o.deliveryProvinceCode}与门店省份${o.provinceCode}不一致`
        : null;
    case 'FREQUENT': {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(ofShop(o), since('hours', 24)));
      return n + 1 > r.threshold ? `门店24小时内下单${n + 1}单，超过${r.threshold}单` : null;
    }
  }
}

/** The enabled grade whose range holds the score (the lowest such), or none. */
async function gradeOf(tx: DbOrTx, score: number) {
  const [g] = await tx
    .select()
    .from(riskGrades)
    .where(and(eq(riskGrades.status, 1), lte(riskGrades.minScore, score), gte(riskGrades.maxScore, score)))
    .orderBy(asc(riskGrades.minScore), asc(riskGrades.id))
    .limit(1);
  return g;
}

/** Called by the order's placement, in its transaction: scores the new order and stores the score; answers it. */
export async function scoreOrder(tx: Tx, _ctx: RequestCtx, orderId: number) {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!o) return undefined;
  // One scoring per shop at a time: two orders placed together each see the other (FREQUENT, NEW_SHOP).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`risk:${o.retCode}`}))`);
  const reasons: RiskReason[] = [];
  for (const r of await currentRules(tx)) {
    if (!r.enabled) continue;
    const detail = await hit(tx, o, r);
    if (detail) reasons.push({ rule: r.ruleCode, points: r.points, detail });
  }
  const score = Math.min(
    100,
    reasons.reduce((s, r) => s + r.points, 0),
  );
  const g = await gradeOf(tx, score);
  const action = g?.action ?? 1;
  const values = {
    ...orderKeysOf(o),
    score,
    riskGradeCode: g?.gradeCode ?? '',
    riskGradeName: g?.gradeName ?? '',
    action,
    reasons,
    reviewStatus: action === 1 ? 0 : 1,
  };
  await tx.insert(orderRisks).values(values).onConflictDoUpdate({ target: orderRisks.orderId, set: values });
  return values;
}

/**
 * Called by the order's approval (order-transition.service.ts) before anything is written: an order waiting
 * for its risk review is refused, naming its grade.
 */
export async function refuseUnreviewed(tx: Tx, o: OrderRow) {
  const [risk] = await tx.select().from(orderRisks).where(eq(orderRisks.orderId, o.id));
  if (risk?.reviewStatus !== 1) return;
  const action = RISK_ACTIONS[risk.action as keyof typeof RISK_ACTIONS]?.label ?? '';
  throw conflict(`订单${o.orderNo}风险等级为「${risk.riskGradeName}」（${action}），请先完成风控审核`);
}
