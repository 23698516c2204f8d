import { hasRows } from '../../shared/cursor.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Lottery demo: a running activity (a coupon prize from the first demo coupon template, a gift SKU, 谢谢参与) and
 * an ended one, with draws of the first demo shops recorded as the draw makes them (the shop's keys copied,
 * the prizes' counts matching the draws). Runs once: nothing when an activity exists.
 */
export async function seedLotteryDemo(tx: Tx) {
  if (await hasRows(tx, 'lottery_activity')) return;
  const { rows: sku } = await tx.execute<{ code: string }>(sql`select code from product_sku where status = 1 order by code limit 1`);
  if (!sku.length) return;
  const { rows: tpl } = await tx.execute<{ id: number }>(sql`select id from coupon_template order by id limit 1`);
  const { rows: acts } = await tx.execute<{ id: number }>(sql`
    insert into lottery_activity (name, start_time, end_time, draws_per_shop_per_day, status)
    values ('年终感恩抽奖', current_date - 7, current_date + 30 + interval '23:59:59', 3, 1),
           ('618抽奖（已结束）', current_date - 180, current_date - 150 + interval '23:59:59', 1, 1)
    returning id`);
  for (const a of acts)
    await tx.execute(sql`
      insert into lottery_prize (activity_id, name, kind, template_id, sku_code, probability, stock)
      values (${a.id}, '谢谢参与', 3, null, '', 500, 100000),
             (${a.id}, '精美赠品', 2, null, ${sku[0].code}, 100, 50)
             ${tpl.length ? sql`, (${a.id}, '满减券', 1, ${tpl[0].id}, '', 200, 100)` : sql``}`);
  // Draws of the running activity: gifts and 谢谢参与 only (a coupon prize would have issued a coupon).
  await tx.execute(sql`
    insert into lottery_record (record_no, activity_id, prize_id, prize_name, won, ret_code, sp_code, platform_code, channel_code, province_code, grade_code, created_at)
    select 'LT' || to_char(current_date, 'YYYYMMDD') || lpad(nextval(pg_get_serial_sequence('lottery_record', 'id'))::text, 8, '0'),
      ${acts[0].id}, p.id, p.name, p.kind <> 3, s.ret_code, coalesce(s.sp_code, ''), s.platform_code, s.channel_code, s.province_code, s.grade_code,
      now() - (s.n || ' hours')::interval
    from (select s.*, row_number() over (order by s.ret_code) as n from shop_info s where s.ret_code like 'R______' order by s.ret_code limit 40) s
    join lottery_prize p on p.activity_id = ${acts[0].id} and p.kind = case when s.n % 4 = 0 then 2 else 3 end`);
  await tx.execute(sql`update lottery_prize p set won = (select count(*) from lottery_record r where r.prize_id = p.id and r.won)`);
}
