import { hasRows } from '../../shared/cursor.ts';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Payments demo: four channels (their keys random, never shown) and one record for about half of the demo
 * orders: paid for orders past approval, pending or failed for pending ones. Runs once: nothing when a channel exists.
 */
export async function seedPayDemo(tx: Tx) {
  if (await hasRows(tx, 'pay_channel')) return;
  const key = () => randomBytes(24).toString('hex');
  await tx.execute(sql`
    insert into pay_channel (channel_code, name, type, mch_id, app_id, api_key, notify_url) values
      ('WXPAY', '微信支付', 1, '1900000109', 'wx8888888888888888', ${key()}, 'https://pay.example.com/api/pay/notify/WXPAY'),
      ('ALIPAY', '支付宝', 2, '2088000000000001', '2021000000000001', ${key()}, 'https://pay.example.com/api/pay/notify/ALIPAY'),
      ('BANK', '银行转账', 3, '', '', ${key()}, ''),
      ('WALLET', '门店钱包', 4, '', '', ${key()}, '')`);
  await tx.execute(sql`
    insert into pay_record (pay_no, order_no, ret_code, sp_code, platform_code, sales_channel_code, province_code, grade_code,
      channel_code, amount, status, trade_no, paid_at, created_at, updated_at)
    select 'PAY' || to_char(o.created_at, 'YYYYMMDD') || lpad(o.id::text, 10, '0'), o.order_no, o.ret_code, o.sp_code, o.platform_code,
      o.channel_code, o.province_code, o.grade_code,
      (array['WXPAY', 'ALIPAY', 'BANK'])[1 + o.id % 3], o.pay_amount,
      case when o.status in (20, 30, 40, 50) then 2 when o.id % 5 = 0 then 4 else 1 end,
      case when o.status in (20, 30, 40, 50) or o.id % 5 = 0 then 'T' || to_char(o.created_at, 'YYYYMMDDHH24MISS') || o.id else '' end,
      case when o.status in (20, 30, 40, 50) then o.created_at + interval '3 minutes' end,
      o.created_at, o.created_at
    from order_info o
    where o.pay_amount > 0 and o.status not in (90, 91) and o.id % 2 = 0`);
}
