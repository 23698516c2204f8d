import { couponTemplateResource } from '@console/contract/coupon';
import { gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { couponTemplates as t } from '../../db/schema/coupon.ts';

type TemplateValues = {
  type?: number;
  amountOff?: number;
  discountRate?: number;
  validFrom?: string | null;
  validTo?: string | null;
  validDays?: number | null;
  total?: number;
  issued?: number;
};

/** Why a template, as it will be stored, is not a usable one (null: it is). */
export function templateProblem(r: TemplateValues): string | null {
  if (r.type === 1 && !(Number(r.amountOff) > 0)) return '满减券请输入减免金额';
  if (r.type === 2 && !(Number(r.discountRate) >= 1 && Number(r.discountRate) <= 99)) return '折扣券的折扣须在1–99之间（减免的百分比）';
  const byDates = Boolean(r.validFrom || r.validTo);
  if (byDates && r.validDays) return '有效期请二选一：起止日期或领取后有效天数';
  if (byDates && !(r.validFrom && r.validTo)) return '请同时填写生效日期和失效日期';
  if (!byDates && !r.validDays) return '请填写有效期：起止日期或领取后有效天数';
  if (r.validFrom && r.validTo && r.validFrom > r.validTo) return '生效日期不能晚于失效日期';
  if (r.issued !== undefined && r.total !== undefined && r.total < r.issued) return `发放总量不能少于已发放的${r.issued}张`;
  return null;
}

/** Coupon templates on the one resource service: not scoped (a template is a rule, its coupons carry the shops). */
export const couponTemplateService = () =>
  resourceService({
    declaration: couponTemplateResource,
    targetType: 'couponTemplate',
    table: t,
    filters: (q) => [q.type !== undefined ? sql`${t.type} = ${q.type}` : undefined],
    beforeSave: async (_tx: Tx, values, current) => {
      const why = templateProblem({ ...(current ?? {}), ...values } as TemplateValues);
      if (why) throw badRequest(why);
    },
    // A template whose coupons exist stays: they name it.
    beforeDelete: async (tx: Tx, ids) => {
      const used = await tx
        .select({ name: t.name, issued: t.issued })
        .from(t)
        .where(sql`${inArray(t.id, ids)} and ${gt(t.issued, 0)}`);
      if (used.length) throw conflict(`优惠券模板${used.map((u) => `「${u.name}」已发放${u.issued}张`).join('、')}，不能删除`);
    },
  });
