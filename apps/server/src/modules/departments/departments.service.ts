import { PAGES } from '@console/contract/api/pages';
import { assertRowFresh, bumped } from '../../shared/freshness.ts';
import { assertParentOf, nestByParent, pagedWithParent } from '../../shared/tree.ts';
import { DEPARTMENT_ROOT, type DepartmentNode, type DepartmentRow, departmentResource } from '@console/contract/departments';
import { and, asc, count, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import { containsPattern } from '../../shared/like.ts';
import { assertNoOther } from '../../shared/resource.ts';
import { users } from '../../db/schema/users.ts';
import { departments } from '../../db/schema/departments.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { STATUS_TEXT } from '@console/contract/api/resource';
import { WORDS } from '@console/contract/words';

const NOT_FOUND = '部门不存在';
const audit = auditTrail({
  module: PAGES.departmentManagement.title,
  targetType: 'department',
  labels: {
    depName: departmentResource.fields.depName.label,
    parentCode: departmentResource.fields.parentName.label,
    sort: COMMON_LABELS.sort,
    status: COMMON_LABELS.status,
  },
  values: { status: STATUS_TEXT },
});
const parentDep = alias(departments, 'parent_dep');

type ListQuery = { depName?: string; parentCode?: string; status?: number; page: number; pageSize: number };
type Fields = { depName: string; parentCode: string; sort: number; status: number };

export async function listDepartments(q: ListQuery, ctx: RequestCtx) {
  const conds: (SQL | undefined)[] = [];
  if (q.depName) conds.push(ilike(departments.depName, containsPattern(q.depName)));
  if (q.parentCode) conds.push(eq(departments.parentCode, q.parentCode));
  if (q.status !== undefined) conds.push(eq(departments.status, q.status));
  const page = await pagedWithParent<typeof departments.$inferSelect>(
    ctx,
    q,
    { table: departments, parentOf: departments.parentCode, parent: parentDep, parentCode: parentDep.code, parentName: parentDep.depName },
    and(...conds),
    [asc(departments.parentCode), asc(departments.sort), asc(departments.code)],
  );
  const out: DepartmentRow[] = page.rows.map(({ row, parentName }) => ({ ...row, parentName: parentName ?? '' }));
  return { ...page, rows: out };
}

/** Every department nested by parentCode; a row whose parent is missing becomes a root. */
export async function departmentTree(_input: unknown, { db }: RequestCtx): Promise<DepartmentNode[]> {
  const rows = await db
    .select({
      code: departments.code,
      depName: departments.depName,
      parentCode: departments.parentCode,
      status: departments.status,
      sort: departments.sort,
    })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.code));
  return nestByParent(rows, 'code', 'parentCode');
}

const DEPARTMENT_TREE = { name: 'department', table: departments, code: departments.code, parent: departments.parentCode };
const PARENT = { ...DEPARTMENT_TREE, root: DEPARTMENT_ROOT, missing: '上级部门不存在', loop: '上级部门不能是自身或其下级部门' };
const assertParent = (tx: DbOrTx, parent: string, self?: { code: string; parent: string }) => assertParentOf(tx, PARENT, parent, self);

const assertNameFree = (tx: DbOrTx, f: Fields, self?: string) =>
  assertNoOther(
    tx,
    departments.code,
    and(eq(departments.parentCode, f.parentCode), eq(departments.depName, f.depName)),
    self,
    '同一上级下已有同名部门',
  );

/** Codes are D + four digits, the next after the highest; the lock keeps concurrent adds apart. */
export async function addDepartment(f: Fields, ctx: RequestCtx) {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727102)`);
    await assertParent(tx, f.parentCode);
    await assertNameFree(tx, f);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(substring(${departments.code} from 2)::int), 0) + 1` })
      .from(departments)
      .where(sql`${departments.code} ~ '^D[0-9]+$'`);
    const code = `D${String(next).padStart(4, '0')}`;
    await tx.insert(departments).values({ code, ...f });
    await audit(tx, ctx, WORDS.add, code, null, f);
    return { code };
  });
}

async function lockDepartment(tx: DbOrTx, code: string): Promise<Fields> {
  const [found] = await tx
    .select({ depName: departments.depName, parentCode: departments.parentCode, sort: departments.sort, status: departments.status })
    .from(departments)
    .where(eq(departments.code, code))
    .for('update');
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** Changes what the body carries; omitted fields keep their stored values. */
export async function updateDepartment(
  { code, updateTime, ...changes }: { code: string; updateTime?: string } & Partial<Fields>,
  ctx: RequestCtx,
) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockDepartment(tx, code);
    await assertRowFresh(tx, departments, departments.code, code, updateTime, ctx.tz);
    const f: Fields = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
    await assertParent(tx, f.parentCode, { code, parent: current.parentCode });
    await assertNameFree(tx, f, code);
    await tx
      .update(departments)
      .set({ ...f, updatedAt: bumped(departments.updatedAt) })
      .where(eq(departments.code, code));
    await audit(tx, ctx, WORDS.edit, code, current, f);
  });
}

export async function deleteDepartment({ code }: { code: string }, ctx: RequestCtx) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockDepartment(tx, code);
    const [{ children }] = await tx.select({ children: count() }).from(departments).where(eq(departments.parentCode, code));
    if (children > 0) throw conflict('该部门下存在子部门，不能删除');
    const [{ members }] = await tx
      .select({ members: count() })
      .from(users)
      .where(and(eq(users.depCode, code), ne(users.status, 5)));
    if (members > 0) throw conflict('该部门下存在用户，不能删除');
    await tx.delete(departments).where(eq(departments.code, code));
    await audit(tx, ctx, WORDS.delete, code, current, null);
  });
}

export async function setDepartmentStatus({ code, status }: { code: string; status: number }, ctx: RequestCtx) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockDepartment(tx, code);
    if (current.status === status) throw conflict('部门状态已变更，请刷新后重试');
    await tx.update(departments).set({ status }).where(eq(departments.code, code));
    await audit(tx, ctx, status === 1 ? WORDS.enable : WORDS.disable, code, { status: current.status }, { status });
  });
}
