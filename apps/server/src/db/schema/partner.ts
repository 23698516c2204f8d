import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { defaultNow, orEmpty, status, timeOrNull, timestamps } from '../columns.ts';

/**
 * Partner platforms (`/hipac/alloc/*`, `/fsct/*`, `/dcc/*`, `/yuou/*`): one connection per partner, one row
 * per sync run, and the partner orders already taken (so a pulled order is created once).
 */

/** One row per partner, made at start; `appSecret` is write-only (never selected into a reply, export or log). */
export const partnerConfigs = pgTable('partner_config', {
  id: serial().primaryKey(),
  partner: varchar({ length: 16 }).notNull().unique(),
  enabled: boolean().notNull().default(false),
  baseUrl: orEmpty(200),
  appKey: orEmpty(64),
  appSecret: orEmpty(128),
  ...timestamps,
});

/**
 * A sync run: status 1 重试中 (queued, running or waiting for its next attempt), 2 成功, 3 失败. The partial
 * unique index lets one run per partner and kind be unfinished at a time, whichever instance queued it.
 */
export const partnerSyncs = pgTable(
  'partner_sync',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    partner: varchar({ length: 16 }).notNull(),
    kind: varchar({ length: 16 }).notNull(),
    status: status(),
    attempts: integer().notNull().default(0),
    lastError: orEmpty(500),
    count: integer().notNull().default(0),
    /** When the attempt in flight began (null between attempts): a claim older than the time-out was lost. */
    claimedAt: timeOrNull(),
    startTime: timeOrNull(),
    endTime: timeOrNull(),
    operator: orEmpty(64),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('partner_sync_one_open').on(t.partner, t.kind).where(sql`${t.status} = 1`),
    index('partner_sync_list_idx').on(t.partner, t.id),
  ],
);

/** A partner's order taken as ours: one per partner and partner order number. */
export const partnerOrders = pgTable(
  'partner_order',
  {
    id: serial().primaryKey(),
    partner: varchar({ length: 16 }).notNull(),
    externalNo: varchar({ length: 64 }).notNull(),
    orderId: integer().notNull(),
    orderNo: varchar({ length: 40 }).notNull(),
    createdAt: defaultNow(),
  },
  (t) => [uniqueIndex('partner_order_uq').on(t.partner, t.externalNo)],
);
