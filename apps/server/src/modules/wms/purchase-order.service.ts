import { can } from '@console/contract/declaration';
import { PO_MACHINE, PO_STATUS, type poCreate, type poQuery, type poReceive, type poUpdate } from '@console/contract/wms-docs';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { keyedRows, pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { withTimes } from '../../shared/time.ts';
import { sourceOf, stockIn } from './stock.service.ts';
import {
  found,
  nextDocNo,
  operator,
  outer,
  skuNameOf,
  skusOr400,
  warehouseNameOf,
  warehouseOr400,
  wmsAudit,
  wrongState,
} from './wms-kit.ts';
import { assertFresh, bumped } from '../../shared/freshness.ts';
import { inTx } from '../../shared/request-context.ts';
import { whereAll } from '../../shared/resource.ts';
import { purchaseOrderLines as poLines, purchaseOrders as pos } from './wms.tables.ts';

/**
 * Purchase orders (inbound): 1 draft → 2 submitted → 3 partially received → 4 received; 5 cancelled from
 * draft or submitted; 6 closed from partially received (the rest will not come). Each transition is check-and-set on the current status; receiving never exceeds what
 * is still open on a line and writes one ledger row per line with the PO number as its source.
 */

/** Statuses receiving leads to (the machine's other moves: PO_MACHINE). */
const STATUS = { partial: 3, received: 4 } as const;
const M = PO_MACHINE;
const LABELS = { warehouseCode: '仓库', supplierName: '供应商', remark: '备注', lines: '明细', status: '状态', received: '本次入库' };
const VALUES = { status: Object.fromEntries(PO_STATUS.map((s) => [String(s.value), s.label])) };
const event = wmsAudit('purchaseOrder', LABELS, VALUES);
const linesText = (lines: { skuCode: string; quantity: number }[]) => lines.map((l) => `${l.skuCode}×${l.quantity}`).join('、');
const refused = (status: number, verb: string) => wrongState('采购单', PO_STATUS, status, verb);

const header = {
  id: pos.id,
  poNo: pos.poNo,
  warehouseCode: pos.warehouseCode,
  warehouseName: warehouseNameOf('wms_purchase_order'),
  supplierName: pos.supplierName,
  remark: pos.remark,
  status: pos.status,
  totalQty: sql<number>`coalesce((select sum(l.quantity)::int from wms_purchase_order_line l where l.po_id = ${outer('wms_purchase_order', 'id')}), 0)`,
  receivedQty: sql<number>`coalesce((select sum(l.received_qty)::int from wms_purchase_order_line l where l.po_id = ${outer('wms_purchase_order', 'id')}), 0)`,
  createdBy: pos.createdBy,
  createdAt: pos.createdAt,
  updatedAt: pos.updatedAt,
};
const toRow = <T extends { createdAt: Date; updatedAt: Date }>(r: T, tz: string) => withTimes(r, tz);

export async function listPos(ctx: RequestCtx, q: z.output<typeof poQuery>) {
  const where = whereAll([
    q.poNo ? ilike(pos.poNo, likeText(q.poNo)) : undefined,
    q.warehouseCode ? eq(pos.warehouseCode, q.warehouseCode) : undefined,
    q.supplierName ? ilike(pos.supplierName, likeText(q.supplierName)) : undefined,
    q.status !== undefined ? eq(pos.status, q.status) : undefined,
  ]);
  const page = await pagedList({
    db: ctx.db,
    page: q.page,
    pageSize: q.pageSize,
    order: [{ column: pos.id, desc: true }],
    cursor: q.cursor,
    rows: keyedRows({
      select: { ...header },
      from: (sel) => ctx.db.select(sel).from(pos),
      where,
    }),
    count: () => ctx.db.select({ id: pos.id }).from(pos).where(where),
  });
  return { ...page, rows: page.rows.map((r) => toRow(r, ctx.tz)) };
}

export async function poDetail(ctx: RequestCtx, id: number) {
  const row = await found(ctx.db.select(header).from(pos).where(eq(pos.id, id)), '采购单');
  const lines = await ctx.db
    .select({
      skuCode: poLines.skuCode,
      skuName: skuNameOf('wms_purchase_order_line'),
      quantity: poLines.quantity,
      receivedQty: poLines.receivedQty,
    })
    .from(poLines)
    .where(eq(poLines.poId, id))
    .orderBy(asc(poLines.id));
  return { ...toRow(row, ctx.tz), lines };
}

type Body = z.output<typeof poCreate>;
const checkRefs = async (ctx: RequestCtx, b: Body) => {
  await warehouseOr400(ctx.db, b.warehouseCode);
  await skusOr400(
    ctx.db,
    b.lines.map((l) => l.skuCode),
  );
};

export async function addPo(ctx: RequestCtx, b: Body) {
  await checkRefs(ctx, b);
  return inTx(ctx, async (tx) => {
    const poNo = await nextDocNo(tx, 'PO', ctx.tz);
    const { lines, ...h } = b;
    const [row] = await tx
      .insert(pos)
      .values({ ...h, poNo, createdBy: operator(ctx) })
      .returning({ id: pos.id });
    await tx.insert(poLines).values(lines.map((l) => ({ ...l, poId: row.id })));
    await event(tx, ctx, '新增', poNo, null, { ...h, lines: linesText(lines) });
    return { id: row.id, poNo };
  });
}

/** The PO row locked for this transaction, or 404. */
const lockedPo = (tx: Tx, id: number) => found(tx.select().from(pos).where(eq(pos.id, id)).for('update'), '采购单');

export async function updatePo(ctx: RequestCtx, { id, updateTime, ...b }: z.output<typeof poUpdate>) {
  await checkRefs(ctx, b);
  await inTx(ctx, async (tx) => {
    const current = await lockedPo(tx, id);
    if (!can(M, 'edit', current.status)) throw refused(current.status, M.guards.edit.label);
    assertFresh(current.updatedAt, updateTime, ctx.tz);
    const before = await tx.select().from(poLines).where(eq(poLines.poId, id)).orderBy(asc(poLines.id));
    const { lines, ...h } = b;
    await tx
      .update(pos)
      .set({ ...h, updatedAt: bumped(pos.updatedAt) })
      .where(eq(pos.id, id));
    await tx.delete(poLines).where(eq(poLines.poId, id));
    await tx.insert(poLines).values(lines.map((l) => ({ ...l, poId: id })));
    await event(
      tx,
      ctx,
      '修改',
      current.poNo,
      { warehouseCode: current.warehouseCode, supplierName: current.supplierName, remark: current.remark, lines: linesText(before) },
      { ...h, lines: linesText(lines) },
    );
  });
  return null;
}

/** Deletes draft or cancelled orders, all or nothing (a row that moved stock stays for the ledger's sake). */
export async function deletePos(ctx: RequestCtx, ids: number[]) {
  return inTx(ctx, async (tx) => {
    const rows = await tx.select().from(pos).where(inArray(pos.id, ids)).for('update');
    if (rows.length !== new Set(ids).size) throw notFound('采购单不存在或已被删除');
    const busy = rows.find((r) => !can(M, 'delete', r.status));
    if (busy) throw conflict(`采购单 ${busy.poNo} 当前状态为「${PO_STATUS.find((s) => s.value === busy.status)?.label}」，不能删除`);
    await tx.delete(poLines).where(inArray(poLines.poId, ids));
    await tx.delete(pos).where(inArray(pos.id, ids));
    for (const r of rows) await event(tx, ctx, '删除', r.poNo, { supplierName: r.supplierName, status: r.status }, null);
    return { count: rows.length };
  });
}

/** The machine's transition as a check-and-set; the loser (or a call in another state) gets 409 naming the current state. */
async function moveBy(ctx: RequestCtx, id: number, name: keyof typeof M.transitions) {
  const t = M.transitions[name];
  await inTx(ctx, async (tx) => {
    const [done] = await tx
      .update(pos)
      .set({ status: t.to, updatedAt: bumped(pos.updatedAt) })
      .where(and(eq(pos.id, id), inArray(pos.status, [...t.from])))
      // A subselect in RETURNING reads the statement's snapshot: the status the row had before this update.
      .returning({ poNo: pos.poNo, before: sql<number>`(select p.status from ${pos} p where p.id = ${id})` });
    if (!done) {
      const current = await found(tx.select({ status: pos.status }).from(pos).where(eq(pos.id, id)), '采购单');
      throw refused(current.status, t.label);
    }
    await event(tx, ctx, t.label, done.poNo, { status: done.before }, { status: t.to });
  });
  return null;
}

export const submitPo = (ctx: RequestCtx, id: number) => moveBy(ctx, id, 'submit');
export const cancelPo = (ctx: RequestCtx, id: number) => moveBy(ctx, id, 'cancel');
/** A partly received order whose rest will not come: closed, its received stock stays (it cannot be deleted). */
export const closePo = (ctx: RequestCtx, id: number) => moveBy(ctx, id, 'close');

/** Receives lines into the PO's warehouse; all lines or none. */
export async function receivePo(ctx: RequestCtx, b: z.output<typeof poReceive>) {
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
    await event(tx, ctx, '入库', po.poNo, { status: po.status }, { status, received: linesText(b.lines) });
    return { status };
  });
}
