import { can } from '@console/contract/declaration';
import { couponMachine, type couponIssue, type couponQuery, type couponVoid } from '@console/contract/coupon';
import { and, desc, eq, inArray, lte, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import { bumped } from '../../shared/freshness.ts';
import { idempotent } from '../../shared/idempotency.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import { plansByScope } from '../../shared/plans.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { likeText, whereAll } from '../../shared/resource.ts';
import { formatTime, todayIn } from '../../shared/time.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { shopInScopeOr404, shopScope } from '../shop/shop-kit.ts';
import { shopInfo } from '../../db/schema/shop.ts';
import { auditCoupon, couponScope, retNameOf, templateNameOf, wrongStatus } from './coupon-kit.ts';
import { couponTemplates as t, coupons as c } from '../../db/schema/coupon.ts';
import { couponResource, COUPON_TEMPLATE_FIELDS } from '@console/contract/api/coupon';
import { COMMON_LABELS } from '@console/contract/common-fields';

/**
 * Issuing, listing and voiding coupons. Issue takes its count from the template's total in one conditional
 * UPDATE (`issued + n <= total`), so concurrent issues never pass it; an `Idempotency-Key` makes a repeat
 * answer the first answer. Every coupon copies its shop's scope keys; list and void apply the scope in SQL.
 */

const auditIssue = auditTrail({
  module: COMMON_LABELS.coupon,
  targetType: 'couponTemplate',
  labels: { issued: COUPON_TEMPLATE_FIELDS.issued.label, retCodes: '发放门店', couponNos: couponResource.fields.couponNo.label },
});

/** A shop's keys a coupon copies (its scope): select them with the shop. */
export const COUPON_SHOP = {
  retCode: shopInfo.retCode,
  spCode: shopInfo.spCode,
  platformCode: shopInfo.platformCode,
  channelCode: shopInfo.channelCode,
  provinceCode: shopInfo.provinceCode,
  gradeCode: shopInfo.gradeCode,
};
export type CouponShop = { [K in keyof typeof COUPON_SHOP]: (typeof COUPON_SHOP)[K]['_']['data'] };

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function issueCoupons(b: z.output<typeof couponIssue>, ctx: RequestCtx) {
  return idempotent(ctx, 'coupon.issue', b, async (tx) => {
    const retCodes = [...new Set(b.retCodes)];
    const shops = await tx
      .select(COUPON_SHOP)
      .from(shopInfo)
      .where(and(inArray(shopInfo.retCode, retCodes), await shopScope(ctx)));
    const missing = retCodes.filter((code) => !shops.some((s) => s.retCode === code));
    if (missing.length) throw notFound(`以下门店不存在或不在您的数据权限范围内：${missing.join('、')}`);
    const n = shops.length;
    const { tpl, couponNos } = await issueTo(tx, ctx, b.templateId, shops);
    await auditIssue(
      tx,
      ctx,
      '发放',
      tpl.id,
      { issued: tpl.issued - n },
      { issued: tpl.issued, retCodes: retCodes.join('、'), couponNos: couponNos.join('、') },
    );
    return { count: n, couponNos };
  });
}

/**
 * Issues one coupon of the template to each shop inside the caller's transaction, within the template's total
 * (its count is taken in the UPDATE's own WHERE: a racing issue re-reads the row it waited for). The caller
 * checked the shops' scope and raises the write's one audit event (an issue, a lottery draw, an equity grant).
 */
export async function issueTo(tx: Tx, ctx: RequestCtx, templateId: number, shops: CouponShop[]) {
  const n = shops.length;
  const [tpl] = await tx
    .update(t)
    .set({ issued: sql`${t.issued} + ${n}` })
    .where(and(eq(t.id, templateId), eq(t.status, 1), sql`${t.issued} + ${n} <= ${t.total}`))
    .returning();
  if (!tpl) throw await whyNotIssued(tx, templateId, n);
  const day = todayIn(ctx.tz);
  if (tpl.validTo && tpl.validTo < day) throw conflict(`优惠券模板「${tpl.name}」已过有效期，不能发放`);
  const validFrom = tpl.validFrom ?? day;
  const validTo = tpl.validTo ?? addDays(day, (tpl.validDays ?? 1) - 1);
  const { rows } = await tx.execute<{ id: string }>(
    sql`select nextval(pg_get_serial_sequence('coupon', 'id')) as id from generate_series(1, ${n})`,
  );
  const stamp = formatTime(new Date(), ctx.tz).slice(0, 10).replaceAll('-', '');
  const made = shops.map((s, i) => ({
    ...s,
    id: Number(rows[i].id),
    couponNo: `CP${stamp}${String(rows[i].id).padStart(8, '0')}`,
    templateId: tpl.id,
    validFrom,
    validTo,
  }));
  await tx.insert(c).values(made);
  const couponNos = made.map((m) => m.couponNo);
  return { tpl, couponNos };
}

async function whyNotIssued(db: DbOrTx, id: number, n: number) {
  const [cur] = await db.select().from(t).where(eq(t.id, id));
  if (!cur) return notFound('优惠券模板不存在或已被删除');
  if (cur.status !== 1) return conflict(`优惠券模板「${cur.name}」已停用，不能发放`);
  return conflict(
    `超出发放总量：优惠券模板「${cur.name}」共${cur.total}张，已发放${cur.issued}张，还可发放${cur.total - cur.issued}张，本次${n}张`,
  );
}

export const couponFields = {
  id: c.id,
  couponNo: c.couponNo,
  retCode: c.retCode,
  retName: retNameOf,
  templateId: c.templateId,
  templateName: templateNameOf,
  status: c.status,
  orderNo: c.orderNo,
  validFrom: c.validFrom,
  validTo: c.validTo,
  createdAt: c.createdAt,
};
type Fields = { [K in keyof typeof couponFields]: unknown } & { createdAt: Date };
export const toCouponRow = ({ createdAt, ...r }: Fields, tz: string) =>
  ({ ...r, createTime: formatTime(createdAt, tz) }) as never as {
    id: number;
    couponNo: string;
    retCode: string;
    retName: string;
    templateId: number;
    templateName: string;
    status: number;
    orderNo: string;
    validFrom: string;
    validTo: string;
    createTime: string;
  };

export async function couponWhere(ctx: RequestCtx, q: z.output<typeof couponQuery>) {
  return whereAll([
    q.couponNo ? sql`${c.couponNo} ilike ${likeText(q.couponNo)}` : undefined,
    q.retCode ? eq(c.retCode, q.retCode) : undefined,
    q.templateId !== undefined ? eq(c.templateId, q.templateId) : undefined,
    q.status !== undefined ? eq(c.status, q.status) : undefined,
    q.orderNo ? eq(c.orderNo, q.orderNo) : undefined,
    await couponScope(ctx),
  ]);
}

export async function listCoupons(q: z.output<typeof couponQuery>, ctx: RequestCtx) {
  const where = await couponWhere(ctx, q);
  // Unlimited: the id index backwards, or a shop's or template's index, whatever the values.
  const page = await newestFirst(ctx, q, c, couponFields, where, { plans: await plansByScope(ctx) });
  return { ...page, rows: page.rows.map((r) => toCouponRow(r as Fields, ctx.tz)) };
}

/** Voids unused coupons in scope: all or none (a missing or out-of-scope one: 404; a used one: 409 naming its status). */
export function voidCoupons(b: z.output<typeof couponVoid>, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => {
    const nos = [...new Set(b.couponNos)];
    const found = await tx
      .select({ id: c.id, couponNo: c.couponNo, status: c.status, orderNo: c.orderNo })
      .from(c)
      .where(and(inArray(c.couponNo, nos), await couponScope(ctx)))
      .orderBy(c.id)
      .for('update');
    const missing = nos.filter((no) => !found.some((f) => f.couponNo === no));
    if (missing.length) throw notFound(`以下优惠券不存在或不在您的数据权限范围内：${missing.join('、')}`);
    const wrong = found.find((f) => !can(couponMachine, 'void', f.status));
    if (wrong) throw wrongStatus(wrong.couponNo, wrong.status, couponMachine.transitions.void.label);
    const to = couponMachine.transitions.void.to;
    await tx
      .update(c)
      .set({ status: to, updatedAt: bumped(c.updatedAt) })
      .where(
        and(
          inArray(
            c.id,
            found.map((f) => f.id),
          ),
          inArray(c.status, [...couponMachine.transitions.void.from]),
        ),
      );
    for (const f of found) await auditCoupon(tx, ctx, '作废', f.couponNo, { status: f.status }, { status: to });
    return null;
  });
}

/** The shop's coupons usable today with their rules: what the create-order form offers and computes with. */
export async function usableCoupons({ retCode }: { retCode: string }, ctx: RequestCtx) {
  await shopInScopeOr404(ctx.db, ctx, retCode);
  const day = todayIn(ctx.tz);
  const rows = await ctx.db
    .select({
      couponNo: c.couponNo,
      templateName: t.name,
      validTo: c.validTo,
      type: t.type,
      amountOff: t.amountOff,
      discountRate: t.discountRate,
      maxDiscount: t.maxDiscount,
      threshold: t.threshold,
      skuCodes: t.skuCodes,
    })
    .from(c)
    .innerJoin(t, eq(t.id, c.templateId))
    .where(and(eq(c.retCode, retCode), eq(c.status, 1), lte(c.validFrom, day), gte(c.validTo, day), await couponScope(ctx)))
    .orderBy(c.validTo, desc(c.id))
    .limit(100);
  return rows;
}
