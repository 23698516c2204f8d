import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { code, orEmpty, statusAndTimes, validity } from '../columns.ts';
import { nonNegative } from '../constraints.ts';

/** Product catalogue tables. Every status is 1 enabled / 2 disabled; every code is unique; money in cents. */

/** What every catalogue entry starts with: its id, its unique code and its name. */
const entry = (nameLength = 50) => ({ id: serial().primaryKey(), code: code().unique(), name: varchar({ length: nameLength }).notNull() });

export const brands = pgTable('product_brand', {
  ...entry(),
  logo: orEmpty(255),
  sort: integer().notNull().default(0),
  remark: orEmpty(200),
  ...statusAndTimes(),
});

/** parentId 0 is the root; level 1..3. */
export const categories = pgTable(
  'product_category',
  {
    ...entry(),
    parentId: integer().notNull().default(0),
    level: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
    ...statusAndTimes(),
  },
  (t) => [index('product_category_parent_idx').on(t.parentId, t.sort)],
);

export const properties = pgTable('product_property', {
  ...entry(),
  sort: integer().notNull().default(0),
  ...statusAndTimes(),
});

export const propertyValues = pgTable(
  'product_property_value',
  {
    id: serial().primaryKey(),
    propertyId: integer().notNull(),
    value: varchar({ length: 50 }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('product_property_value_uq').on(t.propertyId, t.value)],
);

export const spus = pgTable(
  'product_spu',
  {
    ...entry(100),
    brandId: integer().notNull(),
    categoryId: integer().notNull(),
    image: orEmpty(255),
    description: orEmpty(1000),
    ...statusAndTimes(),
  },
  (t) => [index('product_spu_brand_idx').on(t.brandId), index('product_spu_category_idx').on(t.categoryId)],
);

export const skus = pgTable(
  'product_sku',
  {
    ...entry(100),
    spuId: integer().notNull(),
    barcode: orEmpty(14),
    unit: varchar({ length: 16 }).notNull(),
    spec: orEmpty(100),
    /** Available stock below this in a warehouse is low (the workbench's card); null: no alert. */
    lowStockThreshold: integer(),
    ...statusAndTimes(),
  },
  (t) => [index('product_sku_spu_idx').on(t.spuId), uniqueIndex('product_sku_barcode_uq').on(t.barcode).where(sql`${t.barcode} <> ''`)],
);

/** One value per property per SKU. */
export const skuPropertyValues = pgTable(
  'product_sku_property',
  {
    skuId: integer().notNull(),
    propertyId: integer().notNull(),
    valueId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.propertyId] }), index('product_sku_property_value_idx').on(t.valueId)],
);

export const labels = pgTable('product_label', {
  ...entry(20),
  color: orEmpty(7),
  sort: integer().notNull().default(0),
  ...statusAndTimes(),
});

export const skuLabels = pgTable('product_sku_label', { skuId: integer().notNull(), labelId: integer().notNull() }, (t) => [
  primaryKey({ columns: [t.skuId, t.labelId] }),
  index('product_sku_label_label_idx').on(t.labelId),
]);

export const groups = pgTable('product_group', {
  ...entry(),
  sort: integer().notNull().default(0),
  remark: orEmpty(200),
  ...statusAndTimes(),
});

export const groupSkus = pgTable('product_group_sku', { groupId: integer().notNull(), skuId: integer().notNull() }, (t) => [
  primaryKey({ columns: [t.groupId, t.skuId] }),
  index('product_group_sku_sku_idx').on(t.skuId),
]);

export const skuPlatforms = pgTable(
  'product_sku_platform',
  {
    id: serial().primaryKey(),
    skuId: integer().notNull(),
    platformCode: varchar({ length: 8 }).notNull(),
    ...statusAndTimes(),
  },
  (t) => [uniqueIndex('product_sku_platform_uq').on(t.skuId, t.platformCode)],
);

/** price in cents; gradeCode '' applies to every shop grade; valid from/to inclusive. */
export const skuPrices = pgTable(
  'product_sku_price',
  {
    id: serial().primaryKey(),
    skuId: integer().notNull(),
    platformCode: varchar({ length: 8 }).notNull(),
    gradeCode: orEmpty(16),
    price: integer().notNull(),
    ...validity(),
    ...statusAndTimes(),
  },
  (t) => [
    index('product_sku_price_sku_idx').on(t.skuId, t.platformCode, t.gradeCode),
    nonNegative('product_sku_price_nonneg', t.price),
    check('product_sku_price_validity', sql`${t.validFrom} <= ${t.validTo}`),
  ],
);

export const skuRules = pgTable(
  'product_sku_rule',
  {
    ...entry(),
    skuId: integer().notNull(),
    minQty: integer().notNull(),
    maxQty: integer().notNull(),
    multiple: integer().notNull(),
    ...statusAndTimes(),
  },
  (t) => [index('product_sku_rule_sku_idx').on(t.skuId)],
);

/** scopeType 99 all shops, 1 shops, 6 provinces, 7 shop grades; scopeValue comma-joined codes. */
export const skuRuleConfigs = pgTable(
  'product_sku_rule_config',
  {
    id: serial().primaryKey(),
    ruleId: integer().notNull(),
    scopeType: smallint().notNull(),
    scopeValue: text().notNull().default(''),
    remark: orEmpty(200),
    ...statusAndTimes(),
  },
  (t) => [index('product_sku_rule_config_rule_idx').on(t.ruleId)],
);

/** From minQty on, the buyer pays discountRate percent of the price. */
export const skuDiscounts = pgTable(
  'product_sku_discount',
  {
    ...entry(),
    skuId: integer().notNull(),
    minQty: integer().notNull(),
    discountRate: smallint().notNull(),
    ...validity(),
    ...statusAndTimes(),
  },
  (t) => [index('product_sku_discount_sku_idx').on(t.skuId)],
);
