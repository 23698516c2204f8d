import { SET_MEAL_SOURCE } from '@console/contract/set-meal';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { setMealLines, setMealTakes, setMealUsage, setMeals } from '../../db/schema/set-meal.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { todayIn } from '../../shared/time.ts';
import type { OrderLineValues } from '../order-kit/order-kit.ts';

/**
 * Set meals on an order (issue 29). A package's lines come at the shop's list prices; what the package saves
 * (list total − packagePrice × count) is each line's discount, so that the lines cost packagePrice × count
 * exactly. The saving is spread in proportion to the lines' list amounts, by largest remainder in cents.
 */

export type SetMealPick = { setMealId: number; count: number };
/** The shop's list prices of some SKUs today; handed in by the order, which owns the price table's rules. */
export type ListPrices = (skuCodes: string[]) => Promise<ReadonlyMap<string, { skuName: string; price: number }>>;
export type MealLine = OrderLineValues & { priceSource: string };

/**
 * Splits `total` cents over `weights` in proportion, in whole cents that sum to `total` exactly: each gets
 * the floor of its share, the cents left go one each to the largest remainders (ties: the earlier line).
 * All weights 0: split evenly. BigInt: a package price times a list amount passes 2^53.
 */
export function prorate(total: number, weights: readonly number[]): number[] {
  if (!weights.length) return [];
  const w = weights.some((x) => x > 0) ? weights.map((x) => BigInt(Math.max(0, x))) : weights.map(() => 1n);
  const sum = w.reduce((a, b) => a + b, 0n);
  const t = BigInt(total);
  const base = w.map((x) => (t * x) / sum);
  const rest = w.map((x, i) => ({ i, r: t * x - base[i] * sum }));
  let left = Number(t - base.reduce((a, b) => a + b, 0n));
  rest.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const out = base.map(Number);
  for (const { i } of rest) {
    if (left <= 0) break;
    out[i] += 1;
    left -= 1;
  }
  return out;
}

/** The order lines of the packages picked, priced for the shop today; refuses a package not on sale. */
export async function setMealOrderLines(
  db: DbOrTx,
  tz: string,
  picks: readonly SetMealPick[],
  listPrices: ListPrices,
): Promise<MealLine[]> {
  if (!picks.length) return [];
  const ids = picks.map((p) => p.setMealId);
  if (new Set(ids).size !== ids.length) throw badRequest('同一套餐请合并为一行');
  const meals = await db.select().from(setMeals).where(inArray(setMeals.id, ids));
  const items = await db.select().from(setMealLines).where(inArray(setMealLines.setMealId, ids)).orderBy(setMealLines.id);
  const offers = await listPrices([...new Set(items.map((i) => i.skuCode))]);
  const day = todayIn(tz);
  return picks.flatMap((p) => {
    const meal = meals.find((m) => m.id === p.setMealId);
    if (!meal) throw badRequest(`套餐${p.setMealId}不存在或已被删除`);
    if (meal.status !== 1) throw badRequest(`套餐「${meal.name}」已停用`);
    if (meal.validFrom > day || meal.validTo < day)
      throw badRequest(`套餐「${meal.name}」不在有效期内（${meal.validFrom} 至 ${meal.validTo}）`);
    const own = items.filter((i) => i.setMealId === meal.id);
    const lines = own.map((i) => {
      const o = offers.get(i.skuCode);
      if (!o) throw badRequest(`套餐「${meal.name}」中的商品${i.skuCode}在门店平台无有效价格`);
      const quantity = i.quantity * p.count;
      return { skuCode: i.skuCode, skuName: o.skuName, quantity, price: o.price, amount: o.price * quantity };
    });
    const shares = prorate(
      meal.packagePrice * p.count,
      lines.map((l) => l.amount),
    );
    return lines.map((l, k) => ({ ...l, discount: l.amount - shares[k], gift: false, priceSource: `${SET_MEAL_SOURCE} ${meal.name}` }));
  });
}

/**
 * Counts the packages against each one's per-shop quota, in the order's transaction: one check-and-set per
 * package (`used + count <= quota`, the counter row locked by the upsert), so of racing orders only those
 * within the quota pass; the others get 409 超出套餐限购 and roll back.
 */
export async function takeSetMealQuota(tx: Tx, order: { retCode: string; orderNo: string }, picks: readonly SetMealPick[]) {
  const { retCode } = order;
  for (const p of [...picks].sort((a, b) => a.setMealId - b.setMealId)) {
    const [meal] = await tx
      .select({ name: setMeals.name, quota: setMeals.perShopQuota })
      .from(setMeals)
      .where(eq(setMeals.id, p.setMealId));
    const taken = await tx
      .insert(setMealUsage)
      .values({ setMealId: p.setMealId, retCode, used: p.count })
      .onConflictDoUpdate({
        target: [setMealUsage.setMealId, setMealUsage.retCode],
        set: { used: sql`${setMealUsage.used} + excluded.used` },
        setWhere: sql`${setMealUsage.used} + excluded.used <= ${meal.quota}`,
      })
      .returning({ used: setMealUsage.used });
    if (!taken.length || taken[0].used > meal.quota) throw conflict(quotaRefusal(meal.name, meal.quota));
  }
  if (picks.length)
    await tx.insert(setMealTakes).values(picks.map((p) => ({ orderNo: order.orderNo, setMealId: p.setMealId, retCode, count: p.count })));
}

/**
 * A cancelled order's packages (its own and those of the orders merged into it) go back to the shops' quotas,
 * in the cancel's transaction. The take rows are deleted as they are given back, so nothing is given back twice.
 */
export async function giveBackSetMeals(tx: Tx, orderNos: string[]): Promise<string> {
  const back = await tx.delete(setMealTakes).where(inArray(setMealTakes.orderNo, orderNos)).returning();
  back.sort((a, b) => a.setMealId - b.setMealId || a.retCode.localeCompare(b.retCode));
  for (const b of back)
    await tx
      .update(setMealUsage)
      .set({ used: sql`greatest(${setMealUsage.used} - ${b.count}, 0)` })
      .where(and(eq(setMealUsage.setMealId, b.setMealId), eq(setMealUsage.retCode, b.retCode)));
  const count = back.reduce((s, b) => s + b.count, 0);
  return count ? `套餐限购已退回${count}份` : '';
}

/**
 * The preview's reading of the quota: the same refusal create gives (409 超出套餐限购), without taking
 * anything, so the form says it before the order is sent. Create still decides by its check-and-set.
 */
export async function assertSetMealQuota(db: DbOrTx, retCode: string, picks: readonly SetMealPick[]) {
  for (const p of picks) {
    const [row] = await db
      .select({ name: setMeals.name, quota: setMeals.perShopQuota, used: sql<number>`coalesce(${setMealUsage.used}, 0)` })
      .from(setMeals)
      .leftJoin(setMealUsage, and(eq(setMealUsage.setMealId, setMeals.id), eq(setMealUsage.retCode, retCode)))
      .where(eq(setMeals.id, p.setMealId));
    if (row && Number(row.used) + p.count > row.quota) throw conflict(quotaRefusal(row.name, row.quota));
  }
}

export const quotaRefusal = (name: string, quota: number) => `超出套餐限购：「${name}」每店限购${quota}份`;

/** What a shop has taken of some set meals (for a page or a test). */
export async function usedOf(db: DbOrTx, retCode: string, setMealId: number) {
  const [row] = await db
    .select({ used: setMealUsage.used })
    .from(setMealUsage)
    .where(and(eq(setMealUsage.retCode, retCode), eq(setMealUsage.setMealId, setMealId)));
  return row?.used ?? 0;
}
