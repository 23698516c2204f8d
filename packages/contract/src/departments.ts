import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { updateTimeField } from './resource.ts';
import { DEPARTMENT_ROOT } from './api/departments.ts';

export * from './api/departments.ts';

const code = z.string({ error: '请选择部门' }).trim().min(1, '请选择部门').max(32);
const status = z.coerce.number({ error: '请选择状态' }).refine((v) => v === 1 || v === 2, '请选择状态');

export const departmentFields = {
  depName: z.string({ error: '请输入部门名称' }).trim().min(1, '请输入部门名称').max(50, '部门名称不能超过50个字符'),
  parentCode: z
    .string()
    .trim()
    .max(32)
    .nullish()
    .transform((v) => (v ? v : DEPARTMENT_ROOT)),
  sort: z.coerce
    .number({ error: '排序请输入数字' })
    .int('排序请输入整数')
    .min(0)
    .max(9999)
    .nullish()
    .transform((v) => v ?? 0),
  status: status.optional().transform((v) => v ?? 1),
};

export const departmentAddBody = z.strictObject(departmentFields);
/** An edit changes what it carries: an omitted parent, sort or status keeps its value (an explicit empty parent is the root). */
export const departmentUpdateBody = z.strictObject({
  code,
  updateTime: updateTimeField,
  depName: departmentFields.depName,
  parentCode: z
    .string()
    .trim()
    .max(32)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || DEPARTMENT_ROOT)),
  sort: z.coerce.number({ error: '排序请输入数字' }).int('排序请输入整数').min(0).max(9999).optional(),
  status: status.optional(),
});
export const departmentCodeBody = z.strictObject({ code });
export const departmentStatusBody = z.strictObject({ code, status });
export const departmentListBody = z.strictObject({
  depName: optionalText(50),
  parentCode: optionalText(32),
  status: z
    .union([z.literal(''), status])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  ...pageQuery(500),
});

export type DepartmentRow = {
  code: string;
  depName: string;
  parentCode: string;
  parentName: string;
  sort: number;
  status: number;
  createtime: string;
  updatetime: string;
};
export const departmentRow = z.object({
  code: z.string(),
  depName: z.string(),
  parentCode: z.string(),
  parentName: z.string(),
  sort: z.number(),
  status: z.number(),
  createtime: z.string(),
  updatetime: z.string(),
});
export type DepartmentNode = {
  code: string;
  depName: string;
  parentCode: string;
  status: number;
  sort: number;
  children?: DepartmentNode[];
};
export const departmentNode: z.ZodType<DepartmentNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    depName: z.string(),
    parentCode: z.string(),
    status: z.number(),
    sort: z.number(),
    children: z.array(departmentNode).optional(),
  }),
);

export const done = z.null();
/** Named by the descriptor (api/departments.ts). */
export const noInput = z.strictObject({});
export const departmentTree = z.array(departmentNode);
export const createdCode = z.object({ code: z.string() });
