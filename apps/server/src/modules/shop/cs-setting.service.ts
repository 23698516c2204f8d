import type { csCreate, csUpdate, settingCreate, settingUpdate } from '@console/contract/shop-service';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assertAllInScope } from '../../shared/data-scope.ts';
import { notFound } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, uniqueOr, whereAll } from '../../shared/resource.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { byShopInScope, operatorOf, shopInScopeOr404 } from './shop-kit.ts';
import { assertFresh, bumped } from '../../shared/freshness.ts';
import { times } from '../../shared/time.ts';
import { inTx } from '../../shared/request-context.ts';
import { appSetting, shopCs, shopInfo } from './shop.tables.ts';

/** Customer service records (follow their shop's scope) and the shop app's key/value settings. */

const CS_LABELS = { retCode: '门店', csType: '类型', content: '服务内容', result: '处理结果' };
const csEvent = auditTrail({
  module: '门店客服',
  targetType: 'shopCs',
  labels: CS_LABELS,
  values: { csType: { 1: '咨询', 2: '投诉', 3: '建议' } },
});

export async function listCs(ctx: RequestCtx, q: { page: number; pageSize: number; retCode?: string; retName?: string; csType?: number }) {
  const where = whereAll([
    q.retCode ? ilike(shopCs.retCode, likeText(q.retCode)) : undefined,
    q.retName ? ilike(shopInfo.retName, likeText(q.retName)) : undefined,
    q.csType ? eq(shopCs.csType, q.csType) : undefined,
    await byShopInScope(ctx, shopCs.retCode),
  ]);
  const base = () =>
    ctx.db
      .select({ row: shopCs, retName: sql<string>`coalesce(${shopInfo.retName}, '')` })
      .from(shopCs)
      .leftJoin(shopInfo, eq(shopInfo.retCode, shopCs.retCode));
  const page = await pagedList({
    db: ctx.db,
    page: q.page,
    pageSize: q.pageSize,
    rows: (limit, offset) => base().where(where).orderBy(desc(shopCs.id)).limit(limit).offset(offset),
    count: () => ctx.db.select({ id: shopCs.id }).from(shopCs).leftJoin(shopInfo, eq(shopInfo.retCode, shopCs.retCode)).where(where),
  });
  return {
    ...page,
    rows: page.rows.map(({ row: { createdAt, updatedAt, ...r }, retName }) => ({
      ...r,
      retName,
      ...times({ createdAt, updatedAt }, ctx.tz),
    })),
  };
}

export async function addCs(ctx: RequestCtx, b: z.output<typeof csCreate>) {
  return inTx(ctx, async (tx) => {
    await shopInScopeOr404(tx, ctx, b.retCode);
    const [row] = await tx
      .insert(shopCs)
      .values({ ...b, operator: operatorOf(ctx) })
      .returning({ id: shopCs.id });
    await csEvent(tx, ctx, '新增', row.id, null, b);
    return row;
  });
}

export async function updateCs(ctx: RequestCtx, { id, updateTime, ...b }: z.output<typeof csUpdate>) {
  await inTx(ctx, async (tx) => {
    const [current] = await tx
      .select()
      .from(shopCs)
      .where(and(eq(shopCs.id, id), await byShopInScope(ctx, shopCs.retCode)))
      .for('update');
    if (!current) throw notFound('客服记录不存在或已被删除');
    assertFresh(current.updatedAt, updateTime, ctx.tz);
    await shopInScopeOr404(tx, ctx, b.retCode);
    await tx
      .update(shopCs)
      .set({ ...b, updatedAt: bumped(shopCs.updatedAt) })
      .where(eq(shopCs.id, id));
    await csEvent(tx, ctx, '修改', id, current, b);
  });
  return null;
}

export async function deleteCs(ctx: RequestCtx, ids: number[]) {
  return inTx(ctx, async (tx) => {
    await assertAllInScope(tx, shopCs, shopCs.id, ids, await byShopInScope(ctx, shopCs.retCode), '客服记录不存在或已被删除');
    const gone = await tx.delete(shopCs).where(inArray(shopCs.id, ids)).returning();
    for (const r of gone) await csEvent(tx, ctx, '删除', r.id, r, null);
    return { count: gone.length };
  });
}

// ---- app settings (not shop rows: no scope)
const settingEvent = auditTrail({
  module: '应用设置',
  targetType: 'appSetting',
  labels: { key: '配置键', value: '配置值', remark: '备注' },
});
const toSetting = (r: typeof appSetting.$inferSelect, tz: string) => ({
  id: r.id,
  key: r.settingKey,
  value: r.settingValue,
  remark: r.remark,
  ...times(r, tz),
});

export async function listSettings(ctx: RequestCtx, q: { page: number; pageSize: number; key?: string }) {
  const where = q.key ? ilike(appSetting.settingKey, likeText(q.key)) : undefined;
  const page = await pagedList({
    db: ctx.db,
    page: q.page,
    pageSize: q.pageSize,
    rows: (limit, offset) => ctx.db.select().from(appSetting).where(where).orderBy(appSetting.settingKey).limit(limit).offset(offset),
    count: () => ctx.db.select({ id: appSetting.id }).from(appSetting).where(where),
  });
  return { ...page, rows: page.rows.map((r) => toSetting(r, ctx.tz)) };
}

export async function addSetting(ctx: RequestCtx, b: z.output<typeof settingCreate>) {
  return inTx(ctx, async (tx) => {
    const [row] = await uniqueOr('配置键已存在', () =>
      tx.insert(appSetting).values({ settingKey: b.key, settingValue: b.value, remark: b.remark }).returning({ id: appSetting.id }),
    );
    await settingEvent(tx, ctx, '新增', b.key, null, b);
    return row;
  });
}

export async function updateSetting(ctx: RequestCtx, { id, updateTime, ...b }: z.output<typeof settingUpdate>) {
  await inTx(ctx, async (tx) => {
    const [current] = await tx.select().from(appSetting).where(eq(appSetting.id, id)).for('update');
    if (!current) throw notFound('配置不存在或已被删除');
    assertFresh(current.updatedAt, updateTime, ctx.tz);
    await uniqueOr('配置键已存在', () =>
      tx
        .update(appSetting)
        .set({ settingKey: b.key, settingValue: b.value, remark: b.remark, updatedAt: bumped(appSetting.updatedAt) })
        .where(eq(appSetting.id, id)),
    );
    const { id: _i, ...before } = toSetting(current, ctx.tz);
    await settingEvent(tx, ctx, '修改', b.key, before, b);
  });
  return null;
}

export async function deleteSettings(ctx: RequestCtx, ids: number[]) {
  return inTx(ctx, async (tx) => {
    await assertAllInScope(tx, appSetting, appSetting.id, ids, undefined, '配置不存在或已被删除');
    const gone = await tx.delete(appSetting).where(inArray(appSetting.id, ids)).returning();
    for (const r of gone) await settingEvent(tx, ctx, '删除', r.settingKey, toSetting(r, ctx.tz), null);
    return { count: gone.length };
  });
}
