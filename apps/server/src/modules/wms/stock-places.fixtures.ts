import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Bare warehouses and SKUs for tests and benches that drive the stock service directly: stock rows point at
 * real ones (foreign keys). Rows that exist stay; nothing else (no SPU, prices or channels) is made.
 */
export async function stockPlaces(db: DbOrTx, warehouseCodes: string[], skuCodes: string[]) {
  const list = (xs: string[]) => `{${xs.join(',')}}`;
  await db.execute(sql`insert into wms_warehouse (warehouse_code, warehouse_name, type, province_code)
    select w, w, 1, '330000' from unnest(${list(warehouseCodes)}::text[]) w on conflict do nothing`);
  await db.execute(sql`insert into product_sku (code, name, spu_id, unit)
    select s, s, 0, '件' from unnest(${list(skuCodes)}::text[]) s on conflict do nothing`);
}
