import type { warehouseCreate, warehouseQuery, warehouseUpdate } from '@console/contract/wms';
import { WAREHOUSE_TYPES } from '@console/contract/wms';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, uniqueOr } from '../../shared/resource.ts';
import { formatTime } from '../../shared/time.ts';
import { skus } from '../products/products.tables.ts';
import { regions } from '../regions/regions.tables.ts';
import { refuseHeldThenDropStock } from './stock-holders.ts';
import { found, wmsAudit } from './wms-kit.ts';
import { assertFresh, bumped } from '../../shared/freshness.ts';
import { inTx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { warehouseChannels, warehouses } from './wms.tables.ts';
import { reshape } from '../../shared/reshape.ts';

/** Warehouses (`/wms/base`): code, name, type, region, contact, status. */

const LABELS = {
  warehouseCode: '仓库编码',
  warehouseName: '仓库名称',
  type: '类型',
  provinceCode: '省份',
  cityCode: '城市',
  districtCode: '区县',
  address: '地址',
  contact: '联系人',
  phone: '联系电话',
  status: '状态',
  channels: '服务渠道',
};
const VALUES = {
  type: Object.fromEntries(WAREHOUSE_TYPES.map((t) => [String(t.value), t.label])),
  status: { 1: '启用', 2: '停用' },
};
const event = wmsAudit('warehouse', LABELS, VALUES);

type Create = z.output<typeof warehouseCreate>;

const rp = alias(regions, 'rp');
const rc = alias(regions, 'rc');
const rd = alias(regions, 'rd');

export async function listWarehouses(ctx: RequestCtx, q: z.output<typeof warehouseQuery>) {
  const where = whereAll([
    q.warehouseCode ? ilike(warehouses.warehouseCode, likeText(q.warehouseCode)) : undefined,
    q.warehouseName ? ilike(warehouses.warehouseName, likeText(q.warehouseName)) : undefined,
    q.type !== undefined ? eq(warehouses.type, q.type) : undefined,
    q.provinceCode ? eq(warehouses.provinceCode, q.provinceCode) : undefined,
    q.status !== undefined ? eq(warehouses.status, q.status) : undefined,
  ]);
  const page = await pagedList({
    db: ctx.db,
    page: q.page,
    pageSize: q.pageSize,
    rows: (limit, offset) =>
      ctx.db
        .select({ w: warehouses, provinceName: rp.name, cityName: rc.name, districtName: rd.name })
        .from(warehouses)
        .leftJoin(rp, eq(rp.code, warehouses.provinceCode))
        .leftJoin(rc, eq(rc.code, warehouses.cityCode))
        .leftJoin(rd, eq(rd.code, warehouses.districtCode))
        .where(where)
        .orderBy(asc(warehouses.warehouseCode))
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ id: warehouses.id }).from(warehouses).where(where),
  });
  return {
    ...page,
    rows: page.rows.map(({ w, ...names }) =>
      reshape(w, ['createdAt', 'updatedAt'], {
        provinceName: names.provinceName ?? '',
        cityName: names.cityName ?? '',
        districtName: names.districtName ?? '',
        createTime: formatTime(w.createdAt, ctx.tz),
        updateTime: formatTime(w.updatedAt, ctx.tz),
      }),
    ),
  };
}

export async function allWarehouses(ctx: RequestCtx, status?: number) {
  return ctx.db
    .select({
      warehouseCode: warehouses.warehouseCode,
      warehouseName: warehouses.warehouseName,
      type: warehouses.type,
      status: warehouses.status,
    })
    .from(warehouses)
    .where(status !== undefined ? eq(warehouses.status, status) : undefined)
    .orderBy(asc(warehouses.type), asc(warehouses.warehouseCode))
    .limit(1000);
}

/** Enabled SKUs for the line pickers. */
export const skuOptions = (ctx: RequestCtx) =>
  ctx.db.select({ skuCode: skus.code, skuName: skus.name }).from(skus).where(eq(skus.status, 1)).orderBy(asc(skus.code)).limit(5000);

/** Province (level 1), and city / district when given, must form one chain of the region tree. */
async function checkRegions(ctx: RequestCtx, b: Create) {
  const codes = [b.provinceCode, b.cityCode, b.districtCode].filter(Boolean);
  const rows = await ctx.db.select().from(regions).where(inArray(regions.code, codes));
  const by = new Map(rows.map((r) => [r.code, r]));
  if (by.get(b.provinceCode)?.level !== 1) throw badRequest('省份不存在，请重新选择');
  if (b.cityCode && by.get(b.cityCode)?.parentCode !== b.provinceCode) throw badRequest('城市不属于所选省份，请重新选择');
  if (b.districtCode && (!b.cityCode || by.get(b.districtCode)?.parentCode !== b.cityCode))
    throw badRequest('区县不属于所选城市，请重新选择');
}

export async function addWarehouse(ctx: RequestCtx, b: Create) {
  await checkRegions(ctx, b);
  return inTx(ctx, async (tx) => {
    const [row] = await uniqueOr('仓库编码已存在', () => tx.insert(warehouses).values(b).returning({ id: warehouses.id }));
    await event(tx, ctx, '新增', b.warehouseCode, null, b);
    return { id: row.id };
  });
}

export async function updateWarehouse(ctx: RequestCtx, { id, updateTime, ...b }: z.output<typeof warehouseUpdate>) {
  await checkRegions(ctx, b);
  await inTx(ctx, async (tx) => {
    const current = await found(tx.select().from(warehouses).where(eq(warehouses.id, id)).for('update'), '仓库');
    assertFresh(current.updatedAt, updateTime, ctx.tz);
    // Inventory, channels and documents point at the code.
    if (b.warehouseCode !== current.warehouseCode) throw badRequest('仓库编码不能修改');
    await tx
      .update(warehouses)
      .set({ ...b, updatedAt: bumped(warehouses.updatedAt) })
      .where(eq(warehouses.id, id));
    const { id: _i, createdAt: _c, updatedAt: _u, ...before } = current;
    await event(tx, ctx, '修改', b.warehouseCode, before, b);
  });
  return null;
}

/**
 * All or nothing; a warehouse holding stock, open orders or open purchase orders cannot be deleted. Its
 * channel rows go with it, in the same transaction: they are the warehouse's own settings (which channels it
 * serves, in which order), hold no stock, document or history, and mean nothing without it. Refusing instead
 * would ask the user to empty the list first, which a user limited to some channels cannot do (they see only
 * those rows); left behind, they would route the channel's orders to the first new warehouse given the same
 * code. The operation log keeps what the list was.
 */
export async function deleteWarehouses(ctx: RequestCtx, ids: number[]) {
  return inTx(ctx, async (tx) => {
    const rows = await tx.select().from(warehouses).where(inArray(warehouses.id, ids)).for('update');
    if (rows.length !== new Set(ids).size) throw notFound('仓库不存在或已被删除');
    const codes = rows.map((r) => r.warehouseCode);
    await refuseHeldThenDropStock(tx, 'warehouse', codes);
    const served = await tx.delete(warehouseChannels).where(inArray(warehouseChannels.warehouseCode, codes)).returning({
      warehouseCode: warehouseChannels.warehouseCode,
      channelCode: warehouseChannels.channelCode,
      priority: warehouseChannels.priority,
    });
    await tx.delete(warehouses).where(inArray(warehouses.id, ids));
    for (const r of rows) {
      const channels = served
        .filter((c) => c.warehouseCode === r.warehouseCode)
        .sort((x, y) => x.priority - y.priority || x.channelCode.localeCompare(y.channelCode))
        .map((c) => `${c.channelCode}(${c.priority})`)
        .join('、');
      await event(
        tx,
        ctx,
        '删除',
        r.warehouseCode,
        { warehouseCode: r.warehouseCode, warehouseName: r.warehouseName, ...(channels && { channels }) },
        null,
      );
    }
    return { count: rows.length };
  });
}

/** Enable (1) / disable (2), all or nothing, check-and-set on the old status. */
export async function setWarehouseStatus(ctx: RequestCtx, ids: number[], to: 1 | 2) {
  return inTx(ctx, async (tx) => {
    const from = to === 1 ? 2 : 1;
    const changed = await tx
      .update(warehouses)
      .set({ status: to, updatedAt: bumped(warehouses.updatedAt) })
      .where(and(inArray(warehouses.id, ids), eq(warehouses.status, from)))
      .returning({ code: warehouses.warehouseCode });
    if (changed.length !== new Set(ids).size) {
      const [{ n }] = await tx.select({ n: count() }).from(warehouses).where(inArray(warehouses.id, ids));
      if (n !== new Set(ids).size) throw notFound('仓库不存在或已被删除');
      throw conflict(to === 1 ? '所选仓库中有已启用的仓库，请刷新后重试' : '所选仓库中有已停用的仓库，请刷新后重试');
    }
    for (const r of changed) await event(tx, ctx, to === 1 ? '启用' : '停用', r.code, { status: from }, { status: to });
    return { count: changed.length };
  });
}
