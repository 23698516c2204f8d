import { and, type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { declareScope, rowInScope, type ScopeColumns, scopeWhere, throughParent } from '../../shared/data-scope.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { regions } from '../../db/schema/regions.ts';
import { shopInfo } from '../../db/schema/shop.ts';

/**
 * What the shop area's services share: the scope of a shop row, the region chain check and names, the
 * optimistic-concurrency check and the operator text of ledgers and replies.
 */

/** Every dimension a shop row carries (DOMAIN "Scope dimensions"); none holds 4 (service): hidden from it. */
export const SHOP_SCOPE = declareScope('shops', {
  1: shopInfo.retCode,
  2: shopInfo.spCode,
  3: shopInfo.platformCode,
  5: shopInfo.channelCode,
  6: shopInfo.provinceCode,
  7: shopInfo.gradeCode,
});

/** The WHERE that keeps shops in the caller's scope (undefined: unlimited). */
export const shopScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), SHOP_SCOPE);

/**
 * The scope of rows that belong to a shop by `ret_code` and follow it in every dimension (invoice titles):
 * each dimension the shop's key, read by a subselect, so a shop moved to another SP moves its rows too.
 */
export function shopKeysThrough(table: string, column = 'ret_code'): ScopeColumns {
  const key = (c: string) =>
    sql`(select s.${sql.identifier(c)} from shop_info s where s.ret_code = ${sql.identifier(table)}.${sql.identifier(column)})`;
  return {
    1: key('ret_code'),
    2: key('sp_code'),
    3: key('platform_code'),
    5: key('channel_code'),
    6: key('province_code'),
    7: key('grade_code'),
  };
}

/**
 * For rows that belong to a shop by retCode (work orders, wallet, service records): `column in (the shops in
 * scope)`, so they follow the shop's scope in SQL; undefined when the caller is unlimited.
 */
export async function byShopInScope(ctx: RequestCtx, column: AnyColumn): Promise<SQL | undefined> {
  return throughParent(column, await shopScope(ctx), (inScope) =>
    ctx.db.select({ retCode: shopInfo.retCode }).from(shopInfo).where(inScope),
  );
}

/**
 * A shop written with these keys must land inside the caller's scope: otherwise an add or an update would
 * make a row the caller can then neither see nor undo (found by the IDOR suite). Answered as not found, as
 * naming anything outside the scope is.
 */
export async function assertShopKeysInScope(
  ctx: RequestCtx,
  b: { retCode: string; spCode?: string | null; platformCode: string; channelCode: string; provinceCode: string; gradeCode: string },
) {
  const keys = { 1: b.retCode, 2: b.spCode || null, 3: b.platformCode, 5: b.channelCode, 6: b.provinceCode, 7: b.gradeCode };
  if (!rowInScope(await ctx.scope(), keys)) throw notFound('门店不在您的数据权限范围内，请检查服务商、平台、渠道、省份和等级');
}

/** The shop with this retCode inside the caller's scope, or 404 as if it did not exist. */
export async function shopInScopeOr404(tx: DbOrTx, ctx: RequestCtx, retCode: string, lock?: 'key share') {
  const q = tx
    .select({ id: shopInfo.id, retCode: shopInfo.retCode, retName: shopInfo.retName })
    .from(shopInfo)
    .where(and(eq(shopInfo.retCode, retCode), await shopScope(ctx)));
  const [shop] = lock ? await q.for(lock) : await q;
  if (!shop) throw notFound('门店不存在或已被删除');
  return shop;
}

/** Refuses a province > city > district triple that is not one chain of the region tree. */
export async function checkRegionChain(db: DbOrTx, r: { provinceCode: string; cityCode: string; districtCode: string }) {
  const found = await db
    .select({ code: regions.code, parentCode: regions.parentCode, level: regions.level })
    .from(regions)
    .where(inArray(regions.code, [r.provinceCode, r.cityCode, r.districtCode]));
  const by = new Map(found.map((x) => [x.code, x]));
  const p = by.get(r.provinceCode);
  const c = by.get(r.cityCode);
  const d = by.get(r.districtCode);
  if (p?.level !== 1) throw badRequest('省份不存在，请重新选择');
  if (c?.level !== 2 || c.parentCode !== p.code) throw badRequest('城市不属于所选省份，请重新选择');
  if (d?.level !== 3 || d.parentCode !== c.code) throw badRequest('区县不属于所选城市，请重新选择');
}

/** Three aliases of the region table, to show province / city / district names beside their codes. */
export function regionNames() {
  const province = alias(regions, 'rp');
  const city = alias(regions, 'rc');
  const district = alias(regions, 'rd');
  return { province, city, district };
}

/** "name(loginId)" as the console writes an operator (spec §3). */
export const operatorOf = (ctx: RequestCtx) => `${ctx.user.name}(${ctx.user.loginId})`;
