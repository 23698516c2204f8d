// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates spell their variables as ${name} literally
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { hashPassword, randomPassword } from '../../shared/password.ts';
import { spGroup, messageTemplate } from '../../db/schema/base.ts';
import { userDataPermissions, users } from '../../db/schema/users.ts';
import { appSetting } from '../../db/schema/shop.ts';
import { seedDictionary } from '../base/base.seed.ts';

/**
 * Demo shops and service providers over real districts (set-based SQL, idempotent by code):
 * 60 SPs in seven provinces, each serving the districts of its city, the first SP of a district its main SP;
 * 2,000 shops in served districts pointing at their district's main SP; grades A–D weighted towards C;
 * three platforms and channels; a wallet history, work orders and customer-service records for some shops; two demo users with real
 * data scopes (a province; two SPs) whose passwords are random (reset one in the user screen to sign in).
 */
export const DEMO_CHANNELS = ['C01', 'C02', 'C03'];
const PROVINCES = ['330000', '320000', '440000', '310000', '110000', '370000', '510000'];
const SP_WORDS = ['鑫源', '华联', '恒通', '顺达', '汇丰', '盛世', '永辉', '金桥', '万家', '康泰', '宏远', '祥和'];
const SHOP_WORDS = ['便利店', '超市', '百货', '副食店', '士多', '生活馆', '优选', '小卖部'];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗';
/** A text[] literal passed as one parameter (drizzle would expand a JS array into a list). */
const pgArray = (xs: string[]) => `{${xs.join(',')}}`;

export async function seedShopDemo(tx: Tx) {
  await seedDictionary(tx, spGroup, { EAST: '华东大区', SOUTH: '华南大区', NORTH: '华北大区', WEST: '西南大区' });
  await tx.execute(sql`select setseed(0.14)`);
  // 60 SPs, each in a random district of one of the provinces.
  await tx.execute(sql`
    insert into sp_info (sp_code, sp_name, contact, phone, province_code, city_code, district_code, address, sp_group_code, service_codes, license_no, status)
    select 'SP' || lpad(n::text, 4, '0'),
           c.name || (${pgArray(SP_WORDS)}::text[])[1 + (n % ${SP_WORDS.length})] || '商贸有限公司',
           substr(${SURNAMES}, 1 + (n % ${SURNAMES.length}), 1) || '经理',
           '13' || lpad((n * 7919 % 1000000000)::text, 9, '0'),
           p.code, c.code, d.code, d.name || '工业园' || n || '号',
           case when p.code in ('330000','320000','310000','370000') then 'EAST' when p.code = '440000' then 'SOUTH'
                when p.code = '110000' then 'NORTH' else 'WEST' end,
           array['S01'] || case when n % 3 = 0 then array['S02'] else array[]::text[] end,
           '9133' || lpad((n * 104729)::text, 14, '0'),
           case when n % 20 = 0 then 2 else 1 end
    from generate_series(1, 60) n
    cross join lateral (
      select d.code, d.name, d.parent_code from region d
      join region c2 on c2.code = d.parent_code
      where d.level = 3 and c2.parent_code = (${pgArray(PROVINCES)}::text[])[1 + (n % ${PROVINCES.length})] and n > 0
      order by md5(d.code || n) limit 1) d
    join region c on c.code = d.parent_code
    join region p on p.code = c.parent_code
    on conflict (sp_code) do nothing`);
  // Every SP serves the districts of its city; the lowest code serving a district is its main SP.
  await tx.execute(sql`
    insert into sp_area (sp_code, district_code)
    select s.sp_code, d.code from sp_info s join region d on d.parent_code = s.city_code and d.level = 3
    where s.sp_code like 'SP____'
    on conflict do nothing`);
  await tx.execute(sql`
    insert into area_main_sp (district_code, sp_code)
    select district_code, min(sp_code) from sp_area group by district_code
    on conflict (district_code) do nothing`);
  // 2,000 shops in served districts, each pointing at its district's main SP.
  await tx.execute(sql`
    with served as (
      select m.district_code, m.sp_code, d.parent_code as city_code, c.parent_code as province_code, d.name as district_name,
             row_number() over (order by m.district_code) as k, count(*) over () as total
      from area_main_sp m join region d on d.code = m.district_code join region c on c.code = d.parent_code)
    insert into shop_info (ret_code, ret_name, owner_name, phone, province_code, city_code, district_code, address,
                           grade_code, retailer_type, sp_code, channel_code, platform_code, license_no, status, created_at, updated_at)
    select 'R' || lpad(n::text, 6, '0'),
           s.district_name || substr(${SURNAMES}, 1 + (n % ${SURNAMES.length}), 1) || '记' || (${pgArray(SHOP_WORDS)}::text[])[1 + (n % ${SHOP_WORDS.length})],
           substr(${SURNAMES}, 1 + ((n * 7) % ${SURNAMES.length}), 1) || '老板',
           case when n % 5 = 0 then '0' || (20 + n % 80) || '-' || lpad((n * 7919 % 100000000)::text, 8, '0')
                else '1' || (array['3','5','7','8','9'])[1 + n % 5] || lpad((n * 104729 % 1000000000)::text, 9, '0') end,
           s.province_code, s.city_code, s.district_code,
           s.district_name || (n % 300 + 1) || '号',
           case when r < 0.1 then 'A' when r < 0.35 then 'B' when r < 0.8 then 'C' else 'D' end,
           (array['SUPERMARKET','CONVENIENCE','GROCERY','CATERING'])[1 + n % 4],
           s.sp_code,
           (${pgArray(DEMO_CHANNELS)}::text[])[1 + n % ${DEMO_CHANNELS.length}],
           case when n % 10 < 8 then '0004' when n % 10 = 8 then '0001' else '0002' end,
           '',
           case when n % 25 = 0 then 2 else 1 end,
           t, t
    from generate_series(1, 2000) n
    cross join lateral (select random() as r, now() - interval '700 days' * power(random(), 2) as t, n as tick) x
    join served s on s.k = 1 + (n * 37 % s.total)
    on conflict (ret_code) do nothing`);
  // Wallet history for every 10th shop: two recharges and a deduct, through the ledger.
  await tx.execute(sql`
    with moves as (
      select s.ret_code, m.step, m.type, m.amount from shop_info s
      cross join lateral (values (1, 1, 50000 + ((s.id / 10) % 7) * 10000), (2, 2, 12345 + ((s.id / 10) % 5) * 1000), (3, 1, 20000)) m(step, type, amount)
      where s.ret_code like 'R______' and s.id % 10 = 0),
    running as (
      select ret_code, step, type, amount,
             sum(case when type = 1 then amount else -amount end) over (partition by ret_code order by step) as after
      from moves)
    insert into shop_wallet_ledger (ret_code, type, amount, balance_before, balance_after, operator, reason, created_at, updated_at)
    select ret_code, type, amount, after - case when type = 1 then amount else -amount end, after, '系统管理员(admin)',
           case when type = 1 then '线下汇款充值' else '订单抵扣' end,
           now() - interval '1 day' * (10 - step), now() - interval '1 day' * (10 - step)
    from running
    where not exists (select 1 from shop_wallet_ledger l where l.ret_code = running.ret_code)
    order by ret_code, step`);
  await tx.execute(sql`
    insert into shop_wallet (ret_code, balance)
    select distinct on (ret_code) ret_code, balance_after from shop_wallet_ledger order by ret_code, created_at desc, id desc
    on conflict (ret_code) do nothing`);
  // Work orders in every state for every 40th shop, with a reply on those past "open".
  await tx.execute(sql`
    insert into ret_work_order (ret_code, title, content, status, creator)
    select s.ret_code, (array['冰柜不制冷','配送延迟','价格咨询','账户无法登录'])[1 + (s.id / 40) % 4],
           '门店反馈：' || (array['冰柜不制冷，需要上门维修','上周订单至今未送达','新品进货价格咨询','App 登录提示密码错误'])[1 + (s.id / 40) % 4],
           1 + (s.id / 40) % 4, '系统管理员(admin)'
    from shop_info s where s.ret_code like 'R______' and s.id % 40 = 0
      and not exists (select 1 from ret_work_order w where w.ret_code = s.ret_code)`);
  await tx.execute(sql`
    insert into ret_work_order_reply (work_order_id, content, operator)
    select w.id, '已收到，客服正在跟进处理', '系统管理员(admin)' from ret_work_order w
    where w.status > 1 and not exists (select 1 from ret_work_order_reply r where r.work_order_id = w.id)`);
  // Customer-service records (咨询 / 投诉 / 建议) for every 50th shop, most with the answer given.
  await tx.execute(sql`
    insert into shop_cs (ret_code, cs_type, content, result, operator, created_at, updated_at)
    select s.ret_code, k.cs_type, k.content, case when (s.id / 50 + k.cs_type) % 4 = 0 then '' else k.result end,
           '系统管理员(admin)', now() - interval '1 day' * (k.cs_type * 3 + (s.id / 50) % 5), now() - interval '1 day' * (k.cs_type * 3)
    from shop_info s
    cross join (values (1, '咨询新品上架时间和进货价格', '已告知下周一上架，价格见订货App'),
                       (2, '投诉配送员未按约定时间送货', '已向物流核实并致歉，后续优先配送'),
                       (3, '建议订货App增加按品牌筛选', '已反馈给产品团队评估')) k(cs_type, content, result)
    where s.ret_code like 'R______' and s.id % 50 = 0
      and not exists (select 1 from shop_cs c where c.ret_code = s.ret_code)`);
  await tx
    .insert(messageTemplate)
    .values([
      { code: 'ORDER_SHIPPED', name: '发货通知', content: '${retName}您好，您的订单${orderNo}已于${date}发货。' },
      { code: 'WALLET_CHANGE', name: '余额变动', content: '${retName}您好，您的钱包余额变动${amount}元。' },
      { code: 'LOGIN_CODE', name: '登录验证码', content: '您的验证码为${code}，5分钟内有效。' },
    ])
    .onConflictDoNothing();
  await tx
    .insert(appSetting)
    .values([
      { settingKey: 'order.minAmount', settingValue: '50000', remark: '起订金额（分）' },
      { settingKey: 'app.noticeBanner', settingValue: '春节期间配送时间调整，请提前备货', remark: '首页公告' },
      { settingKey: 'wallet.enabled', settingValue: 'true', remark: '门店钱包支付开关' },
    ])
    .onConflictDoNothing();
  await seedDemoUsers(tx);
}

/** Two demo users whose data scopes are real: one province; two service providers. */
async function seedDemoUsers(tx: Tx) {
  const pwdHash = await hashPassword(randomPassword());
  const demo = [
    { code: 'U_DEMO_ZJ', name: '浙江运营', loginId: 'demo_zj', roleCode: '0002', scope: [{ dataType: 6, dataList: '330000' }] },
    { code: 'U_DEMO_SP', name: '服务商坐席', loginId: 'demo_sp', roleCode: '0034', scope: [{ dataType: 2, dataList: 'SP0001,SP0002' }] },
  ];
  for (const u of demo) {
    const added = await tx
      .insert(users)
      .values({ code: u.code, name: u.name, loginId: u.loginId, pwdHash, roleCode: u.roleCode, depCode: 'D0002', status: 1 })
      .onConflictDoNothing()
      .returning({ code: users.code });
    if (added.length)
      await tx
        .insert(userDataPermissions)
        .values(u.scope.map((s) => ({ userCode: u.code, ...s })))
        .onConflictDoNothing();
  }
}
