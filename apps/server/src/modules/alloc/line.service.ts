import { PLAN_MACHINE } from '@console/contract/alloc';
import type { codeOptionQuery, lineSave } from '@console/contract/alloc';
import { can, stateOf } from '@console/contract/declaration';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowInScope, type Scope, type ScopeDimension, scopeWhere } from '../../shared/data-scope.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { planAudit } from './plan.service.ts';
import { allocLines as lines, allocPlans as plans } from '../../db/schema/alloc.ts';

/**
 * A plan's lines: one per code of the plan's dimension (a shop's retCode, an SP's spCode, a province code).
 * The code is the line's scope key in that dimension, so a user sees and saves only the lines of codes in
 * their scope (any other limited dimension hides them: fail closed). Saving replaces the plan's lines, keeps
 * Σ quota ≤ total and never takes a line below what approved orders already used.
 */

type Plan = typeof plans.$inferSelect;
const M = PLAN_MACHINE;
const audit = auditTrail(planAudit);
const MISSING = '配额计划不存在或已被删除';

/** Where a dimension's codes and names live. */
const SOURCES: Record<number, { table: string; code: string; name: string; where?: string }> = {
  1: { table: 'shop_info', code: 'ret_code', name: 'ret_name' },
  2: { table: 'sp_info', code: 'sp_code', name: 'sp_name' },
  6: { table: 'region', code: 'code', name: 'name', where: 'level = 1' },
};
const source = (dimension: number) => {
  const s = SOURCES[dimension];
  if (!s) throw new Error(`no code source for dimension ${dimension}`);
  return s;
};
/** The name of the code a line names (correlated on `codeSql`). */
export const nameOf = (dimension: number, codeSql: SQL) => {
  const s = source(dimension);
  const extra = s.where ? sql` and ${sql.raw(s.where)}` : sql``;
  return sql<string>`coalesce((select n.${sql.identifier(s.name)} from ${sql.identifier(s.table)} n where n.${sql.identifier(s.code)} = ${codeSql}${extra} limit 1), '')`;
};
/** The caller's scope over codes of the plan's dimension. */
const codeScope = async (ctx: RequestCtx, dimension: number, column: SQL | typeof lines.code) =>
  scopeWhere(await ctx.scope(), { [dimension as ScopeDimension]: column });

export async function planOr404(db: DbOrTx, id: number, lock = false) {
  const q = db.select().from(plans).where(eq(plans.id, id));
  const [plan] = await (lock ? q.for('update') : q);
  if (!plan) throw notFound(MISSING);
  return plan;
}

/** Lines are set while the machine allows it (a draft or active plan). */
export function assertLinesOpen(plan: Plan) {
  if (!can(M, 'lines', plan.status)) throw conflict(`配额计划当前状态为「${stateOf(M, plan.status).label}」，不能${M.guards.lines.label}`);
}

/** A write naming a line of a code outside the caller's scope is refused whole, as not found. */
export function assertCodesInScope(scope: Scope, plan: Plan, codes: string[]) {
  const outside = codes.find((code) => !rowInScope(scope, { [plan.dimension as ScopeDimension]: code }));
  if (outside) throw notFound(`${MISSING}（或分配对象 ${outside} 不在数据权限内）`);
}

export async function listLines({ planId }: { planId: number }, ctx: RequestCtx) {
  const plan = await planOr404(ctx.db, planId);
  return ctx.db
    .select({
      code: lines.code,
      name: nameOf(plan.dimension, sql`${lines.code}`),
      quota: lines.quota,
      used: lines.used,
      remaining: sql<number>`${lines.quota} - ${lines.used}`,
    })
    .from(lines)
    .where(and(eq(lines.planId, planId), await codeScope(ctx, plan.dimension, lines.code)))
    .orderBy(asc(lines.code));
}

/** Codes of the plan's dimension that do not exist (400 names the first). */
async function assertCodesExist(tx: Tx, dimension: number, codes: string[]) {
  if (!codes.length) return;
  const s = source(dimension);
  const extra = s.where ? sql` and ${sql.raw(s.where)}` : sql``;
  const { rows } = await tx.execute<{ code: string }>(
    sql`select ${sql.identifier(s.code)} as code from ${sql.identifier(s.table)} where ${sql.identifier(s.code)} = any(${sql.param(codes)}::text[])${extra}`,
  );
  const have = new Set(rows.map((r) => r.code));
  const missing = codes.find((c) => !have.has(c));
  if (missing) throw badRequest(`分配对象不存在：${missing}`);
}

export async function saveLines(b: z.output<typeof lineSave>, ctx: RequestCtx) {
  const scope = await ctx.scope();
  await inTx(ctx, async (tx) => {
    const plan = await planOr404(tx, b.planId, true);
    assertLinesOpen(plan);
    const current = await tx.select().from(lines).where(eq(lines.planId, plan.id)).orderBy(asc(lines.code));
    // The save replaces every line: each one it keeps, changes or drops must be the caller's to see.
    assertCodesInScope(scope, plan, [...current.map((l) => l.code), ...b.lines.map((l) => l.code)]);
    const sum = b.lines.reduce((n, l) => n + l.quota, 0);
    if (sum > plan.total) throw badRequest(`配额合计 ${sum} 超过计划总量 ${plan.total}`);
    await assertCodesExist(
      tx,
      plan.dimension,
      b.lines.map((l) => l.code),
    );
    await replaceLines(tx, plan, current, b.lines);
    await audit(tx, ctx, '设置配额', plan.id, { lines: linesText(current) }, { lines: linesText(b.lines) });
  });
  return null;
}

const linesText = (ls: { code: string; quota: number }[]) => ls.map((l) => `${l.code}:${l.quota}`).join('、');

/** Upserts the given lines and drops the others; a line never goes below what orders used (the CHECK is the last word). */
export async function replaceLines(tx: Tx, plan: Plan, current: (typeof lines.$inferSelect)[], next: { code: string; quota: number }[]) {
  const wanted = new Map(next.map((l) => [l.code, l.quota]));
  const short = current.find((l) => l.used > (wanted.get(l.code) ?? 0));
  if (short) throw conflict(`分配对象 ${short.code} 已使用 ${short.used}，配额不能小于已使用数量`);
  const dropped = current.filter((l) => !wanted.has(l.code)).map((l) => l.id);
  if (dropped.length) await tx.delete(lines).where(inArray(lines.id, dropped));
  if (next.length)
    await tx
      .insert(lines)
      .values(next.map((l) => ({ planId: plan.id, code: l.code, quota: l.quota })))
      .onConflictDoUpdate({ target: [lines.planId, lines.code], set: { quota: sql`excluded.quota` } });
}

export async function codeOptions({ planId, keyword }: z.output<typeof codeOptionQuery>, ctx: RequestCtx) {
  const plan = await planOr404(ctx.db, planId);
  const s = source(plan.dimension);
  const code = sql`${sql.identifier(s.code)}`;
  const name = sql`${sql.identifier(s.name)}`;
  const conds = [
    s.where ? sql.raw(s.where) : undefined,
    keyword ? sql`(${code} ilike ${likeText(keyword)} or ${name} ilike ${likeText(keyword)})` : undefined,
    await codeScope(ctx, plan.dimension, code),
  ].filter(Boolean) as SQL[];
  const { rows } = await ctx.db.execute<{ code: string; name: string }>(
    sql`select ${code} as code, ${name} as name from ${sql.identifier(s.table)} ${conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``} order by ${code} limit 200`,
  );
  return rows;
}
