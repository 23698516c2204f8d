import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import {
  codeField,
  dateField,
  idField,
  listQuery,
  nameField,
  optionalIdFilter,
  qtyField,
  rowBase,
  statusField,
  updateBody,
  textField,
} from './resource.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { discountFields, orderRuleFields, propertyResource, skuFields } from './api/products-resources.ts';

/**
 * Product catalogue, part 2: SPU, SKU and what hangs off a SKU (platform listings, prices, order rules and
 * where they apply, tiered discounts).
 *
 * Money: every price travels and is stored as an integer number of cents (`price: 1250` is ¥12.50); the UI
 * converts what a person types in yuan with `yuanToCents` (money.ts). Floats never reach the database.
 */

/** The system platforms a SKU can be listed on (this console itself is 0004). */
export const PLATFORMS = [
  { code: '0001', name: '门店订货APP' },
  { code: '0002', name: '电销坐席' },
  { code: '0003', name: '海拍客' },
  { code: '0004', name: '运营管理后台' },
  { code: '0005', name: '小程序商城' },
] as const;
export const platformName = (code: string) => PLATFORMS.find((p) => p.code === code)?.name ?? code;
const platformField = z.enum(PLATFORMS.map((p) => p.code) as [string, ...string[]], { error: '请选择平台' });
const platformFilter = z
  .union([z.literal(''), platformField])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** Where an order rule applies (the data-permission dimensions it can be limited by). */
const centsField = z.coerce
  .number({ error: '请输入价格' })
  .int('价格必须以分为单位的整数')
  .min(0, '价格不能为负数')
  .max(100_000_000_00, '价格超出范围');

const validity = <T extends { validFrom: string; validTo: string }>(b: T) => b.validFrom <= b.validTo;
const VALIDITY_MESSAGE = { message: '生效日期不能晚于失效日期', path: ['validTo'] };

// ---- SPU
export const spuCreate = z.strictObject({
  code: codeField('SPU'),
  name: nameField('SPU', 100),
  brandId: idField(COMMON_LABELS.brand),
  categoryId: idField(COMMON_LABELS.category),
  image: textField('图片地址', 255),
  description: textField('描述', 1000),
  status: statusField.default(1),
});
export const spuUpdate = updateBody(spuCreate, { id: idField('SPU') });
export const spuQuery = listQuery({ brandId: optionalIdFilter, categoryId: optionalIdFilter });
export const spuRow = z.object({
  ...rowBase,
  code: z.string(),
  name: z.string(),
  brandId: z.number(),
  brandName: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  image: z.string(),
  description: z.string(),
  skuCount: z.number(),
});
export type Spu = z.infer<typeof spuRow>;

// ---- SKU
export const skuCreate = z.strictObject({
  code: codeField(COMMON_LABELS.sku),
  name: nameField(COMMON_LABELS.sku, 100),
  spuId: idField('SPU'),
  barcode: z
    .string()
    .trim()
    .regex(/^(\d{8,14})?$/, '条形码应为8到14位数字')
    .default(''),
  unit: z.string({ error: '请输入单位' }).trim().min(1, '请输入单位').max(16, '单位不能超过16个字符'),
  spec: textField(skuFields.spec.label, 100),
  propertyValueIds: z.array(idField(propertyResource.fields.values.label)).max(20, '属性值不能超过20个').default([]),
  labelIds: z.array(idField(COMMON_LABELS.label)).max(20, '标签不能超过20个').default([]),
  lowStockThreshold: z
    .number({ error: `${skuFields.lowStockThreshold.label}必须是整数` })
    .int(`${skuFields.lowStockThreshold.label}必须是整数`)
    .min(0, `${skuFields.lowStockThreshold.label}不能小于0`)
    .max(100_000_000, `${skuFields.lowStockThreshold.label}超出范围`)
    .nullable()
    .default(null),
  status: statusField.default(1),
});
export const skuUpdate = updateBody(skuCreate, { id: idField(COMMON_LABELS.sku) });
export const skuQuery = listQuery({ spuId: optionalIdFilter, brandId: optionalIdFilter, barcode: optionalText(14) });
export const skuRow = z.object({
  ...rowBase,
  code: z.string(),
  name: z.string(),
  spuId: z.number(),
  spuName: z.string(),
  spuStatus: z.number(),
  brandName: z.string(),
  barcode: z.string(),
  unit: z.string(),
  spec: z.string(),
  propertyValueIds: z.array(z.number()),
  propertyText: z.string(),
  labelIds: z.array(z.number()),
  lowStockThreshold: z.number().nullable(),
});
export type Sku = z.infer<typeof skuRow>;
export const skuOption = z.object({ id: z.number(), code: z.string(), name: z.string(), spec: z.string() });
/** spQueryList: SKUs a service provider may sell on a platform (enabled, listed, priced today). */
export const skuSellableQuery = z.object({
  ...pageQuery(500),
  platformCode: z
    .union([z.literal(''), platformField])
    .optional()
    .transform((v) => v || '0004'),
  gradeCode: optionalText(16),
  name: optionalText(50),
});
export const skuSellableRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  brandName: z.string(),
  price: z.number(),
});

// ---- SKU on a platform
export const skuPlatformCreate = z.strictObject({
  skuId: idField(COMMON_LABELS.sku),
  platformCode: platformField,
  status: statusField.default(1),
});
export const skuPlatformUpdate = updateBody(skuPlatformCreate, { id: idField() });
export const skuPlatformQuery = listQuery({ skuId: optionalIdFilter, platformCode: platformFilter, skuName: optionalText(50) });
export const skuPlatformRow = z.object({
  ...rowBase,
  skuId: z.number(),
  skuCode: z.string(),
  skuName: z.string(),
  platformCode: z.string(),
  platformName: z.string(),
});

// ---- price per SKU × platform × shop grade ('' = every grade), valid from/to (inclusive)
const skuPriceFields = z.strictObject({
  skuId: idField(COMMON_LABELS.sku),
  platformCode: platformField,
  gradeCode: z.string().trim().max(16, '门店等级编码不能超过16个字符').default(''),
  price: centsField,
  validFrom: dateField(COMMON_LABELS.validFrom),
  validTo: dateField(COMMON_LABELS.validTo),
  status: statusField.default(1),
});
export const skuPriceCreate = skuPriceFields.refine(validity, VALIDITY_MESSAGE);
export const skuPriceUpdate = updateBody(skuPriceFields, { id: idField() }).refine(validity, VALIDITY_MESSAGE);
export const skuPriceQuery = listQuery({ skuId: optionalIdFilter, platformCode: platformFilter, skuName: optionalText(50) });
export const skuPriceRow = z.object({
  ...rowBase,
  skuId: z.number(),
  skuCode: z.string(),
  skuName: z.string(),
  platformCode: z.string(),
  platformName: z.string(),
  gradeCode: z.string(),
  price: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
});
export type SkuPrice = z.infer<typeof skuPriceRow>;

// ---- order rule per SKU: min, max, multiple
const skuRuleFields = z.strictObject({
  code: codeField('规则'),
  name: nameField('规则'),
  skuId: idField(COMMON_LABELS.sku),
  minQty: qtyField(orderRuleFields.minQty.label),
  maxQty: qtyField(orderRuleFields.maxQty.label),
  multiple: qtyField(orderRuleFields.multiple.label),
  status: statusField.default(1),
});
const ruleChecks = <T extends z.ZodType<{ minQty: number; maxQty: number; multiple: number }>>(schema: T) =>
  schema
    .refine((b) => b.minQty <= b.maxQty, { message: '起订量不能大于限购量', path: ['maxQty'] })
    .refine((b) => b.minQty % b.multiple === 0, { message: '起订量必须是订购倍数的整数倍', path: ['multiple'] });
export const skuRuleCreate = ruleChecks(skuRuleFields);
export const skuRuleUpdate = ruleChecks(updateBody(skuRuleFields, { id: idField() }));
export const skuRuleQuery = listQuery({ skuId: optionalIdFilter });
export const skuRuleRow = z.object({
  ...rowBase,
  code: z.string(),
  name: z.string(),
  skuId: z.number(),
  skuCode: z.string(),
  skuName: z.string(),
  minQty: z.number(),
  maxQty: z.number(),
  multiple: z.number(),
});

// ---- where a rule applies
const skuRuleConfigFields = z.strictObject({
  ruleId: idField('规则'),
  scopeType: z.union([z.literal(99), z.literal(1), z.literal(6), z.literal(7)], { error: '请选择适用范围' }),
  scopeValue: z.string().trim().max(2000, '适用对象不能超过2000个字符').default(''),
  remark: textField(COMMON_LABELS.remark, 200),
  status: statusField.default(1),
});
const scopeValueNeeded = { message: '请填写适用对象编码', path: ['scopeValue'] };
export const skuRuleConfigCreate = skuRuleConfigFields.refine((b) => b.scopeType === 99 || b.scopeValue !== '', scopeValueNeeded);
export const skuRuleConfigUpdate = updateBody(skuRuleConfigFields, { id: idField() }).refine(
  (b) => b.scopeType === 99 || b.scopeValue !== '',
  scopeValueNeeded,
);
export const skuRuleConfigQuery = listQuery({ ruleId: optionalIdFilter });
export const skuRuleConfigRow = z.object({
  ...rowBase,
  ruleId: z.number(),
  ruleName: z.string(),
  skuName: z.string(),
  scopeType: z.number(),
  scopeValue: z.string(),
  remark: z.string(),
});

// ---- tiered discount: from minQty on, pay discountRate percent
const skuDiscountFields = z.strictObject({
  code: codeField('折扣'),
  name: nameField('折扣'),
  skuId: idField(COMMON_LABELS.sku),
  minQty: qtyField(discountFields.minQty.label),
  discountRate: z.coerce.number({ error: '请输入折扣' }).int('折扣必须是整数').min(1, '折扣必须在1到99之间').max(99, '折扣必须在1到99之间'),
  validFrom: dateField(COMMON_LABELS.validFrom),
  validTo: dateField(COMMON_LABELS.validTo),
  status: statusField.default(1),
});
export const skuDiscountCreate = skuDiscountFields.refine(validity, VALIDITY_MESSAGE);
export const skuDiscountUpdate = updateBody(skuDiscountFields, { id: idField() }).refine(validity, VALIDITY_MESSAGE);
export const skuDiscountQuery = listQuery({ skuId: optionalIdFilter });
export const skuDiscountRow = z.object({
  ...rowBase,
  code: z.string(),
  name: z.string(),
  skuId: z.number(),
  skuCode: z.string(),
  skuName: z.string(),
  minQty: z.number(),
  discountRate: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
});

// ---- SKU detail: the SKU with everything it belongs to and everything that hangs off it
export const skuDetailQuery = z.object({ id: idField(COMMON_LABELS.sku) });
export const skuDetail = skuRow.extend({
  spu: z.object({ id: z.number(), code: z.string(), name: z.string(), status: z.number() }),
  brand: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  categoryPath: z.array(z.object({ id: z.number(), name: z.string() })),
  properties: z.array(z.object({ propertyId: z.number(), propertyName: z.string(), valueId: z.number(), value: z.string() })),
  labels: z.array(z.object({ id: z.number(), name: z.string(), color: z.string() })),
  platforms: z.array(z.object({ platformCode: z.string(), platformName: z.string(), status: z.number() })),
  prices: z.array(skuPriceRow),
  rules: z.array(skuRuleRow),
  discounts: z.array(skuDiscountRow),
});
export type SkuDetail = z.infer<typeof skuDetail>;

/** Named by the descriptors (api/products-api.ts). */
export const spuOptions = z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), status: z.number() }));
export const skuOptions = z.array(skuOption);
