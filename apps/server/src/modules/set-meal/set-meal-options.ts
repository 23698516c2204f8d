import type { setMealOptionQuery } from '@console/contract/set-meal';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { setMealLines, setMealUsage, setMeals as t } from '../../db/schema/set-meal.ts';
import { conflict } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { documentLines } from '../../shared/document-lines.ts';
import { todayIn } from '../coupon/coupon-kit.ts';
import { shopInScopeOr404 } from '../shop/shop-kit.ts';
import type { SetMealPick } from './set-meal-order.ts';

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

/**
 * The preview's reading of the quota: the same refusal create gives (409 超出套餐限购), without taking
 * anything, so the form says it before the order is sent. Create still decides by its check-and-set.
 */
export async function assertSetMealQuota(db: DbOrTx, retCode: string, picks: readonly SetMealPick[]) {
  for (const p of picks) {
    const [row] = await db
      .select({ name: t.name, quota: t.perShopQuota, used })
      .from(t)
      .leftJoin(setMealUsage, and(eq(setMealUsage.setMealId, t.id), eq(setMealUsage.retCode, retCode)))
      .where(eq(t.id, p.setMealId));
    if (row && Number(row.used) + p.count > row.quota) throw conflict(quotaRefusal(row.name, row.quota));
  }
}

export const quotaRefusal = (name: string, quota: number) => `超出套餐限购：「${name}」每店限购${quota}份`;
