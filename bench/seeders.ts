import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/shared/password.ts';
import { seedAfterSales, seedCoupons, seedLedger } from './area-seeders.ts';
import { USER_PASSWORD } from './config.ts';

/**
 * Bench data, set-based (one INSERT … SELECT generate_series per table), so a million rows take seconds.
 * An area adds its table here with one entry (`orders: { rows: { full: 1_000_000, … }, run }`) and names its
 * list in lists.ts; the bench seeds every entry (in this order) and loads the lists.
 */
export type Seeder = { rows: { full: number; quick: number }; run: (db: Db, n: number) => Promise<void> };

export const seeders: Record<string, Seeder> = {
  users: { rows: { full: 1_000_000, quick: 120_000 }, run: (db, n) => withIndexesRebuilt(db, 'sys_user', () => seedUsers(db, n)) },
  shops: { rows: { full: 100_000, quick: 10_000 }, run: (db, n) => withIndexesRebuilt(db, 'shop_info', () => seedShops(db, n)) },
  // After the shops: every order copies its shop's scope keys.
  orders: { rows: { full: 1_000_000, quick: 100_000 }, run: (db, n) => withIndexesRebuilt(db, 'order_info', () => seedOrders(db, n)) },
  // Issue 31: every area's list on a million rows (after the shops and orders, whose keys they copy).
  ledger: {
    rows: { full: 1_000_000, quick: 100_000 },
    run: (db, n) => withIndexesRebuilt(db, 'wms_stock_ledger', () => seedLedger(db, n)),
  },
  coupons: { rows: { full: 1_000_000, quick: 100_000 }, run: (db, n) => withIndexesRebuilt(db, 'coupon', () => seedCoupons(db, n)) },
  afterSales: {
    rows: { full: 1_000_000, quick: 100_000 },
    run: (db, n) => withIndexesRebuilt(db, 'order_after_sale', () => seedAfterSales(db, n)),
  },
};

/**
 * Loads a table with its secondary indexes dropped and builds them again after: one sorted build per
 * index is several times faster than a million random index inserts (52 s → ~15 s for the users).
 * Indexes that back a constraint (the primary key) stay.
 */
export async function withIndexesRebuilt(db: Db, table: string, load: () => Promise<void>) {
  const { rows } = await db.execute<{ name: string; def: string }>(sql`
    select i.indexname as name, i.indexdef as def from pg_indexes i
    where i.schemaname = 'public' and i.tablename = ${table}
      and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`);
  for (const r of rows) await db.execute(sql`drop index ${sql.identifier(r.name)}`);
  await load();
  // The definitions come from the catalogue, not from input: replaying them verbatim is safe.
  for (const r of rows) await db.execute(sql.raw(r.def));
  await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
}

// Surnames by frequency (most common first); the pick below is skewed towards the front, as in life.
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬燕彬鑫斌宇浩凯健俊帆帅旭宁龙林欣佳雪梅琳晨辰瑶怡婷颖倩晶妍';

async function seedUsers(db: Db, n: number) {
  const pwdHash = await hashPassword(USER_PASSWORD);
  await db.execute(sql`select setseed(0.42)`);
  // Status: 92 % normal, 4 % locked, 3 % disabled, 1 % deleted. Roles: mostly operators, a tenth agents,
  // a handful of admins. Created over three years, denser lately (the company grew).
  await db.execute(sql`
    insert into sys_user (code, name, login_id, cell_phone, email, tel, pwd_hash, role_code, dep_code, status, created_at, updated_at)
    select 'U' || lpad(s.n::text, greatest(6, length(s.n::text)), '0'),
           substr(${SURNAMES}, 1 + floor(power(random(), 1.8) * ${SURNAMES.length})::int, 1)
             || substr(${GIVEN}, 1 + floor(random() * ${GIVEN.length})::int, 1)
             || case when random() < 0.7 then substr(${GIVEN}, 1 + floor(random() * ${GIVEN.length})::int, 1) else '' end,
           'user' || s.n,
           '1' || (array['3','5','7','8','9'])[1 + floor(random() * 5)::int] || lpad(floor(random() * 1e9)::bigint::text, 9, '0'),
           case when random() < 0.6 then 'user' || s.n || '@example.com' else '' end,
           case when random() < 0.3 then '0571-' || lpad(floor(random() * 1e8)::bigint::text, 8, '0') else '' end,
           ${pwdHash},
           case when r.x < 0.0005 then '0001' when r.x < 0.60 then '0002' when r.x < 0.85 then '0003' when r.x < 0.97 then '0034' else '0038' end,
           'D000' || (2 + floor(random() * 8)::int),
           case when r.y < 0.92 then 1 when r.y < 0.96 then 2 when r.y < 0.99 then 3 else 5 end,
           c.t, c.t + (now() - c.t) * random() * random()
    from (select nextval('sys_user_code_seq') as n from generate_series(1, ${n})) s
    -- Naming s.n makes each lateral row its own, so random() is drawn per user, not once.
    cross join lateral (select random() as x, random() as y, s.n) r
    cross join lateral (select now() - interval '1095 days' * power(random(), 2) as t, s.n) c`);
}

/**
 * Shops over every real district (the region table), with 500 service providers (one per city, cycling)
 * as their SPs; grades skewed towards C, most on platform 0004, three channels.
 */
async function seedShops(db: Db, n: number) {
  await db.execute(sql`select setseed(0.77)`);
  await db.execute(sql`
    insert into sp_info (sp_code, sp_name, contact, phone, province_code, city_code, district_code, address, status)
    select 'BSP' || lpad(k::text, 5, '0'), c.name || '服务商' || k, '联系人', '13800000000', c.parent_code, c.code,
           (select d.code from region d where d.parent_code = c.code and d.level = 3 order by d.code limit 1), '地址', 1
    from generate_series(1, 500) k
    join lateral (select code, name, parent_code from region where level = 2
                  and exists (select 1 from region d where d.parent_code = region.code and d.level = 3)
                  order by code offset (k - 1) % 300 limit 1) c on true
    on conflict (sp_code) do nothing`);
  await db.execute(sql`
    with districts as (
      select d.code, d.parent_code as city_code, c.parent_code as province_code, d.name,
             row_number() over (order by d.code) as i
      from region d join region c on c.code = d.parent_code where d.level = 3)
    insert into shop_info (ret_code, ret_name, owner_name, phone, province_code, city_code, district_code, address,
                           grade_code, retailer_type, sp_code, channel_code, platform_code, status, created_at, updated_at)
    select 'BR' || lpad(s.n::text, 7, '0'), d.name || '门店' || s.n, '店主', '13900000000',
           d.province_code, d.city_code, d.code, d.name || s.n || '号',
           case when r.x < 0.1 then 'A' when r.x < 0.35 then 'B' when r.x < 0.8 then 'C' else 'D' end,
           (array['SUPERMARKET','CONVENIENCE','GROCERY','CATERING'])[1 + s.n % 4],
           'BSP' || lpad((1 + s.n % 500)::text, 5, '0'),
           (array['C01','C02','C03'])[1 + s.n % 3],
           case when r.y < 0.8 then '0004' when r.y < 0.9 then '0001' else '0002' end,
           case when r.y < 0.97 then 1 else 2 end,
           c.t, c.t
    from generate_series(1, ${n}) s(n)
    cross join lateral (select random() as x, random() as y, s.n) r
    cross join lateral (select now() - interval '1095 days' * power(random(), 2) as t, s.n) c
    -- The count apart, so the join condition reads one side only and hashes (not 100,000 × 3,000 comparisons).
    cross join (select count(*) as total from districts) k
    join districts d on d.i = 1 + (s.n * 7919) % k.total`);
  // A wallet for every 33rd shop (3,031 of 100,000): balances with ties, one in ten spent to 0, so 钱包余额 orders
  // real balances ahead of the shops without one.
  await db.execute(sql`
    insert into shop_wallet (ret_code, balance)
    select 'BR' || lpad(k::text, 7, '0'), case when k % 10 = 0 then 0 else (k * 7919 % 2000) * 100 end
    from generate_series(1, ${n}, 33) k`);
}

/**
 * Order headers over the bench shops (each copying its shop's scope keys), created over a year, denser lately;
 * statuses as a running business has them (mostly completed, some pending). Lines are not seeded: the list
 * reads headers only.
 */
async function seedOrders(db: Db, n: number) {
  await db.execute(sql`select setseed(0.31)`);
  await db.execute(sql`
    with shops as (select s.*, row_number() over (order by s.ret_code) as k from shop_info s where s.ret_code like 'BR%'),
    total as (select count(*) as c from shops)
    insert into order_info (order_no, ret_code, ret_name, sp_code, platform_code, channel_code, province_code, grade_code,
                            warehouse_code, status, source, total_amount, discount_amount, pay_amount, item_count, receiver, phone,
                            delivery_province_code, city_code, district_code, address, creator, approve_time, created_at, updated_at)
    select 'BO' || lpad(g.n::text, 10, '0'), s.ret_code, s.ret_name, s.sp_code, s.platform_code, s.channel_code, s.province_code,
           s.grade_code, 'BWH' || (1 + g.n % 6), st.status, case when r.y < 0.6 then 1 when r.y < 0.9 then 2 else 3 end,
           a.amount, a.amount / 20 * (g.n % 2), a.amount - a.amount / 20 * (g.n % 2), 1 + g.n % 40, s.owner_name, s.phone,
           s.province_code, s.city_code, s.district_code, s.address, case when r.y between 0.6 and 0.9 then 'user' || (1 + g.n % 5000) else '' end,
           case when st.status between 20 and 50 then c.t + interval '3 hours' end, c.t, c.t
    from generate_series(1, ${n}) g(n)
    cross join total
    cross join lateral (select random() as x, random() as y, g.n) r
    cross join lateral (select now() - interval '365 days' * power(random(), 1.5) as t, g.n) c
    cross join lateral (select (1000 + floor(random() * 500000))::int as amount, g.n) a
    cross join lateral (select case when r.x < 0.15 then 10 when r.x < 0.25 then 20 when r.x < 0.30 then 30 when r.x < 0.45 then 40
                                    when r.x < 0.90 then 50 when r.x < 0.98 then 90 else 91 end as status) st
    join shops s on s.k = 1 + (g.n::bigint * 7919) % total.c`);
}
