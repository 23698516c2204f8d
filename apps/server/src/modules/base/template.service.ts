import { isTemplateVariable, TEMPLATE_VARIABLE_PATTERN, TEMPLATE_VARIABLES, templateVariables } from '@console/contract/base';
import type { templateCreate, templateUpdate } from '@console/contract/base';
import { asc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, notFound } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, uniqueOr, whereAll } from '../../shared/resource.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { assertFresh, bumped } from '../../shared/freshness.ts';
import { times } from '../../shared/time.ts';
import { inTx } from '../../shared/request-context.ts';
import { messageTemplate } from './base.tables.ts';

/** Message templates with `${name}` variables from a fixed list; preview fills them and reports the rest. */

const event = auditTrail({
  module: '消息模板',
  targetType: 'template',
  labels: { code: '编码', name: '名称', content: '模板内容', status: '状态', remark: '备注' },
  values: { status: { 1: '启用', 2: '停用' } },
});
const toRow = (r: typeof messageTemplate.$inferSelect, tz: string) => {
  const { createdAt, updatedAt, ...rest } = r;
  return { ...rest, variables: templateVariables(r.content), ...times({ createdAt, updatedAt }, tz) };
};

export async function listTemplates(ctx: RequestCtx, q: { page: number; pageSize: number; code?: string; name?: string; status?: number }) {
  const where = whereAll([
    q.code ? ilike(messageTemplate.code, likeText(q.code)) : undefined,
    q.name ? ilike(messageTemplate.name, likeText(q.name)) : undefined,
    q.status !== undefined ? eq(messageTemplate.status, q.status) : undefined,
  ]);
  const page = await pagedList({
    db: ctx.db,
    page: q.page,
    pageSize: q.pageSize,
    rows: (limit, offset) =>
      ctx.db.select().from(messageTemplate).where(where).orderBy(asc(messageTemplate.code)).limit(limit).offset(offset),
    count: () => ctx.db.select({ id: messageTemplate.id }).from(messageTemplate).where(where),
  });
  return { ...page, rows: page.rows.map((r) => toRow(r, ctx.tz)) };
}

export const addTemplate = (ctx: RequestCtx, b: z.output<typeof templateCreate>) =>
  inTx(ctx, async (tx) => {
    const [row] = await uniqueOr('模板编码已存在', () => tx.insert(messageTemplate).values(b).returning({ id: messageTemplate.id }));
    await event(tx, ctx, '新增', b.code, null, b);
    return row;
  });

export const updateTemplate = (ctx: RequestCtx, { id, updateTime, ...b }: z.output<typeof templateUpdate>) =>
  inTx(ctx, async (tx) => {
    const [current] = await tx.select().from(messageTemplate).where(eq(messageTemplate.id, id)).for('update');
    if (!current) throw notFound('模板不存在或已被删除');
    assertFresh(current.updatedAt, updateTime, ctx.tz);
    if (b.code !== current.code) throw badRequest('模板编码不能修改');
    await tx
      .update(messageTemplate)
      .set({ ...b, updatedAt: bumped(messageTemplate.updatedAt) })
      .where(eq(messageTemplate.id, id));
    const { createdAt: _c, updatedAt: _u, id: _i, ...before } = current;
    await event(tx, ctx, '修改', b.code, before, b);
    return null;
  });

/** Fills known variables that have a value; unknown and missing ones stay as written and are listed. */
export function previewTemplate(content: string, values: Record<string, string>) {
  const variables = templateVariables(content);
  // The values' own keys only: `values.constructor` is Object's, never something the user typed.
  const given = (name: string) => (isTemplateVariable(name) && Object.hasOwn(values, name) ? values[name] : undefined);
  const unknown = variables.filter((v) => !isTemplateVariable(v));
  const missing = variables.filter((v) => isTemplateVariable(v) && given(v) === undefined);
  const text = content.replace(TEMPLATE_VARIABLE_PATTERN, (whole, name: string) => given(name) ?? whole);
  return { text, variables, unknown, missing };
}

export const templateVariableList = () => Object.entries(TEMPLATE_VARIABLES).map(([name, label]) => ({ name, label }));
