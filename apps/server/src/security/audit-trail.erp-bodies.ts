import { eq, sql } from 'drizzle-orm';
import { erpPushes } from '../db/schema/erp.ts';
import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for the ERP push and completion: an approved order of the walk's shop,
 * its push marked failed (retry) or the order marked shipped (complete), as the background steps would leave them.
 */
export function erpBodies({ t, approved }: Walk): Bodies {
  return {
    '/erp/order/retry': async () => {
      const o = await approved();
      const [p] = await t.db.update(erpPushes).set({ status: 4 }).where(eq(erpPushes.orderId, o.id)).returning({ id: erpPushes.id });
      return { ids: [p.id] };
    },
    '/order/opt/complete': async () => {
      const o = await approved();
      await t.db.execute(sql`update order_info set status = 40 where id = ${o.id}`);
      return { id: o.id };
    },
  };
}
