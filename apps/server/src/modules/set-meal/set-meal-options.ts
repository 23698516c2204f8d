import type { setMealOptionQuery } from '@console/contract/set-meal';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { setMealLines, setMealUsage, setMeals as t } from '../../db/schema/set-meal.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { documentLines } from '../../shared/document-lines.ts';
import { shopInScopeOr404 } from '../shop/shop-kit.ts';
import { todayIn } from '../../shared/time.ts';

const doc = documentLines(setMealLines, setMealLines.setMealId, t.id);
const used = sql<number>`coalesce(${setMealUsage.used}, 0)`;

/**
 * The set meals a shop may take now (enabled, in validity) with what is left of its quota. The shop must be
 * in the caller's scope (404 otherwise, as every shop-keyed read): the remaining quota is the shop's own data.
 */
export async function setMealOptions(q: z.output<typeof setMealOptionQuery>, ctx: RequestCtx) {
  const shop = await shopInScopeOr404(ctx.db, ctx, q.retCode);
  const day = todayIn(ctx.tz);
  return ctx.db
    .select({
      id: t.id,
      name: t.name,
      packagePrice: t.packagePrice,
      linesText: doc.linesText,
      validTo: t.validTo,
      perShopQuota: t.perShopQuota,
      remaining: sql<number>`greatest(${t.perShopQuota} - ${used}, 0)::int`,
    })
    .from(t)
    .leftJoin(setMealUsage, and(eq(setMealUsage.setMealId, t.id), eq(setMealUsage.retCode, shop.retCode)))
    .where(and(eq(t.status, 1), lte(t.validFrom, day), gte(t.validTo, day)))
    .orderBy(asc(t.validTo), asc(t.id))
    .limit(200);
}
