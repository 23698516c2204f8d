import type { Tx } from '../../db/client.ts';
import { conflict } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import type { OrderRow } from '../order-kit/order-kit.ts';
import { offersFor, ruleProblem, tierDiscount } from './order-pricing.ts';
import { PRICE_TABLE } from './order-quote.ts';
import type { orderLines } from '../../db/schema/order.ts';

type Line = typeof orderLines.$inferSelect;
type Merged = typeof orderLines.$inferInsert & { amount: number; discount: number; priceSource: string };

/**
 * The lines of a merged order. The merged order is one order to the rules: its summed quantity per SKU must
 * keep the order rule that applies to the shop today (409 naming each SKU that breaks it, nothing merged) and
 * reaches the discount tier of that sum. Each line keeps the price it was ordered at (lines of one SKU at one
 * price become one line); a SKU no longer on sale keeps the discounts its lines had.
 */
export async function mergedLines(tx: Tx, ctx: RequestCtx, target: OrderRow, lines: Line[]): Promise<Merged[]> {
  const sold = new Map<string, number>();
  // Lines of a set meal or an activity keep their price and discount: the rules and tiers are the price table's.
  const tiered = (l: { gift?: boolean; priceSource: string }) => !l.gift && l.priceSource === PRICE_TABLE;
  for (const l of lines) if (tiered(l)) sold.set(l.skuCode, (sold.get(l.skuCode) ?? 0) + l.quantity);
  const offers = await offersFor(tx, ctx.tz, target, { codes: [...sold.keys()] });
  const problems = [...sold].flatMap(([code, quantity]) => {
    const offer = offers.get(code);
    const why = offer && ruleProblem(offer, quantity);
    return why ? [`${code} 合并后数量${quantity}，${why}`] : [];
  });
  if (problems.length) throw conflict(`${problems.join('；')}，不能合并`);

  const merged = new Map<string, Merged>();
  for (const l of [...lines].sort((a, b) => Number(b.orderId === target.id) - Number(a.orderId === target.id) || a.id - b.id)) {
    const key = `${l.skuCode}\u0000${l.gift}\u0000${l.price}\u0000${l.priceSource}`;
    const had = merged.get(key);
    const quantity = (had?.quantity ?? 0) + l.quantity;
    const own = {
      orderId: target.id,
      skuCode: l.skuCode,
      skuName: l.skuName,
      gift: l.gift,
      price: l.price,
      quantity,
      priceSource: l.priceSource,
    };
    merged.set(key, { ...own, amount: (had?.amount ?? 0) + l.amount, discount: (had?.discount ?? 0) + l.discount });
  }
  return [...merged.values()].map((m) => {
    const offer = offers.get(m.skuCode);
    return offer && tiered(m) ? { ...m, discount: tierDiscount(offer, sold.get(m.skuCode) ?? 0, m.amount) } : m;
  });
}
