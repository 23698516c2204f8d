import { eq } from 'drizzle-orm';
import { orderRisks } from '../db/schema/risk.ts';
import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for order risk: grades (each over a range of its own, since enabled ranges
 * may not overlap), a rule's settings, and the review of a pending order whose score waits for one.
 */
export function riskBodies({ t, made, uniq, pending }: Walk): Bodies {
  let score = 0;
  const create = () => ({ gradeCode: uniq('RG'), gradeName: '审计', minScore: score, maxScore: score++, action: 1 });
  const add = async (over: object = {}) => (await made('/risk/grade/add', { ...create(), ...over })).id as number;
  return {
    '/risk/grade/add': async () => create(),
    '/risk/grade/update': async () => {
      const body = create();
      return { id: await add(body), ...body, gradeName: '改名' };
    },
    '/risk/grade/delete': async () => ({ id: await add() }),
    '/risk/grade/enable': async () => ({ ids: [await add({ status: 2 })] }),
    '/risk/grade/disable': async () => ({ ids: [await add()] }),
    '/ord/risk/rule/update': async () => ({ ruleCode: 'FREQUENT', points: 35, threshold: 5, enabled: true }),
    '/ord/risk/review': async () => {
      const o = await pending();
      await t.db.update(orderRisks).set({ reviewStatus: 1, action: 2 }).where(eq(orderRisks.orderId, o.id));
      return { orderNo: o.orderNo, result: 1, remark: '核实无误' };
    },
  };
}
