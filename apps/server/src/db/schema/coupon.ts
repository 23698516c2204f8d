import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { code, keeps, shopScopeKeys, status, statusAndTimes, timeOrNull, timestamps, validity } from '../columns.ts';
import { docNo } from '../documents.ts';
import { within } from '../constraints.ts';

/**
 * Coupons (issue 29). A template says what a coupon takes off and how many may be issued (`issued` counts
 * them; the check holds it within `total` even if a service forgot). A coupon copies its shop's scope keys
 * when issued, like an order, so the scope applies on its own row. Money in integer cents.
 * Coupon status: 1 未使用, 2 已使用, 3 已过期, 4 已作废.
 */
export const couponTemplates = pgTable(
  'coupon_template',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 50 }).notNull(),
    type: smallint().notNull(),
    amountOff: integer().notNull().default(0),
    discountRate: smallint().notNull().default(0),
    maxDiscount: integer().notNull().default(0),
    threshold: integer().notNull().default(0),
    skuCodes: text().array().notNull().default(sql`'{}'::text[]`),
    validFrom: date({ mode: 'string' }),
    validTo: date({ mode: 'string' }),
    validDays: integer(),
    total: integer().notNull(),
    issued: integer().notNull().default(0),
    ...statusAndTimes(),
  },
  (t) => [within('coupon_template_issued_within_total', t.issued, t.total)],
);

export const coupons = pgTable(
  'coupon',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    couponNo: docNo(),
    templateId: keeps(() => couponTemplates.id),
    retCode: code(),
    ...shopScopeKeys(),
    status: status(),
    /** The order that used it ('' while unused). */
    orderNo: code().default(''),
    ...validity(),
    usedAt: timeOrNull(),
    ...timestamps,
  },
  (t) => [
    index('coupon_ret_status_idx').on(t.retCode, t.status),
    index('coupon_template_idx').on(t.templateId),
    index('coupon_order_idx').on(t.orderNo),
    // The expiry job walks the unused ones by date.
    index('coupon_status_valid_to_idx').on(t.status, t.validTo),
  ],
);
