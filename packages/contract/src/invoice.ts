import { z } from 'zod';
import { TAX_NO_INVALID, INVOICE_FIELDS } from './api/invoice.ts';
import { idField, listQuery, rowBase, updateBody } from './resource.ts';
import { codeFilter, idInput, PHONE_PATTERN } from './shop-fields.ts';
import { isCreditCode } from './tax-no.ts';

export * from './api/invoice.ts';

const text = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字符`).default('');

const fields = z.strictObject({
  retCode: z.string({ error: '请选择门店' }).trim().min(1, '请选择门店').max(32),
  titleType: z.union([z.literal(1), z.literal(2)], { error: '请选择抬头类型' }),
  title: z.string({ error: '请输入发票抬头' }).trim().min(1, '请输入发票抬头').max(100, '发票抬头不能超过100个字符'),
  taxNo: z.string().trim().toUpperCase().max(20, '纳税人识别号不能超过20个字符').default(''),
  bankName: text(INVOICE_FIELDS.bankName.label, 100),
  bankAccount: z
    .string()
    .trim()
    .regex(/^\d{0,32}$/, '银行账号只能是数字')
    .default(''),
  address: text(INVOICE_FIELDS.address.label, 200),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), '请输入正确的注册电话')
    .default(''),
  isDefault: z.boolean({ error: '请选择是否默认' }).default(false),
});

/** A company title needs a valid 统一社会信用代码; a personal one may carry none. */
const taxNoRule = (v: { titleType?: number; taxNo?: string }, ctx: z.RefinementCtx) => {
  if (v.titleType === 1 && !isCreditCode(v.taxNo ?? '')) ctx.addIssue({ code: 'custom', path: ['taxNo'], message: TAX_NO_INVALID });
  if (v.titleType === 2 && v.taxNo && !isCreditCode(v.taxNo)) ctx.addIssue({ code: 'custom', path: ['taxNo'], message: TAX_NO_INVALID });
};

export const invoiceCreate = fields.superRefine(taxNoRule);
// An update states the title type and tax number together, so the rule judges the pair it will store.
export const invoiceUpdate = updateBody(fields, { id: idField(INVOICE_FIELDS.title.label) })
  .required({ titleType: true, taxNo: true })
  .superRefine(taxNoRule);
export const invoiceQuery = listQuery({
  retCode: codeFilter,
  title: z.string().max(100, '查询条件不能超过100个字符').optional(),
  titleType: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().optional()),
});
export const invoiceRow = z.object({
  ...rowBase,
  retCode: z.string(),
  retName: z.string(),
  titleType: z.number(),
  title: z.string(),
  taxNo: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  address: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;
export const done = z.null();
export { idInput };
