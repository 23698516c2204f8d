import type { orderCreate } from '@console/contract/order';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest } from '../../shared/errors.ts';
import { setMealOrderLines } from '../set-meal/set-meal-order.ts';
import { specialPrices } from '../special-activity/special-activity.service.ts';
import { offersFor, priceLine, ruleProblem, type ShopKeys } from './order-pricing.ts';

/**
 * The priced lines of an order as its create body asks for them (issue 29): what order create writes and what
 * the create form's preview shows come from here alone. Lines at the shop's price today (each rule kept, a
 * message per line that breaks one, tiered discounts) or a running special activity's when lower, then the set meals' lines at their package prices.
 */

export type QuoteBody = Pick<z.output<typeof orderCreate>, 'lines' | 'setMeals'>;
export const PRICE_TABLE = '价格表';

export async function quoteLines(db: DbOrTx, tz: string, shop: ShopKeys, b: QuoteBody) {
  const codes = [...new Set(b.lines.map((l) => l.skuCode))];
  if (codes.length !== b.lines.length) throw badRequest('同一商品请合并为一行');
  const offers = await offersFor(db, tz, shop, { codes });
  const problems: { index: number; skuCode: string; message: string }[] = [];
  b.lines.forEach((l, i) => {
    const o = offers.get(l.skuCode);
    const why = o ? ruleProblem(o, l.quantity) : '该商品不可售或在门店平台无有效价格';
    if (why) problems.push({ index: i, skuCode: l.skuCode, message: `第${i + 1}行 ${l.skuCode}：${why}` });
  });
  if (problems.length) throw new AppError(400, problems.map((p) => p.message).join('；'), 400, problems);
  const specials = await specialPrices(db, tz, shop.gradeCode, codes);
  const lines = b.lines.map((l) => {
    const o = offers.get(l.skuCode)!;
    const special = specials.get(l.skuCode);
    const base = { skuCode: l.skuCode, skuName: o.skuName, quantity: l.quantity, gift: false };
    // A special price below the table's wins; it is the activity's price, so no tier discount comes on top.
    if (special && special.price < o.price)
      return { ...base, price: special.price, amount: special.price * l.quantity, discount: 0, priceSource: special.source };
    return { ...base, price: o.price, ...priceLine(o, l.quantity), priceSource: PRICE_TABLE };
  });
  return [...lines, ...(await setMealOrderLines(db, tz, b.setMeals, (codes) => offersFor(db, tz, shop, { codes })))];
}
