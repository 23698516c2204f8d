import { mappingCreate, openingCreate, sellinCreate } from '@console/contract/stock-data';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { rowInScope } from '../../shared/data-scope.ts';
import { type ImportRow, importAudit, type RowError, registerImport } from '../../shared/import-registry.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { skus } from '../../db/schema/products.ts';
import { shopInfo, spInfo } from '../../db/schema/shop.ts';
import { openingInventory, sellins, skuMappings } from '../../db/schema/stock.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

/**
 * Imports of the stock area's reported data through the import service (dry run, error file, one
 * transaction): SKU mapping, sell-in and opening inventory. Each row is checked as its add call checks it
 * (references exist, the row lies in the caller's scope, no duplicate in the file or the table).
 */
const num = (t: string) => (t === '' ? undefined : Number.isNaN(Number(t)) ? t : Number(t));

/** Codes of `column` among `values` that the table holds, with another column of theirs. */
async function known(
  db: DbOrTx,
  table: typeof skus | typeof spInfo | typeof shopInfo,
  key: 'code' | 'spCode' | 'retCode',
  values: string[],
) {
  const column = (table as unknown as Record<string, Parameters<typeof inArray>[0]>)[key];
  const province = key === 'code' ? sql<string>`''` : sql<string>`province_code`;
  const rows = values.length
    ? await db
        .select({ code: column as never, province })
        .from(table)
        .where(inArray(column, [...new Set(values)]))
    : [];
  return new Map((rows as { code: string; province: string }[]).map((r) => [r.code, r.province]));
}

/** Every row's SKU exists; each `field` named in `refs` exists in its table. */
async function refErrors<T extends { skuCode: string }>(
  ctx: RequestCtx,
  rows: ImportRow<T>[],
  refs: [keyof T & string, typeof spInfo | typeof shopInfo, 'spCode' | 'retCode', string][],
) {
  const errors: RowError[] = [];
  const skuSet = await known(
    ctx.db,
    skus,
    'code',
    rows.map((r) => r.value.skuCode),
  );
  for (const r of rows)
    if (!skuSet.has(r.value.skuCode)) errors.push({ row: r.row, field: 'skuCode', message: `SKU不存在：${r.value.skuCode}` });
  const found: Record<string, Map<string, string>> = {};
  for (const [field, table, key, label] of refs) {
    found[field] = await known(
      ctx.db,
      table,
      key,
      rows.map((r) => String(r.value[field])),
    );
    for (const r of rows)
      if (!found[field].has(String(r.value[field])))
        errors.push({ row: r.row, field, message: `${label}不存在：${String(r.value[field])}` });
  }
  return { errors, found };
}

/** A key may appear once in the file and not yet in the table. */
function duplicates<T>(rows: ImportRow<T>[], keyOf: (v: T) => string, taken: Set<string>, field: string, message: string) {
  const errors: RowError[] = [];
  const first = new Map<string, number>();
  for (const r of rows) {
    const k = keyOf(r.value);
    const at = first.get(k);
    if (at) errors.push({ row: r.row, field, message: `与第 ${at} 行重复` });
    else first.set(k, r.row);
    if (taken.has(k)) errors.push({ row: r.row, field, message });
  }
  return errors;
}

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
  label: '商品映射',
  columns: [
    { key: 'source', header: '来源', example: 'HIPAC' },
    { key: 'externalCode', header: '外部编码', example: 'HP-10001' },
    { key: 'skuCode', header: COMMON_LABELS.skuCode, example: 'SKU00001' },
  ],
  schema: mappingCreate,
  async check(ctx, rows) {
    const { errors } = await refErrors(ctx, rows, []);
    const existing = await ctx.db.select({ k: sql<string>`${skuMappings.source} || '|' || ${skuMappings.externalCode}` }).from(skuMappings);
    const taken = new Set(existing.map((r) => r.k));
    return [
      ...errors,
      ...duplicates(rows, (v) => `${v.source}|${v.externalCode}`, taken, 'externalCode', '映射已存在：同一来源的外部编码只能映射一个SKU'),
    ];
  },
  async apply(tx, ctx, rows) {
    await tx.insert(skuMappings).values(rows);
    await importAudit('商品映射', 'skuMapping')(tx, ctx, '导入', `${rows.length}行`, null, { count: rows.length });
  },
});

type Sellin = z.output<typeof sellinCreate>;
registerImport<Sellin>({
  page: 'stockSellin',
  label: '进货上报',
  columns: [
    { key: 'spCode', header: COMMON_LABELS.spCode, example: 'SP0001' },
    { key: 'retCode', header: COMMON_LABELS.retCode, example: 'R000001' },
    { key: 'skuCode', header: COMMON_LABELS.skuCode, example: 'SKU00001' },
    { key: 'quantity', header: '数量', example: '12', parse: num },
    { key: 'saleDate', header: '销售日期', example: '2026-01-15' },
  ],
  schema: sellinCreate,
  async check(ctx, rows) {
    const { errors, found } = await refErrors(ctx, rows, [
      ['spCode', spInfo, 'spCode', COMMON_LABELS.spName],
      ['retCode', shopInfo, 'retCode', '门店'],
    ]);
    const outside = await outOfScope(ctx, rows, 'retCode', (v) => {
      const province = found.retCode.get(v.retCode);
      return province === undefined ? undefined : { 1: v.retCode, 2: v.spCode, 6: province };
    });
    return [...errors, ...outside];
  },
  async apply(tx, ctx, rows) {
    const byShop = await known(
      tx,
      shopInfo,
      'retCode',
      rows.map((r) => r.retCode),
    );
    await tx.insert(sellins).values(rows.map((r) => ({ ...r, provinceCode: byShop.get(r.retCode) ?? '' })));
    await importAudit('进货上报', 'sellin')(tx, ctx, '导入', `${rows.length}行`, null, { count: rows.length });
  },
});

type Opening = z.output<typeof openingCreate>;
registerImport<Opening>({
  page: 'stockOpeningInventory',
  label: '期初库存',
  columns: [
    { key: 'spCode', header: COMMON_LABELS.spCode, example: 'SP0001' },
    { key: 'skuCode', header: COMMON_LABELS.skuCode, example: 'SKU00001' },
    { key: 'quantity', header: '期初数量', example: '120', parse: num },
    { key: 'stockDate', header: '盘点日期', example: '2026-01-01' },
  ],
  schema: openingCreate,
  async check(ctx, rows) {
    const { errors, found } = await refErrors(ctx, rows, [['spCode', spInfo, 'spCode', COMMON_LABELS.spName]]);
    errors.push(
      ...(await outOfScope(ctx, rows, 'spCode', (v) => {
        const province = found.spCode.get(v.spCode);
        return province === undefined ? undefined : { 2: v.spCode, 6: province };
      })),
    );
    const existing = await ctx.db
      .select({ k: sql<string>`${openingInventory.spCode} || '|' || ${openingInventory.skuCode} || '|' || ${openingInventory.stockDate}` })
      .from(openingInventory);
    const taken = new Set(existing.map((r) => r.k));
    return [
      ...errors,
      ...duplicates(rows, (v) => `${v.spCode}|${v.skuCode}|${v.stockDate}`, taken, 'stockDate', '该服务商此SKU在该日期已有期初库存'),
    ];
  },
  async apply(tx, ctx, rows) {
    const bySp = await known(
      tx,
      spInfo,
      'spCode',
      rows.map((r) => r.spCode),
    );
    await tx.insert(openingInventory).values(rows.map((r) => ({ ...r, provinceCode: bySp.get(r.spCode) ?? '' })));
    await importAudit('期初库存', 'openingInventory')(tx, ctx, '导入', `${rows.length}行`, null, { count: rows.length });
  },
});
