import type { autoAllocInput } from '@console/contract/alloc';
import { SELLIN_KIND } from '@console/contract/api/stock-data';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Scope } from '../../shared/data-scope.ts';
import { badRequest } from '../../shared/errors.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { largestRemainder } from './largest-remainder.ts';
import { assertCodesInScope, assertLinesOpen, nameOf, planOr404, replaceLines } from './line.service.ts';
import { planAudit } from './plan.service.ts';
import { allocLines as lines, type allocPlans as plans } from '../../db/schema/alloc.ts';

/**
 * Auto-allocation (ALLOC_FORMULA in the contract): a plan's total shared over the codes of its dimension in
 * proportion to their sell-out over the last `days` days (what SPs reported in /stock/sellin), by largest
 * remainder so the quotas sum to the total exactly; without history, equal shares. The codes are the plan's
 * lines and every code with sell-out. Preview answers the lines; apply saves them as the plan's lines.
 */

type Input = z.output<typeof autoAllocInput>;
type Plan = typeof plans.$inferSelect;
const audit = auditTrail(planAudit);
/** The sell-in column that holds each dimension's code. */
const COLUMN: Record<number, string> = { 1: 'ret_code', 2: 'sp_code', 6: 'province_code' };

async function compute(db: DbOrTx, ctx: RequestCtx, plan: Plan, days: number, scope: Scope) {
  const column = sql.identifier(COLUMN[plan.dimension]);
  const { rows } = await db.execute<{ code: string; sellout: number }>(sql`
    with sold as (
      select ${column} as code, sum(quantity)::bigint as sellout from stock_sellin
      -- What SPs sold to shops (kind 1): their own purchases from the brand are no sell-out.
      where kind = ${SELLIN_KIND.shopSale} and sku_code = ${plan.skuCode}
        and sale_date > (now() at time zone ${ctx.tz})::date - ${days}::int
        and sale_date <= (now() at time zone ${ctx.tz})::date
      group by ${column}),
    codes as (select code from alloc_line where plan_id = ${plan.id} union select code from sold)
    select c.code, coalesce(s.sellout, 0)::bigint as sellout from codes c left join sold s on s.code = c.code order by c.code`);
  if (!rows.length) throw badRequest('没有可分配的对象：请先设置配额明细或录入进货数据');
  // The result names every code's sell-out and becomes the plan's lines: the caller must see every one.
  assertCodesInScope(
    scope,
    plan,
    rows.map((r) => r.code),
  );
  const sellouts = rows.map((r) => Number(r.sellout));
  const quotas = largestRemainder(plan.total, sellouts);
  const names = await db.execute<{ code: string; name: string }>(sql`
    select c.code, ${nameOf(plan.dimension, sql`c.code`)} as name
    from unnest(${sql.param(rows.map((r) => r.code))}::text[]) as c(code)`);
  const nameBy = new Map(names.rows.map((r) => [r.code, r.name]));
  return rows.map((r, i) => ({ code: r.code, name: nameBy.get(r.code) ?? '', sellout: sellouts[i], quota: quotas[i] }));
}

export async function previewAutoAlloc({ planId, days }: Input, ctx: RequestCtx) {
  const plan = await planOr404(ctx.db, planId);
  return compute(ctx.db, ctx, plan, days, await ctx.scope());
}

export async function applyAutoAlloc({ planId, days }: Input, ctx: RequestCtx) {
  const scope = await ctx.scope();
  return inTx(ctx, async (tx) => {
    const plan = await planOr404(tx, planId, true);
    assertLinesOpen(plan);
    const next = await compute(tx, ctx, plan, days, scope);
    const current = await tx.select().from(lines).where(eq(lines.planId, plan.id)).orderBy(asc(lines.code));
    await replaceLines(tx, plan, current, next);
    const text = (ls: { code: string; quota: number }[]) => ls.map((l) => `${l.code}:${l.quota}`).join('、');
    await audit(tx, ctx, `自动分配（近${days}天出货）`, plan.id, { lines: text(current) }, { lines: text(next) });
    return next;
  });
}
