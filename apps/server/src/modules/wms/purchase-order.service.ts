import { can } from '@console/contract/declaration';
import { PO_MACHINE, PO_STATUS, type poReceive, poResource, wmsPurchaseOrderApi } from '@console/contract/wms-docs';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { documentLines } from '../../shared/document-lines.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { bumped } from '../../shared/freshness.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { inTx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { sourceOf, stockIn } from './stock.service.ts';
import { documentRefs, found, outer, skuNameOf, warehouseNameOf, wrongState } from './wms-kit.ts';
import { purchaseOrderLines as poLines, purchaseOrders as pos } from '../../db/schema/wms.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

/**
 * Purchase orders (inbound): 1 draft → 2 submitted → 3 partially received → 4 received; 5 cancelled from
 * draft or submitted; 6 closed from partially received (the rest will not come). Each transition is check-and-set on the current status; receiving never exceeds what
 * is still open on a line and writes one ledger row per line with the PO number as its source.
 */

/** Statuses receiving leads to (the machine's other moves: PO_MACHINE). */
const STATUS = { partial: 3, received: 4 } as const;
const M = PO_MACHINE;
const LABELS = {
  warehouseCode: COMMON_LABELS.warehouse,
  supplierName: poResource.fields.supplierName.label,
  remark: COMMON_LABELS.remark,
  lines: COMMON_LABELS.lines,
  status: COMMON_LABELS.status,
  received: '本次入库',
};
const VALUES = { status: Object.fromEntries(PO_STATUS.map((s) => [String(s.value), s.label])) };
const AUDIT = { module: '仓储管理', targetType: 'purchaseOrder', labels: LABELS, values: VALUES };
const event = auditTrail(AUDIT);
const linesText = (lines: { skuCode: string; quantity: number }[]) => lines.map((l) => `${l.skuCode}×${l.quantity}`).join('、');
const refused = (status: number, verb: string) => wrongState('采购单', PO_STATUS, status, verb);
const lines = documentLines(poLines, poLines.poId, pos.id);

export const poService = () =>
  resourceService({
    api: wmsPurchaseOrderApi,
    table: pos,
    label: '采购单',
    audit: AUDIT,
    machine: M,
    naturalKey: { field: 'poNo' },
    extras: lines.extras,
    columns: {
      warehouseName: warehouseNameOf('wms_purchase_order'),
      totalQty: sql<number>`coalesce((select sum(l.quantity)::int from wms_purchase_order_line l where l.po_id = ${outer('wms_purchase_order', 'id')}), 0)`,
      receivedQty: sql<number>`coalesce((select sum(l.received_qty)::int from wms_purchase_order_line l where l.po_id = ${outer('wms_purchase_order', 'id')}), 0)`,
      lines: lines.linesText,
    },
    filters: (q) => [
      q.poNo ? ilike(pos.poNo, likeText(q.poNo)) : undefined,
      q.warehouseCode ? eq(pos.warehouseCode, q.warehouseCode) : undefined,
      q.supplierName ? ilike(pos.supplierName, likeText(q.supplierName)) : undefined,
    ],
    beforeSave: (tx, b, current, ctx) => documentRefs(tx, ctx, b, current, { field: 'poNo', prefix: 'PO' }),
    afterSave: lines.afterSave,
    // A row that moved stock stays for the ledger's sake: the machine's delete guard allows drafts and cancelled ones.
    beforeDelete: lines.beforeDelete,
  });

/** The document with its lines. */
export async function poDetail(service: ReturnType<typeof poService>, id: number, ctx: RequestCtx) {
  const row = await service.detail(id, ctx);
  const items = await lines.read(ctx.db, id, {
    skuCode: poLines.skuCode,
    skuName: skuNameOf('wms_purchase_order_line'),
    quantity: poLines.quantity,
    receivedQty: poLines.receivedQty,
  });
  return { ...row, lines: items as { skuCode: string; skuName: string; quantity: number; receivedQty: number }[] };
}

/** The PO row locked for this transaction, or 404. */
const lockedPo = (tx: Tx, id: number) => found(tx.select().from(pos).where(eq(pos.id, id)).for('update'), '采购单');

/** Receives lines into the PO's warehouse; all lines or none. */
export async function receivePo(b: z.output<typeof poReceive>, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => {
    const po = await lockedPo(tx, b.id);
    if (!can(M, 'receive', po.status)) throw refused(po.status, M.guards.receive.label);
    const src = sourceOf(ctx, 'PO', po.poNo, `采购入库 ${po.supplierName}`);
    // In SKU order, like every multi-line stock change, so concurrent receipts never deadlock.
    for (const l of [...b.lines].sort((x, y) => (x.skuCode < y.skuCode ? -1 : x.skuCode > y.skuCode ? 1 : 0))) {
      const [line] = await tx
        .update(poLines)
        .set({ receivedQty: sql`${poLines.receivedQty} + ${l.quantity}` })
        .where(
          and(eq(poLines.poId, po.id), eq(poLines.skuCode, l.skuCode), sql`${poLines.receivedQty} + ${l.quantity} <= ${poLines.quantity}`),
        )
        .returning({ id: poLines.id });
      if (!line) {
        const [had] = await tx
          .select({ open: sql<number>`${poLines.quantity} - ${poLines.receivedQty}` })
          .from(poLines)
          .where(and(eq(poLines.poId, po.id), eq(poLines.skuCode, l.skuCode)));
        if (!had) throw badRequest(`SKU不在采购单中：${l.skuCode}`);
        throw conflict(`入库数量超过未入库数量：${l.skuCode}（未入库 ${had.open}）`);
      }
      await stockIn(tx, { warehouseCode: po.warehouseCode, skuCode: l.skuCode, quantity: l.quantity }, src, 'RECEIVE');
    }
    const [{ open }] = await tx
      .select({ open: sql<number>`coalesce(sum(${poLines.quantity} - ${poLines.receivedQty}), 0)::int` })
      .from(poLines)
      .where(eq(poLines.poId, po.id));
    const status = open === 0 ? STATUS.received : STATUS.partial;
    await tx
      .update(pos)
      .set({ status, updatedAt: bumped(pos.updatedAt) })
      .where(eq(pos.id, po.id));
    await event(tx, ctx, WORDS.receive, po.poNo, { status: po.status }, { status, received: linesText(b.lines) });
    return { status };
  });
}
