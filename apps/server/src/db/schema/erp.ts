import { bigserial, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { defaultNow, orEmpty, status, timeOrNull, timestamps } from '../columns.ts';
import { orderKeyColumns } from './order.ts';

/**
 * One push of an approved order to the ERP (`/erp/order`): 1 待推送, 2 推送中, 3 成功, 4 失败. One row per
 * order: the check-and-set on `status` (1 → 2) is what lets exactly one instance push it at a time. The row
 * copies the order's scope keys, so the list is scoped on the row itself.
 */
export const erpPushes = pgTable(
  'erp_push',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    ...orderKeyColumns(),
    status: status(),
    attempts: integer().notNull().default(0),
    lastError: orEmpty(500),
    pushTime: timeOrNull(),
    /** Not pushed before this time (the backoff after a failed attempt). */
    nextRetryAt: defaultNow(),
    /** When the attempt in flight (status 2) began: one older than the time-out was lost with its instance. */
    claimedAt: timeOrNull(),
    ...timestamps,
  },
  (t) => [index('erp_push_status_retry_idx').on(t.status, t.nextRetryAt), index('erp_push_ret_idx').on(t.retCode)],
);
