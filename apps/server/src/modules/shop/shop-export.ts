import { shopQuery, type ShopRow } from '@console/contract/shop';
import { and, desc, sql } from 'drizzle-orm';
import { keysetAfter } from '../../shared/list.ts';
import { registerExport } from '../../shared/export-registry.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { shopFilters, shopRows, toShopRow } from './shop-info.service.ts';
import { shopScope } from './shop-kit.ts';
import { shopInfo } from '../../db/schema/shop.ts';
import { reshape } from '../../shared/reshape.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { STATUS_TEXT as ENABLED_TEXT } from '@console/contract/api/resource';

const BATCH = 2000;
const STATUS_TEXT: Record<number, string> = ENABLED_TEXT;

/** The shop list as an Excel export: the list's filters and the caller's scope, in the list's order. */
export function registerShopExport() {
  registerExport<ReturnType<typeof shopQuery.parse>, ShopRow>({
    page: 'shopInfo',
    label: '门店列表',
    query: shopQuery,
    columns: [
      { key: 'retCode', header: COMMON_LABELS.retCode, width: 16 },
      { key: 'retName', header: COMMON_LABELS.retName, width: 24 },
      { key: 'ownerName', header: COMMON_LABELS.ownerName },
      { key: 'phone', header: COMMON_LABELS.phone, width: 16 },
      { key: 'provinceName', header: COMMON_LABELS.provinceCode },
      { key: 'cityName', header: COMMON_LABELS.cityCode },
      { key: 'districtName', header: COMMON_LABELS.districtCode },
      { key: 'address', header: COMMON_LABELS.address, width: 30 },
      { key: 'gradeName', header: COMMON_LABELS.grade },
      { key: 'retailerTypeName', header: COMMON_LABELS.retailerType },
      { key: 'spName', header: COMMON_LABELS.spName, width: 20 },
      { key: 'channelCode', header: COMMON_LABELS.channel },
      { key: 'platformCode', header: COMMON_LABELS.platform },
      { key: 'status', header: COMMON_LABELS.status, format: (v) => STATUS_TEXT[v as number] ?? String(v) },
      { key: 'createTime', header: COMMON_LABELS.createTime, width: 20 },
    ],
    rows: (ctx, q) => exportRows(ctx, q),
  });
}

/** Keyset batches (createdAt desc, id desc): each batch costs the same however deep the export is. */
export async function* exportRows(ctx: RequestCtx, q: ReturnType<typeof shopQuery.parse>): AsyncIterable<ShopRow[]> {
  const base = whereAll([...shopFilters(q), await shopScope(ctx)]);
  // The cursor carries created_at as text: a JS Date would drop its microseconds and skip or repeat rows.
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const seek = after
      ? keysetAfter(
          [
            { column: shopInfo.createdAt, value: sql`${after.createdAt}::timestamptz` },
            { column: shopInfo.id, value: after.id },
          ],
          'desc',
        )
      : undefined;
    const batch = await shopRows(ctx.db, { createdText: sql<string>`${shopInfo.createdAt}::text` })
      .where(and(base, seek))
      .orderBy(desc(shopInfo.createdAt), desc(shopInfo.id))
      .limit(BATCH);
    if (!batch.length) return;
    yield batch.map((r) => toShopRow(reshape(r, ['createdText']), ctx.tz));
    const last = batch[batch.length - 1];
    after = { createdAt: last.createdText, id: last.row.id };
    if (batch.length < BATCH) return;
  }
}
