import { bigserial, boolean, index, integer, pgTable, primaryKey, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { code, day, defaultNow, orEmpty, shopScopeKeys, statusAndTimes, wallClockSpan } from '../columns.ts';
import { docNo } from '../documents.ts';
import { within } from '../constraints.ts';

/**
 * Lottery activities (issue 29). A prize's `won` counts its real wins (not 谢谢参与) and never passes its stock (the draw's
 * UPDATE checks it, the CHECK holds it even if a service forgot); `lottery_daily` counts a shop's draws of a
 * day the same way. A draw copies its shop's scope keys. Times are the business zone's wall clock.
 */
export const lotteryActivities = pgTable('lottery_activity', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  ...wallClockSpan(),
  drawsPerShopPerDay: integer().notNull(),
  ...statusAndTimes(),
});

export const lotteryPrizes = pgTable(
  'lottery_prize',
  {
    id: serial().primaryKey(),
    activityId: integer().notNull(),
    name: varchar({ length: 30 }).notNull(),
    /** 1 coupon, 2 gift SKU, 3 nothing (谢谢参与). */
    kind: smallint().notNull(),
    templateId: integer(),
    skuCode: code().default(''),
    /** Per mille. */
    probability: integer().notNull(),
    stock: integer().notNull(),
    won: integer().notNull().default(0),
  },
  (t) => [index('lottery_prize_activity_idx').on(t.activityId), within('lottery_prize_won_within_stock', t.won, t.stock)],
);

export const lotteryDaily = pgTable(
  'lottery_daily',
  {
    activityId: integer().notNull(),
    retCode: code(),
    day: day(),
    draws: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.retCode, t.day] })],
);

export const lotteryRecords = pgTable(
  'lottery_record',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    recordNo: docNo(),
    activityId: integer().notNull(),
    prizeId: integer(),
    prizeName: varchar({ length: 30 }).notNull(),
    won: boolean().notNull().default(false),
    couponNo: code().default(''),
    /** The gift order a won gift prize placed. */
    orderNo: code().default(''),
    /** Why a prize hit was no win (a gift beyond the shop's gift budget). */
    note: orEmpty(200),
    retCode: code(),
    ...shopScopeKeys(),
    createdAt: defaultNow(),
  },
  (t) => [index('lottery_record_activity_idx').on(t.activityId), index('lottery_record_ret_idx').on(t.retCode)],
);
