import { allocPlanApi, PLAN_MACHINE, planResource } from '@console/contract/alloc';
import { can, stateOf } from '@console/contract/declaration';
import { eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notApplicable } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { likeText } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { skus } from '../../db/schema/products.ts';
import { outer } from '../wms/wms-kit.ts';
import { allocLines, allocPlans as plans } from '../../db/schema/alloc.ts';
import { PAGES } from '@console/contract/api/pages';

/**
 * Quota plans on the one resource service: the declared machine's transitions as check-and-set, edits and
 * deletes only while a draft (the row is locked before the check), a SKU that exists. Lines: line.service.ts.
 */
const M = PLAN_MACHINE;
const WHY = notApplicable('配额计划是品牌方的配置：明细按计划维度的编码受数据权限约束');
const refused = (status: number, verb: string) => conflict(`配额计划当前状态为「${stateOf(M, status).label}」，不能${verb}`);

export const planAudit = { module: PAGES.allocPlan.title, targetType: 'allocPlan', ...declaredAudit(planResource) };

export const planService = resourceService({
  api: allocPlanApi,
  table: plans,
  label: planResource.label,
  audit: planAudit,
  scope: { 1: WHY, 2: WHY, 3: WHY, 5: WHY, 6: WHY, 7: WHY },
  filters: (q) => [
    q.planName ? ilike(plans.planName, likeText(q.planName)) : undefined,
    q.skuCode ? eq(plans.skuCode, q.skuCode) : undefined,
  ],
  columns: {
    skuName: sql<string>`coalesce((select s.name from product_sku s where s.code = ${outer('alloc_plan', 'sku_code')}), '')`,
    allotted: sql<number>`(select coalesce(sum(l.quota), 0)::int from alloc_line l where l.plan_id = ${outer('alloc_plan', 'id')})`,
    used: sql<number>`(select coalesce(sum(l.used), 0)::int from alloc_line l where l.plan_id = ${outer('alloc_plan', 'id')})`,
  },
  statuses: Object.fromEntries(Object.entries(M.states).map(([k, v]) => [k, v.label])),
  transitions: Object.fromEntries(Object.entries(M.transitions).map(([k, t]) => [k, { from: t.from, to: t.to, action: t.label }])),
  beforeSave: async (tx, values, current) => {
    if (current && !can(M, 'edit', current.status)) throw refused(current.status, M.guards.edit.label);
    if (values.skuCode !== undefined) {
      const [sku] = await tx.select({ id: skus.id }).from(skus).where(eq(skus.code, values.skuCode));
      if (!sku) throw badRequest(`SKU不存在：${values.skuCode}`);
    }
    // A total below what the lines already share would break Σ quota ≤ total.
    if (current && values.total !== undefined) await assertTotalCovers(tx, current.id, values.total);
  },
  beforeDelete: async (tx, ids) => {
    const rows = await tx.select({ status: plans.status }).from(plans).where(inArray(plans.id, ids));
    const busy = rows.find((r) => !can(M, 'delete', r.status));
    if (busy) throw refused(busy.status, M.guards.delete.label);
  },
});

async function assertTotalCovers(tx: Tx, planId: number, total: number) {
  const [{ allotted }] = await tx
    .select({ allotted: sql<number>`coalesce(sum(${allocLines.quota}), 0)::int` })
    .from(allocLines)
    .where(eq(allocLines.planId, planId));
  if (allotted > total) throw badRequest(`计划总量不能小于已分配的配额合计 ${allotted}`);
}
