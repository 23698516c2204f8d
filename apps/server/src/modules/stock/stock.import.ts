import { mappingCreate, openingCreate, sellinCreate } from '@console/contract/stock-data';
import { PAGES } from '@console/contract/api/pages';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowInScope } from '../../shared/data-scope.ts';
import { type Held, heldIn, missingRefs, uniqueRows } from '../../shared/import-checks.ts';
import { auditImport, type ImportRow, importAudit, type RowError, registerImport } from '../../shared/import-registry.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { skus } from '../../db/schema/products.ts';
import { shopInfo, spInfo } from '../../db/schema/shop.ts';
import { openingInventory, sellins, skuMappings } from '../../db/schema/stock.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { MAPPING_FIELDS, OPENING_FIELDS, openingResource, SELLIN_DATA_FIELDS, sellinResource } from '@console/contract/api/stock-data';

/**
 * Imports of the stock area's reported data through the import service (dry run, error file, one
 * transaction): SKU mapping, sell-in and opening inventory. Each row is checked as its add call checks it
 * (references exist, the row lies in the caller's scope, no duplicate in the file or the table).
 */
const num = (t: string) => (t === '' ? undefined : Number.isNaN(Number(t)) ? t : Number(t));

/** The shops or SPs named by `values`, each with its province (the row's province scope key). */
const withProvince = (db: DbOrTx, column: typeof shopInfo.retCode | typeof spInfo.spCode, values: string[]) =>
  heldIn(db, column.table, column, values, { province: sql<string>`province_code` });
const provinceOf = (held: Held, code: string) => held.get(code)?.province as string | undefined;

/** Inserts rows each with the province of the shop or SP it names (its scope key), and logs the import. */
async function insertWithProvince<T extends object>(
  tx: Tx,
  ctx: RequestCtx,
  into: { table: PgTable; audit: ReturnType<typeof importAudit> },
  column: typeof shopInfo.retCode | typeof spInfo.spCode,
  codeOf: (r: T) => string,
  rows: T[],
) {
  const held = await withProvince(tx, column, rows.map(codeOf));
  await tx.insert(into.table).values(rows.map((r) => ({ ...r, provinceCode: provinceOf(held, codeOf(r)) ?? '' })) as never);
  await auditImport(into.audit, tx, ctx, rows);
}

/** Every row's SKU exists; each `field` named in `refs` exists in its table (found with its province). */
async function refErrors<T extends { skuCode: string }>(
  ctx: RequestCtx,
  rows: ImportRow<T>[],
  refs: [keyof T & string, typeof shopInfo.retCode | typeof spInfo.spCode, string][],
) {
  const skuCodes = await heldIn(
    ctx.db,
    skus,
    skus.code,
    rows.map((r) => r.value.skuCode),
  );
  const errors: RowError[] = rows
    .filter((r) => !skuCodes.has(r.value.skuCode))
    .map((r) => ({ row: r.row, field: 'skuCode', message: `SKU不存在：${r.value.skuCode}` }));
  const found: Record<string, Held> = {};
  for (const [field, column, label] of refs) {
    found[field] = await withProvince(
      ctx.db,
      column,
      rows.map((r) => String(r.value[field])),
    );
    errors.push(...missingRefs(rows, field, found[field], label));
  }
  return { errors, found };
}

/** Keys the table holds already, as one text per row (`a|b|c`). */
const takenKeys = async (db: DbOrTx, key: SQL<string>, table: PgTable) =>
  new Set((await db.select({ k: key }).from(table)).map((r) => r.k));

/** Rows whose scope keys (undefined: an unknown reference, already an error) lie outside the importer's scope. */
async function outOfScope<T>(
  ctx: RequestCtx,
  rows: ImportRow<T>[],
  field: string,
  keysOf: (v: T) => Parameters<typeof rowInScope>[1] | undefined,
) {
  const scope = await ctx.scope();
  return rows
    .filter((r) => {
      const keys = keysOf(r.value);
      return keys !== undefined && !rowInScope(scope, keys);
    })
    .map((r): RowError => ({ row: r.row, field, message: '超出数据权限范围' }));
}

type Mapping = z.output<typeof mappingCreate>;
registerImport<Mapping>({
  page: 'stockMapping',
  label: PAGES.stockMapping.title,
  columns: [
    { key: 'source', header: COMMON_LABELS.source, example: 'HIPAC' },
    { key: 'externalCode', header: MAPPING_FIELDS.externalCode.label, example: 'HP-10001' },
    { key: 'skuCode', header: COMMON_LABELS.skuCode, example: 'SKU00001' },
  ],
  schema: mappingCreate,
  async check(ctx, rows) {
    const { errors } = await refErrors(ctx, rows, []);
    const taken = () => takenKeys(ctx.db, sql<string>`${skuMappings.source} || '|' || ${skuMappings.externalCode}`, skuMappings);
    const message = '映射已存在：同一来源的外部编码只能映射一个SKU';
    return [...errors, ...(await uniqueRows(rows, (v) => `${v.source}|${v.externalCode}`, 'externalCode', message, taken))];
  },
  async apply(tx, ctx, rows) {
    await tx.insert(skuMappings).values(rows);
    await auditImport(importAudit(PAGES.stockMapping.title, 'skuMapping'), tx, ctx, rows);
  },
});

type Sellin = z.output<typeof sellinCreate>;
registerImport<Sellin>({
  page: 'stockSellin',
  label: sellinResource.label,
  columns: [
    { key: 'spCode', header: COMMON_LABELS.spCode, example: 'SP0001' },
    { key: 'retCode', header: COMMON_LABELS.retCode, example: 'R000001' },
    { key: 'skuCode', header: COMMON_LABELS.skuCode, example: 'SKU00001' },
    { key: 'quantity', header: COMMON_LABELS.quantity, example: '12', parse: num },
    { key: 'saleDate', header: SELLIN_DATA_FIELDS.saleDate.label, example: '2026-01-15' },
  ],
  schema: sellinCreate,
  async check(ctx, rows) {
    const { errors, found } = await refErrors(ctx, rows, [
      ['spCode', spInfo.spCode, COMMON_LABELS.spName],
      ['retCode', shopInfo.retCode, COMMON_LABELS.shop],
    ]);
    const outside = await outOfScope(ctx, rows, 'retCode', (v) => {
      const province = provinceOf(found.retCode, v.retCode);
      return province === undefined ? undefined : { 1: v.retCode, 2: v.spCode, 6: province };
    });
    return [...errors, ...outside];
  },
  async apply(tx, ctx, rows) {
    const into = { table: sellins, audit: importAudit(sellinResource.page.title, 'sellin') };
    await insertWithProvince(tx, ctx, into, shopInfo.retCode, (r) => r.retCode, rows);
  },
});

type Opening = z.output<typeof openingCreate>;
registerImport<Opening>({
  page: 'stockOpeningInventory',
  label: openingResource.label,
  columns: [
    { key: 'spCode', header: COMMON_LABELS.spCode, example: 'SP0001' },
    { key: 'skuCode', header: COMMON_LABELS.skuCode, example: 'SKU00001' },
    { key: 'quantity', header: OPENING_FIELDS.quantity.label, example: '120', parse: num },
    { key: 'stockDate', header: OPENING_FIELDS.stockDate.label, example: '2026-01-01' },
  ],
  schema: openingCreate,
  async check(ctx, rows) {
    const { errors, found } = await refErrors(ctx, rows, [['spCode', spInfo.spCode, COMMON_LABELS.spName]]);
    errors.push(
      ...(await outOfScope(ctx, rows, 'spCode', (v) => {
        const province = provinceOf(found.spCode, v.spCode);
        return province === undefined ? undefined : { 2: v.spCode, 6: province };
      })),
    );
    const o = openingInventory;
    const taken = () => takenKeys(ctx.db, sql<string>`${o.spCode} || '|' || ${o.skuCode} || '|' || ${o.stockDate}`, o);
    const key = (v: Opening) => `${v.spCode}|${v.skuCode}|${v.stockDate}`;
    return [...errors, ...(await uniqueRows(rows, key, 'stockDate', '该服务商此SKU在该日期已有期初库存', taken))];
  },
  async apply(tx, ctx, rows) {
    const into = { table: openingInventory, audit: importAudit(openingResource.page.title, 'openingInventory') };
    await insertWithProvince(tx, ctx, into, spInfo.spCode, (r) => r.spCode, rows);
  },
});
