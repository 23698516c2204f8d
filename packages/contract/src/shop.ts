import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { statusField, statusFilter, updateTimeField } from './resource.ts';
import { codeFilter, countResult, dictCodeField, idInput, idsOnly, phoneField, regionFields, requiredText } from './shop-fields.ts';
import { COMMON_LABELS } from './common-fields.ts';

export * from './api/shop.ts';

/**
 * Shops (门店) and service providers (服务商), their service areas and each district's main service provider
 * (spec "Shops and base data", DOMAIN "Base data"). Every shop row is scoped by retCode, spCode, platformCode,
 * channelCode, provinceCode and gradeCode; service providers and their areas by spCode.
 */

const retCodeField = z
  .string({ error: '请输入门店编码' })
  .trim()
  .min(1, '请输入门店编码')
  .max(32, '门店编码不能超过32个字符')
  .regex(/^[A-Za-z0-9_-]+$/, '门店编码只能包含字母、数字、下划线和中划线');
const spCodeField = z
  .string({ error: '请输入服务商编码' })
  .trim()
  .min(1, '请输入服务商编码')
  .max(32, '服务商编码不能超过32个字符')
  .regex(/^[A-Za-z0-9_-]+$/, '服务商编码只能包含字母、数字、下划线和中划线');
const optionalCode = z.string().trim().max(32, '编码不能超过32个字符').default('');

// ---- shops
export const shopCreate = z.strictObject({
  retCode: retCodeField,
  retName: requiredText(COMMON_LABELS.retName, 100),
  ownerName: requiredText(COMMON_LABELS.ownerName, 50),
  phone: phoneField,
  ...regionFields,
  address: requiredText(COMMON_LABELS.address, 200),
  gradeCode: dictCodeField(COMMON_LABELS.grade),
  retailerType: dictCodeField(COMMON_LABELS.retailerType),
  spCode: optionalCode,
  channelCode: dictCodeField(COMMON_LABELS.channel),
  platformCode: dictCodeField(COMMON_LABELS.platform).default('0004'),
  licenseNo: z.string().trim().max(32, '营业执照号不能超过32个字符').default(''),
  status: statusField.default(1),
});
export const shopUpdate = shopCreate.extend({ id: z.coerce.number().int().positive('请选择门店'), updateTime: updateTimeField });
export const shopQuery = z.object({
  ...pageQuery(1000),
  retCode: codeFilter,
  retName: optionalText(100),
  gradeCode: codeFilter,
  retailerType: codeFilter,
  provinceCode: codeFilter,
  cityCode: codeFilter,
  districtCode: codeFilter,
  spCode: codeFilter,
  channelCode: codeFilter,
  platformCode: codeFilter,
  status: statusFilter,
});
export const shopRow = z.object({
  id: z.number(),
  retCode: z.string(),
  retName: z.string(),
  ownerName: z.string(),
  phone: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
  address: z.string(),
  gradeCode: z.string(),
  gradeName: z.string(),
  retailerType: z.string(),
  retailerTypeName: z.string(),
  spCode: z.string(),
  spName: z.string(),
  channelCode: z.string(),
  platformCode: z.string(),
  licenseNo: z.string(),
  status: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ShopRow = z.infer<typeof shopRow>;

// ---- service providers
export const spCreate = z.strictObject({
  spCode: spCodeField,
  spName: requiredText(COMMON_LABELS.spFullName, 100),
  contact: requiredText(COMMON_LABELS.contact, 50),
  phone: phoneField,
  ...regionFields,
  address: requiredText(COMMON_LABELS.address, 200),
  spGroupCode: z.string().trim().max(32).default(''),
  serviceCodes: z.array(z.string().trim().min(1).max(32), { error: '服务编码格式有误' }).max(50, '服务最多50个').default([]),
  licenseNo: z.string().trim().max(32, '营业执照号不能超过32个字符').default(''),
  status: statusField.default(1),
});
export const spUpdate = spCreate.extend({ id: z.coerce.number().int().positive('请选择服务商'), updateTime: updateTimeField });
export const spQuery = z.object({
  ...pageQuery(1000),
  spCode: codeFilter,
  spName: optionalText(100),
  spGroupCode: codeFilter,
  provinceCode: codeFilter,
  status: statusFilter,
});
export const spRow = z.object({
  id: z.number(),
  spCode: z.string(),
  spName: z.string(),
  contact: z.string(),
  phone: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
  address: z.string(),
  spGroupCode: z.string(),
  spGroupName: z.string(),
  serviceCodes: z.array(z.string()),
  licenseNo: z.string(),
  shopCount: z.number(),
  status: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type SpRow = z.infer<typeof spRow>;
export const spOption = z.object({ spCode: z.string(), spName: z.string(), status: z.number() });
/** Named by the descriptor (api/shop.ts). */
export const createdId = z.object({ id: z.number() });
export const done = z.null();
export const spAllQuery = z.strictObject({ status: statusFilter });
export const spOptions = z.array(spOption);
export { countResult, idInput, idsOnly };
