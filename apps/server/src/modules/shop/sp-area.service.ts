import { and, type AnyColumn, count, eq, inArray, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assertAllInScope, throughParent } from '../../shared/data-scope.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { keyedRows, pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { regions } from '../../db/schema/regions.ts';
import { regionNames } from './shop-kit.ts';
import { withTimes } from '../../shared/time.ts';
import { bumped } from '../../shared/freshness.ts';
import { inTx } from '../../shared/request-context.ts';
import { areaMainSp, spArea, spInfo } from '../../db/schema/shop.ts';
import { spScope } from './sp-info.service.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';
import { PAGES } from '@console/contract/api/pages';

/**
 * Service areas (the districts an SP serves) and each district's main SP, which must be one of the SPs
 * serving it. Both follow their SP's scope (its code and province): a row is seen when its SP is.
 */

const bySpInScope = async (ctx: RequestCtx, column: AnyColumn) =>
  throughParent(column, await spScope(ctx), (inScope) => ctx.db.select({ spCode: spInfo.spCode }).from(spInfo).where(inScope));

type AreaQuery = {
  page: number;
  pageSize: number;
  cursor?: string;
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  spCode?: string;
};
type AreaTable = typeof spArea | typeof areaMainSp;

/** Rows of an area table with the names of district, city, province and SP; filters by province, city and district. */
async function areaPage(ctx: RequestCtx, table: AreaTable, q: AreaQuery) {
  const r = regionNames();
  const where = whereAll([
    q.spCode ? eq(table.spCode, q.spCode) : undefined,
    q.cityCode ? eq(r.city.code, q.cityCode) : undefined,
    q.districtCode ? eq(table.districtCode, q.districtCode) : undefined,
    q.provinceCode ? eq(r.province.code, q.provinceCode) : undefined,
    await bySpInScope(ctx, table.spCode),
  ]);
  const joined = <T extends object>(select: T) =>
    ctx.db
      .select(select as never)
      .from(table)
      .leftJoin(r.district, eq(r.district.code, table.districtCode))
      .leftJoin(r.city, eq(r.city.code, r.district.parentCode))
      .leftJoin(r.province, eq(r.province.code, r.city.parentCode))
      .leftJoin(spInfo, eq(spInfo.spCode, table.spCode))
      .$dynamic();
  const fields = {
    id: table.id,
    spCode: table.spCode,
    districtCode: table.districtCode,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    spName: sql<string>`coalesce(${spInfo.spName}, '')`,
    districtName: sql<string>`coalesce(${r.district.name}, '')`,
    cityName: sql<string>`coalesce(${r.city.name}, '')`,
    provinceName: sql<string>`coalesce(${r.province.name}, '')`,
  };
  type Row = { id: number; spCode: string; districtCode: string; createdAt: Date; updatedAt: Date } & Record<
    'spName' | 'districtName' | 'cityName' | 'provinceName',
    string
  >;
  const page = await pagedList<Row>(ctx, {
    page: q.page,
    pageSize: q.pageSize,
    // (district, SP) is unique in both area tables.
    order: [{ column: table.districtCode }, { column: table.spCode }],
    cursor: q.cursor,
    rows: keyedRows({ select: fields, from: joined, where }),
    count: () => joined({ id: table.id }).where(where),
  });
  return { ...page, rows: page.rows.map((r) => withTimes(r, ctx.tz)) };
}

async function spInScopeOr404(tx: DbOrTx, ctx: RequestCtx, spCode: string) {
  const [sp] = await tx
    .select({ spCode: spInfo.spCode, spName: spInfo.spName })
    .from(spInfo)
    .where(and(eq(spInfo.spCode, spCode), await spScope(ctx)));
  if (!sp) throw notFound('服务商不存在或已被删除');
  return sp;
}

async function checkDistricts(tx: DbOrTx, codes: string[]) {
  const found = await tx
    .select({ code: regions.code })
    .from(regions)
    .where(and(inArray(regions.code, codes), eq(regions.level, 3)));
  const known = new Set(found.map((f) => f.code));
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length) throw badRequest(`以下编码不是区县：${unknown.slice(0, 10).join('、')}`);
}

const areaEvent = (tx: DbOrTx, ctx: RequestCtx, module: string, action: string, spCode: string, districts: string[]) =>
  auditTrail({ module, targetType: 'sp', labels: { spCode: COMMON_LABELS.spName, districtCodes: COMMON_LABELS.districtCode } })(
    tx,
    ctx,
    action,
    spCode,
    null,
    {
      spCode,
      districtCodes: districts.join(','),
    },
  );

export const listSpAreas = (q: AreaQuery, ctx: RequestCtx) => areaPage(ctx, spArea, q);

export async function addSpAreas(b: { spCode: string; districtCodes: string[] }, ctx: RequestCtx) {
  const codes = [...new Set(b.districtCodes)];
  return inTx(ctx, async (tx) => {
    await spInScopeOr404(tx, ctx, b.spCode);
    await checkDistricts(tx, codes);
    const added = await tx
      .insert(spArea)
      .values(codes.map((districtCode) => ({ spCode: b.spCode, districtCode })))
      .onConflictDoNothing()
      .returning({ districtCode: spArea.districtCode });
    if (added.length)
      await areaEvent(
        tx,
        ctx,
        PAGES.spArea.title,
        WORDS.add,
        b.spCode,
        added.map((a) => a.districtCode),
      );
    return { count: added.length };
  });
}

export async function deleteSpAreas({ ids }: { ids: number[] }, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => {
    await assertAllInScope(tx, spArea, spArea.id, ids, await bySpInScope(ctx, spArea.spCode), '服务区域不存在或已被删除');
    const rows = await tx.select().from(spArea).where(inArray(spArea.id, ids)).for('update');
    // A district's main SP must serve it: that assignment goes first.
    const [{ n }] = await tx
      .select({ n: count() })
      .from(areaMainSp)
      .innerJoin(spArea, and(eq(spArea.spCode, areaMainSp.spCode), eq(spArea.districtCode, areaMainSp.districtCode)))
      .where(inArray(spArea.id, ids));
    if (n > 0) throw conflict(`其中${n}个区县以该服务商为主服务商，请先解除主服务商`);
    await tx.delete(spArea).where(inArray(spArea.id, ids));
    for (const r of rows) await areaEvent(tx, ctx, PAGES.spArea.title, WORDS.delete, r.spCode, [r.districtCode]);
    return { count: rows.length };
  });
}

export const listAreaMainSps = (q: AreaQuery, ctx: RequestCtx) => areaPage(ctx, areaMainSp, q);

/** Makes the SP the main SP of these districts; every one must be among the districts it serves. */
export async function updateMainArea(b: { spCode: string; districtCodes: string[] }, ctx: RequestCtx) {
  const codes = [...new Set(b.districtCodes)];
  return inTx(ctx, async (tx) => {
    await spInScopeOr404(tx, ctx, b.spCode);
    const served = await tx
      .select({ d: spArea.districtCode })
      .from(spArea)
      .where(and(eq(spArea.spCode, b.spCode), inArray(spArea.districtCode, codes)))
      .for('share');
    const ok = new Set(served.map((s) => s.d));
    const missing = codes.filter((c) => !ok.has(c));
    if (missing.length) throw badRequest(`该服务商未服务以下区县，不能设为主服务商：${missing.slice(0, 10).join('、')}`);
    // Replacing a main SP the caller cannot see would take the district from an SP outside their scope.
    const mine = await bySpInScope(ctx, areaMainSp.spCode);
    if (mine) {
      const held = await tx
        .select({ d: areaMainSp.districtCode })
        .from(areaMainSp)
        .where(and(inArray(areaMainSp.districtCode, codes), not(mine)))
        .for('update');
      if (held.length)
        throw notFound(
          `以下区县的主服务商不在您的数据权限范围内，不能修改：${held
            .slice(0, 10)
            .map((h) => h.d)
            .join('、')}`,
        );
    }
    await tx
      .insert(areaMainSp)
      .values(codes.map((districtCode) => ({ districtCode, spCode: b.spCode })))
      .onConflictDoUpdate({ target: areaMainSp.districtCode, set: { spCode: b.spCode, updatedAt: bumped(areaMainSp.updatedAt) } });
    await areaEvent(tx, ctx, PAGES.areaMainSp.title, WORDS.edit, b.spCode, codes);
    return { count: codes.length };
  });
}

export async function deleteMainArea({ id }: { id: number }, ctx: RequestCtx) {
  await inTx(ctx, async (tx) => {
    const [gone] = await tx
      .delete(areaMainSp)
      .where(and(eq(areaMainSp.id, id), await bySpInScope(ctx, areaMainSp.spCode)))
      .returning();
    if (!gone) throw notFound('区域主服务商不存在或已被删除');
    await areaEvent(tx, ctx, PAGES.areaMainSp.title, WORDS.delete, gone.spCode, [gone.districtCode]);
  });
  return null;
}
