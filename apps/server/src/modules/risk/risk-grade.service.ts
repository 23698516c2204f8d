import { riskGradeApi, riskGradeResource } from '@console/contract/risk';
import { PAGES } from '@console/contract/api/pages';
import { and, eq, gte, ilike, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { likeText } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { riskGrades as g } from '../../db/schema/risk.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { STATUS_TEXT } from '@console/contract/api/resource';

/**
 * Risk grades: a dictionary (no data scope). The ranges of enabled grades never overlap, so a score falls in
 * one grade at most; saves and enables of grades are serialised, so two overlapping ones saved together
 * cannot both pass the check.
 */

type Range = { id?: number; minScore: number; maxScore: number; gradeName: string };

async function assertNoOverlap(tx: Tx, r: Range) {
  if (r.minScore > r.maxScore) throw badRequest('最低分不能大于最高分');
  const [other] = await tx
    .select({ gradeName: g.gradeName, minScore: g.minScore, maxScore: g.maxScore })
    .from(g)
    .where(and(eq(g.status, 1), lte(g.minScore, r.maxScore), gte(g.maxScore, r.minScore), r.id ? ne(g.id, r.id) : undefined))
    .limit(1);
  if (other)
    throw conflict(`分数区间${r.minScore}–${r.maxScore}与风险等级「${other.gradeName}」（${other.minScore}–${other.maxScore}）重叠`);
}
const serialised = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('risk_grade'))`);

export const riskGradeService = () =>
  resourceService({
    api: riskGradeApi,
    table: g,
    label: COMMON_LABELS.riskGrade,
    duplicate: '风险等级编码已存在',
    audit: {
      module: PAGES.orderRisk.title,
      targetType: 'riskGrade',
      ...declaredAudit(riskGradeResource),
      values: { status: STATUS_TEXT },
    },
    order: [{ column: g.minScore }, { column: g.id, desc: true }],
    filters: (q) => [
      q.gradeCode || q.code ? ilike(g.gradeCode, likeText(String(q.gradeCode ?? q.code))) : undefined,
      q.gradeName || q.name ? ilike(g.gradeName, likeText(String(q.gradeName ?? q.name))) : undefined,
    ],
    beforeSave: async (tx, values, current) => {
      await serialised(tx);
      const merged = { ...current, ...values } as Range & { status?: number };
      if (merged.status !== 2) await assertNoOverlap(tx, { ...merged, id: current?.id });
    },
    afterStatus: async (tx, ids, to) => {
      if (to !== 1) return;
      await serialised(tx);
      for (const r of await tx.select().from(g).where(inArray(g.id, ids))) await assertNoOverlap(tx, r);
    },
  });
