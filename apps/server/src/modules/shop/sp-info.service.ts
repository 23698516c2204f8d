import type { spCreate, spQuery, spUpdate } from '@console/contract/shop';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { assertAllInScope, declareScope, rowInScope, scopeWhere } from '../../shared/data-scope.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { keyedRows, pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, uniqueOr, whereAll } from '../../shared/resource.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { spGroup } from '../base/base.tables.ts';
import { checkRegionChain, regionNames } from './shop-kit.ts';
import { assertFresh, bumped } from '../../shared/freshness.ts';
import { withTimes } from '../../shared/time.ts';
import { inTx } from '../../shared/request-context.ts';
import { areaMainSp, shopInfo, spArea, spInfo } from './shop.tables.ts';
import { unnested } from '../../shared/reshape.ts';

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

const LABELS: Record<string, string> = {
  spCode: '服务商编码',
  spName: '服务商名称',
  contact: '联系人',
  phone: '联系电话',
  provinceCode: '省份',
  cityCode: '城市',
  districtCode: '区县',
  address: '详细地址',
  spGroupCode: '服务商分组',
  serviceCodes: '服务',
  licenseNo: '营业执照号',
  status: '状态',
};
const event = auditTrail({
  module: '服务商管理',
  targetType: 'sp',
  labels: LABELS,
  values: { status: { 1: '启用', 2: '停用' } },
});

/** `extra`: more fields to select (the list's sort key for its cursors). */
function spRows<X extends Record<string, SQL>>(db: DbOrTx, extra?: X) {
  const r = regionNames();
  return db
    .select({
      ...(extra as X),
      row: spInfo,
      provinceName: sql<string>`coalesce(${r.province.name}, '')`,
      cityName: sql<string>`coalesce(${r.city.name}, '')`,
      districtName: sql<string>`coalesce(${r.district.name}, '')`,
      spGroupName: sql<string>`coalesce(${spGroup.name}, '')`,
      shopCount: sql<number>`(select count(*)::int from ${shopInfo} where ${shopInfo.spCode} = ${spInfo.spCode})`,
    })
    .from(spInfo)
    .leftJoin(r.province, eq(r.province.code, spInfo.provinceCode))
    .leftJoin(r.city, eq(r.city.code, spInfo.cityCode))
    .leftJoin(r.district, eq(r.district.code, spInfo.districtCode))
    .leftJoin(spGroup, eq(spGroup.code, spInfo.spGroupCode))
    .$dynamic();
}
type Joined = Awaited<ReturnType<typeof spRows<Record<never, SQL>>>>[number];
const toRow = (r: Joined, tz: string) => withTimes(unnested(r), tz);

async function checkRefs(db: DbOrTx, b: z.output<typeof spCreate>) {
  await checkRegionChain(db, b);
  if (b.spGroupCode) {
    const [g] = await db.select({ c: spGroup.code }).from(spGroup).where(eq(spGroup.code, b.spGroupCode));
    if (!g) throw badRequest('服务商分组不存在');
  }
}

export async function listSps(ctx: RequestCtx, q: z.output<typeof spQuery>) {
  const where = whereAll([
    q.spCode ? ilike(spInfo.spCode, likeText(q.spCode)) : undefined,
    q.spName ? ilike(spInfo.spName, likeText(q.spName)) : undefined,
    q.spGroupCode ? eq(spInfo.spGroupCode, q.spGroupCode) : undefined,
    q.provinceCode ? eq(spInfo.provinceCode, q.provinceCode) : undefined,
    q.status !== undefined ? eq(spInfo.status, q.status) : undefined,
    await spScope(ctx),
  ]);
  const page = await pagedList({
    db: ctx.db,
    page: q.page,
    pageSize: q.pageSize,
    order: [
      { column: spInfo.createdAt, desc: true },
      { column: spInfo.id, desc: true },
    ],
    cursor: q.cursor,
    rows: keyedRows({ from: (sel) => spRows(ctx.db, sel), where }),
    count: () => ctx.db.select({ id: spInfo.id }).from(spInfo).where(where),
  });
  return { ...page, rows: page.rows.map((r) => toRow(r, ctx.tz)) };
}

export async function allSps(ctx: RequestCtx, status?: number) {
  return ctx.db
    .select({ spCode: spInfo.spCode, spName: spInfo.spName, status: spInfo.status })
    .from(spInfo)
    .where(and(status === undefined ? undefined : eq(spInfo.status, status), await spScope(ctx)))
    .orderBy(asc(spInfo.spCode));
}

export async function spDetail(ctx: RequestCtx, id: number) {
  const [row] = await spRows(ctx.db).where(and(eq(spInfo.id, id), await spScope(ctx)));
  if (!row) throw notFound('服务商不存在或已被删除');
  return toRow(row, ctx.tz);
}

export async function addSp(ctx: RequestCtx, b: z.output<typeof spCreate>) {
  // A user limited by service provider would make one they cannot see (found by the IDOR suite).
  await assertSpKeysInScope(ctx, b);
  return inTx(ctx, async (tx) => {
    await checkRefs(tx, b);
    const [row] = await uniqueOr('服务商编码已存在', () => tx.insert(spInfo).values(b).returning({ id: spInfo.id }));
    await event(tx, ctx, '新增', b.spCode, null, b);
    return row;
  });
}

export async function updateSp(ctx: RequestCtx, { id, updateTime, ...b }: z.output<typeof spUpdate>) {
  await inTx(ctx, async (tx) => {
    const [current] = await tx
      .select()
      .from(spInfo)
      .where(and(eq(spInfo.id, id), await spScope(ctx)))
      .for('update');
    if (!current) throw notFound('服务商不存在或已被删除');
    assertFresh(current.updatedAt, updateTime, ctx.tz);
    // The code is what shops, areas and scopes point at: it stays.
    if (b.spCode !== current.spCode) throw badRequest('服务商编码不能修改');
    await assertSpKeysInScope(ctx, b);
    await checkRefs(tx, b);
    await tx
      .update(spInfo)
      .set({ ...b, updatedAt: bumped(spInfo.updatedAt) })
      .where(eq(spInfo.id, id));
    const { createdAt: _c, updatedAt: _u, id: _id, ...before } = current;
    await event(tx, ctx, '修改', b.spCode, before, b);
  });
  return null;
}

export async function deleteSps(ctx: RequestCtx, ids: number[]) {
  return inTx(ctx, async (tx) => {
    await assertAllInScope(tx, spInfo, spInfo.id, ids, await spScope(ctx), '服务商不存在或已被删除');
    const rows = await tx.select().from(spInfo).where(inArray(spInfo.id, ids)).for('update');
    const codes = rows.map((r) => r.spCode);
    const [{ n }] = await tx.select({ n: count() }).from(shopInfo).where(inArray(shopInfo.spCode, codes));
    if (n > 0) throw conflict(`还有${n}家门店属于所选服务商，不能删除`);
    await tx.delete(areaMainSp).where(inArray(areaMainSp.spCode, codes));
    await tx.delete(spArea).where(inArray(spArea.spCode, codes));
    await tx.delete(spInfo).where(inArray(spInfo.id, ids));
    for (const r of rows) await event(tx, ctx, '删除', r.spCode, { spCode: r.spCode, spName: r.spName }, null);
    return { count: rows.length };
  });
}

export async function setSpStatus(ctx: RequestCtx, ids: number[], to: 1 | 2) {
  return inTx(ctx, async (tx) => {
    await assertAllInScope(tx, spInfo, spInfo.id, ids, await spScope(ctx), '服务商不存在或已被删除');
    const from = to === 1 ? 2 : 1;
    const changed = await tx
      .update(spInfo)
      .set({ status: to, updatedAt: bumped(spInfo.updatedAt) })
      .where(and(inArray(spInfo.id, ids), eq(spInfo.status, from)))
      .returning({ spCode: spInfo.spCode });
    if (changed.length !== new Set(ids).size)
      throw conflict(to === 1 ? '所选服务商中有已启用的，请刷新后重试' : '所选服务商中有已停用的，请刷新后重试');
    for (const r of changed) await event(tx, ctx, to === 1 ? '启用' : '停用', r.spCode, { status: from }, { status: to });
    return { count: changed.length };
  });
}
