import { SPECIAL_SOURCE, specialActivityResource } from '@console/contract/special-activity';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { gradeInfo } from '../../db/schema/grades.ts';
import { specialActivities as t, specialActivityLines as lines } from '../../db/schema/special-activity.ts';
import { badRequest } from '../../shared/errors.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { assertSkusExist } from '../set-meal/set-meal.service.ts';

type Line = { skuCode: string; specialPrice: number };

/** Special activities on the one resource service: not scoped (brand-wide; orders carry the shops). */
export const specialActivityService = () =>
  resourceService({
    declaration: specialActivityResource,
    targetType: 'specialActivity',
    table: t,
    extras: ['lines'],
    columns: {
      gradeText: sql<string>`case when cardinality("special_activity"."grade_codes") = 0 then '全部等级' else
        (select coalesce(string_agg(g.grade_name, '、' order by g.sort, g.grade_code), '') from grade_info g where g.grade_code = any("special_activity"."grade_codes")) end`,
      linesText: sql<string>`(select coalesce(string_agg(l.sku_code || '：¥' || to_char(l.special_price / 100.0, 'FM999999990.00'), '、' order by l.id), '') from special_activity_line l where l.activity_id = "special_activity"."id")`,
      items: sql`(select coalesce(json_agg(json_build_object('skuCode', l.sku_code, 'specialPrice', l.special_price) order by l.id), '[]'::json) from special_activity_line l where l.activity_id = "special_activity"."id")`,
    },
    beforeSave: async (tx: Tx, values, current) => {
      const row = { ...(current ?? {}), ...values } as { startTime: string; endTime: string };
      if (row.startTime > row.endTime) throw badRequest('开始时间不能晚于结束时间');
      const grades = values.gradeCodes ?? [];
      if (grades.length) {
        const found = await tx.select({ code: gradeInfo.gradeCode }).from(gradeInfo).where(inArray(gradeInfo.gradeCode, grades));
        const missing = grades.filter((g) => !found.some((f) => f.code === g));
        if (missing.length) throw badRequest(`门店等级${missing.join('、')}不存在`);
      }
      await assertSkusExist(
        tx,
        (values.lines ?? []).map((l) => l.skuCode),
      );
    },
    afterSave: async (tx: Tx, id, values: { lines?: Line[] }) => {
      if (!values.lines) return;
      await tx.delete(lines).where(eq(lines.activityId, id));
      await tx.insert(lines).values(values.lines.map((l) => ({ ...l, activityId: id })));
    },
    beforeDelete: async (tx: Tx, ids) => {
      await tx.delete(lines).where(inArray(lines.activityId, ids));
    },
  });

/**
 * The lowest special price of each SKU for a shop grade now (enabled activities running at this moment in the
 * business zone, for that grade or every grade), with the activity that offers it: `特价活动 <name>`.
 */
export async function specialPrices(db: DbOrTx, tz: string, gradeCode: string, skuCodes: string[]) {
  if (!skuCodes.length) return new Map<string, { price: number; source: string }>();
  const now = sql`(now() at time zone ${tz})`;
  const rows = await db
    .selectDistinctOn([lines.skuCode], { skuCode: lines.skuCode, price: lines.specialPrice, name: t.name })
    .from(lines)
    .innerJoin(t, eq(t.id, lines.activityId))
    .where(
      and(
        eq(t.status, 1),
        inArray(lines.skuCode, skuCodes),
        sql`(cardinality(${t.gradeCodes}) = 0 or ${gradeCode} = any(${t.gradeCodes}))`,
        sql`${now} between ${t.startTime} and ${t.endTime}`,
      ),
    )
    .orderBy(asc(lines.skuCode), asc(lines.specialPrice), asc(t.id));
  return new Map(rows.map((r) => [r.skuCode, { price: r.price, source: `${SPECIAL_SOURCE} ${r.name}` }]));
}
