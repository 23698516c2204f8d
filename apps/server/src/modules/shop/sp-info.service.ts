import { spInfoResource } from '@console/contract/shop';
import type { spCreate } from '@console/contract/shop';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { declareScope, rowInScope, scopeWhere } from '../../shared/data-scope.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { spGroup } from '../../db/schema/base.ts';
import { regionName } from '../regions/regions.service.ts';
import { checkRegionChain } from './shop-kit.ts';
import { areaMainSp, shopInfo, spArea, spInfo } from '../../db/schema/shop.ts';

/**
 * Service providers, scoped by spCode (2) and the province they are in (6); an SP belongs to no shop, platform,
 * channel or grade, so a user limited in those sees none. One that shops point at cannot be deleted.
 */

const SP_SCOPE = declareScope('serviceProviders', { 2: spInfo.spCode, 6: spInfo.provinceCode });
export const spScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), SP_SCOPE);
/** An SP written with these keys must land inside the caller's scope (else they could neither see nor undo it). */
const assertSpKeysInScope = async (ctx: RequestCtx, b: { spCode: string; provinceCode: string }) => {
  if (!rowInScope(await ctx.scope(), { 2: b.spCode, 6: b.provinceCode })) throw notFound('服务商不在您的数据权限范围内');
};

export const spService = () =>
  resourceService({
    declaration: spInfoResource,
    targetType: 'sp',
    table: spInfo,
    duplicate: '服务商编码已存在',
    // Shops, areas and scopes point at the code: it stays, and names the row in the log.
    naturalKey: { field: 'spCode', fixed: '服务商编码不能修改' },
    statusRefusal: (to) => (to === 1 ? '所选服务商中有已启用的，请刷新后重试' : '所选服务商中有已停用的，请刷新后重试'),
    parentScope: { rows: spScope },
    columns: {
      provinceName: regionName(spInfo.provinceCode),
      cityName: regionName(spInfo.cityCode),
      districtName: regionName(spInfo.districtCode),
      spGroupName: sql<string>`coalesce((select ${spGroup.name} from ${spGroup} where ${spGroup.code} = ${spInfo.spGroupCode}), '')`,
      shopCount: sql<number>`(select count(*)::int from ${shopInfo} where ${shopInfo.spCode} = ${spInfo.spCode})`,
    },
    filters: (q) => [
      q.spCode ? ilike(spInfo.spCode, likeText(q.spCode)) : undefined,
      q.spName ? ilike(spInfo.spName, likeText(q.spName)) : undefined,
      q.spGroupCode ? eq(spInfo.spGroupCode, q.spGroupCode) : undefined,
      q.provinceCode ? eq(spInfo.provinceCode, q.provinceCode) : undefined,
    ],
    order: [
      { column: spInfo.createdAt, desc: true },
      { column: spInfo.id, desc: true },
    ],
    beforeSave: async (tx, values, current, ctx) => {
      const sp = { ...current, ...values } as z.output<typeof spCreate>;
      // A user limited by service provider would make one they cannot see (found by the IDOR suite).
      await assertSpKeysInScope(ctx, sp);
      await checkRefs(tx, sp);
    },
    // Shops pointing at an SP keep it; its service areas go with it.
    beforeDelete: async (tx, ids) => {
      const codes = tx.select({ spCode: spInfo.spCode }).from(spInfo).where(inArray(spInfo.id, ids));
      const [{ n }] = await tx.select({ n: count() }).from(shopInfo).where(inArray(shopInfo.spCode, codes));
      if (n > 0) throw conflict(`还有${n}家门店属于所选服务商，不能删除`);
      await tx.delete(areaMainSp).where(inArray(areaMainSp.spCode, codes));
      await tx.delete(spArea).where(inArray(spArea.spCode, codes));
    },
  });

async function checkRefs(db: DbOrTx, b: z.output<typeof spCreate>) {
  await checkRegionChain(db, b);
  if (b.spGroupCode) {
    const [g] = await db.select({ c: spGroup.code }).from(spGroup).where(eq(spGroup.code, b.spGroupCode));
    if (!g) throw badRequest('服务商分组不存在');
  }
}

export async function allSps({ status }: { status?: number }, ctx: RequestCtx) {
  return ctx.db
    .select({ spCode: spInfo.spCode, spName: spInfo.spName, status: spInfo.status })
    .from(spInfo)
    .where(and(status === undefined ? undefined : eq(spInfo.status, status), await spScope(ctx)))
    .orderBy(asc(spInfo.spCode));
}
