import { hasRows } from '../../shared/cursor.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * ERP push demo: every pushed, shipped and completed demo order was pushed (成功, a few after a retry); the
 * approved ones wait in every other state — 待推送 (no ERP address in the demo), 推送中, 失败 with the
 * receiver's last error. Runs once: nothing when any push exists.
 */
export async function seedErpDemo(tx: Tx) {
  if (await hasRows(tx, 'erp_push')) return;
  await tx.execute(sql`
    insert into erp_push (order_id, order_no, ret_code, ret_name, sp_code, platform_code, channel_code, province_code, grade_code,
                          status, attempts, last_error, push_time, next_retry_at, claimed_at, created_at, updated_at)
    select o.id, o.order_no, o.ret_code, o.ret_name, o.sp_code, o.platform_code, o.channel_code, o.province_code, o.grade_code,
           p.status, p.attempts, p.last_error,
           case when p.status = 3 then o.approve_time + interval '1 minute' * p.attempts end,
           case when p.status = 1 and p.attempts > 0 then now() + interval '30 seconds' * power(2, p.attempts - 1) else o.approve_time end,
           case when p.status = 2 then now() end,
           o.approve_time, coalesce(o.approve_time, o.created_at) + interval '1 minute' * greatest(p.attempts, 1)
    from order_info o
    cross join lateral (
      select case when o.status in (30, 40, 50) then 3
                  when o.id % 10 < 6 then 1 when o.id % 10 < 7 then 2 else 4 end as status,
             case when o.status in (30, 40, 50) then 1 + (o.id % 7 = 0)::int
                  when o.id % 10 < 5 then 0 when o.id % 10 < 6 then 2 when o.id % 10 < 7 then 1 else 6 end as attempts,
             case when o.status in (30, 40, 50) then ''
                  when o.id % 10 < 5 then '未配置ERP地址'
                  when o.id % 10 < 6 then 'ERP返回503：service unavailable'
                  when o.id % 10 < 7 then ''
                  when o.id % 10 < 9 then 'ERP无响应（超过10秒）' else 'ERP返回500：库存同步失败' end as last_error) p
    where o.status in (20, 30, 40, 50) and o.approve_time is not null`);
}
