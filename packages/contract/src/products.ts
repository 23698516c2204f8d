import { z } from 'zod';
import { optionalText } from './paging.ts';
import { codeField, idField, listQuery, nameField, rowBase, sortField, statusField, textField, updateBody } from './resource.ts';
import { COMMON_LABELS } from './common-fields.ts';

/**
 * Product catalogue (spec §7 Products), part 1: brand, category (a tree), property (with values), label,
 * group. SPU, SKU and the SKU commerce rows are in products-sku.ts. Ids address rows; codes are unique.
 */

// ---- brand
export const brandCreate = z.strictObject({
  code: codeField(COMMON_LABELS.brand),
  name: nameField(COMMON_LABELS.brand),
  logo: textField('品牌Logo地址', 255),
  sort: sortField,
  remark: textField(COMMON_LABELS.remark, 200),
  status: statusField.default(1),
});
export const brandUpdate = updateBody(brandCreate, { id: idField(COMMON_LABELS.brand) });
export const brandQuery = listQuery({});
export const brandRow = z.object({
  ...rowBase,
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  sort: z.number(),
  remark: z.string(),
  spuCount: z.number(),
});
export type Brand = z.infer<typeof brandRow>;
export const brandOption = z.object({ id: z.number(), code: z.string(), name: z.string() });

// ---- category: parentId 0 is the root
export const categoryCreate = z.strictObject({
  code: codeField(COMMON_LABELS.category),
  name: nameField(COMMON_LABELS.category),
  parentId: z.coerce.number({ error: '请选择上级分类' }).int().min(0, '请选择上级分类').default(0),
  sort: sortField,
  status: statusField.default(1),
});
export const categoryUpdate = updateBody(categoryCreate, { id: idField(COMMON_LABELS.category) });
export const categoryQuery = listQuery({
  parentId: z
    .union([z.literal(''), z.coerce.number().int().min(0)])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export const categoryRow = z.object({
  ...rowBase,
  code: z.string(),
  name: z.string(),
  parentId: z.number(),
  parentName: z.string(),
  level: z.number(),
  sort: z.number(),
});
export type Category = z.infer<typeof categoryRow>;
export type CategoryNode = {
  id: number;
  code: string;
  name: string;
  parentId: number;
  level: number;
  status: number;
  children: CategoryNode[];
};
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    parentId: z.number(),
    level: z.number(),
    status: z.number(),
    children: z.array(categoryNode),
  }),
);
/** Deepest level of the tree (large category → middle → small). */
export const CATEGORY_MAX_LEVEL = 3;

// ---- property with its values
export const propertyCreate = z.strictObject({
  code: codeField(COMMON_LABELS.property),
  name: nameField(COMMON_LABELS.property),
  values: z
    .array(z.string().trim().min(1, '属性值不能为空').max(50, '属性值不能超过50个字符'), { error: '请输入属性值' })
    .min(1, '请至少填写一个属性值')
    .max(200, '属性值不能超过200个')
    .refine((v) => new Set(v).size === v.length, '属性值不能重复'),
  sort: sortField,
  status: statusField.default(1),
});
export const propertyUpdate = updateBody(propertyCreate, { id: idField(COMMON_LABELS.property) });
export const propertyQuery = listQuery({});
export const propertyValue = z.object({ id: z.number(), value: z.string() });
export const propertyRow = z.object({
  ...rowBase,
  code: z.string(),
  name: z.string(),
  sort: z.number(),
  values: z.array(propertyValue),
  valueText: z.string(),
});
export type Property = z.infer<typeof propertyRow>;

// ---- label
export const labelCreate = z.strictObject({
  code: codeField(COMMON_LABELS.label),
  name: nameField(COMMON_LABELS.label, 20),
  color: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6})?$/, '颜色格式应为 #RRGGBB')
    .default(''),
  sort: sortField,
  status: statusField.default(1),
});
export const labelUpdate = updateBody(labelCreate, { id: idField(COMMON_LABELS.label) });
export const labelQuery = listQuery({});
export const labelRow = z.object({
  ...rowBase,
  code: z.string(),
  name: z.string(),
  color: z.string(),
  sort: z.number(),
  skuCount: z.number(),
});
export type Label = z.infer<typeof labelRow>;

// ---- group: a curated set of SKUs
export const groupCreate = z.strictObject({
  code: codeField(COMMON_LABELS.group),
  name: nameField(COMMON_LABELS.group),
  skuIds: z.array(idField(COMMON_LABELS.sku)).max(1000, '一个分组最多1000个SKU').default([]),
  sort: sortField,
  remark: textField(COMMON_LABELS.remark, 200),
  status: statusField.default(1),
});
export const groupUpdate = updateBody(groupCreate, { id: idField(COMMON_LABELS.group) });
export const groupQuery = listQuery({ skuCode: optionalText(32) });
export const groupRow = z.object({
  ...rowBase,
  code: z.string(),
  name: z.string(),
  sort: z.number(),
  remark: z.string(),
  skuIds: z.array(z.number()),
  skuCount: z.number(),
});
export type Group = z.infer<typeof groupRow>;

/** Named by the descriptors (api/products-api.ts). */
export const noInput = z.object({});
export const brandOptions = z.array(brandOption);
export const categoryTree = z.array(categoryNode);
