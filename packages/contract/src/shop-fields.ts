import { z } from 'zod';
import { COMMON_LABELS } from './common-fields.ts';

/**
 * Field rules the shop and base areas share (Chinese messages are the forms' messages too).
 */

/** A mainland mobile (1[3-9] + 9 digits) or a landline (area code 0xx/0xxx, 7–8 digits, optional extension). */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;
export const phoneField = z
  .string({ error: '请输入联系电话' })
  .trim()
  .min(1, '请输入联系电话')
  .regex(PHONE_PATTERN, '请输入正确的手机号或固定电话（如 13800138000 或 0571-88886666）');

export const regionCodeField = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{6}$/, `请选择${label}`);

/** Province > city > district: the server checks that the three form one chain of the region tree. */
export const regionFields = {
  provinceCode: regionCodeField(COMMON_LABELS.provinceCode),
  cityCode: regionCodeField(COMMON_LABELS.cityCode),
  districtCode: regionCodeField(COMMON_LABELS.districtCode),
};

export const requiredText = (label: string, max: number, verb = '请输入') =>
  z
    .string({ error: `${verb}${label}` })
    .trim()
    .min(1, `${verb}${label}`)
    .max(max, `${label}不能超过${max}个字符`);

export const dictCodeField = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .max(32, `${label}编码不能超过32个字符`);

/** Code filter in a query: blank means no filter. */
export const codeFilter = z
  .string()
  .max(32, '查询条件不能超过32个字符')
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Ids of a batch (delete / enable / disable), all or nothing. */
export const idsOnly = z.strictObject({
  ids: z
    .array(z.coerce.number().int().positive(), { error: '请选择要操作的数据' })
    .min(1, '请选择要操作的数据')
    .max(500, '一次最多操作500条'),
});
export const idInput = z.strictObject({ id: z.coerce.number({ error: '请选择数据' }).int().positive('请选择数据') });

/** Money: integer cents greater than zero. */
export const centsField = (label: string) =>
  z
    .number({ error: `请输入${label}` })
    .int(`${label}必须是整数（单位：分）`)
    .positive(`${label}必须大于0`)
    .max(1_000_000_000, `${label}不能超过1000万元`);

export const countResult = z.object({ count: z.number() });
