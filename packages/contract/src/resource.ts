import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';

export * from './api/resource.ts';

/**
 * Building blocks every business resource shares: the list protocol ({page, pageSize, ...filters} →
 * {data, total}), the enable/disable status, id bodies, and field helpers with Chinese messages.
 */

export const statusField = z.union([z.literal(1), z.literal(2)], { error: '请选择状态' });
/** Status filter from a query string; blank means "all". */
export const statusFilter = z
  .union([z.literal(''), z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)], { error: '状态只能是1或2' }))])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const idField = (label = 'ID') =>
  z.coerce
    .number({ error: `请选择${label}` })
    .int(`请选择${label}`)
    .positive(`请选择${label}`)
    .max(2_147_483_647, `${label}有误`);
export const optionalIdFilter = z
  .union([z.literal(''), z.coerce.number().int().positive()])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const codeField = (label: string) =>
  z
    .string({ error: `请输入${label}编码` })
    .trim()
    .min(1, `请输入${label}编码`)
    .max(32, `${label}编码不能超过32个字符`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label}编码只能包含字母、数字、下划线和中划线`);

export const nameField = (label: string, max = 50) =>
  z
    .string({ error: `请输入${label}名称` })
    .trim()
    .min(1, `请输入${label}名称`)
    .max(max, `${label}名称不能超过${max}个字符`);

export const textField = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字符`).default('');

export const sortField = z.coerce
  .number({ error: '排序必须是数字' })
  .int('排序必须是整数')
  .min(0, '排序不能小于0')
  .max(99999, '排序不能大于99999')
  .default(0);

export const qtyField = (label: string) =>
  z.coerce
    .number({ error: `请输入${label}` })
    .int(`${label}必须是整数`)
    .min(1, `${label}不能小于1`)
    .max(1_000_000, `${label}不能大于1000000`);

/** 'YYYY-MM-DD'. */
export const dateField = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `请选择${label}`)
    // A day the calendar has (2026-02-30 parses in JavaScript, rolled over, but the database refuses it). The
    // refinement also sees text the pattern refused: it must not throw on it.
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
    }, `${label}不是有效日期`);

/** Body of delete: one row by id. */
export const idBody = z.strictObject({ id: idField() });
/** Body of enable / disable: one id or a batch (all-or-nothing). */
export const idsBody = z
  .strictObject({ id: idField().optional(), ids: z.array(idField()).max(500, '一次最多操作500条').optional() })
  .refine((b) => b.id !== undefined || (b.ids?.length ?? 0) > 0, '请选择要操作的数据');
export type IdsBody = z.infer<typeof idsBody>;
export const idsOf = (b: IdsBody): number[] => [...new Set([...(b.id !== undefined ? [b.id] : []), ...(b.ids ?? [])])];

/** The list protocol: paging plus the common code / name / status filters; areas add their own. */
export const listQuery = <T extends z.ZodRawShape>(extra: T, maxPageSize = 500) =>
  z.object({ ...pageQuery(maxPageSize), code: optionalText(32), name: optionalText(50), status: statusFilter, ...extra });

/** Fields every row answers with. */
export const rowBase = {
  id: z.number(),
  status: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
};

export type ListParams = { page: number; pageSize: number } & Record<string, unknown>;
export type ListReply<T> = { data: T[]; total: number };

/**
 * The `updateTime` the editor read (optimistic concurrency): when the row changed since, the update is refused
 * with 409 `数据已被他人修改，请刷新后重试` and nothing is written.
 */
export const updateTimeField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '更新时间格式有误')
  .optional();

/**
 * The update body of a resource: the create body's fields with their defaults taken away (so a field the
 * caller leaves out keeps its stored value instead of being reset — e.g. an edit without `status` never
 * re-enables a row), plus the row's key and the `updateTime` the editor read.
 */
export function updateBody<S extends z.ZodRawShape, K extends z.ZodRawShape>(create: z.ZodObject<S>, key: K) {
  const shape = Object.fromEntries(
    Object.entries(create.shape).map(([name, field]) => [
      name,
      field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType).optional() : field,
    ]),
  ) as { [F in keyof S]: S[F] extends z.ZodDefault<infer Inner> ? z.ZodOptional<Inner> : S[F] };
  return z.strictObject({ ...shape, ...key, updateTime: updateTimeField });
}

/** What a write answers when it answers only its message. */
export const done = z.null();
/** What an add answers: the new row's id. */
export const createdId = z.object({ id: z.number() });
