import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

/**
 * Payments (issue 29). A channel's `apiKey` signs its callbacks; it is stored and never answered. A record
 * copies its order's scope keys (the sales channel as `salesChannelCode`: `channelCode` is the pay channel);
 * a provider's `tradeNo` pays one record once (unique). Every callback, refused ones too, leaves a
 * `pay_notify_log` row with its reason. Money in integer cents. Record status: 1 待支付, 2 已支付, 3 已退款, 4 失败.
 */
export const payChannels = pgTable('pay_channel', {
  id: serial().primaryKey(),
  channelCode: varchar({ length: 32 }).notNull().unique(),
  name: varchar({ length: 50 }).notNull(),
  type: smallint().notNull(),
  mchId: varchar({ length: 64 }).notNull().default(''),
  appId: varchar({ length: 64 }).notNull().default(''),
  apiKey: varchar({ length: 200 }).notNull().default(''),
  notifyUrl: varchar({ length: 300 }).notNull().default(''),
  status: smallint().notNull().default(1),
  ...timestamps,
});

export const payRecords = pgTable(
  'pay_record',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    payNo: varchar({ length: 40 }).notNull().unique(),
    orderNo: varchar({ length: 32 }).notNull(),
    retCode: varchar({ length: 32 }).notNull(),
    spCode: varchar({ length: 32 }).notNull().default(''),
    platformCode: varchar({ length: 32 }).notNull().default(''),
    salesChannelCode: varchar({ length: 32 }).notNull().default(''),
    provinceCode: varchar({ length: 12 }).notNull().default(''),
    gradeCode: varchar({ length: 32 }).notNull().default(''),
    channelCode: varchar({ length: 32 }).notNull(),
    amount: integer().notNull(),
    status: smallint().notNull().default(1),
    tradeNo: varchar({ length: 64 }).notNull().default(''),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('pay_record_amount_pos', sql`${t.amount} > 0`),
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
    channelCode: varchar({ length: 32 }).notNull(),
    payNo: varchar({ length: 40 }).notNull().default(''),
    tradeNo: varchar({ length: 64 }).notNull().default(''),
    amount: integer(),
    /** 'ok' or 'refused'. */
    result: varchar({ length: 10 }).notNull(),
    reason: varchar({ length: 200 }).notNull().default(''),
    ip: varchar({ length: 64 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pay_notify_log_pay_idx').on(t.payNo)],
);
