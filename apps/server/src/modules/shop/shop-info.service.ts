import type { shopCreate, shopQuery, shopUpdate } from '@console/contract/shop';
import { and, type AnyColumn, count, eq, gt, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { assertAllInScope } from '../../shared/data-scope.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { keyedRows, pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, uniqueOr, whereAll } from '../../shared/resource.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { retailerType, sysPlatform } from '../base/base.tables.ts';
import { gradeInfo } from '../grades/grades.tables.ts';
import { orders } from '../order/order.tables.ts';
import { assertShopKeysInScope, checkRegionChain, regionNames, shopScope } from './shop-kit.ts';
import { assertFresh, bumped } from '../../shared/freshness.ts';
import { withTimes } from '../../shared/time.ts';
import { inTx } from '../../shared/request-context.ts';
import { shopInfo, shopWallet, spInfo } from './shop.tables.ts';
import { unnested } from '../../shared/reshape.ts';

/** Shops: every verb applies the caller's data scope in SQL; outside it a shop does not exist. */

type Query = z.output<typeof shopQuery>;
type Create = z.output<typeof shopCreate>;

const LABELS: Record<string, string> = {
  retCode: '门店编码',
  retName: '门店名称',
  ownerName: '店主姓名',
  phone: '联系电话',
  provinceCode: '省份',
  cityCode: '城市',
  districtCode: '区县',
  address: '详细地址',
  gradeCode: '门店等级',
  retailerType: '零售商类型',
  spCode: '服务商',
  channelCode: '渠道',
  platformCode: '平台',
  licenseNo: '营业执照号',
  status: '状态',
};
const VALUES = { status: { 1: '启用', 2: '停用' } };
const event = auditTrail({
  module: '门店管理',
  targetType: 'shop',
  labels: LABELS,
  values: VALUES,
});

export function shopFilters(q: Partial<Query>): (SQL | undefined)[] {
  const eqIf = (col: AnyColumn, v?: string) => (v ? eq(col, v) : undefined);
  return [
    q.retCode ? ilike(shopInfo.retCode, likeText(q.retCode)) : undefined,
    q.retName ? ilike(shopInfo.retName, likeText(q.retName)) : undefined,
    eqIf(shopInfo.gradeCode, q.gradeCode),
    eqIf(shopInfo.retailerType, q.retailerType),
    eqIf(shopInfo.provinceCode, q.provinceCode),
    eqIf(shopInfo.cityCode, q.cityCode),
    eqIf(shopInfo.districtCode, q.districtCode),
    eqIf(shopInfo.spCode, q.spCode),
    eqIf(shopInfo.channelCode, q.channelCode),
    eqIf(shopInfo.platformCode, q.platformCode),
    q.status !== undefined ? eq(shopInfo.status, q.status) : undefined,
  ];
}

/** Shop rows with the names of their region, grade, retailer type and SP. */
export function shopRows<X extends Record<string, SQL.Aliased | SQL>>(db: DbOrTx, extra?: X) {
  const r = regionNames();
  return db
    .select({
      ...(extra as X),
      row: shopInfo,
      provinceName: sql<string>`coalesce(${r.province.name}, '')`,
      cityName: sql<string>`coalesce(${r.city.name}, '')`,
      districtName: sql<string>`coalesce(${r.district.name}, '')`,
      gradeName: sql<string>`coalesce(${gradeInfo.gradeName}, '')`,
      retailerTypeName: sql<string>`coalesce(${retailerType.name}, '')`,
      spName: sql<string>`coalesce(${spInfo.spName}, '')`,
    })
    .from(shopInfo)
    .leftJoin(r.province, eq(r.province.code, shopInfo.provinceCode))
    .leftJoin(r.city, eq(r.city.code, shopInfo.cityCode))
    .leftJoin(r.district, eq(r.district.code, shopInfo.districtCode))
    .leftJoin(gradeInfo, eq(gradeInfo.gradeCode, shopInfo.gradeCode))
    .leftJoin(retailerType, eq(retailerType.code, shopInfo.retailerType))
    .leftJoin(spInfo, eq(spInfo.spCode, shopInfo.spCode))
    .$dynamic();
}

type Joined = Awaited<ReturnType<typeof shopRows<Record<never, SQL>>>>[number];
export const toShopRow = (r: Joined, tz: string) => withTimes(unnested(r), tz);

async function checkRefs(db: DbOrTx, b: Create) {
  await checkRegionChain(db, b);
  const [grade] = await db.select({ c: gradeInfo.gradeCode }).from(gradeInfo).where(eq(gradeInfo.gradeCode, b.gradeCode));
  if (!grade) throw badRequest('门店等级不存在');
  const [type] = await db.select({ c: retailerType.code }).from(retailerType).where(eq(retailerType.code, b.retailerType));
  if (!type) throw badRequest('零售商类型不存在');
  const [platform] = await db.select({ c: sysPlatform.code }).from(sysPlatform).where(eq(sysPlatform.code, b.platformCode));
  if (!platform) throw badRequest('平台不存在');
  if (b.spCode) {
    const [sp] = await db.select({ c: spInfo.spCode }).from(spInfo).where(eq(spInfo.spCode, b.spCode));
    if (!sp) throw badRequest('服务商不存在');
  }
}

export async function listShops(ctx: RequestCtx, q: Query) {
  const where = whereAll([...shopFilters(q), await shopScope(ctx)]);
  const page = await pagedList({
    db: ctx.db,
    page: q.page,
    pageSize: q.pageSize,
    // Newest first along shop_info_created_idx; the cursor seeks in it.
    order: [
      { column: shopInfo.createdAt, desc: true },
      { column: shopInfo.id, desc: true },
    ],
    cursor: q.cursor,
    rows: keyedRows({ from: (sel) => shopRows(ctx.db, sel), where }),
    count: () => ctx.db.select({ id: shopInfo.id }).from(shopInfo).where(where),
  });
  return { ...page, rows: page.rows.map((r) => toShopRow(r, ctx.tz)) };
}

export async function shopDetail(ctx: RequestCtx, id: number) {
  const [row] = await shopRows(ctx.db).where(and(eq(shopInfo.id, id), await shopScope(ctx)));
  if (!row) throw notFound('门店不存在或已被删除');
  return toShopRow(row, ctx.tz);
}

export async function addShop(ctx: RequestCtx, b: Create) {
  await assertShopKeysInScope(ctx, b);
  return inTx(ctx, async (tx) => {
    await checkRefs(tx, b);
    const [row] = await uniqueOr('门店编码已存在', () => tx.insert(shopInfo).values(b).returning());
    await event(tx, ctx, '新增', row.retCode, null, b);
    return { id: row.id };
  });
}

export async function updateShop(ctx: RequestCtx, { id, updateTime, ...b }: z.output<typeof shopUpdate>) {
  await inTx(ctx, async (tx) => {
    const [current] = await tx
      .select()
      .from(shopInfo)
      .where(and(eq(shopInfo.id, id), await shopScope(ctx)))
      .for('update');
    if (!current) throw notFound('门店不存在或已被删除');
    assertFresh(current.updatedAt, updateTime, ctx.tz);
    // Wallets, work orders, orders and data scopes point at the code: it stays.
    if (b.retCode !== current.retCode) throw badRequest('门店编码不能修改');
    await assertShopKeysInScope(ctx, b);
    await checkRefs(tx, b);
    await tx
      .update(shopInfo)
      .set({ ...b, updatedAt: bumped(shopInfo.updatedAt) })
      .where(eq(shopInfo.id, id));
    const { createdAt: _c, updatedAt: _u, id: _id, ...before } = current;
    await event(tx, ctx, '修改', b.retCode, before, b);
  });
  return null;
}

export async function deleteShops(ctx: RequestCtx, ids: number[]) {
  return inTx(ctx, async (tx) => {
    await assertAllInScope(tx, shopInfo, shopInfo.id, ids, await shopScope(ctx), '门店不存在或已被删除');
    const rows = await tx.select().from(shopInfo).where(inArray(shopInfo.id, ids)).for('update');
    const codes = rows.map((r) => r.retCode);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(shopWallet)
      .where(and(inArray(shopWallet.retCode, codes), gt(shopWallet.balance, 0)));
    if (n > 0) throw conflict(`有${n}家门店的钱包仍有余额，不能删除`);
    // Orders keep the shop they were placed for, whatever their status.
    const ordered = await tx
      .select({ retCode: orders.retCode, n: count() })
      .from(orders)
      .where(inArray(orders.retCode, codes))
      .groupBy(orders.retCode);
    if (ordered.length) throw conflict(`${ordered.map((o) => `门店 ${o.retCode} 有${o.n}个订单`).join('；')}，不能删除`);
    await tx.delete(shopWallet).where(inArray(shopWallet.retCode, codes));
    await tx.delete(shopInfo).where(inArray(shopInfo.id, ids));
    for (const r of rows) await event(tx, ctx, '删除', r.retCode, { retCode: r.retCode, retName: r.retName }, null);
    return { count: rows.length };
  });
}

/** Enable (1) / disable (2), all or nothing, check-and-set on the old status. */
export async function setShopStatus(ctx: RequestCtx, ids: number[], to: 1 | 2) {
  return inTx(ctx, async (tx) => {
    await assertAllInScope(tx, shopInfo, shopInfo.id, ids, await shopScope(ctx), '门店不存在或已被删除');
    const from = to === 1 ? 2 : 1;
    const changed = await tx
      .update(shopInfo)
      .set({ status: to, updatedAt: bumped(shopInfo.updatedAt) })
      .where(and(inArray(shopInfo.id, ids), eq(shopInfo.status, from)))
      .returning({ retCode: shopInfo.retCode });
    if (changed.length !== new Set(ids).size)
      throw conflict(to === 1 ? '所选门店中有已启用的门店，请刷新后重试' : '所选门店中有已停用的门店，请刷新后重试');
    for (const r of changed) await event(tx, ctx, to === 1 ? '启用' : '停用', r.retCode, { status: from }, { status: to });
    return { count: changed.length };
  });
}
