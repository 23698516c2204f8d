import { PAGES } from '@console/contract/api/pages';
import {
  mappingResource,
  openingResource,
  sellinResource,
  stockMappingApi,
  stockOpeningApi,
  stockSellinApi,
} from '@console/contract/stock-data';
import { SELLIN_KIND } from '@console/contract/api/stock-data';
import { and, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notApplicable, rowInScope } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { shopInfo, spInfo } from '../../db/schema/shop.ts';
import { outer, skusOr400 } from '../wms/wms-kit.ts';
import { openingInventory, sellins, skuMappings } from '../../db/schema/stock.ts';

/**
 * SKU mapping, sell-in and opening inventory on the one resource service. Sell-in and opening rows copy the
 * province of their shop / SP when made (their scope in dimension 6), as an order copies its shop's keys.
 */
const audit = (targetType: string, d: Parameters<typeof declaredAudit>[0], module: string) => ({ module, targetType, ...declaredAudit(d) });
/** The name of a referenced row, correlated on the outer row's column spelled out (a bare name would mean the inner table's). */
const name = (outerTable: string, table: string, key: string, column: string, nameColumn: string) =>
  sql<string>`coalesce((select n.${sql.identifier(nameColumn)} from ${sql.identifier(table)} n where n.${sql.identifier(key)} = ${outer(outerTable, column)}), '')`;
const skuName = (outerTable: string) => name(outerTable, 'product_sku', 'code', 'sku_code', 'name');
const eqIf = <T>(column: Parameters<typeof eq>[0], v: T | undefined) => (v === undefined ? undefined : eq(column, v));

export async function spOr400(db: DbOrTx, spCode: string) {
  const [sp] = await db.select({ provinceCode: spInfo.provinceCode }).from(spInfo).where(eq(spInfo.spCode, spCode));
  if (!sp) throw badRequest(`服务商不存在：${spCode}`);
  return sp;
}
export async function shopOr400(db: DbOrTx, retCode: string) {
  const [shop] = await db.select({ provinceCode: shopInfo.provinceCode }).from(shopInfo).where(eq(shopInfo.retCode, retCode));
  if (!shop) throw badRequest(`门店不存在：${retCode}`);
  return shop;
}

const REFERENCE = notApplicable('映射是翻译外部编码的参照数据');
export const mappingService = resourceService({
  api: stockMappingApi,
  table: skuMappings,
  label: PAGES.stockMapping.title,
  audit: audit('skuMapping', mappingResource, PAGES.stockMapping.title),
  scope: { 1: REFERENCE, 2: REFERENCE, 3: REFERENCE, 5: REFERENCE, 6: REFERENCE, 7: REFERENCE },
  duplicate: '映射已存在：同一来源的外部编码只能映射一个SKU',
  filters: (q) => [
    eqIf(skuMappings.source, q.source),
    eqIf(skuMappings.externalCode, q.externalCode),
    eqIf(skuMappings.skuCode, q.skuCode),
  ],
  columns: { skuName: skuName('stock_sku_mapping') },
  beforeSave: async (tx, values) => {
    if (values.skuCode) await skusOr400(tx, [values.skuCode]);
  },
});

export const sellinService = resourceService({
  // Sell-in has no update call: the service's update is never served (its types are the add's).
  api: { ...stockSellinApi, update: stockSellinApi.add },
  table: sellins,
  label: sellinResource.label,
  audit: audit('sellin', sellinResource, sellinResource.page.title),
  scope: { 1: sellins.retCode, 2: sellins.spCode, 6: sellins.provinceCode },
  order: [
    { column: sellins.saleDate, desc: true },
    { column: sellins.id, desc: true },
  ],
  filters: (q) => [
    eqIf(sellins.spCode, q.spCode),
    eqIf(sellins.retCode, q.retCode),
    eqIf(sellins.skuCode, q.skuCode),
    q.dateFrom ? gte(sellins.saleDate, q.dateFrom) : undefined,
    q.dateTo ? lte(sellins.saleDate, q.dateTo) : undefined,
    eqIf(sellins.kind, q.kind),
  ],
  columns: {
    spName: name('stock_sellin', 'sp_info', 'sp_code', 'sp_code', 'sp_name'),
    retName: name('stock_sellin', 'shop_info', 'ret_code', 'ret_code', 'ret_name'),
    skuName: skuName('stock_sellin'),
  },
  beforeSave: async (tx, values) => {
    if (!values.spCode || !values.retCode || !values.skuCode) return;
    await spOr400(tx, values.spCode);
    const shop = await shopOr400(tx, values.retCode);
    await skusOr400(tx, [values.skuCode]);
    return { provinceCode: shop.provinceCode };
  },
  // A purchase from the brand records a shipment: it goes only with its order, never by hand.
  async beforeDelete(tx, ids) {
    const [purchase] = await tx
      .select({ sourceNo: sellins.sourceNo })
      .from(sellins)
      .where(and(inArray(sellins.id, ids), eq(sellins.kind, SELLIN_KIND.brandPurchase)))
      .limit(1);
    if (purchase) throw conflict(`品牌进货记录来自进货订单${purchase.sourceNo}，不能删除`);
  },
});

export const openingService = resourceService({
  api: stockOpeningApi,
  table: openingInventory,
  label: openingResource.label,
  audit: audit('openingInventory', openingResource, openingResource.page.title),
  // Like the SP it counts (sp-info.service.ts): a user limited in a dimension an SP does not carry sees none.
  scope: { 2: openingInventory.spCode, 6: openingInventory.provinceCode },
  duplicate: '该服务商此SKU在该日期已有期初库存',
  order: [
    { column: openingInventory.stockDate, desc: true },
    { column: openingInventory.id, desc: true },
  ],
  filters: (q) => [eqIf(openingInventory.spCode, q.spCode), eqIf(openingInventory.skuCode, q.skuCode)],
  columns: {
    spName: name('stock_opening_inventory', 'sp_info', 'sp_code', 'sp_code', 'sp_name'),
    skuName: skuName('stock_opening_inventory'),
  },
  beforeSave: async (tx, values) => {
    if (values.skuCode) await skusOr400(tx, [values.skuCode]);
    if (values.spCode) return { provinceCode: (await spOr400(tx, values.spCode)).provinceCode };
  },
});

/**
 * An SP's stock of a SKU at a date: its latest opening count at or before the date, plus what it bought from
 * the brand since (its shipped sell-in orders, `/ord/sallinOrder`), minus what it reported selling to shops
 * after the count up to the date. 404 for an SP outside the caller's scope.
 */
export async function openingBalance(q: { spCode: string; skuCode: string; date: string }, ctx: RequestCtx) {
  const sp = await spOr400(ctx.db, q.spCode);
  if (!rowInScope(await ctx.scope(), { 2: q.spCode, 6: sp.provinceCode })) throw notFound('服务商不存在或不在数据权限内');
  const [open] = await ctx.db
    .select({ quantity: openingInventory.quantity, stockDate: openingInventory.stockDate })
    .from(openingInventory)
    .where(and(eq(openingInventory.spCode, q.spCode), eq(openingInventory.skuCode, q.skuCode), lte(openingInventory.stockDate, q.date)))
    .orderBy(desc(openingInventory.stockDate))
    .limit(1);
  const [{ sold }] = await ctx.db
    .select({ sold: sql<number>`coalesce(sum(${sellins.quantity}), 0)::int` })
    .from(sellins)
    .where(
      and(
        eq(sellins.spCode, q.spCode),
        eq(sellins.skuCode, q.skuCode),
        eq(sellins.kind, SELLIN_KIND.shopSale),
        lte(sellins.saleDate, q.date),
        open ? gt(sellins.saleDate, open.stockDate) : undefined,
      ),
    );
  const shippedAfter = open ? sql`and (o.ship_time at time zone ${ctx.tz})::date > ${open.stockDate}::date` : sql``;
  const { rows } = await ctx.db.execute<{ bought: number }>(sql`
    select coalesce(sum(l.quantity), 0)::int as bought from order_sellin_line l join order_sellin o on o.id = l.sellin_id
    where o.sp_code = ${q.spCode} and l.sku_code = ${q.skuCode} and o.status = 40
      and (o.ship_time at time zone ${ctx.tz})::date <= ${q.date}::date ${shippedAfter}`);
  const opening = open?.quantity ?? 0;
  const purchased = Number(rows[0].bought);
  return { ...q, openingDate: open?.stockDate ?? '', opening, purchased, sold, balance: opening + purchased - sold };
}
