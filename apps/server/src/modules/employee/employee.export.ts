import { employeeQuery, employeeResource } from '@console/contract/employee';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scopeWhere } from '../../shared/data-scope.ts';
import { registerListExport } from '../../shared/list-export.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { formatTime } from '../../shared/time.ts';
import { EMPLOYEE_SCOPE, employeeColumns, employeeFilters } from './employee.service.ts';
import { employees as t } from '../../db/schema/employee.ts';

type Q = z.output<typeof employeeQuery>;
const fields = {
  id: t.id,
  empCode: t.empCode,
  name: t.name,
  phone: t.phone,
  departmentCode: t.departmentCode,
  position: t.position,
  spCode: t.spCode,
  userCode: t.userCode,
  // As text, the way the list answers them (a raw cursor would make midnight Dates of them).
  entryDate: sql<string>`${t.entryDate}::text`,
  leaveDate: sql<string | null>`${t.leaveDate}::text`,
  status: t.status,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  // Nested once, as the resource service does: on a one-table select drizzle writes a top-level column bare,
  // and a bare name inside the subselect would mean the subselect's own table.
  ...(Object.fromEntries(Object.entries(employeeColumns).map(([k, c]) => [k, sql`${c}`])) as Record<keyof typeof employeeColumns, SQL>),
};

/** The list's filters and scope (the service's filters plus name and status). */
const where = async (ctx: RequestCtx, q: Q) =>
  and(
    ...employeeFilters(q),
    q.name ? ilike(t.name, likeText(q.name)) : undefined,
    q.status !== undefined ? eq(t.status, q.status) : undefined,
    scopeWhere(await ctx.scope(), EMPLOYEE_SCOPE),
  );

/** 员工档案 as an Excel export. */
export function registerEmployeeExport() {
  registerListExport({
    resource: employeeResource,
    query: employeeQuery,
    table: t,
    id: t.id,
    fields,
    toRow: (r, tz) => ({ ...r, createTime: formatTime(r.createdAt as Date, tz), updateTime: formatTime(r.updatedAt as Date, tz) }) as never,
    where,
  });
}
