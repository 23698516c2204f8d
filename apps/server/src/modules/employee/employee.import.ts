import { EMPLOYEE_STATES, employeeCreate, employeeResource } from '@console/contract/employee';
import { PAGES } from '@console/contract/api/pages';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { rowInScope } from '../../shared/data-scope.ts';
import { auditImport, type ImportRow, importAudit, type RowError, registerImport } from '../../shared/import-registry.ts';
import { uniqueOr } from '../../shared/resource.ts';
import { departments } from '../../db/schema/departments.ts';
import { spInfo } from '../../db/schema/shop.ts';
import { users } from '../../db/schema/users.ts';
import { employees as t } from '../../db/schema/employee.ts';
import { EMPLOYEE_DUPLICATE } from './employee.service.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { departmentResource } from '@console/contract/departments';

type Row = z.output<typeof employeeCreate>;
const audit = importAudit(PAGES.employee.title, 'employee');
const STATUS_BY_TEXT = new Map<string, number>(Object.entries(EMPLOYEE_STATES).map(([v, s]) => [s.label, Number(v)]));
const label = (field: keyof typeof employeeResource.fields) => employeeResource.fields[field].label;

/** The values of `column` among `values` already stored (with `extra` as a further condition). */
async function stored(db: DbOrTx, column: AnyPgColumn, values: string[], extra?: ReturnType<typeof eq>) {
  if (!values.length) return new Set<string>();
  const found = await db
    .select({ v: column })
    .from(column.table)
    .where(and(inArray(column, values), extra));
  return new Set(found.map((f) => String(f.v)));
}

/** Each row's value of `field` must be unique in the file and not taken in the table. */
function uniqueRule(rows: ImportRow<Row>[], field: keyof Row, taken: Set<string>, message: string, applies = (_: Row) => true) {
  const errors: RowError[] = [];
  const first = new Map<string, number>();
  for (const r of rows) {
    const v = String(r.value[field] ?? '');
    if (!v || !applies(r.value)) continue;
    const at = first.get(v);
    if (at) errors.push({ row: r.row, field, message: `与第 ${at} 行重复` });
    else first.set(v, r.row);
    if (taken.has(v)) errors.push({ row: r.row, field, message });
  }
  return errors;
}

/** Employees from a sheet (`employee.import`): the add call's schema and rules, the rows inside the caller's scope. */
export function registerEmployeeImport() {
  registerImport<Row>({
    page: 'employee',
    label: employeeResource.label,
    columns: [
      { key: 'empCode', header: label('empCode'), example: 'E0001' },
      { key: 'name', header: label('name'), example: '张三' },
      { key: 'phone', header: label('phone'), example: '13800000000' },
      { key: 'departmentCode', header: departmentResource.fields.code.label, example: '' },
      { key: 'position', header: label('position'), example: '业务员' },
      { key: 'spCode', header: COMMON_LABELS.spCode, example: 'SP001' },
      { key: 'userCode', header: '关联账号编码', example: '' },
      { key: 'entryDate', header: label('entryDate'), example: '2026-01-05' },
      { key: 'leaveDate', header: label('leaveDate'), example: '' },
      { key: 'status', header: label('status'), example: '在职', parse: (v) => (v === '' ? undefined : (STATUS_BY_TEXT.get(v) ?? v)) },
    ],
    schema: employeeCreate,
    async check(ctx, rows) {
      const values = (f: keyof Row) => [...new Set(rows.map((r) => String(r.value[f] ?? '')).filter(Boolean))];
      const scope = await ctx.scope();
      const sps = await stored(ctx.db, spInfo.spCode, values('spCode'));
      const deps = await stored(ctx.db, departments.code, values('departmentCode'));
      const accounts = await stored(ctx.db, users.code, values('userCode'), ne(users.status, 5));
      const errors = [
        ...uniqueRule(rows, 'empCode', await stored(ctx.db, t.empCode, values('empCode')), EMPLOYEE_DUPLICATE.employee_code_uq),
        ...uniqueRule(
          rows,
          'phone',
          await stored(ctx.db, t.phone, values('phone'), eq(t.status, 1)),
          EMPLOYEE_DUPLICATE.employee_phone_uq,
          (v) => v.status === 1,
        ),
        ...uniqueRule(rows, 'userCode', await stored(ctx.db, t.userCode, values('userCode')), EMPLOYEE_DUPLICATE.employee_user_uq),
      ];
      for (const { row, value: v } of rows) {
        if (!sps.has(v.spCode)) errors.push({ row, field: 'spCode', message: `服务商不存在：${v.spCode}` });
        else if (!rowInScope(scope, { 2: v.spCode })) errors.push({ row, field: 'spCode', message: '员工不在您的数据权限范围内' });
        if (v.departmentCode && !deps.has(v.departmentCode))
          errors.push({ row, field: 'departmentCode', message: `部门不存在：${v.departmentCode}` });
        if (v.userCode && !accounts.has(v.userCode)) errors.push({ row, field: 'userCode', message: `账号不存在：${v.userCode}` });
      }
      return errors;
    },
    async apply(tx, ctx, rows) {
      await uniqueOr(EMPLOYEE_DUPLICATE, async () => {
        for (let i = 0; i < rows.length; i += 1000) await tx.insert(t).values(rows.slice(i, i + 1000));
      });
      await auditImport(audit, tx, ctx, rows);
    },
  });
}
