import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { gradeInfo } from '../../db/schema/grades.ts';

/** Base shop grades every database starts with: articles and data scopes refer to them. */
export const BASE_GRADES = [
  { gradeCode: 'A', gradeName: 'A级门店', sort: 1 },
  { gradeCode: 'B', gradeName: 'B级门店', sort: 2 },
  { gradeCode: 'C', gradeName: 'C级门店', sort: 3 },
  { gradeCode: 'D', gradeName: 'D级门店', sort: 4 },
];

export async function seedGrades(db: DbOrTx) {
  await db.insert(gradeInfo).values(BASE_GRADES).onConflictDoNothing();
}

export async function allGrades({ status }: { status?: number }, ctx: RequestCtx) {
  return ctx.db
    .select({ gradeCode: gradeInfo.gradeCode, gradeName: gradeInfo.gradeName, status: gradeInfo.status, sort: gradeInfo.sort })
    .from(gradeInfo)
    .where(status === undefined ? undefined : eq(gradeInfo.status, status))
    .orderBy(asc(gradeInfo.sort), asc(gradeInfo.gradeCode));
}

/** The codes among `codes` that are not enabled grades. */
export async function unknownGrades(db: DbOrTx, codes: string[]) {
  const found = await db
    .select({ gradeCode: gradeInfo.gradeCode })
    .from(gradeInfo)
    .where(and(inArray(gradeInfo.gradeCode, codes), eq(gradeInfo.status, 1)));
  const known = new Set(found.map((g) => g.gradeCode));
  return codes.filter((c) => !known.has(c));
}
