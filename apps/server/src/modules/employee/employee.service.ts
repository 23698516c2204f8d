import { employeeApi, employeeMachine, employeeResource } from '@console/contract/employee';
import { PAGES } from '@console/contract/api/pages';
import { permits } from '@console/contract/endpoint';
import { and, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type ScopeColumns, scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { badRequest, forbidden } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { departments } from '../../db/schema/departments.ts';
import { spInfo } from '../../db/schema/shop.ts';
import { usersApi } from '@console/contract/api/users';
import { setUserStatus } from '../users/users.service.ts';
import { users } from '../../db/schema/users.ts';
import { employees as t } from '../../db/schema/employee.ts';

/** Employees carry one scope key, their SP (dimension 2); a user limited in any other dimension sees none. */
export const EMPLOYEE_SCOPE: ScopeColumns = { 2: t.spCode };

export const EMPLOYEE_DUPLICATE = {
  employee_code_uq: '员工编码已存在',
  employee_phone_uq: '手机号已被其他在职员工使用',
  employee_user_uq: '该账号已关联其他员工',
};

type Filter = { code?: string; empCode?: string; phone?: string; spCode?: string; departmentCode?: string };
/** The list's own filters beyond name and status (the export applies the same). */
export const employeeFilters = (q: Filter): (SQL | undefined)[] => [
  q.code || q.empCode ? ilike(t.empCode, likeText(q.code || q.empCode || '')) : undefined,
  q.phone ? ilike(t.phone, likeText(q.phone)) : undefined,
  q.spCode ? eq(t.spCode, q.spCode) : undefined,
  q.departmentCode ? eq(t.departmentCode, q.departmentCode) : undefined,
];

export const employeeColumns = {
  departmentName: sql<string | null>`(select ${departments.depName} from ${departments} where ${departments.code} = ${t.departmentCode})`,
  spName: sql<string | null>`(select ${spInfo.spName} from ${spInfo} where ${spInfo.spCode} = ${t.spCode})`,
};

type Refs = { spCode?: string; departmentCode?: string; userCode?: string };
/** The SP, department and account an employee names must exist (the account not deleted). */
export async function checkRefs(tx: Tx, v: Refs) {
  if (v.spCode && !(await tx.select({ x: spInfo.id }).from(spInfo).where(eq(spInfo.spCode, v.spCode))).length)
    throw badRequest(`服务商不存在：${v.spCode}`);
  if (
    v.departmentCode &&
    !(await tx.select({ x: departments.code }).from(departments).where(eq(departments.code, v.departmentCode))).length
  )
    throw badRequest(`部门不存在：${v.departmentCode}`);
  if (
    v.userCode &&
    !(
      await tx
        .select({ x: users.code })
        .from(users)
        .where(and(eq(users.code, v.userCode), ne(users.status, 5)))
    ).length
  )
    throw badRequest(`账号不存在：${v.userCode}`);
}

type Dated = { status?: number; entryDate?: string; leaveDate?: string | null };
/** An employee in service has no leave date; one who left has one, not before the entry. */
function checkDates(row: Dated) {
  if (row.status === 1 && row.leaveDate) throw badRequest('在职员工不能填写离职日期');
  if (row.status === 2 && !row.leaveDate) throw badRequest('离职员工请填写离职日期');
  if (row.leaveDate && row.entryDate && row.leaveDate < row.entryDate) throw badRequest('离职日期不能早于入职日期');
}

const transition = (name: keyof typeof employeeMachine.transitions) => {
  const tr = employeeMachine.transitions[name];
  return { from: tr.from, to: tr.to, action: tr.label };
};

/** 员工档案: the one resource service, with the employee's references, dates and unique rules. */
export const employeeService = () => {
  const svc = resourceService({
    api: employeeApi,
    table: t,
    label: employeeResource.label,
    duplicate: EMPLOYEE_DUPLICATE,
    scope: EMPLOYEE_SCOPE,
    columns: employeeColumns,
    statuses: { 1: employeeMachine.states[1].label, 2: employeeMachine.states[2].label },
    transitions: { leave: transition('leave'), rejoin: transition('rejoin') },
    filters: (q) => employeeFilters(q),
    audit: { module: PAGES.employee.title, targetType: 'employee', ...declaredAudit(employeeResource) },
    async beforeSave(tx, values, current) {
      checkDates({ ...current, ...values });
      await checkRefs(tx, values);
    },
  });
  return {
    ...svc,
    /** Leaving: 在职 → 离职 with the leave date; the linked accounts are disabled after, when asked. */
    async leave(b: { ids: number[]; leaveDate: string; disableAccount: boolean }, ctx: RequestCtx) {
      const ids = [...new Set(b.ids)];
      if (b.disableAccount && !permits(usersApi.status.permission, (k) => ctx.user.permissions.has(k)))
        throw forbidden('没有停用账号的权限，请去掉“同时停用关联账号”');
      const early = await ctx.db
        .select({ empCode: t.empCode })
        .from(t)
        .where(and(inArray(t.id, ids), sql`${t.entryDate} > ${b.leaveDate}`, scopeWhere(await ctx.scope(), EMPLOYEE_SCOPE)));
      if (early.length) throw badRequest(`离职日期不能早于入职日期：${early.map((r) => r.empCode).join('、')}`);
      await svc.transition('leave', ids, ctx, { set: { leaveDate: b.leaveDate } });
      if (!b.disableAccount) return;
      const linked = await ctx.db
        .select({ code: users.code })
        .from(t)
        .innerJoin(users, eq(users.code, t.userCode))
        .where(and(inArray(t.id, ids), eq(users.status, 1)));
      for (const u of linked) await setUserStatus({ code: u.code, status: 3 }, ctx);
    },
    /** Back in service: 离职 → 在职, the leave date cleared (the phone must be free among those in service). */
    rejoin: (ids: number[], ctx: RequestCtx) => svc.transition('rejoin', ids, ctx, { set: { leaveDate: null } }),
  };
};
