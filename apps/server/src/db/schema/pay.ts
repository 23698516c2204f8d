import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { code, defaultNow, orEmpty, regionCode, status, statusAndTimes, timeOrNull, timestamps } from '../columns.ts';
import { positive } from '../constraints.ts';

/**
 * Payments (issue 29). A channel's `apiKey` signs its callbacks; it is stored and never answered. A record
 * copies its order's scope keys (the sales channel as `salesChannelCode`: `channelCode` is the pay channel);
 * a provider's `tradeNo` pays one record once (unique). Every callback, refused ones too, leaves a
 * `pay_notify_log` row with its reason. Money in integer cents. Record status: 1 待支付, 2 已支付, 3 已退款, 4 失败.
 */
export const payChannels = pgTable('pay_channel', {
  id: serial().primaryKey(),
  channelCode: code().unique(),
  name: varchar({ length: 50 }).notNull(),
  type: smallint().notNull(),
  mchId: orEmpty(64),
  appId: orEmpty(64),
  apiKey: orEmpty(200),
  notifyUrl: orEmpty(300),
  ...statusAndTimes(),
});

export const payRecords = pgTable(
  'pay_record',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    payNo: varchar({ length: 40 }).notNull().unique(),
    orderNo: code(),
    retCode: code(),
    spCode: code().default(''),
    platformCode: code().default(''),
    salesChannelCode: code().default(''),
    provinceCode: regionCode().default(''),
    gradeCode: code().default(''),
    channelCode: code(),
    amount: integer().notNull(),
    status: status(),
    tradeNo: orEmpty(64),
    paidAt: timeOrNull(),
    ...timestamps,
  },
  (t) => [
    positive('pay_record_amount_pos', t.amount),
    // A provider's trade pays one record once: a replayed tradeNo cannot land on another record either.
    uniqueIndex('pay_record_trade_no_uq').on(t.channelCode, t.tradeNo).where(sql`${t.tradeNo} <> ''`),
    index('pay_record_order_idx').on(t.orderNo),
    index('pay_record_created_idx').on(t.createdAt, t.id),
  ],
);

export const payNotifyLogs = pgTable(
  'pay_notify_log',
  {
    id: serial().primaryKey(),
    channelCode: code(),
    payNo: orEmpty(40),
    tradeNo: orEmpty(64),
    amount: integer(),
    /** 'ok' or 'refused'. */
    result: varchar({ length: 10 }).notNull(),
    reason: orEmpty(200),
    ip: orEmpty(64),
    createdAt: defaultNow(),
  },
  (t) => [index('pay_notify_log_pay_idx').on(t.payNo)],
);
