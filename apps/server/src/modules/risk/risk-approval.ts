import { RISK_ACTIONS } from '@console/contract/risk';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../shared/errors.ts';
import type { OrderRow } from '../order/order-kit.ts';
import { orderRisks } from '../../db/schema/risk.ts';

/**
 * Called by the order's approval (order-transition.service.ts) before anything is written: an order waiting
 * for its risk review is refused, naming its grade. It sits apart from risk.service.ts, which calls the
 * order's cancel on a rejected review, so that the order imports risk without risk importing it back.
 */
export async function refuseUnreviewed(tx: Tx, o: OrderRow) {
  const [risk] = await tx.select().from(orderRisks).where(eq(orderRisks.orderId, o.id));
  if (risk?.reviewStatus !== 1) return;
  const action = RISK_ACTIONS[risk.action as keyof typeof RISK_ACTIONS]?.label ?? '';
  throw conflict(`订单${o.orderNo}风险等级为「${risk.riskGradeName}」（${action}），请先完成风控审核`);
}
