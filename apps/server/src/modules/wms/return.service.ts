import { RETURN_MACHINE, returnResource, wmsReturnProvinceApi } from '@console/contract/wms-returns';
import { eq, ilike, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { declareScope, rowInScope, scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { documentLines } from '../../shared/document-lines.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { regions } from '../../db/schema/regions.ts';
import { returnInto, sourceOf } from './stock.service.ts';
import { documentRefs, outer, skuNameOf, warehouseNameOf } from './wms-kit.ts';
import { provinceReturnLines as rLines, provinceReturns as rets } from '../../db/schema/wms.ts';

/**
 * Province returns: 1 applied → 2 approved → 3 received into the warehouse (one RETURN ledger row per line),
 * or 1 → 4 rejected. Scoped by province (6): out of scope is 404, a batch naming one is refused whole. A return
 * is the province's, of no shop, SP, platform, channel or grade: a user limited in any of those sees none.
 */

const RETURN_SCOPE = declareScope('provinceReturns', { 6: rets.provinceCode });
const returnScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), RETURN_SCOPE);
const lines = documentLines(rLines, rLines.returnId, rets.id);

export const returnService = () =>
  resourceService({
    api: wmsReturnProvinceApi,
    table: rets,
    label: returnResource.label,
    audit: { module: '仓储管理', targetType: 'provinceReturn', ...declaredAudit(returnResource) },
    machine: RETURN_MACHINE,
    naturalKey: { field: 'returnNo' },
    parentScope: { rows: returnScope },
    extras: lines.extras,
    columns: {
      provinceName: sql<string>`coalesce((select r.name from region r where r.code = ${outer('wms_return_province', 'province_code')}), '')`,
      warehouseName: warehouseNameOf('wms_return_province'),
      totalQty: sql<number>`coalesce((select sum(l.quantity)::int from wms_return_province_line l where l.return_id = ${outer('wms_return_province', 'id')}), 0)`,
      lines: lines.linesText,
    },
    filters: (q) => [
      q.returnNo ? ilike(rets.returnNo, likeText(q.returnNo)) : undefined,
      q.provinceCode ? eq(rets.provinceCode, q.provinceCode) : undefined,
      q.warehouseCode ? eq(rets.warehouseCode, q.warehouseCode) : undefined,
    ],
    beforeSave: async (tx, b, current, ctx) => {
      const provinceCode = b.provinceCode ?? current?.provinceCode ?? '';
      // Naming a province outside the caller's scope is answered as if it did not exist.
      if (!rowInScope(await ctx.scope(), { 6: provinceCode })) throw notFound('省份不存在或无权限');
      const [p] = await tx.select({ level: regions.level }).from(regions).where(eq(regions.code, provinceCode));
      if (p?.level !== 1) throw badRequest('省份不存在，请重新选择');
      return documentRefs(tx, ctx, b, current, { field: 'returnNo', prefix: 'RT' });
    },
    afterSave: lines.afterSave,
    beforeDelete: lines.beforeDelete,
  });

/** The return with its lines: received in full once the return is. */
export async function returnDetail(service: ReturnType<typeof returnService>, id: number, ctx: RequestCtx) {
  const row = await service.detail(id, ctx);
  const items = (await lines.read(ctx.db, id, {
    skuCode: rLines.skuCode,
    skuName: skuNameOf('wms_return_province_line'),
    quantity: rLines.quantity,
  })) as { skuCode: string; skuName: string; quantity: number }[];
  return { ...row, lines: items.map((l) => ({ ...l, receivedQty: row.status === 3 ? l.quantity : 0 })) };
}

/** Approved → received: the lines come back into the return's warehouse (one RETURN ledger row each). */
export const receivedBack =
  (ctx: RequestCtx) => async (tx: Tx, r: { id: number; warehouseCode: string; returnNo: string; reason: string }) => {
    const items = await tx.select().from(rLines).where(eq(rLines.returnId, r.id));
    await returnInto(tx, r.warehouseCode, items, sourceOf(ctx, 'RETURN', r.returnNo, r.reason));
  };
