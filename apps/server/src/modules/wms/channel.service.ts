import type { channelBatch, channelQuery } from '@console/contract/wms';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { declareScope, rowInScope, scopeWhere } from '../../shared/data-scope.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { formatTime } from '../../shared/time.ts';
import { wmsAudit } from './wms-kit.ts';
import { inTx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { channels, warehouseChannels, warehouses } from '../../db/schema/wms.ts';
import { reshape } from '../../shared/reshape.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

/**
 * Channels a warehouse serves (`/wms/channel`), scoped by channel (dimension 5): a user limited to some
 * channels sees and replaces only those rows; naming another channel refuses the whole batch (404).
 */

export const baseChannels = (_input: object, ctx: RequestCtx) =>
  ctx.db
    .select({ channelCode: channels.channelCode, channelName: channels.channelName })
    .from(channels)
    .where(eq(channels.status, 1))
    .orderBy(asc(channels.sort), asc(channels.channelCode));

/** A warehouse's channel row belongs to no shop, SP or province: only a channel-limited user sees any. */
const CHANNEL_SCOPE = declareScope('warehouseChannels', { 5: warehouseChannels.channelCode });
const channelScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), CHANNEL_SCOPE);

export async function listChannels(q: z.output<typeof channelQuery>, ctx: RequestCtx) {
  const where = whereAll([
    await channelScope(ctx),
    q.warehouseCode ? eq(warehouseChannels.warehouseCode, q.warehouseCode) : undefined,
    q.channelCode ? eq(warehouseChannels.channelCode, q.channelCode) : undefined,
  ]);
  const page = await pagedList(ctx, {
    page: q.page,
    pageSize: q.pageSize,
    rows: (limit, offset) =>
      ctx.db
        .select({
          id: warehouseChannels.id,
          warehouseCode: warehouseChannels.warehouseCode,
          warehouseName: sql<string>`coalesce(${warehouses.warehouseName}, '')`,
          channelCode: warehouseChannels.channelCode,
          channelName: sql<string>`coalesce(${channels.channelName}, '')`,
          priority: warehouseChannels.priority,
          status: warehouseChannels.status,
          updatedAt: warehouseChannels.updatedAt,
        })
        .from(warehouseChannels)
        .leftJoin(warehouses, eq(warehouses.warehouseCode, warehouseChannels.warehouseCode))
        .leftJoin(channels, eq(channels.channelCode, warehouseChannels.channelCode))
        .where(where)
        .orderBy(asc(warehouseChannels.warehouseCode), asc(warehouseChannels.priority), asc(warehouseChannels.channelCode))
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ id: warehouseChannels.id }).from(warehouseChannels).where(where),
  });
  return { ...page, rows: page.rows.map((r) => reshape(r, ['updatedAt'], { updateTime: formatTime(r.updatedAt, ctx.tz) })) };
}

/** Replaces the warehouse's channel list (the rows the caller may see), all or nothing. */
export async function batchUpdateChannels(b: z.output<typeof channelBatch>, ctx: RequestCtx) {
  const scope = await ctx.scope();
  const codes = b.channels.map((c) => c.channelCode);
  if (codes.some((code) => !rowInScope(scope, { 5: code }))) throw notFound('渠道不存在或已被删除');
  return inTx(ctx, async (tx) => {
    // The warehouse row is the lock: two batches for one warehouse run one after the other.
    const [wh] = await tx.select().from(warehouses).where(eq(warehouses.warehouseCode, b.warehouseCode)).for('update');
    if (!wh) throw notFound('仓库不存在或已被删除');
    if (codes.length) {
      const known = await tx.select({ code: channels.channelCode }).from(channels).where(inArray(channels.channelCode, codes));
      const have = new Set(known.map((k) => k.code));
      const missing = codes.find((c) => !have.has(c));
      if (missing) throw badRequest(`渠道不存在：${missing}`);
    }
    const mine = and(eq(warehouseChannels.warehouseCode, b.warehouseCode), scopeWhere(scope, CHANNEL_SCOPE));
    const before = await tx
      .select({ channelCode: warehouseChannels.channelCode, priority: warehouseChannels.priority, status: warehouseChannels.status })
      .from(warehouseChannels)
      .where(mine)
      .orderBy(asc(warehouseChannels.priority), asc(warehouseChannels.channelCode));
    await tx.delete(warehouseChannels).where(and(mine, codes.length ? notInArray(warehouseChannels.channelCode, codes) : undefined));
    if (b.channels.length)
      await tx
        .insert(warehouseChannels)
        .values(b.channels.map((c) => ({ ...c, warehouseCode: b.warehouseCode })))
        .onConflictDoUpdate({
          target: [warehouseChannels.warehouseCode, warehouseChannels.channelCode],
          set: { priority: sql`excluded.priority`, status: sql`excluded.status`, updatedAt: sql`now()` },
        });
    const text = (list: { channelCode: string; priority: number; status: number }[]) =>
      [...list]
        .sort((x, y) => x.priority - y.priority)
        .map((c) => `${c.channelCode}(${c.priority}${c.status === 1 ? '' : ',停用'})`)
        .join('、');
    await wmsAudit('warehouseChannel', { channels: COMMON_LABELS.channel })(
      tx,
      ctx,
      WORDS.edit,
      b.warehouseCode,
      { channels: text(before) },
      { channels: text(b.channels) },
    );
    return { count: b.channels.length };
  });
}
