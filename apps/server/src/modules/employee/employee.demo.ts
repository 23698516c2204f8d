import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Demo employees: three to five staff per demo SP (salesmen, a manager, drivers), about one in eight of them
 * gone with a leave date. Phones are unique among those in service, as the service demands.
 */
export async function seedEmployeeDemo(tx: Tx) {
  await tx.execute(sql`
    insert into employee (emp_code, name, phone, department_code, position, sp_code, entry_date, leave_date, status)
    select 'E' || lpad(row_number() over (order by s.sp_code, k)::text, 5, '0'),
           substr('王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗', 1 + ((s.id * 7 + k) % 20), 1)
             || (array['伟','芳','娜','敏','静','强','磊','洋','艳','军'])[1 + ((s.id + k * 3) % 10)],
           '15' || lpad(((s.id * 100 + k) * 7919 % 1000000000)::text, 9, '0'),
           case when k >= 4 then 'D0005' else 'D0002' end,
           (array['销售经理','业务员','业务员','配送司机','仓管员'])[k],
           s.sp_code,
           date '2024-03-01' + ((s.id * 37 + k * 11) % 600),
           case when (s.id + k) % 8 = 0 then date '2026-01-01' + ((s.id + k) % 90) end,
           case when (s.id + k) % 8 = 0 then 2 else 1 end
    from sp_info s cross join generate_series(1, 5) k
    where k <= 3 + s.id % 3
    on conflict do nothing`);
}
