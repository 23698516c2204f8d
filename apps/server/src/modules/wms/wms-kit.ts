import { eq, inArray, sql } from 'drizzle-orm';
import { type AuditDecl, auditInStatement, auditTrail } from '../../shared/write-events.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { formatTime } from '../../shared/time.ts';
import { skus } from '../../db/schema/products.ts';
import { warehouses } from '../../db/schema/wms.ts';

/** What the warehouse services share: audit events, document numbers, reference checks, state checks. */

const WMS_MODULE = '仓储管理';

/** One write event of this area (module 仓储管理). */
export const wmsAudit = (
  targetType: string,
  labels: Record<string, string>,
  values?: AuditDecl['values'],
  formats?: AuditDecl['formats'],
) => auditTrail({ module: WMS_MODULE, targetType, labels, values, formats });

/** `wmsAudit` for a write of one statement (`auditInStatement`). */
export const wmsAuditInStatement = (targetType: string, labels: Record<string, string>) =>
  auditInStatement({ module: WMS_MODULE, targetType, labels });

/** `PO20260114000123`: prefix, the day in the server's zone, a sequence shared by all documents. */
export async function nextDocNo(db: DbOrTx, prefix: string, tz: string) {
  const { rows } = await db.execute<{ n: number }>(sql`select nextval('wms_doc_no_seq')::int as n`);
  const day = formatTime(new Date(), tz).slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${String(rows[0].n).padStart(6, '0')}`;
}

/** The warehouse by code, enabled unless `any`; 400 otherwise (a form field names it). */
export async function warehouseOr400(db: DbOrTx, code: string, any = false) {
  const [w] = await db.select().from(warehouses).where(eq(warehouses.warehouseCode, code));
  if (!w) throw badRequest(`仓库不存在：${code}`);
  if (!any && w.status !== 1) throw badRequest(`仓库已停用：${code}`);
  return w;
}

/** Every SKU code of the lines exists in the catalogue (400 naming the first missing one). */
export async function skusOr400(db: DbOrTx, codes: string[]) {
  if (!codes.length) return;
  const found = await db.select({ code: skus.code }).from(skus).where(inArray(skus.code, codes));
  const have = new Set(found.map((r) => r.code));
  const missing = codes.find((c) => !have.has(c));
  if (missing) throw badRequest(`SKU不存在：${missing}`);
}

/**
 * `"table"."column"` spelled out: inside a correlated sub-select of a one-table query Drizzle writes the outer
 * column unqualified, which would then name the inner table's column of the same name.
 */
export const outer = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/** SKU name by code (correlated: cheap for one page of rows). */
export const skuNameOf = (table: string, column = 'sku_code') =>
  sql<string>`coalesce((select p.name from product_sku p where p.code = ${outer(table, column)}), '')`;

/** The SKU's low-stock threshold by code (null: none). */
export const skuThresholdOf = (table: string, column = 'sku_code') =>
  sql<number | null>`(select p.low_stock_threshold from product_sku p where p.code = ${outer(table, column)})`;

/** Warehouse name by code. */
export const warehouseNameOf = (table: string, column = 'warehouse_code') =>
  sql<string>`coalesce((select w.warehouse_name from wms_warehouse w where w.warehouse_code = ${outer(table, column)}), '')`;

/** 409 naming the state a document is in (the loser of a check-and-set, or a call in the wrong state). */
export function wrongState(label: string, options: readonly { value: number; label: string }[], status: number, verb: string) {
  const name = options.find((o) => o.value === status)?.label ?? String(status);
  return conflict(`${label}当前状态为「${name}」，不能${verb}`);
}

/** The row or 404. */
export async function found<T>(rows: PromiseLike<T[]>, label: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(`${label}不存在或已被删除`);
  return row;
}

/** "name(loginId)" as the console writes an operator. */
export const operator = (ctx: RequestCtx) => `${ctx.user.name}(${ctx.user.loginId})`;

/** Serialises work on one order number (split, deliveries) across requests and instances, until commit. */
export const lockOrderNo = (tx: DbOrTx, orderNo: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wms-order:${orderNo}`}))`);

/**
 * The references of a warehouse document being saved (its warehouse, its lines' SKUs: 400 when unknown) and,
 * when it is new, its number (`prefix` + day + sequence) under `field` and who made it.
 */
export async function documentRefs(
  tx: Tx,
  ctx: RequestCtx,
  b: { warehouseCode?: string; lines?: { skuCode: string }[] },
  current: { warehouseCode: string } | undefined,
  numbered: { field: string; prefix: string },
) {
  await warehouseOr400(tx, b.warehouseCode ?? current?.warehouseCode ?? '');
  await skusOr400(
    tx,
    (b.lines ?? []).map((l) => l.skuCode),
  );
  return current ? undefined : { [numbered.field]: await nextDocNo(tx, numbered.prefix, ctx.tz), createdBy: operator(ctx) };
}
