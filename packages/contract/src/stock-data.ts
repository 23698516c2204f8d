import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { createdId, dateField, done, idBody, updateTimeField } from './resource.ts';
import { COMMON_LABELS } from './common-fields.ts';
import { PAGES } from './api/pages.ts';
import { MAPPING_FIELDS, OPENING_FIELDS, SELLIN_DATA_FIELDS } from './api/stock-data.ts';

export * from './api/stock-data.ts';

const code = (label: string, max = 32) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`);
const qty = (label: string, min: number) =>
  z.coerce
    .number({ error: `请输入${label}` })
    .int(`${label}必须是整数`)
    .min(min, `${label}不能小于${min}`)
    .max(10_000_000, `${label}不能大于10000000`);
const id = (label: string) =>
  z.coerce
    .number({ error: `请选择${label}` })
    .int()
    .positive(`请选择${label}`);
const times = { id: z.number(), createTime: z.string(), updateTime: z.string() };

// ---- SKU mapping
export const mappingCreate = z.strictObject({
  source: code(COMMON_LABELS.source),
  externalCode: code(MAPPING_FIELDS.externalCode.label, 64),
  skuCode: code(COMMON_LABELS.skuCode),
});
export const mappingUpdate = mappingCreate.extend({ id: id(PAGES.stockMapping.title), updateTime: updateTimeField });
export const mappingQuery = z.object({
  ...pageQuery(500),
  source: optionalText(32),
  externalCode: optionalText(64),
  skuCode: optionalText(32),
});
export const mappingRow = z.object({
  ...times,
  status: z.number(),
  source: z.string(),
  externalCode: z.string(),
  skuCode: z.string(),
  skuName: z.string(),
});
export type MappingRow = z.infer<typeof mappingRow>;

// ---- sell-in
export const sellinCreate = z.strictObject({
  spCode: code(COMMON_LABELS.spCode),
  retCode: code(COMMON_LABELS.retCode),
  skuCode: code(COMMON_LABELS.skuCode),
  quantity: qty(COMMON_LABELS.quantity, 1),
  saleDate: dateField(SELLIN_DATA_FIELDS.saleDate.label),
});
const KIND_MESSAGE = '类型只能是1（门店销售）或2（品牌进货）';
export const sellinQuery = z.object({
  ...pageQuery(500),
  spCode: optionalText(32),
  retCode: optionalText(32),
  skuCode: optionalText(32),
  dateFrom: optionalText(10),
  dateTo: optionalText(10),
  kind: z
    .union([z.string(), z.number()], { error: KIND_MESSAGE })
    .optional()
    .refine((v) => v === undefined || ['', '1', '2', 1, 2].includes(v), KIND_MESSAGE)
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v))),
});
export const sellinRow = z.object({
  ...times,
  status: z.number(),
  spCode: z.string(),
  spName: z.string(),
  retCode: z.string(),
  retName: z.string(),
  provinceCode: z.string(),
  skuCode: z.string(),
  skuName: z.string(),
  quantity: z.number(),
  saleDate: z.string(),
  kind: z.number(),
  sourceNo: z.string(),
});
export type SellinRow = z.infer<typeof sellinRow>;

// ---- opening inventory
export const openingCreate = z.strictObject({
  spCode: code(COMMON_LABELS.spCode),
  skuCode: code(COMMON_LABELS.skuCode),
  quantity: qty(OPENING_FIELDS.quantity.label, 0),
  stockDate: dateField(OPENING_FIELDS.stockDate.label),
});
export const openingUpdate = openingCreate.extend({ id: id(PAGES.stockOpeningInventory.title), updateTime: updateTimeField });
export const openingQuery = z.object({ ...pageQuery(500), spCode: optionalText(32), skuCode: optionalText(32) });
export const openingRow = z.object({
  ...times,
  status: z.number(),
  spCode: z.string(),
  spName: z.string(),
  provinceCode: z.string(),
  skuCode: z.string(),
  skuName: z.string(),
  quantity: z.number(),
  stockDate: z.string(),
});
export type OpeningRow = z.infer<typeof openingRow>;
export const balanceQuery = z.strictObject({
  spCode: code(COMMON_LABELS.spCode),
  skuCode: code(COMMON_LABELS.skuCode),
  date: dateField('日期'),
});
export const balance = z.object({
  spCode: z.string(),
  skuCode: z.string(),
  date: z.string(),
  openingDate: z.string(),
  opening: z.number(),
  purchased: z.number(),
  sold: z.number(),
  balance: z.number(),
});
export { createdId, done, idBody };
