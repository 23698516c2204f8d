import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { code, keepsCode, orEmpty, postalAddress, regionCode, status, statusAndTimes, timestamps } from '../columns.ts';
import { nonNegative } from '../constraints.ts';

/**
 * Shops (门店) carry every key the data scope filters by: retCode (1), spCode (2), platformCode (3),
 * channelCode (5), provinceCode (6), gradeCode (7). status 1 enabled, 2 disabled.
 */
export const shopInfo = pgTable(
  'shop_info',
  {
    id: serial().primaryKey(),
    retCode: code(),
    retName: varchar({ length: 100 }).notNull(),
    ownerName: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 32 }).notNull(),
    ...postalAddress(),
    gradeCode: code(),
    retailerType: varchar({ length: 32 }).notNull(),
    /** The shop's main service provider ('' when none). */
    spCode: code().default(''),
    channelCode: code(),
    platformCode: code().default('0004'),
    licenseNo: orEmpty(32),
    ...statusAndTimes(),
  },
  (t) => [
    uniqueIndex('shop_info_ret_code_uq').on(t.retCode),
    index('shop_info_sp_idx').on(t.spCode),
    index('shop_info_region_idx').on(t.provinceCode, t.cityCode, t.districtCode),
    index('shop_info_grade_idx').on(t.gradeCode),
    index('shop_info_created_idx').on(t.createdAt, t.id),
  ],
);

/** Service providers (服务商 / 经销商), scoped by spCode (dimension 2). */
export const spInfo = pgTable(
  'sp_info',
  {
    id: serial().primaryKey(),
    spCode: code(),
    spName: varchar({ length: 100 }).notNull(),
    contact: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 32 }).notNull(),
    ...postalAddress(),
    spGroupCode: code().default(''),
    serviceCodes: text().array().notNull().default(sql`'{}'::text[]`),
    licenseNo: orEmpty(32),
    ...statusAndTimes(),
  },
  (t) => [uniqueIndex('sp_info_sp_code_uq').on(t.spCode), index('sp_info_group_idx').on(t.spGroupCode)],
);

/** Which districts an SP serves. */
export const spArea = pgTable(
  'sp_area',
  {
    id: serial().primaryKey(),
    spCode: code(),
    districtCode: regionCode(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sp_area_sp_district_uq').on(t.spCode, t.districtCode), index('sp_area_district_idx').on(t.districtCode)],
);

/** Per district at most one main SP, which must serve that district. */
export const areaMainSp = pgTable(
  'area_main_sp',
  {
    id: serial().primaryKey(),
    districtCode: regionCode(),
    spCode: code(),
    ...timestamps,
  },
  (t) => [uniqueIndex('area_main_sp_district_uq').on(t.districtCode), index('area_main_sp_sp_idx').on(t.spCode)],
);

/** Customer service records of a shop (咨询 1 / 投诉 2 / 建议 3). */
export const shopCs = pgTable(
  'shop_cs',
  {
    id: serial().primaryKey(),
    retCode: code(),
    csType: smallint().notNull().default(1),
    content: varchar({ length: 1000 }).notNull(),
    result: orEmpty(1000),
    operator: orEmpty(100),
    ...timestamps,
  },
  (t) => [index('shop_cs_ret_idx').on(t.retCode, t.createdAt)],
);

/** Work orders of a shop: 1 open → 2 processing → 3 resolved → 4 closed. */
export const retWorkOrder = pgTable(
  'ret_work_order',
  {
    id: serial().primaryKey(),
    retCode: code(),
    title: varchar({ length: 100 }).notNull(),
    content: varchar({ length: 2000 }).notNull(),
    status: status(),
    creator: orEmpty(100),
    ...timestamps,
  },
  (t) => [index('ret_work_order_ret_idx').on(t.retCode, t.createdAt), index('ret_work_order_status_idx').on(t.status)],
);

export const retWorkOrderReply = pgTable(
  'ret_work_order_reply',
  {
    id: serial().primaryKey(),
    workOrderId: integer().notNull(),
    content: varchar({ length: 2000 }).notNull(),
    operator: varchar({ length: 100 }).notNull(),
    ...timestamps,
  },
  (t) => [index('ret_work_order_reply_order_idx').on(t.workOrderId, t.id)],
);

/** One balance per shop, integer cents, never negative (the CHECK is the last guard behind the conditional UPDATE). */
export const shopWallet = pgTable(
  'shop_wallet',
  {
    // A wallet is its shop's: the shop is deleted only after its (empty) wallet.
    retCode: keepsCode(() => shopInfo.retCode).primaryKey(),
    balance: bigint({ mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    nonNegative('shop_wallet_balance_nonneg', t.balance),
    // 钱包余额's first part: the wallets with money in the list's order (its expression, so the planner matches it).
    index('shop_wallet_balance_idx').on(sql`coalesce(${t.balance}, 0) desc`, t.retCode).where(sql`${t.balance} > 0`),
  ],
);

/** Every balance change: type 1 recharge, 2 deduct, 3 refund (WALLET_LEDGER); amounts and balances in cents. */
export const shopWalletLedger = pgTable(
  'shop_wallet_ledger',
  {
    id: serial().primaryKey(),
    retCode: code(),
    type: smallint().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    balanceBefore: bigint({ mode: 'number' }).notNull(),
    balanceAfter: bigint({ mode: 'number' }).notNull(),
    operator: varchar({ length: 100 }).notNull(),
    reason: varchar({ length: 200 }).notNull(),
    ...timestamps,
  },
  (t) => [index('shop_wallet_ledger_ret_idx').on(t.retCode, t.id)],
);

/** Key/value settings of the shop app. */
export const appSetting = pgTable(
  'app_setting',
  {
    id: serial().primaryKey(),
    settingKey: varchar({ length: 64 }).notNull(),
    settingValue: varchar({ length: 2000 }).notNull(),
    remark: orEmpty(200),
    ...timestamps,
  },
  (t) => [uniqueIndex('app_setting_key_uq').on(t.settingKey)],
);
