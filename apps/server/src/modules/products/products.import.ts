import { codeField } from '@console/contract/resource';
import { brandCreate } from '@console/contract/products';
import { skuCreate } from '@console/contract/products-sku';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { heldIn, uniqueRows } from '../../shared/import-checks.ts';
import { auditImport, type ImportRow, importAudit, registerImport } from '../../shared/import-registry.ts';
import { brands, skus, spus } from '../../db/schema/products.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { brandResource, skuFields, spuResource } from '@console/contract/api/products-resources';
import { WORDS } from '@console/contract/words';
import { PAGES } from '@console/contract/api/pages';

const STATUS = (t: string) => (t === '' ? undefined : t === WORDS.enable || t === '1' ? 1 : t === WORDS.disable || t === '2' ? 2 : t);
const num = (t: string) => (t === '' ? undefined : Number.isNaN(Number(t)) ? t : Number(t));
const CHUNK = 1000;
const brandAudit = importAudit(PAGES.productBrand.title, 'brand');
const skuAudit = importAudit(PAGES.productSku.title, 'sku');

/** A code unique in the file and new to the table's `column`. */
const uniqueIn = <T>(db: DbOrTx, column: PgColumn, rows: ImportRow<T>[], pick: (v: T) => string, field: string, taken: string) =>
  uniqueRows(rows, pick, field, taken, (keys) => heldIn(db, column.table, column, keys));

async function insertAll<T>(tx: DbOrTx, table: typeof brands | typeof skus, values: T[]) {
  for (let i = 0; i < values.length; i += CHUNK) await tx.insert(table).values(values.slice(i, i + CHUNK) as never);
}

type BrandRow = z.output<typeof brandCreate>;
registerImport<BrandRow>({
  page: 'productBrand',
  label: COMMON_LABELS.brand,
  columns: [
    { key: 'code', header: brandResource.fields.code.label, example: 'B001' },
    { key: 'name', header: brandResource.fields.name.label, example: '示例品牌' },
    { key: 'logo', header: brandResource.fields.logo.label, example: '' },
    { key: 'sort', header: COMMON_LABELS.sort, example: '0', parse: num },
    { key: 'remark', header: COMMON_LABELS.remark, example: '' },
    { key: 'status', header: COMMON_LABELS.status, example: WORDS.enable, parse: STATUS },
  ],
  schema: brandCreate,
  check: (ctx, rows) => uniqueIn(ctx.db, brands.code, rows, (v) => v.code, 'code', '品牌编码已存在'),
  async apply(tx, ctx, rows) {
    await insertAll(tx, brands, rows);
    await auditImport(brandAudit, tx, ctx, rows);
  },
});

const skuImport = skuCreate.omit({ spuId: true, propertyValueIds: true, labelIds: true }).extend({ spuCode: codeField('SPU') });
type SkuRow = z.output<typeof skuImport>;
/** SKUs (`productSku.import`): the add call's fields, the SPU named by its code; properties and labels are set on the page. */
registerImport<SkuRow>({
  page: 'productSku',
  label: COMMON_LABELS.sku,
  columns: [
    { key: 'code', header: COMMON_LABELS.skuCode, example: 'SKU001' },
    { key: 'name', header: COMMON_LABELS.skuName, example: '示例商品 500ml' },
    { key: 'spuCode', header: spuResource.fields.code.label, example: 'SPU001' },
    { key: 'barcode', header: skuFields.barcode.label, example: '6901234567890' },
    { key: 'unit', header: skuFields.unit.label, example: '瓶' },
    { key: 'spec', header: skuFields.spec.label, example: '500ml' },
    // Blank: no alert, as on the SKU form.
    { key: 'lowStockThreshold', header: skuFields.lowStockThreshold.label, example: '20', parse: num, optional: true },
    { key: 'status', header: COMMON_LABELS.status, example: WORDS.enable, parse: STATUS },
  ],
  schema: skuImport,
  async check(ctx, rows) {
    const errors = [
      ...(await uniqueIn(ctx.db, skus.code, rows, (v) => v.code, 'code', 'SKU编码已存在')),
      ...(await uniqueIn(ctx.db, skus.barcode, rows, (v) => v.barcode, 'barcode', '条形码已存在')),
    ];
    const spuOf = await spuMap(
      ctx.db,
      rows.map((r) => r.value.spuCode),
    );
    for (const { row, value } of rows) {
      const spu = spuOf.get(value.spuCode);
      if (!spu) errors.push({ row, field: 'spuCode', message: 'SPU不存在' });
      else if (value.status === 1 && spu.status !== 1) errors.push({ row, field: 'status', message: '所属SPU已停用，SKU不能启用' });
    }
    return errors;
  },
  async apply(tx, ctx, rows) {
    const spuOf = await spuMap(
      tx,
      rows.map((r) => r.spuCode),
    );
    await insertAll(
      tx,
      skus,
      rows.map(({ spuCode, ...r }) => ({ ...r, spuId: spuOf.get(spuCode)?.id as number })),
    );
    await auditImport(skuAudit, tx, ctx, rows);
  },
});

const spuMap = async (db: DbOrTx, codes: string[]) =>
  (await heldIn(db, spus, spus.code, codes, { id: spus.id, status: spus.status })) as Map<string, { id: number; status: number }>;
