import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeText } from '../../shared/resource.ts';
import { skuDiscounts, skuPlatforms, skuPrices, skuRuleConfigs, skuRules, skus, spus } from '../../db/schema/products.ts';
import { inventory, warehouseChannels, warehouses } from '../../db/schema/wms.ts';
import { todayIn } from '../../shared/time.ts';

/**
 * What a shop pays and may order (DOMAIN "Products"): for the shop's platform and grade, the price valid today
 * (a grade's own price wins over the all-grades one; enabled SKU of an enabled SPU listed on the platform), the
 * order rule that applies to the shop (min / max / multiple; the most specific config wins: shop, then grade,
 * then province, then all) and the tiered discount valid today (the highest tier the quantity reaches).
 */

export type ShopKeys = { retCode: string; platformCode: string; gradeCode: string; provinceCode: string; channelCode: string };
export type Offer = {
  skuCode: string;
  skuName: string;
  unit: string;
  spec: string;
  price: number;
  minQty: number | null;
  maxQty: number | null;
  multiple: number | null;
  tiers: { minQty: number; rate: number }[];
};

/** A rule config's specificity for this shop (lower wins), or null when it does not apply. */
function specificity(c: { scopeType: number; scopeValue: string }, shop: ShopKeys): number | null {
  const has = (code: string) =>
    c.scopeValue
      .split(',')
      .map((v) => v.trim())
      .includes(code);
  if (c.scopeType === 1) return has(shop.retCode) ? 1 : null;
  if (c.scopeType === 7) return has(shop.gradeCode) ? 2 : null;
  if (c.scopeType === 6) return has(shop.provinceCode) ? 3 : null;
  return c.scopeType === 99 ? 4 : null;
}

/** The offers of the shop for some SKUs (by code) or for every sellable SKU matching `keyword`. */
export async function offersFor(db: DbOrTx, tz: string, shop: ShopKeys, q: { codes?: string[]; keyword?: string; limit?: number }) {
  const day = todayIn(tz);
  const price = sql<number | null>`(select ${skuPrices.price} from ${skuPrices} where ${skuPrices.skuId} = ${skus.id}
    and ${skuPrices.platformCode} = ${shop.platformCode} and ${skuPrices.status} = 1
    and ${skuPrices.validFrom} <= ${day} and ${skuPrices.validTo} >= ${day}
    and ${skuPrices.gradeCode} in ('', ${shop.gradeCode})
    order by (${skuPrices.gradeCode} = '') asc, ${skuPrices.validFrom} desc limit 1)`;
  const found = await db
    .select({ id: skus.id, skuCode: skus.code, skuName: skus.name, unit: skus.unit, spec: skus.spec, price })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(
      and(
        eq(skus.status, 1),
        eq(spus.status, 1),
        q.codes ? inArray(skus.code, q.codes) : undefined,
        q.keyword ? sql`(${skus.code} ilike ${likeText(q.keyword)} or ${skus.name} ilike ${likeText(q.keyword)})` : undefined,
        sql`exists (select 1 from ${skuPlatforms} where ${skuPlatforms.skuId} = ${skus.id}
          and ${skuPlatforms.platformCode} = ${shop.platformCode} and ${skuPlatforms.status} = 1)`,
        sql`${price} is not null`,
      ),
    )
    .orderBy(asc(skus.code))
    .limit(q.limit ?? 1000);
  if (!found.length) return new Map<string, Offer>();
  const ids = found.map((s) => s.id);
  const rules = await db
    .select({ skuId: skuRules.skuId, minQty: skuRules.minQty, maxQty: skuRules.maxQty, multiple: skuRules.multiple, ruleId: skuRules.id })
    .from(skuRules)
    .where(and(inArray(skuRules.skuId, ids), eq(skuRules.status, 1)));
  const configs = rules.length
    ? await db
        .select({ ruleId: skuRuleConfigs.ruleId, scopeType: skuRuleConfigs.scopeType, scopeValue: skuRuleConfigs.scopeValue })
        .from(skuRuleConfigs)
        .where(
          and(
            inArray(
              skuRuleConfigs.ruleId,
              rules.map((r) => r.ruleId),
            ),
            eq(skuRuleConfigs.status, 1),
          ),
        )
    : [];
  const discounts = await db
    .select({ skuId: skuDiscounts.skuId, minQty: skuDiscounts.minQty, rate: skuDiscounts.discountRate })
    .from(skuDiscounts)
    .where(
      and(
        inArray(skuDiscounts.skuId, ids),
        eq(skuDiscounts.status, 1),
        sql`${skuDiscounts.validFrom} <= ${day}`,
        sql`${skuDiscounts.validTo} >= ${day}`,
      ),
    );
  const out = new Map<string, Offer>();
  for (const s of found) {
    // A rule without any config applies to every shop; otherwise its most specific matching config counts.
    let best: { rank: number; rule: (typeof rules)[number] } | undefined;
    for (const r of rules.filter((x) => x.skuId === s.id)) {
      const own = configs.filter((c) => c.ruleId === r.ruleId);
      const ranks = own.length ? own.map((c) => specificity(c, shop)).filter((x): x is number => x !== null) : [5];
      if (!ranks.length) continue;
      const rank = Math.min(...ranks);
      if (!best || rank < best.rank) best = { rank, rule: r };
    }
    out.set(s.skuCode, {
      skuCode: s.skuCode,
      skuName: s.skuName,
      unit: s.unit,
      spec: s.spec,
      price: Number(s.price),
      minQty: best?.rule.minQty ?? null,
      maxQty: best?.rule.maxQty ?? null,
      multiple: best?.rule.multiple ?? null,
      tiers: discounts.filter((d) => d.skuId === s.id).map((d) => ({ minQty: d.minQty, rate: d.rate })),
    });
  }
  return out;
}

/** Why a quantity breaks the rule (null: it does not). */
export function ruleProblem(o: Offer, quantity: number): string | null {
  if (o.minQty !== null && quantity < o.minQty) return `起订量为${o.minQty}`;
  if (o.maxQty !== null && o.maxQty > 0 && quantity > o.maxQty) return `最多可订${o.maxQty}`;
  if (o.multiple !== null && o.multiple > 1 && quantity % o.multiple !== 0) return `数量须为${o.multiple}的倍数`;
  return null;
}

/** What the highest discount tier `quantity` reaches takes off `amount` (cents, rounded to the cent). */
export function tierDiscount(o: Offer, quantity: number, amount: number) {
  const tier = o.tiers.filter((t) => t.minQty <= quantity).sort((a, b) => b.minQty - a.minQty)[0];
  return tier ? amount - Math.round((amount * tier.rate) / 100) : 0;
}

/** The line's amount at today's price and its tier discount. */
export function priceLine(o: Offer, quantity: number) {
  const amount = o.price * quantity;
  return { amount, discount: tierDiscount(o, quantity, amount) };
}

/** The warehouse that serves a channel first (by priority), else the first enabled one; '' when none. */
export async function warehouseFor(db: DbOrTx, channelCode: string): Promise<string> {
  const [assigned] = await db
    .select({ code: warehouseChannels.warehouseCode })
    .from(warehouseChannels)
    .innerJoin(warehouses, eq(warehouses.warehouseCode, warehouseChannels.warehouseCode))
    .where(and(eq(warehouseChannels.channelCode, channelCode), eq(warehouseChannels.status, 1), eq(warehouses.status, 1)))
    .orderBy(asc(warehouseChannels.priority), asc(warehouseChannels.warehouseCode))
    .limit(1);
  if (assigned) return assigned.code;
  const [any] = await db
    .select({ code: warehouses.warehouseCode })
    .from(warehouses)
    .where(eq(warehouses.status, 1))
    .orderBy(asc(warehouses.warehouseCode))
    .limit(1);
  return any?.code ?? '';
}

/** Available stock (on hand − locked) of some SKUs in one warehouse. */
export async function availableIn(db: DbOrTx, warehouseCode: string, skuCodes: string[]) {
  if (!warehouseCode || !skuCodes.length) return new Map<string, number>();
  const rows = await db
    .select({ skuCode: inventory.skuCode, available: sql<number>`(${inventory.onHand} - ${inventory.locked})::int` })
    .from(inventory)
    .where(and(eq(inventory.warehouseCode, warehouseCode), inArray(inventory.skuCode, skuCodes), eq(inventory.status, 1)));
  return new Map(rows.map((r) => [r.skuCode, Number(r.available)]));
}
