import { type budgetQuery, type budgetUpdate, giftBudgetResource } from '@console/contract/gift-order';
import { STALE_MESSAGE } from '@console/contract/resource';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { declaredAudit } from '../../shared/declared.ts';
import { conflict } from '../../shared/errors.ts';
import { bumped, freshAt } from '../../shared/freshness.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { withTimes } from '../../shared/time.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { shopInScopeOr404 } from '../shop/shop-kit.ts';
import { budgetScope, holdShopBudget, monthOf, usedSql } from './gift-order.service.ts';
import { giftBudgets as b } from '../../db/schema/gift-order.ts';
import { WORDS } from '@console/contract/words';

/** Shops' monthly gift budgets: the list shows a month's use (default this month), the update sets one per shop. */

const audit = auditTrail({ module: giftBudgetResource.label, targetType: 'giftBudget', ...declaredAudit(giftBudgetResource) });

export async function listBudgets(q: z.output<typeof budgetQuery>, ctx: RequestCtx) {
  const month = q.month ?? monthOf(new Date(), ctx.tz);
  const fields = {
    id: b.id,
    retCode: b.retCode,
    retName: sql<string>`coalesce((select s.ret_name from shop_info s where s.ret_code = "order_gift_budget"."ret_code"), '')`,
    monthlyBudget: b.monthlyBudget,
    used: usedSql(sql`"order_gift_budget"."ret_code"`, month),
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
  const where = whereAll([await budgetScope(ctx), q.retCode ? eq(b.retCode, q.retCode) : undefined]);
  const page = await newestFirst(ctx, q, b, fields, where);
  return {
    ...page,
    rows: page.rows.map((r) => {
      const { createTime: _c, ...row } = withTimes(r, ctx.tz);
      return { ...row, month, remaining: Math.max(0, r.monthlyBudget - r.used) };
    }),
  };
}

/** Sets a shop's budget: the first time a new row, then an edit checked against the `updateTime` read. */
export async function updateBudget(body: z.output<typeof budgetUpdate>, ctx: RequestCtx) {
  await inTx(ctx, async (tx) => {
    const shop = await shopInScopeOr404(tx, ctx, body.retCode);
    await holdShopBudget(tx, shop.retCode);
    const [current] = await tx.select().from(b).where(eq(b.retCode, shop.retCode));
    if (!current) {
      await tx.insert(b).values({ retCode: shop.retCode, monthlyBudget: body.monthlyBudget });
      await audit(tx, ctx, WORDS.add, shop.retCode, null, { retCode: shop.retCode, monthlyBudget: body.monthlyBudget });
      return;
    }
    const [done] = await tx
      .update(b)
      .set({ monthlyBudget: body.monthlyBudget, updatedAt: bumped(b.updatedAt) })
      .where(and(eq(b.id, current.id), freshAt(b.updatedAt, body.updateTime, ctx.tz)))
      .returning({ id: b.id });
    if (!done) throw conflict(STALE_MESSAGE);
    await audit(tx, ctx, WORDS.edit, shop.retCode, { monthlyBudget: current.monthlyBudget }, { monthlyBudget: body.monthlyBudget });
  });
  return null;
}
