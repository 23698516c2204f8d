import { COUPON_STATES, couponResource } from '@console/contract/coupon';
import { sql } from 'drizzle-orm';
import { declareScope, scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { conflict } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { coupons as c } from '../../db/schema/coupon.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** What the coupon services share: scope, the names shown beside a coupon, the 409 of a wrong status, the audit. */

export const COUPON_SCOPE = declareScope('coupons', {
  1: c.retCode,
  2: c.spCode,
  3: c.platformCode,
  5: c.channelCode,
  6: c.provinceCode,
  7: c.gradeCode,
});
export const couponScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), COUPON_SCOPE);

export const statusLabel = (s: number) => COUPON_STATES[s as keyof typeof COUPON_STATES]?.label ?? String(s);
export const wrongStatus = (couponNo: string, status: number, verb: string) =>
  conflict(`优惠券${couponNo}当前状态为「${statusLabel(status)}」，不能${verb}`);

// Outer columns named with their table: Drizzle leaves a lone column unqualified, which the subquery would read as its own.
export const retNameOf = sql<string>`coalesce((select s.ret_name from shop_info s where s.ret_code = "coupon"."ret_code"), '')`;
export const templateNameOf = sql<string>`(select ct.name from coupon_template ct where ct.id = "coupon"."template_id")`;

export const auditCoupon = auditTrail({ module: COMMON_LABELS.coupon, targetType: 'coupon', ...declaredAudit(couponResource) });
