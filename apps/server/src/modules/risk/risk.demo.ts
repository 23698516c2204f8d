import { hasRows } from '../../shared/cursor.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { riskGrades } from '../../db/schema/risk.ts';

export const DEMO_GRADES = [
  { gradeCode: 'LOW', gradeName: '低', minScore: 0, maxScore: 39, action: 1 },
  { gradeCode: 'MID', gradeName: '中', minScore: 40, maxScore: 69, action: 2 },
  { gradeCode: 'HIGH', gradeName: '高', minScore: 70, maxScore: 100, action: 3 },
];

/**
 * Risk demo: the grades 低 0–39 放行, 中 40–69 人工审核, 高 70–100 拦截, and a score for every demo order —
 * most 低, some 中 and 高 with the rules they hit. A pending order graded 中 or 高 waits for its review (its
 * approval is refused until then); orders past it were reviewed and passed, some cancelled ones rejected.
 * Runs once: nothing when any score exists.
 */
export async function seedRiskDemo(tx: Tx) {
  await tx.insert(riskGrades).values(DEMO_GRADES).onConflictDoNothing();
  if (await hasRows(tx, 'order_risk')) return;
  const money = (cents: ReturnType<typeof sql>) => sql`'¥' || to_char(${cents} / 100.0, 'FM999,999,990.00')`;
  await tx.execute(sql`
    insert into order_risk (order_id, order_no, ret_code, ret_name, sp_code, platform_code, channel_code, province_code, grade_code,
                            score, risk_grade_code, risk_grade_name, action, reasons, review_status, review_remark, reviewer,
                            review_time, created_at, updated_at)
    select o.id, o.order_no, o.ret_code, o.ret_name, o.sp_code, o.platform_code, o.channel_code, o.province_code, o.grade_code,
           p.score, g.grade_code, g.grade_name, g.action, p.reasons,
           case when g.action = 1 then 0 when o.status = 10 then 1 when o.status = 90 then 3 else 2 end,
           case when g.action = 1 or o.status = 10 then '' when o.status = 90 then '疑似刷单，已拒绝' else '已电话核实门店' end,
           case when g.action = 1 or o.status = 10 then '' else '系统管理员(admin)' end,
           case when g.action = 1 or o.status = 10 then null else o.created_at + interval '1 hour' end,
           o.created_at, o.created_at
    from order_info o
    cross join lateral (select (o.id * 37) % 20 as k) h
    cross join lateral (
      select case when h.k < 12 then (case when h.k % 3 = 0 then 30 else 0 end) when h.k < 17 then 50 else 70 end as score,
             case when h.k < 12 and h.k % 3 = 0 then
                    jsonb_build_array(jsonb_build_object('rule', 'NEW_SHOP', 'points', 30, 'detail', '门店近30天内首单'))
                  when h.k < 12 then '[]'::jsonb
                  when h.k < 17 then jsonb_build_array(
                    jsonb_build_object('rule', 'REGION_MISMATCH', 'points', 20, 'detail', '收货省份与门店省份不一致'),
                    jsonb_build_object('rule', 'FREQUENT', 'points', 30, 'detail', '门店24小时内下单6单，超过5单'))
                  else jsonb_build_array(
                    jsonb_build_object('rule', 'HIGH_AMOUNT', 'points', 40, 'detail',
                      '应付' || ${money(sql`o.pay_amount`)} || '超过门店近90天均单' || ${money(sql`o.pay_amount / 4`)} || '的3倍'),
                    jsonb_build_object('rule', 'FREQUENT', 'points', 30, 'detail', '门店24小时内下单7单，超过5单'))
             end as reasons) p
    join risk_grade g on g.status = 1 and p.score between g.min_score and g.max_score
    where o.status <> 91`);
}
