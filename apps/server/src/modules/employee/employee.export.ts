import { type EmployeeRow, employeeQuery, employeeResource } from '@console/contract/employee';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cursorBatches } from '../../shared/cursor.ts';
import { scopeWhere } from '../../shared/data-scope.ts';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
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

/** 员工档案 as an Excel export: the list's filters, order (newest first) and scope, read by server-side cursor. */
export function registerEmployeeExport() {
  registerExport<Q, EmployeeRow>({
    page: employeeResource.page.menu,
    label: employeeResource.page.title,
    query: employeeQuery,
    columns: declaredExportColumns(employeeResource),
    async *rows(ctx, q) {
      const query = ctx.db
        .select(fields)
        .from(t)
        .where(await where(ctx, q))
        .orderBy(desc(t.id));
      for await (const batch of cursorBatches<Record<string, unknown>>(ctx.db, fields, query))
        yield batch.map(
          (r) =>
            ({ ...r, createTime: formatTime(r.createdAt as Date, ctx.tz), updateTime: formatTime(r.updatedAt as Date, ctx.tz) }) as never,
        );
    },
    count: async (ctx, q) => {
      const [{ n }] = await ctx.db
        .select({ n: count() })
        .from(t)
        .where(await where(ctx, q));
      return n;
    },
  });
}
