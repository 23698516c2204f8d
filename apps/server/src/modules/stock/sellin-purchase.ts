import { SELLIN_KIND } from '@console/contract/api/stock-data';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sellinOrderLines as lines, sellinOrders as so } from '../../db/schema/sellin-order.ts';
import { sellins } from '../../db/schema/stock.ts';

/**
 * Records the shipped sell-in orders `which` selects as the SP's purchases from the brand (`/stock/sellin` kind 2,
 * api/stock-data.ts says why they are rows): one per order and SKU, dated the day it shipped in `tz`, with the
 * order's SP and province and no shop. A purchase already recorded is kept (the partial unique index).
 */
export async function recordPurchases(db: DbOrTx, which: SQL, tz: string) {
  await db.execute(sql`
    insert into ${sellins} (sp_code, ret_code, province_code, sku_code, quantity, sale_date, kind, source_no)
    select ${so.spCode}, '', ${so.provinceCode}, ${lines.skuCode}, sum(${lines.quantity}),
           (${so.shipTime} at time zone ${tz})::date, ${SELLIN_KIND.brandPurchase}, ${so.sellinNo}
    from ${so} join ${lines} on ${lines.sellinId} = ${so.id}
    where ${so.status} = 40 and ${so.shipTime} is not null and ${which}
    group by ${so.id}, ${lines.skuCode}
    on conflict (source_no, sku_code) where kind = 2 do nothing`);
}
