import { count, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { allocPlans } from '../../db/schema/alloc.ts';

/**
 * Allocation demo: an active province plan on the SKU most ordered, its lines covering every province with
 * orders and its `used` taken by the approved orders (each with its usage row, as approval would have left
 * it); a draft shop plan and a closed SP plan beside it. Runs once (skips when a plan exists).
 */
export async function seedAllocDemo(tx: Tx) {
  const [{ n }] = await tx.select({ n: count() }).from(allocPlans);
  if (n > 0) return;
  const { rows: top } = await tx.execute<{ sku_code: string }>(sql`
    select l.sku_code from order_line l join order_info o on o.id = l.order_id
    group by l.sku_code order by sum(l.quantity) desc, l.sku_code limit 3`);
  if (top.length < 3) return;
  const [hot, second, third] = top.map((r) => r.sku_code);
  const period = sql`(now() at time zone 'Asia/Shanghai')::date - 30, (now() at time zone 'Asia/Shanghai')::date + 60`;
  const { rows: made } = await tx.execute<{ id: number; dimension: number }>(sql`
    insert into alloc_plan (plan_name, sku_code, dimension, period_start, period_end, total, status) values
      ('旺季爆品省区配额', ${hot}, 6, ${period}, 1000, 2),
      ('新品门店试销配额', ${second}, 1, ${period}, 300, 1),
      ('上季服务商配额', ${third}, 2, (now() at time zone 'Asia/Shanghai')::date - 120, (now() at time zone 'Asia/Shanghai')::date - 31, 500, 3)
    returning id, dimension`);
  const planOf = (d: number) => made.find((p) => p.dimension === d)?.id ?? 0;
  // Province lines for every province with shops: what approved orders already took, plus room enough that the
  // demo's other flows (placing and approving orders of the hot SKU) are not refused by it.
  await tx.execute(sql`
    with used as (
      select o.province_code as code, sum(l.quantity)::int as used from order_info o join order_line l on l.order_id = o.id
      where o.status = 20 and l.sku_code = ${hot} group by o.province_code),
    provinces as (select province_code as code from shop_info union select province_code from order_info)
    insert into alloc_line (plan_id, code, quota, used)
    select ${planOf(6)}, p.code, coalesce(u.used, 0) + 500, coalesce(u.used, 0) from provinces p left join used u on u.code = p.code`);
  await tx.execute(sql`
    insert into alloc_usage (order_no, line_id, quantity)
    select o.order_no, al.id, sum(l.quantity)::int from order_info o join order_line l on l.order_id = o.id
    join alloc_line al on al.plan_id = ${planOf(6)} and al.code = o.province_code
    where o.status = 20 and l.sku_code = ${hot} group by o.order_no, al.id`);
  await tx.execute(sql`
    insert into alloc_line (plan_id, code, quota)
    select ${planOf(1)}, ret_code, 10 from shop_info where status = 1 order by ret_code limit 20`);
  await tx.execute(sql`
    insert into alloc_line (plan_id, code, quota, used)
    select ${planOf(2)}, sp_code, 50, 50 - (row_number() over (order by sp_code))::int * 3 from sp_info order by sp_code limit 10`);
  // A province plan whose lines outgrew its total would contradict Σ quota ≤ total: raise the total to the sum.
  await tx.execute(
    sql`update alloc_plan p set total = greatest(p.total, (select coalesce(sum(quota), 0) from alloc_line l where l.plan_id = p.id))`,
  );
}
